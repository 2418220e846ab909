import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import CartDrawer from './cart-drawer.tsx'
import { OPEN_CART_DRAWER_EVENT } from './open-cart-drawer.ts'

/** Loaded by the first openCartDrawer() (which is why it starts open) and kept from then on. */
export default function CartDrawerHost() {
  const [open, setOpen] = useState(true)
  const { pathname } = useLocation()

  useEffect(() => {
    const show = () => setOpen(true)
    window.addEventListener(OPEN_CART_DRAWER_EVENT, show)
    return () => window.removeEventListener(OPEN_CART_DRAWER_EVENT, show)
  }, [])

  // Following a link out of the drawer (or any navigation) closes it.
  const [shownOn, setShownOn] = useState(pathname)
  if (shownOn !== pathname) {
    setShownOn(pathname)
    setOpen(false)
  }

  return <CartDrawer open={open} onOpenChange={setOpen} />
}
