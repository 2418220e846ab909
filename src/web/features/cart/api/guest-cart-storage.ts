// The visitor's cart in localStorage 'cart' (docs/product.md, Entities: storage keys), as an external store for React.
// Every write broadcasts cartUpdated; another tab's writes arrive through the storage event, and the
// session clears the key on logout (user-logged-out).

import { emitAppEvent, onAppEvent } from '#web/lib/app-events.ts'
import { type GuestCartLine, guestCartCount, parseGuestCart } from '../model/guest-cart.ts'

export const GUEST_CART_KEY = 'cart'

let cachedRaw: string | null | undefined
let cachedLines: GuestCartLine[] = []
/** Set when storage refused a write (full or blocked): the cart then lasts for this page only. */
let memoryOnly: GuestCartLine[] | null = null

function readRaw(): string | null {
  try {
    return localStorage.getItem(GUEST_CART_KEY)
  } catch {
    return null
  }
}

/** Stable between changes, as useSyncExternalStore needs. */
export function readGuestCart(): GuestCartLine[] {
  if (memoryOnly) return memoryOnly
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedLines = parseGuestCart(raw)
  }
  return cachedLines
}

export function writeGuestCart(lines: GuestCartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(GUEST_CART_KEY)
    else localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines))
    memoryOnly = null
  } catch {
    memoryOnly = lines
  }
  emitAppEvent('cartUpdated', null)
}

export function updateGuestCart(change: (lines: GuestCartLine[]) => GuestCartLine[]): GuestCartLine[] {
  const next = change(readGuestCart())
  writeGuestCart(next)
  return next
}

export function subscribeGuestCart(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === GUEST_CART_KEY || e.key === null) onChange()
  }
  const stopUpdated = onAppEvent('cartUpdated', onChange)
  const stopLoggedOut = onAppEvent('user-logged-out', onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    stopUpdated()
    stopLoggedOut()
    window.removeEventListener('storage', onStorage)
  }
}

export const readGuestCartCount = () => guestCartCount(readGuestCart())
