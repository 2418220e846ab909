import { useState } from 'react'
import type { Favorite } from '#domain/contracts/wishlist.ts'
import { cartMessages, wishlistMessages } from '#domain/messages-cart.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { failureMessage } from '#web/lib/failure-message.ts'
import { useSession } from '#web/lib/use-session.ts'
import { toast } from '#web/ui/toast.tsx'
import { setCachedFavorites } from './api/get-favorites.ts'
import { removeFavorite } from './api/remove-favorite.ts'
import { useFavorites } from './api/use-favorites.ts'

function dropFromCache(productId: number) {
  setCachedFavorites((l) => {
    const favorites = l.favorites.filter((f) => f.product_id !== productId)
    return { favorites, count: favorites.length }
  })
}

function toastFailure(err: unknown, fallback: string) {
  const message = failureMessage(err, fallback)
  if (message) toast.error(message)
}

/** The cart's add to the account's cart, caching its reply (features/cart/api/add-cart-item.ts). */
export type AddToCart = (productId: number) => Promise<void>

const notifyWishlistUpdated = () => emitAppEvent('wishlistUpdated', null)

/**
 * The wishlist page's list and actions (docs/product.md, States and transitions: "Wishlist"). Signed-in only; the page says so otherwise. Moving to
 * the cart takes the cart's add, given by the page that composes the two (app/routes/wishlist-page.tsx).
 */
export function useWishlist(addToCart: AddToCart) {
  const { isSignedIn } = useSession()
  const list = useFavorites(isSignedIn)
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set())
  const [bulk, setBulk] = useState<'clearing' | 'adding' | null>(null)
  const favorites = list.data?.favorites ?? []

  const markBusy = (productId: number, busy: boolean) =>
    setBusyIds((s) => {
      const next = new Set(s)
      if (busy) next.add(productId)
      else next.delete(productId)
      return next
    })

  async function withBusy(productId: number, work: () => Promise<void>) {
    markBusy(productId, true)
    try {
      await work()
    } finally {
      markBusy(productId, false)
    }
  }

  const find = (productId: number): Favorite | undefined => favorites.find((f) => f.product_id === productId)

  return {
    isSignedIn,
    status: (list.data ? 'ready' : list.isError ? 'error' : 'loading') as 'ready' | 'error' | 'loading',
    favorites,
    bulk,
    isBusy: (productId: number) => bulk !== null || busyIds.has(productId),
    retry: () => void list.refetch(),

    remove: (productId: number) =>
      withBusy(productId, async () => {
        const name = find(productId)?.product.name ?? `Product ${productId}`
        try {
          await removeFavorite(productId)
          dropFromCache(productId)
          toast.success(wishlistMessages.removed(name))
          notifyWishlistUpdated()
        } catch (err) {
          toastFailure(err, wishlistMessages.removeFailed)
        }
      }),

    /** docs/product.md, States and transitions: add quantity 1 to the cart, then remove from the wishlist. */
    moveToCart: (productId: number) =>
      withBusy(productId, async () => {
        const item = find(productId)
        if (!item) {
          toast.error(wishlistMessages.itemNotFound)
          return
        }
        try {
          await addToCart(productId)
          emitAppEvent('cartUpdated', null)
          await removeFavorite(productId)
          dropFromCache(productId)
          notifyWishlistUpdated()
          toast.success(cartMessages.added(item.product.name))
        } catch (err) {
          toastFailure(err, wishlistMessages.moveFailed)
        }
      }),

    /** docs/product.md, States and transitions: removes the items one by one. */
    async clear() {
      setBulk('clearing')
      try {
        for (const f of favorites) {
          await removeFavorite(f.product_id)
          dropFromCache(f.product_id)
        }
      } catch (err) {
        toastFailure(err, wishlistMessages.clearFailed)
      } finally {
        setBulk(null)
        notifyWishlistUpdated()
      }
    },

    /**
     * docs/product.md, States and transitions: adds 1 of each, then says so. Decision 017: what could not be added (coming soon, out of stock, a
     * full line) stays on the wishlist and is named; only what was added leaves it. When nothing could be added,
     * 'Failed to add all items to cart', with the reasons.
     */
    async addAll(): Promise<boolean> {
      const items = [...favorites]
      if (items.length === 0) return false
      setBulk('adding')
      try {
        const added: typeof items = []
        const failed: { name: string; reason: string }[] = []
        for (const f of items) {
          try {
            await addToCart(f.product_id)
            added.push(f)
          } catch (err) {
            failed.push({ name: f.product.name, reason: reasonOf(err) })
          }
        }
        emitAppEvent('cartUpdated', null)
        if (added.length === 0) {
          toast.error(`${wishlistMessages.addAllFailed}. ${wishlistMessages.notAdded(failed)}`)
          return false
        }
        try {
          for (const f of added) {
            await removeFavorite(f.product_id)
            dropFromCache(f.product_id)
          }
        } catch (err) {
          toastFailure(err, wishlistMessages.removeFailed)
        }
        notifyWishlistUpdated()
        toast.success(
          cartMessages.added(added.length === 1 ? added[0]!.product.name : `${added.length} items`),
        )
        if (failed.length > 0) toast.error(wishlistMessages.notAdded(failed))
        return true
      } finally {
        setBulk(null)
      }
    },
  }
}

/** Why an add failed, in a few words for the list ('coming soon', 'out of stock', 'only 3 left in stock'). */
function reasonOf(err: unknown): string {
  if (!(err instanceof ApiError) || !err.message) return ''
  if (err.message === cartMessages.comingSoon) return 'coming soon'
  if (err.message === cartMessages.outOfStock) return 'out of stock'
  if (err.message === cartMessages.maxPerOrder) return 'already 99 in your cart'
  return err.message.charAt(0).toLowerCase() + err.message.slice(1)
}
