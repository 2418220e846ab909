import { Link } from 'react-router'
import type { Product } from '../../../../domain/contracts/catalogue.ts'
import { percentOff } from '../../../../domain/pricing.ts'
import { isUnavailable } from '../../../../domain/stock.ts'
import { Badge } from '../../../ui/badge.tsx'
import { Button, ButtonLink } from '../../../ui/button.tsx'
import { Price } from '../../../ui/price.tsx'
import { Rating } from '../../../ui/stars.tsx'
import { useAddToCart } from '../use-add-to-cart.ts'
import { StockBadge } from './stock-badge.tsx'
import { WishlistButton } from './wishlist-button.tsx'

/** Listing card (spec §2 "Products page"). `priority` is for the first row, which is above the fold. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { addToCart, isAdding } = useAddToCart()
  const off = percentOff(product.price, product.actual_price)
  const unavailable = isUnavailable(product)
  const href = `/product/${product.id}`
  const busy = isAdding(product.id)

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white transition-shadow hover:shadow-[var(--shadow-soft)]">
      <div className="relative aspect-square overflow-hidden bg-sand">
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
            {off}% OFF
          </Badge>
        )}
        <WishlistButton product={product} className="absolute top-2 right-2" />
      </div>

      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wider text-leaf uppercase">{product.category}</p>
        <h3 className="font-serif text-base leading-snug text-leaf-deep sm:text-lg">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-ink-soft">{product.description}</p>
        <Rating rating={product.rating} reviewCount={product.review_count} />
        <Price price={product.price} actualPrice={product.actual_price} size="sm" />
        <div>
          <StockBadge product={product} />
        </div>
        <div className="mt-auto grid gap-2 pt-2 sm:grid-cols-2">
          <ButtonLink to={href} variant="secondary" size="sm" className="px-3 whitespace-nowrap">
            View Details <span className="sr-only">of {product.name}</span>
          </ButtonLink>
          {unavailable ? (
            <button
              type="button"
              disabled
              className="inline-flex h-9 cursor-not-allowed items-center justify-center rounded-full bg-sand-deep/70 px-3 text-sm font-semibold text-ink-soft"
            >
              Coming Soon
            </button>
          ) : (
            <Button
              size="sm"
              className="px-3 whitespace-nowrap"
              disabled={busy}
              onClick={() => void addToCart(product)}
            >
              Add to Cart<span className="sr-only">: {product.name}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}
