import { ShoppingBag } from 'lucide-react'
import type { Favorite } from '#domain/contracts/wishlist.ts'
import { isUnavailable } from '#domain/stock.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { Price } from '#web/ui/price.tsx'
import { Rating } from '#web/ui/stars.tsx'
import '#web/lib/i18n/messages/wishlist.en.ts'
import { categoryShown } from '#domain/category-shown.ts'

/** docs/product.md, Routes and screens: wishlist card, but with the product's own rating rather than the fixed '(4.8)' (decision 018). */
export function WishlistCard({
  item,
  busy,
  onRemove,
  onMoveToCart,
}: {
  item: Favorite
  busy: boolean
  onRemove: () => void
  onMoveToCart: () => void
}) {
  const { t } = useT()
  const p = item.product
  const href = `/product/${item.product_id}`
  const unavailable = isUnavailable(p)
  return (
    <article
      aria-busy={busy}
      className={cn(
        `${cardClass} flex h-full overflow-hidden transition-opacity sm:flex-col`,
        busy && 'opacity-60',
      )}
    >
      <div className="m-3 aspect-square w-24 shrink-0 self-start overflow-hidden rounded-lg bg-sand sm:m-0 sm:w-full sm:self-auto sm:rounded-none">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full">
          <img
            src={p.image_url}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        </Link>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <p className="text-xs font-semibold tracking-wider text-leaf uppercase">{categoryShown(p)}</p>
        <h2 className="font-serif text-base leading-snug text-leaf-deep sm:text-lg">
          <Link to={href} className="hover:underline">
            {p.name}
          </Link>
        </h2>
        <Rating rating={p.rating} reviewCount={p.review_count} />
        <Price price={p.price} actualPrice={p.actual_price} size="md" />
        <div className="mt-auto grid gap-2 pt-2">
          {unavailable ? (
            <Button size="sm" disabled className="w-full">
              {t('wishlist.card.soon')}
            </Button>
          ) : (
            <Button size="sm" className="w-full" disabled={busy} onClick={onMoveToCart}>
              <ShoppingBag aria-hidden="true" className="h-4 w-4" />
              <span aria-hidden="true">{t('wishlist.card.add')}</span>
              <span className="sr-only">{t('wishlist.card.add.label', { name: p.name })}</span>
            </Button>
          )}
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={href} variant="secondary" size="sm" className="flex-1 px-3 whitespace-nowrap">
              <span aria-hidden="true">{t('wishlist.card.view')}</span>
              <span className="sr-only">{t('wishlist.card.view.label', { name: p.name })}</span>
            </ButtonLink>
            <Button
              variant="ghost"
              size="sm"
              className="px-3 whitespace-nowrap"
              disabled={busy}
              onClick={onRemove}
            >
              <span aria-hidden="true">{t('wishlist.card.remove')}</span>
              <span className="sr-only">{t('wishlist.card.remove.label', { name: p.name })}</span>
            </Button>
          </div>
        </div>
      </div>
    </article>
  )
}
