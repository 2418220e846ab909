import { cartMessages } from '#domain/messages-cart.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { readGuestCheckout } from '#web/lib/guest-checkout.ts'
import { getIdToken } from '#web/lib/session.ts'
import { toast } from '#web/ui/toast.tsx'
import { toMergeItems } from '../model/guest-cart.ts'
import { setCachedCart } from './get-cart.ts'
import { readGuestCart, writeGuestCart } from './guest-cart-storage.ts'
import { mergeCart } from './merge-cart.ts'

let merging: Promise<void> | null = null

/**
 * At sign-in the visitor's browser cart joins the account's cart (within the 99 and stock limits, decided
 * by the server), then the browser cart is emptied and the shopper is told what had to change. The lines
 * are taken out of storage before the request, so a second tab following the same sign-in finds nothing
 * to merge; if the request fails they are put back and merged on the next page load.
 */
export function mergeGuestCart(): Promise<void> {
  merging ??= (async () => {
    const lines = readGuestCart()
    if (lines.length === 0) return
    // Only with a live session (a remembered user whose session ended is not asked to sign in here), or a guest
    // checkout (decision 057), whose cookie the server reads.
    if (!readGuestCheckout() && !(await getIdToken().catch(() => null))) return
    writeGuestCart([])
    try {
      const { cart, adjusted } = await mergeCart(toMergeItems(lines))
      setCachedCart(cart)
      // A guest checkout's cart joins silently: nobody signed in (decision 057); what had to change is still told.
      if (adjusted.length === 0) {
        if (!readGuestCheckout()) toast.success(cartMessages.guestMerged)
      } else {
        const details = adjusted.map((a) => (a.product_name ? `${a.product_name}: ${a.issue}` : a.issue))
        toast.info(`${cartMessages.guestMerged}. ${details.join('. ')}.`, 8000)
      }
    } catch {
      writeGuestCart(lines)
      toast.error(cartMessages.guestMergeFailed, 6000)
    } finally {
      emitAppEvent('cartUpdated', null)
    }
  })().finally(() => {
    merging = null
  })
  return merging
}
