import { useEffect, useRef } from 'react'
import { ApiError } from '#web/lib/api-client.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { requestLogin } from '#web/lib/login-required.ts'
import { useSearchParams } from '#web/lib/router.tsx'
import { useSession } from '#web/lib/use-session.ts'
import { toast } from '#web/ui/toast.tsx'
import { setCachedCart } from './api/get-cart.ts'
import { restoreCart } from './api/restore-cart.ts'
import '#web/lib/i18n/messages/cart.en.ts'

/**
 * `/cart?restore=…`, a cart reminder's link (decision 054): once the shopper is signed in (the sign-in prompt brings
 * them back here), the cart gets back what it no longer holds of the reminder's lines, the shopper is told, and the
 * link's token leaves the address.
 */
export function useRestoreLink(): void {
  const [params, setParams] = useSearchParams()
  const { isSignedIn, checking } = useSession()
  const token = params.get('restore')
  const done = useRef<string | null>(null)

  useEffect(() => {
    if (!token || checking || done.current === token) return
    if (!isSignedIn) {
      requestLogin(say('cart.restore.signin'))
      return
    }
    done.current = token
    const forget = () =>
      setParams(
        (p) => {
          p.delete('restore')
          return p
        },
        { replace: true },
      )
    restoreCart(token)
      .then(({ cart, adjusted, message }) => {
        setCachedCart(cart)
        emitAppEvent('cartUpdated', null)
        if (adjusted.length === 0) toast.success(message)
        else {
          const details = adjusted.map((a) => (a.product_name ? `${a.product_name}: ${a.issue}` : a.issue))
          toast.info(`${message}. ${details.join('. ')}.`, 8000)
        }
        forget()
      })
      .catch((err: unknown) => {
        // A 403 (another account's link) already opened the sign-in prompt with the server's words.
        if (err instanceof ApiError && err.status === 403) return
        toast.error(err instanceof ApiError ? err.message : say('cart.restore.invalid'), 6000)
        forget()
      })
  }, [token, checking, isSignedIn, setParams])
}
