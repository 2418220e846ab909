// Shipping rates keyed by the destination PIN code (India Post's 6-digit codes: the first two digits name
// the postal circle, the first three the sorting district).

import type { Paise } from './money.ts'
import { DEFAULT_ZONES, ZONES, type ZoneSettings } from './shop-settings.ts'

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

/**
 * The zones and their rates are the owner's settings (decision 043); `DEFAULT_ZONES` is the first start's table (the
 * shop dispatches from Shadnagar, 509216, on the edge of Hyderabad, Telangana).
 */
export type ZoneTable = Record<Zone, ZoneSettings>

export const CARRIERS: Record<ServiceLevel, string> = { standard: 'Delhivery', express: 'Blue Dart' }

/** A PIN we deliver to: six digits, not starting with 0, and not an Army Post Office (9xxxxx). */
export function isServiceablePin(pin: string): boolean {
  return /^[1-8]\d{5}$/.test(pin.trim())
}

/** The zone of a PIN: the zone of its longest matching prefix in the table; the rest of India otherwise. */
export function zoneOf(pin: string, zones: ZoneTable = DEFAULT_ZONES): Zone | undefined {
  const p = pin.trim()
  if (!isServiceablePin(p)) return undefined
  let found: Zone = 'rest_of_india'
  let longest = 0
  for (const zone of ZONES)
    for (const prefix of zones[zone].pin_prefixes)
      if (prefix.length > longest && p.startsWith(prefix)) {
        found = zone
        longest = prefix.length
      }
  return found
}

/**
 * The options for a destination, cheapest first. Standard shipping is free when the order value reaches the
 * threshold; express is not offered to remote areas. No options for an invalid or unserviceable PIN.
 */
export function shippingOptions(
  pin: string,
  opts: { orderValuePaise: Paise; freeThresholdPaise: Paise; zones?: ZoneTable },
): ShippingOption[] {
  const zones = opts.zones ?? DEFAULT_ZONES
  const zone = zoneOf(pin, zones)
  if (!zone) return []
  const { standard, express } = zones[zone]
  const free = opts.orderValuePaise >= opts.freeThresholdPaise
  const options: ShippingOption[] = []
  if (standard.charge !== null)
    options.push({
      carrier: CARRIERS.standard,
      service_level: 'standard',
      description: free ? 'Standard delivery — free on this order' : 'Standard delivery',
      delivery_days_min: standard.days_min,
      delivery_days_max: standard.days_max,
      cost: free ? 0 : standard.charge,
      zone,
    })
  if (express.charge !== null)
    options.push({
      carrier: CARRIERS.express,
      service_level: 'express',
      description: 'Express delivery',
      delivery_days_min: express.days_min,
      delivery_days_max: express.days_max,
      cost: express.charge,
      zone,
    })
  return options
}
