// Spec §4: after every cart change the client broadcasts cartUpdated; the header badge listens.
export const CART_UPDATED_EVENT = 'cartUpdated'

export interface CartUpdatedDetail {
  /** the server's reply to the change is already the cached cart (and count): nothing to fetch again */
  answered: boolean
}

export function notifyCartUpdated(detail: CartUpdatedDetail = { answered: false }): void {
  window.dispatchEvent(new CustomEvent<CartUpdatedDetail>(CART_UPDATED_EVENT, { detail }))
}

/** Whether a cartUpdated event came with the server's answer already cached. */
export function isAnswered(e: Event): boolean {
  return (e as CustomEvent<Partial<CartUpdatedDetail> | null>).detail?.answered === true
}
