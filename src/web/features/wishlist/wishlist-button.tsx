import { Heart } from 'lucide-react'
import type { Product } from '#domain/contracts/catalogue.ts'
import { useEarlyTap } from '#web/lib/early-taps.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import { useWishlistToggle } from './use-wishlist-toggle.ts'
import '#web/lib/i18n/messages/shared.en.ts'

const now = () => true
const notYet = () => false

/** Heart toggle; its state and action come from the one wishlist hook. */
export function WishlistButton({
  product,
  size = 'md',
  className,
}: {
  product: Pick<Product, 'id' | 'name'>
  size?: 'md' | 'lg'
  className?: string
}) {
  const { isWishlisted, toggle, busy } = useWishlistToggle(product)
  const { t } = useT()
  const label = isWishlisted ? t('wishlist.remove') : t('wishlist.add')
  // a tap held before hydration (decision 012, amended 2026-11-27) is replayed once the button can act
  const tap = useEarlyTap(`wishlist:${product.id}`, busy ? notYet : now)
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      data-tap={`wishlist:${product.id}`}
      ref={tap}
      aria-pressed={isWishlisted}
      aria-label={`${label}: ${product.name}`}
      title={label}
      className={cn(
        'inline-flex items-center justify-center rounded-full border border-line bg-white/95 text-clay-deep shadow-[var(--shadow-soft)] transition-colors hover:bg-clay hover:text-white disabled:opacity-60',
        size === 'lg' ? 'h-12 w-12' : 'h-10 w-10',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn(size === 'lg' ? 'h-6 w-6' : 'h-5 w-5', isWishlisted && 'fill-current')}
      />
    </button>
  )
}
