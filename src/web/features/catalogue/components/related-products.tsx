import { useQuery } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import type { Product } from '#domain/contracts/catalogue.ts'
import { percentOff } from '#domain/pricing.ts'
import { allProductsQuery } from '#web/lib/api/get-products.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { Card } from '#web/ui/card.tsx'
import { Price } from '#web/ui/price.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { Stars } from '#web/ui/stars.tsx'
import { relatedProducts } from '../model/product-view.ts'
import { StockBadge } from './stock-badge.tsx'
import '#web/lib/i18n/messages/shared.en.ts'
import '#web/lib/i18n/messages/product-more.en.ts'
import { categoryShown } from '#domain/category-shown.ts'

/**
 * 'You Might Also Like': up to 4, same category first (docs/product.md, Routes and screens and Business constants and limits), from the products screen's list (the first
 * 100). Loaded, with that list, as the shopper scrolls near it; coming from the products screen the list is in
 * memory already.
 */
export function RelatedProducts({ product }: { product: Product }) {
  const all = useQuery(allProductsQuery())
  const loading = all.isPending
  const { t } = useT()
  const related = all.data ? relatedProducts(product, all.data.products, 4) : []
  if (!loading && related.length === 0) return null

  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id="related-heading" className="text-2xl sm:text-3xl">
          {t('product.related')}
        </h2>
        <Link
          to="/products"
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-leaf hover:underline"
        >
          {t('home.featured.all')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0 lg:grid lg:grid-cols-4 lg:overflow-visible">
        {loading
          ? Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <li key={i} className="h-[29rem] w-60 shrink-0 lg:w-auto" aria-hidden="true">
                <Skeleton className="aspect-square" />
                <Skeleton className="mt-3 h-5 w-3/4" />
                <Skeleton className="mt-2 h-4 w-1/2" />
              </li>
            ))
          : related.map((p) => <RelatedCard key={p.id} product={p} />)}
      </ul>
    </section>
  )
}

function RelatedCard({ product }: { product: Product }) {
  const off = percentOff(product.price, product.actual_price)
  const { t } = useT()
  return (
    <li className="w-60 shrink-0 snap-start lg:w-auto">
      <Card
        as="article"
        className="group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-[var(--shadow-soft)] has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-turmeric"
      >
        <div className="relative bg-sand">
          <img
            src={product.image_url}
            alt=""
            width={300}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-square h-auto w-full object-cover"
          />
          {off > 0 && (
            <Badge tone="clay" className="absolute top-3 left-3">
              {t('price.off', { percent: off })}
            </Badge>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <p className="text-xs font-semibold tracking-wider text-leaf uppercase">{categoryShown(product)}</p>
          <h3 className="font-serif text-lg leading-snug text-leaf-deep">
            {/* The link stretches over the whole card. */}
            <Link
              to={`/product/${product.id}`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {product.name}
            </Link>
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-ink-soft">
            <Stars rating={product.rating} size={14} />
            <span className="tabular">{product.rating.toFixed(1)}</span>
          </p>
          <Price price={product.price} actualPrice={product.actual_price} size="sm" />
          <div className="mt-1 flex items-center justify-between gap-2 pt-1">
            <StockBadge product={product} />
            <span
              aria-hidden="true"
              className="inline-flex items-center gap-1 text-sm font-semibold text-leaf group-hover:underline"
            >
              {t('product.related.view')}
              <ArrowRight className="h-4 w-4" />
            </span>
          </div>
        </div>
      </Card>
    </li>
  )
}
