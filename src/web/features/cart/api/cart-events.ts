// Spec §4: after every cart change the client broadcasts cartUpdated; the header badge listens.
export const CART_UPDATED_EVENT = 'cartUpdated'

export function notifyCartUpdated(): void {
  window.dispatchEvent(new Event(CART_UPDATED_EVENT))
}
