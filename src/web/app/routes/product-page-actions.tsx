import { Heart } from 'lucide-react'
import { type ComponentProps, Suspense, useState } from 'react'
import type { ProductActions } from '#web/features/catalogue/product-actions.ts'
import { useEarlyTap } from '#web/lib/early-taps.ts'
import { lazyWithTexts, withTexts } from '#web/lib/i18n/lazy.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { requestLogin } from '#web/lib/login-required.ts'
import { getSession } from '#web/lib/session.ts'
import { useSession } from '#web/lib/use-session.ts'
import { cn } from '#web/ui/cn.ts'
import { toast } from '#web/ui/toast.tsx'
import '#web/lib/i18n/messages/shared.en.ts'

// The product page's Add to Cart and heart, with the code behind them fetched when it is first needed rather than
// with the page: most visits to a product page add nothing, and a visitor's heart only asks them to
// sign in. They are the cart's and the wishlist's own (`addProductToCart`, `WishlistButton`), loaded on demand.

/**
 * The cart's Add to Cart; its code (the cart's rules, the visitor's cart, the messages) arrives at the first
 * click, which 'Adding...' covers.
 */
export function useAddToCartOnDemand(): Pick<ProductActions, 'addToCart' | 'isAdding'> {
  const [adding, setAdding] = useState<number | null>(null)
  const { t } = useT()
  return {
    addToCart: async (product, quantity, pack) => {
      setAdding(product.id)
      try {
        const cart = await withTexts(import('#web/features/cart/use-add-to-cart.ts')).catch(() => null)
        if (cart) return await cart.addProductToCart(product, quantity, pack)
        toast.error(t('products.unavailable'))
        return false
      } finally {
        setAdding(null)
      }
    },
    isAdding: (productId) => adding === productId,
  }
}

const WishlistButton = lazyWithTexts(() =>
  import('#web/features/wishlist/wishlist-button.tsx').then((m) => ({ default: m.WishlistButton })),
)
type HeartProps = ComponentProps<ProductActions['WishlistButton']>

/**
 * The wishlist's heart. Signed in, it is the wishlist's own button (which shows whether the product is on the
 * list), loaded then; signed out (the server's render, most visitors) a button that looks the same and, as the
 * wishlist's does, asks the visitor to sign in.
 */
export function WishlistButtonOnDemand(props: HeartProps) {
  const { isSignedIn } = useSession()
  const { t } = useT()
  if (!isSignedIn) return <SignedOutHeart {...props} onClick={() => requestLogin(t('common.login'))} />
  return (
    <Suspense fallback={<SignedOutHeart {...props} disabled />}>
      <WishlistButton {...props} />
    </Suspense>
  )
}

const signedOut = () => {
  const session = getSession()
  return !session.user && !session.checking
}
const never = () => false

/** Looks as `WishlistButton` not pressed (features/wishlist/wishlist-button.tsx). */
function SignedOutHeart({
  product,
  size = 'md',
  className,
  onClick,
  disabled,
}: HeartProps & { onClick?: () => void; disabled?: boolean }) {
  // A tap before hydration is replayed here only when the shopper is known signed out: signed in, it is the
  // wishlist's own button that takes it (decision 012, amended 2026-11-27).
  const tap = useEarlyTap(`wishlist:${product.id}`, onClick ? signedOut : never)
  const { t } = useT()
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-tap={`wishlist:${product.id}`}
      ref={tap}
      aria-pressed={false}
      aria-label={`${t('wishlist.add')}: ${product.name}`}
      title={t('wishlist.add')}
      className={cn(
        'inline-flex items-center justify-center rounded-full border border-line bg-white/95 text-clay-deep shadow-[var(--shadow-soft)] transition-colors hover:bg-clay hover:text-white disabled:opacity-60',
        size === 'lg' ? 'h-12 w-12' : 'h-10 w-10',
        className,
      )}
    >
      <Heart aria-hidden="true" className={size === 'lg' ? 'h-6 w-6' : 'h-5 w-5'} />
    </button>
  )
}
