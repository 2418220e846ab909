// Guest checkout (decision 057): whether this tab is checking out as a guest, and starting one. The server keeps
// the guest in an httpOnly cookie (the API accepts it on the cart, address, checkout and payment calls); the tab
// remembers, for the pages, the email and mobile it was started with.
import { useSyncExternalStore } from 'react'
import { apiRequest } from './api-client.ts'

export const GUEST_CHECKOUT_KEY = 'guestCheckout'

export interface GuestCheckout {
  email: string
  /** +91 and ten digits */
  mobile: string
}

const listeners = new Set<() => void>()
let cached: { raw: string | null; value: GuestCheckout | null } = { raw: null, value: null }

export function readGuestCheckout(): GuestCheckout | null {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(GUEST_CHECKOUT_KEY)
  } catch {}
  if (raw === cached.raw) return cached.value
  let value: GuestCheckout | null = null
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<GuestCheckout>) : null
    if (parsed && typeof parsed.email === 'string' && typeof parsed.mobile === 'string')
      value = { email: parsed.email, mobile: parsed.mobile }
  } catch {}
  cached = { raw, value }
  return value
}

function write(value: GuestCheckout | null): void {
  try {
    if (value) sessionStorage.setItem(GUEST_CHECKOUT_KEY, JSON.stringify(value))
    else sessionStorage.removeItem(GUEST_CHECKOUT_KEY)
  } catch {}
  for (const l of listeners) l()
}

export function subscribeGuestCheckout(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The guest checkout of this tab, or null; re-renders when one starts or ends. */
export function useGuestCheckout(): GuestCheckout | null {
  return useSyncExternalStore(subscribeGuestCheckout, readGuestCheckout, () => null)
}

/** Continue as guest: the server starts a guest (its cookie); a 400 names the field (email or mobile). */
export async function startGuestCheckout(input: { email: string; mobile: string }): Promise<GuestCheckout> {
  const reply = await apiRequest<{ data: GuestCheckout }>('/guest/session', { method: 'POST', body: input })
  const guest = { email: reply.data.email, mobile: reply.data.mobile }
  write(guest)
  return guest
}

/** The guest checkout is over (an account took its orders, or the shopper signed in). */
export function endGuestCheckout(): void {
  write(null)
}

export interface GuestOrderLink {
  order_id: string
  status: string
  link: string
}

/** The guest's placed orders with their private links. */
export async function guestOrderLinks(): Promise<GuestOrderLink[]> {
  const reply = await apiRequest<{ data: { orders: GuestOrderLink[] } }>('/guest/session')
  return reply.data.orders
}

/** '/guest/orders/<token>' of a private link (the page's own path, whatever the shop's address). */
export function pathOfLink(link: string): string {
  try {
    return new URL(link).pathname
  } catch {
    return link
  }
}
