import { useState } from 'react'
import type { Favorite } from '#domain/contracts/wishlist.ts'
import { cartMessages } from '#domain/messages-cart.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { failureMessage } from '#web/lib/failure-message.ts'
import { pageLanguage, say } from '#web/lib/i18n/page-language.ts'
import { useSession } from '#web/lib/use-session.ts'
import { toast } from '#web/ui/toast.tsx'
import { setCachedFavorites } from './api/get-favorites.ts'
import { removeFavorite } from './api/remove-favorite.ts'
import { useFavorites } from './api/use-favorites.ts'
import '#web/lib/i18n/messages/wishlist.en.ts'

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
        const name = find(productId)?.product.name ?? say('wishlist.product', { id: String(productId) })
        try {
          await removeFavorite(productId)
          dropFromCache(productId)
          toast.success(say('wishlist.removed', { name }))
          notifyWishlistUpdated()
        } catch (err) {
          toastFailure(err, say('wishlist.remove.failed'))
        }
      }),

    /** docs/product.md, States and transitions: add quantity 1 to the cart, then remove from the wishlist. */
    moveToCart: (productId: number) =>
      withBusy(productId, async () => {
        const item = find(productId)
        if (!item) {
          toast.error(say('wishlist.item.missing'))
          return
        }
        try {
          await addToCart(productId)
          emitAppEvent('cartUpdated', null)
          await removeFavorite(productId)
          dropFromCache(productId)
          notifyWishlistUpdated()
          toast.success(say('wishlist.moved', { name: item.product.name }))
        } catch (err) {
          toastFailure(err, say('wishlist.move.failed'))
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
        toastFailure(err, say('wishlist.clear.failed'))
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
          toast.error(`${say('wishlist.add.all.failed')}. ${notAdded(failed)}`)
          return false
        }
        try {
          for (const f of added) {
            await removeFavorite(f.product_id)
            dropFromCache(f.product_id)
          }
        } catch (err) {
          toastFailure(err, say('wishlist.remove.failed'))
        }
        notifyWishlistUpdated()
        toast.success(
          added.length === 1
            ? say('wishlist.moved', { name: added[0]!.product.name })
            : say('wishlist.moved.many', { count: added.length }),
        )
        if (failed.length > 0) toast.error(notAdded(failed))
        return true
      } finally {
        setBulk(null)
      }
    },
  }
}

/**
 * Why an add failed, in a few words for the list ('coming soon', 'out of stock', 'only 3 left in stock'), in the
 * page's language; another refusal in the server's words (English), which only English lowers to fit the list.
 */
function reasonOf(err: unknown): string {
  if (!(err instanceof ApiError) || !err.message) return ''
  if (err.message === cartMessages.comingSoon) return say('wishlist.reason.soon')
  if (err.message === cartMessages.outOfStock) return say('wishlist.reason.out')
  if (err.message === cartMessages.maxPerOrder) return say('wishlist.reason.max')
  if (pageLanguage() !== 'en') return err.message
  return err.message.charAt(0).toLowerCase() + err.message.slice(1)
}

/** Decision 017: what Add All to Cart could not add stays on the wishlist, and is named (wishlistMessages.notAdded). */
function notAdded(items: { name: string; reason: string }[]): string {
  const named = items.map((i) => (i.reason ? `${i.name} (${i.reason})` : i.name))
  return say('wishlist.not.added', { items: named.join(', '), count: items.length })
}
