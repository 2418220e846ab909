// The cart drawer's code loads only when it is first opened; anything can open it with this event.
export const OPEN_CART_DRAWER_EVENT = 'openCartDrawer'

export function openCartDrawer(): void {
  window.dispatchEvent(new Event(OPEN_CART_DRAWER_EVENT))
}
