import { useCallback, useState } from 'react'
import type { Product } from '#domain/contracts/catalogue.ts'
import { wishlistMessages } from '#domain/messages-cart.ts'
import { httpMessages } from '#domain/messages-http.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { failureMessage } from '#web/lib/failure-message.ts'
import { requestLogin } from '#web/lib/login-required.ts'
import { useSession } from '#web/lib/use-session.ts'
import { toast } from '#web/ui/toast.tsx'
import { addFavorite } from './api/add-favorite.ts'
import { setCachedFavorites } from './api/get-favorites.ts'
import { removeFavorite } from './api/remove-favorite.ts'
import { useFavorites } from './api/use-favorites.ts'

/**
 * The one hook every wishlist heart uses. Signed out it raises the login prompt. Signed in the heart
 * flips at once and settles when the server answers (or flips back with 'Failed to update wishlist').
 */
export function useWishlistToggle(product: Pick<Product, 'id' | 'name'>) {
  const { isSignedIn } = useSession()
  const list = useFavorites(isSignedIn)
  const listed = isSignedIn && (list.data?.favorites.some((f) => f.product_id === product.id) ?? false)
  const [target, setTarget] = useState<boolean | null>(null)
  const isFavorite = target ?? listed

  const toggle = useCallback(async () => {
    if (!isSignedIn) {
      requestLogin(httpMessages.unauthenticated)
      return
    }
    if (target !== null) return
    const adding = !listed
    setTarget(adding)
    try {
      if (adding) {
        const { favorite } = await addFavorite(product.id)
        setCachedFavorites((l) =>
          l.favorites.some((f) => f.product_id === product.id)
            ? l
            : { favorites: [favorite, ...l.favorites], count: l.count + 1 },
        )
        toast.success(wishlistMessages.added(product.name))
      } else {
        await removeFavorite(product.id)
        setCachedFavorites((l) => {
          const favorites = l.favorites.filter((f) => f.product_id !== product.id)
          return { favorites, count: favorites.length }
        })
        toast.success(wishlistMessages.removed(product.name))
      }
      emitAppEvent('wishlistUpdated', null)
    } catch (err) {
      const message = failureMessage(err, wishlistMessages.updateFailed)
      if (message) toast.error(message)
    } finally {
      setTarget(null)
    }
  }, [isSignedIn, listed, target, product.id, product.name])

  return { isFavorite, isWishlisted: isFavorite, toggle, busy: target !== null, productId: product.id }
}
