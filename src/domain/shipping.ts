// Shipping rates keyed by the destination PIN code (India Post's 6-digit codes: the first two digits name
// the postal circle, the first three the sorting district).

import type { Paise } from './money.ts'

export type Zone = 'same_city' | 'same_state' | 'metro' | 'rest_of_india' | 'remote'
export type ServiceLevel = 'standard' | 'express'

export interface ShippingOption {
  carrier: string
  service_level: ServiceLevel
  description: string
  delivery_days_min: number
  delivery_days_max: number
  /** paise */
  cost: Paise
  zone: Zone
}

/** The shop dispatches from Shadnagar (509216), on the edge of Hyderabad, Telangana. */
export const ORIGIN = { cityPrefixes: ['500', '501', '502', '509'], statePrefix: '50' } as const
const METRO_PREFIXES = ['110', '400', '700', '600', '560', '411', '380', '122', '201']
const REMOTE_PREFIXES = ['18', '19', '78', '79', '744', '68255']

const RATES: Record<
  Zone,
  { standard: Paise; express: Paise | null; std: [number, number]; exp: [number, number] }
> = {
  same_city: { standard: 4000, express: 8000, std: [1, 2], exp: [1, 1] },
  same_state: { standard: 5000, express: 9900, std: [2, 4], exp: [1, 2] },
  metro: { standard: 6000, express: 12900, std: [3, 5], exp: [1, 2] },
  rest_of_india: { standard: 7000, express: 14900, std: [4, 7], exp: [2, 3] },
  remote: { standard: 12000, express: null, std: [7, 12], exp: [0, 0] },
}

export const CARRIERS: Record<ServiceLevel, string> = { standard: 'Delhivery', express: 'Blue Dart' }

/** A PIN we deliver to: six digits, not starting with 0, and not an Army Post Office (9xxxxx). */
export function isServiceablePin(pin: string): boolean {
  return /^[1-8]\d{5}$/.test(pin.trim())
}

export function zoneOf(pin: string): Zone | undefined {
  const p = pin.trim()
  if (!isServiceablePin(p)) return undefined
  if (ORIGIN.cityPrefixes.some((c) => p.startsWith(c))) return 'same_city'
  if (p.startsWith(ORIGIN.statePrefix)) return 'same_state'
  if (REMOTE_PREFIXES.some((r) => p.startsWith(r))) return 'remote'
  if (METRO_PREFIXES.some((m) => p.startsWith(m))) return 'metro'
  return 'rest_of_india'
}

/**
 * The options for a destination, cheapest first. Standard shipping is free when the order value reaches the
 * threshold; express is not offered to remote areas. No options for an invalid or unserviceable PIN.
 */
export function shippingOptions(
  pin: string,
  opts: { orderValuePaise: Paise; freeThresholdPaise: Paise },
): ShippingOption[] {
  const zone = zoneOf(pin)
  if (!zone) return []
  const r = RATES[zone]
  const free = opts.orderValuePaise >= opts.freeThresholdPaise
  const options: ShippingOption[] = [
    {
      carrier: CARRIERS.standard,
      service_level: 'standard',
      description: free ? 'Standard delivery — free on this order' : 'Standard delivery',
      delivery_days_min: r.std[0],
      delivery_days_max: r.std[1],
      cost: free ? 0 : r.standard,
      zone,
    },
  ]
  if (r.express !== null) {
    options.push({
      carrier: CARRIERS.express,
      service_level: 'express',
      description: 'Express delivery',
      delivery_days_min: r.exp[0],
      delivery_days_max: r.exp[1],
      cost: r.express,
      zone,
    })
  }
  return options
}
