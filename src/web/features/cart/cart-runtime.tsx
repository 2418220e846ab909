import { type ComponentType, useEffect, useState } from 'react'
import { OPEN_CART_DRAWER_EVENT } from './open-cart-drawer.ts'

/**
 * Mounted once by the root layout. The drawer (and Radix Dialog) load on the first openCartDrawer(), so
 * the cart costs the first page almost nothing; from then on the drawer listens for itself. (A visitor's
 * cart joins the account's at sign-in from shell/count-sync.ts, which loads at sign-in anyway.)
 */
export function CartRuntime() {
  const [Host, setHost] = useState<ComponentType | null>(null)
  useEffect(() => {
    const load = () =>
      void import('./cart-drawer-host.tsx').then(
        (m) => setHost(() => m.default),
        () => {},
      )
    window.addEventListener(OPEN_CART_DRAWER_EVENT, load, { once: true })
    return () => window.removeEventListener(OPEN_CART_DRAWER_EVENT, load)
  }, [])
  return Host ? <Host /> : null
}
