import { useEffect, useState } from 'react'
import { onAppEvent } from '#web/lib/app-events.ts'
import { useLocation } from '#web/lib/router.tsx'
import CartDrawer from './cart-drawer.tsx'

/** Loaded by the first openCartDrawer() (which is why it starts open) and kept from then on. */
export default function CartDrawerHost() {
  const [open, setOpen] = useState(true)
  const { pathname } = useLocation()

  useEffect(() => onAppEvent('openCartDrawer', () => setOpen(true)), [])

  // Following a link out of the drawer (or any navigation) closes it.
  const [shownOn, setShownOn] = useState(pathname)
  if (shownOn !== pathname) {
    setShownOn(pathname)
    setOpen(false)
  }

  return <CartDrawer open={open} onOpenChange={setOpen} />
}
