import { type ComponentType, useEffect, useState } from 'react'
import { onAppEvent } from '#web/lib/app-events.ts'
import { withTexts } from '#web/lib/i18n/lazy.ts'

/**
 * Mounted once by the root layout. The drawer (and Radix Dialog) load on the first openCartDrawer(), so
 * the cart costs the first page almost nothing; from then on the drawer listens for itself. (A visitor's
 * cart joins the account's at sign-in from cart-count.ts, which the header loads at sign-in anyway.)
 */
export function CartRuntime() {
  const [Host, setHost] = useState<ComponentType | null>(null)
  useEffect(() => {
    const load = () =>
      void withTexts(import('./cart-drawer-host.tsx')).then(
        (m) => setHost(() => m.default),
        () => {},
      )
    return onAppEvent('openCartDrawer', load, { once: true })
  }, [])
  return Host ? <Host /> : null
}
