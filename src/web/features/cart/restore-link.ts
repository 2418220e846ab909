// A cart reminder's link followed (decision 054; useRestoreLink says when): its own chunk, fetched only when the
// address carries one.
import { ApiError } from '#web/lib/api-client.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { toast } from '#web/ui/toast.tsx'
import { setCachedCart } from './api/get-cart.ts'
import { restoreCart } from './api/restore-cart.ts'
import '#web/lib/i18n/messages/cart.en.ts'

/** Puts back what the cart no longer holds of the reminder's lines and tells the shopper; `forget` ends the link. */
export async function restoreFromLink(token: string, forget: () => void): Promise<void> {
  try {
    const { cart, adjusted, message } = await restoreCart(token)
    setCachedCart(cart)
    emitAppEvent('cartUpdated', null)
    if (adjusted.length === 0) toast.success(message)
    else {
      const details = adjusted.map((a) => (a.product_name ? `${a.product_name}: ${a.issue}` : a.issue))
      toast.info(`${message}. ${details.join('. ')}.`, 8000)
    }
    forget()
  } catch (err) {
    // A 403 (another account's link) already opened the sign-in prompt with the server's words.
    if (err instanceof ApiError && err.status === 403) return
    toast.error(err instanceof ApiError ? err.message : say('cart.restore.invalid'), 6000)
    forget()
  }
}
