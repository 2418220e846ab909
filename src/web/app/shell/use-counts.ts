// docs/product.md, States and transitions: the cart and wishlist badges. A first-time visitor has nothing to count, so the header only
// carries this small store; the part that fetches and listens (count-sync.ts) is loaded once someone is
// signed in, a visitor's cart exists, or the cart or wishlist changes.

import { useSyncExternalStore } from 'react'
import { type AppEventName, onAppEvent } from '#web/lib/app-events.ts'

let counts = { cart: 0, wishlist: 0 }
const listeners = new Set<() => void>()

function publish(change: Partial<typeof counts>): void {
  const next = { ...counts, ...change }
  if (next.cart === counts.cart && next.wishlist === counts.wishlist) return
  counts = next
  for (const l of listeners) l()
}

let started = false
function startSync(): void {
  if (started) return
  started = true
  import('./count-sync.ts').then(
    (m) => m.startCountSync(publish),
    () => {
      started = false
    },
  )
}

const WAKE_EVENTS: AppEventName[] = ['cartUpdated', 'wishlistUpdated', 'user-logged-in']
let armed = false
function arm(): void {
  if (armed) return
  armed = true
  try {
    if (localStorage.getItem('user') !== null || localStorage.getItem('cart') !== null) startSync()
  } catch {}
  // (another tab's sign-in arrives here as user-logged-in too)
  for (const name of WAKE_EVENTS) onAppEvent(name, startSync, { once: true })
}

function subscribe(listener: () => void): () => void {
  arm()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => counts.cart,
    () => 0,
  )
}

export function useWishlistCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => counts.wishlist,
    () => 0,
  )
}
