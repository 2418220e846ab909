// The delivery address as the checkout, the orders pages and the back office show it (docs/product.md, Routes and screens and States and transitions).

import { GST_STATES } from '#domain/gst.ts'

/** State names for the select, alphabetical. */
export const STATE_NAMES: string[] = Object.values(GST_STATES).sort((a, b) => a.localeCompare(b))

export interface AddressLike {
  first_name: string
  last_name: string
  street: string
  city: string
  state: string
  postal_code: string
  country: string
}

/** 'Street, City, State 500028' */
export function formatAddressLine(a: AddressLike): string {
  return [a.street, a.city, [a.state, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}
