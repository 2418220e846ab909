// Cash on delivery (decision 020): the shop's own method, since Razorpay does not collect cash. Offered only where
// the courier collects cash (not the remote zone), for orders up to a limit, and not to shoppers who already have
// two cash orders on the way or who refused two deliveries.

import { formatRupeesWhole, type Paise } from './money.ts'
import { type Zone, type ZoneTable, zoneOf } from './shipping.ts'

export interface CodSettings {
  /** the largest order total (with the fee) that may be paid in cash */
  maxPaise: Paise
  /** the fee added to a cash-on-delivery order, its own line on the invoice */
  feePaise: Paise
}

/** Couriers collect cash everywhere we ship except the remote zone (islands, the north-east's hill districts). */
export const COD_ZONES: readonly Zone[] = ['same_city', 'same_state', 'metro', 'rest_of_india']
export const MAX_OPEN_COD_ORDERS = 2
export const MAX_REFUSED_DELIVERIES = 2
/** SAC of the fee for collecting cash on delivery (other support services), invoiced at 18% GST. */
export const COD_FEE_SAC = '998599'
export const COD_FEE_GST_RATE_BP = 1800

export const codMessages = {
  pin: 'Cash on delivery is not available for this PIN code.',
  limit: (maxPaise: Paise) => `Cash on delivery is available on orders up to ${formatRupeesWhole(maxPaise)}.`,
  openOrders: 'You already have 2 cash on delivery orders on the way. Please pay online for this order.',
  refused: 'Cash on delivery is not available on this account. Please pay online.',
  notOpen: 'Only an order waiting for payment can be placed for cash on delivery',
  off: 'Cash on delivery is not available right now. Please pay online.',
} as const

export type CodEligibility = { available: true } | { available: false; reason: string }

/** Whether an order to this PIN for this total (without the fee) may be paid in cash. */
export function codEligibility(input: {
  pin: string
  totalPaise: Paise
  settings: CodSettings
  /** the shopper's cash orders placed and not yet delivered or cancelled */
  openCodOrders?: number
  /** the shopper's cash orders the courier brought back */
  refusedDeliveries?: number
  /** the owner's delivery table (decision 043): each zone says whether the courier collects cash there */
  zones?: ZoneTable
}): CodEligibility {
  const zone = zoneOf(input.pin, input.zones)
  const collects = zone && (input.zones ? input.zones[zone].cod : COD_ZONES.includes(zone))
  if (!collects) return { available: false, reason: codMessages.pin }
  if (input.totalPaise + input.settings.feePaise > input.settings.maxPaise)
    return { available: false, reason: codMessages.limit(input.settings.maxPaise) }
  if ((input.refusedDeliveries ?? 0) >= MAX_REFUSED_DELIVERIES)
    return { available: false, reason: codMessages.refused }
  if ((input.openCodOrders ?? 0) >= MAX_OPEN_COD_ORDERS)
    return { available: false, reason: codMessages.openOrders }
  return { available: true }
}

/**
 * A cash order worth weighing before it is packed (decision 049, signals): half the owner's cash limit or more. No
 * cash order is high value while cash on delivery is off (a limit of 0).
 */
export const isHighValueCod = (totalPaise: Paise, maxPaise: Paise): boolean =>
  maxPaise > 0 && totalPaise * 2 >= maxPaise
