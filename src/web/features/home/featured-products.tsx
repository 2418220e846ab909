import { useQueryClient } from '@tanstack/react-query'
import { ArrowRight } from 'lucide-react'
import { Component, type ReactNode, Suspense, use, useState } from 'react'
import type { Product } from '#domain/contracts/catalogue.ts'
import { FEATURED_SHOW_COUNT, isFeatured, pickFeaturedProducts } from '#domain/featured.ts'
import { percentOff } from '#domain/pricing.ts'
import { getStockState, type StockState } from '#domain/stock.ts'
import type { ProductPage } from '#web/lib/api/get-products.ts'
import { STOCK_KEYS } from '#web/lib/i18n/stock.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { Price } from '#web/ui/price.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { Stars } from '#web/ui/stars.tsx'
import { type FeaturedSource, loadFeatured } from './load-featured.ts'
import '#web/lib/i18n/messages/home.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'

const stockTone: Record<StockState, 'success' | 'turmeric' | 'error' | 'info'> = {
  in_stock: 'success',
  low_stock: 'turmeric',
  out_of_stock: 'error',
  coming_soon: 'info',
}

export function FeaturedProducts({ source: first }: { source: FeaturedSource }) {
  const queryClient = useQueryClient()
  const [attempt, setAttempt] = useState({ n: 0, source: first })
  const retry = () => setAttempt((a) => ({ n: a.n + 1, source: loadFeatured(queryClient) }))
  const { t } = useT()
  return (
    <section aria-labelledby="featured-heading" className="container-page py-14 sm:py-20">
      <div className="mb-8 flex items-end justify-between gap-4">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wider text-clay-deep uppercase">
            {t('home.featured.kicker')}
          </p>
          <h2 id="featured-heading" className="text-3xl sm:text-4xl">
            {t('home.featured.heading')}
          </h2>
        </div>
        <Link
          to="/products"
          className="hidden items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-leaf-deep hover:underline sm:inline-flex"
        >
          {t('home.featured.all')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>

      <FeaturedBoundary key={attempt.n} onRetry={retry}>
        <Suspense fallback={<FeaturedSkeletons />}>
          <FeaturedGrid source={attempt.source} />
        </Suspense>
      </FeaturedBoundary>

      <Link
        to="/products"
        className="mt-8 flex h-11 items-center justify-center gap-1.5 rounded-full border border-leaf text-sm font-semibold text-leaf hover:bg-leaf-soft sm:hidden"
      >
        {t('home.featured.all')}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </section>
  )
}

function FeaturedSkeletons() {
  const { t } = useT()
  return (
    <ul aria-busy="true" aria-label={t('home.featured.loading')} className={gridClass}>
      {SKELETON_KEYS.map((key) => (
        <Card as="li" key={key} className="overflow-hidden">
          <Skeleton className="aspect-square rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        </Card>
      ))}
    </ul>
  )
}

function FeaturedGrid({ source }: { source: FeaturedSource }) {
  const page: ProductPage = source instanceof Promise ? use(source) : source
  return (
    <ul className={gridClass}>
      {pickFeaturedProducts(page.products, FEATURED_SHOW_COUNT).map((p) => (
        <li key={p.id} className="flex">
          <FeaturedCard product={p} />
        </li>
      ))}
    </ul>
  )
}

/** A failed load shows in place, with Try Again. */
class FeaturedBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <FeaturedError onRetry={this.props.onRetry} /> : this.props.children
  }
}

function FeaturedError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT()
  return (
    <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-sand/60 px-6 py-10 text-center">
      <p className="text-ink-soft">{t('home.featured.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.try.again')}
      </Button>
    </div>
  )
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd']
const gridClass = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4'

function FeaturedCard({ product: p }: { product: Product }) {
  const off = percentOff(p.price, p.actual_price)
  const stock = getStockState(p)
  const featured = isFeatured(p)
  const { t } = useT()
  return (
    <Card
      as="article"
      data-testid="featured-card"
      className="group relative flex w-full flex-col overflow-hidden transition-shadow focus-within:shadow-[var(--shadow-soft)] hover:shadow-[var(--shadow-soft)]"
    >
      <div className="relative aspect-square overflow-hidden bg-sand">
        <img
          src={p.image_url}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {featured && (
          <Badge tone="leaf" className="absolute top-2 left-2 sm:top-3 sm:left-3">
            {t('common.featured')}
          </Badge>
        )}
        {off > 0 && (
          <span className="absolute top-2 right-2 inline-flex items-center rounded-full bg-clay-deep px-2.5 py-0.5 text-xs leading-5 font-semibold text-white sm:top-3 sm:right-3">
            {t('price.off', { percent: off })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Badge tone={stockTone[stock]} className="self-start">
          {t(STOCK_KEYS[stock])}
        </Badge>
        <h3 className="font-sans text-base leading-snug font-semibold [overflow-wrap:anywhere] text-ink sm:text-lg">
          <Link
            to={`/product/${p.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:after:outline-3 focus-visible:after:outline-turmeric hover:text-leaf-deep"
          >
            {p.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-ink-soft">
          <Stars rating={p.rating} size={14} />
          <span className="tabular">
            ({p.review_count}
            <span className="sr-only"> {t('stars.reviews', { count: p.review_count })}</span>)
          </span>
        </p>
        <Price price={p.price} actualPrice={p.actual_price} size="sm" className="mt-auto pt-1 sm:text-lg" />
      </div>
    </Card>
  )
}
