import { useEffect, useRef } from 'react'
import { withTexts } from '#web/lib/i18n/lazy.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { requestLogin } from '#web/lib/login-required.ts'
import { useSearchParams } from '#web/lib/router.tsx'
import { useSession } from '#web/lib/use-session.ts'
import { toast } from '#web/ui/toast.tsx'
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
    void withTexts(import('./restore-link.ts')).then(
      (m) => m.restoreFromLink(token, forget),
      () => toast.error(say('cart.restore.invalid'), 6000),
    )
  }, [token, checking, isSignedIn, setParams])
}
