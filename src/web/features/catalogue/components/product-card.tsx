import { Clock, ShoppingBag } from 'lucide-react'
import type { Product } from '#domain/contracts/catalogue.ts'
import { percentOff } from '#domain/pricing.ts'
import { isUnavailable } from '#domain/stock.ts'
import { useEarlyTap } from '#web/lib/early-taps.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { Price } from '#web/ui/price.tsx'
import { Rating } from '#web/ui/stars.tsx'
import type { ProductActions } from '../product-actions.ts'
import { StockBadge } from './stock-badge.tsx'
import '#web/lib/i18n/messages/shared.en.ts'
import { categoryShown } from '#domain/category-shown.ts'

/**
 * Listing card (docs/product.md, Routes and screens: "Products page"). `priority` is for the first row, which is above the fold; `actions` are
 * the cart's and the wishlist's, given by the route.
 */
export function ProductCard({
  product,
  priority = false,
  actions,
}: {
  product: Product
  priority?: boolean
  actions: ProductActions
}) {
  const { addToCart, isAdding, WishlistButton } = actions
  const off = percentOff(product.price, product.actual_price)
  const unavailable = isUnavailable(product)
  const href = `/product/${product.id}`
  // a tap before hydration (or before this card's, from the 7th) is replayed here (decision 012, amended 2026-11-27)
  const addTap = useEarlyTap(`add-to-cart:${product.id}`)
  const busy = isAdding(product.id)
  const { t } = useT()

  return (
    <Card
      as="article"
      className="group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-[var(--shadow-soft)]"
    >
      {/* A phone shows two columns of short cards (4:3 picture, one line of description, buttons side by side). */}
      <div className="relative aspect-[4/3] overflow-hidden bg-sand sm:aspect-square">
        {/* The name link below is the one in the tab order; the picture is a larger mouse target. */}
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <img
            src={product.image_url}
            alt=""
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'auto' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </Link>
        {off > 0 && (
          <Badge tone="clay" className="absolute top-3 left-3">
            {t('price.off', { percent: off })}
          </Badge>
        )}
        <WishlistButton product={product} className="absolute top-2 right-2" />
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3 sm:gap-2 sm:p-4">
        <p className="hidden text-xs font-semibold tracking-wider text-leaf uppercase sm:block">
          {categoryShown(product)}
        </p>
        <h3 className="line-clamp-2 font-serif [overflow-wrap:anywhere] text-[0.95rem] leading-snug text-leaf-deep sm:text-lg">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="line-clamp-1 text-xs text-ink-soft sm:line-clamp-2 sm:text-sm">{product.description}</p>
        <Rating rating={product.rating} reviewCount={product.review_count} />
        <Price price={product.price} actualPrice={product.actual_price} size="sm" />
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-xs font-medium text-ink-soft" data-testid="net-quantity">
            {product.size}
          </span>
          <StockBadge product={product} />
        </div>
        <div className="mt-auto flex gap-2 pt-1 sm:grid sm:grid-cols-2 sm:pt-2">
          <ButtonLink
            to={href}
            variant="secondary"
            size="sm"
            className="min-w-0 flex-1 px-3 whitespace-nowrap max-sm:px-2"
          >
            {t('card.details')}{' '}
            <span className="sr-only">{t('card.details.of', { name: product.name })}</span>
          </ButtonLink>
          {unavailable ? (
            <button
              type="button"
              disabled
              title={t('stock.soon')}
              className="inline-flex h-9 w-9 shrink-0 cursor-not-allowed items-center justify-center rounded-full bg-sand-deep/70 text-sm font-semibold text-ink-soft sm:w-auto sm:px-3"
            >
              <Clock aria-hidden="true" className="h-4 w-4 sm:hidden" />
              <span className="max-sm:sr-only">{t('stock.soon')}</span>
            </button>
          ) : (
            <Button
              size="sm"
              title={t('card.add')}
              className="w-9 shrink-0 px-3 whitespace-nowrap max-sm:px-0 sm:w-auto"
              disabled={busy}
              onClick={() => void addToCart(product)}
              data-tap={`add-to-cart:${product.id}`}
              ref={addTap}
            >
              <ShoppingBag aria-hidden="true" className="h-4 w-4 sm:hidden" />
              <span className="max-sm:sr-only">{t('card.add')}</span>
              <span className="sr-only">: {product.name}</span>
            </Button>
          )}
        </div>
      </div>
    </Card>
  )
}
