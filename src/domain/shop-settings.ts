// The shop's settings (decision 043): who the shop is, its money rules, its delivery table and the promises its
// pages make. Kept in the database (one row, `shop_settings`), edited by the owner in the back office, read by
// every process from memory and reloaded on a notice; the environment's SHOP_* and COD_* values are only the first
// start's defaults. Money is paise here (decision 039).

import type { Paise } from './money.ts'
import type { ServiceLevel, Zone } from './shipping.ts'

export const REVIEW_MODERATION_MODES = ['publish_at_once', 'verified_at_once', 'all_held'] as const
export type ReviewModerationMode = (typeof REVIEW_MODERATION_MODES)[number]

export const ZONES: readonly Zone[] = ['same_city', 'same_state', 'metro', 'rest_of_india', 'remote']

export interface ZoneRate {
  /** paise; null: the service is not offered in this zone */
  charge: Paise | null
  days_min: number
  days_max: number
}

export interface ZoneSettings {
  /** what the shipping page calls it */
  label: string
  /** PIN prefixes (1 to 6 digits) that fall in this zone; the rest of India takes every PIN no other zone has */
  pin_prefixes: string[]
  standard: ZoneRate
  express: ZoneRate
  /** whether the courier collects cash here */
  cod: boolean
}

export interface ShopSettingsData {
  shop: {
    legal_name: string
    trade_name: string
    tagline: string
    address: string
    gstin: string
    fssai: string
    email: string
    phone: string
    whatsapp: string
    hours: string
  }
  money: {
    free_shipping_threshold: Paise
    cod_enabled: boolean
    cod_max: Paise
    cod_fee: Paise
    /** hours a cash order waits for its shopper's WhatsApp confirmation (decision 049) */
    cod_confirm_hours: number
    /** what then: cancelled with its stock back, or held for a call */
    cod_unconfirmed: 'cancel' | 'hold'
  }
  delivery: {
    /** orders placed before this hour (India time) on a working day leave the same day */
    cutoff_hour: number
    /** the days the warehouse dispatches and couriers deliver, 0 = Sunday … 6 = Saturday */
    working_days: number[]
    zones: Record<Zone, ZoneSettings>
    /** failed delivery attempts (NDR) before the courier is asked to return the parcel (decision 046 amended) */
    ndr_attempts_before_rto: number
  }
  promises: {
    /** days after delivery an unopened product may be returned */
    return_window_days: number
    /** hours after placing an order it may be cancelled for a full refund */
    cancellation_window_hours: number
    /** business days a refund takes to reach the shopper */
    refund_days: number
    /** hours after delivery a damaged or wrong item may be reported */
    damage_report_hours: number
  }
  reviews: { moderation: ReviewModerationMode }
  reminders: {
    /** a cart left this many hours is recalled to shoppers who chose so (decision 054); 0: never */
    cart_hours: number
  }
}

// The GSTIN's 15th character is a check digit over the first 14 (base 36, weights 1 and 2 alternating, the
// product's quotient and remainder by 36 added): the GST network's published algorithm.
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? '')
    if (value < 0) return ''
    const product = value * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? ''
}

/** A GSTIN of the right form whose last character is the check character of the first fourteen. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
}

/** The delivery table as it was in source code before decision 043 (the first start's default). */
export const DEFAULT_ZONES: Record<Zone, ZoneSettings> = {
  same_city: {
    label: 'Hyderabad and around',
    pin_prefixes: ['500', '501', '502', '509'],
    standard: { charge: 4000, days_min: 1, days_max: 2 },
    express: { charge: 8000, days_min: 1, days_max: 1 },
    cod: true,
  },
  same_state: {
    label: 'Rest of Telangana',
    pin_prefixes: ['50'],
    standard: { charge: 5000, days_min: 2, days_max: 4 },
    express: { charge: 9900, days_min: 1, days_max: 2 },
    cod: true,
  },
  metro: {
    label: 'Metro cities',
    pin_prefixes: ['110', '400', '700', '600', '560', '411', '380', '122', '201'],
    standard: { charge: 6000, days_min: 3, days_max: 5 },
    express: { charge: 12_900, days_min: 1, days_max: 2 },
    cod: true,
  },
  rest_of_india: {
    label: 'Rest of India',
    pin_prefixes: [],
    standard: { charge: 7000, days_min: 4, days_max: 7 },
    express: { charge: 14_900, days_min: 2, days_max: 3 },
    cod: true,
  },
  remote: {
    label: 'Remote areas (J&K, Ladakh, the North-East, the islands)',
    pin_prefixes: ['18', '19', '78', '79', '744', '68255'],
    standard: { charge: 12_000, days_min: 7, days_max: 12 },
    express: { charge: null, days_min: 0, days_max: 0 },
    cod: false,
  },
}

export const DEFAULT_PROMISES: ShopSettingsData['promises'] = {
  return_window_days: 7,
  cancellation_window_hours: 24,
  refund_days: 7,
  damage_report_hours: 48,
}

/** A zone's rate for a service level. */
export const rateOf = (zone: ZoneSettings, level: ServiceLevel): ZoneRate => zone[level]

/** The values pages fill `{{name}}` placeholders with (decision 043). */
export function placeholderValues(s: ShopSettingsData): Record<string, string> {
  const rupees = (p: Paise) =>
    p % 100 === 0 ? `₹${(p / 100).toLocaleString('en-IN')}` : `₹${(p / 100).toFixed(2)}`
  const hour = s.delivery.cutoff_hour
  const cutoff =
    hour === 0 ? '12 midnight' : hour === 12 ? '12 noon' : hour < 12 ? `${hour} am` : `${hour - 12} pm`
  const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  const days = [...s.delivery.working_days].sort((a, b) => a - b)
  return {
    shopName: s.shop.trade_name,
    legalName: s.shop.legal_name,
    address: s.shop.address,
    gstin: s.shop.gstin,
    fssai: s.shop.fssai,
    email: s.shop.email,
    phone: s.shop.phone,
    whatsapp: s.shop.whatsapp,
    hours: s.shop.hours,
    freeShippingThreshold: rupees(s.money.free_shipping_threshold),
    codLimit: rupees(s.money.cod_max),
    codFee: rupees(s.money.cod_fee),
    returnWindowDays: String(s.promises.return_window_days),
    cancellationWindowHours: String(s.promises.cancellation_window_hours),
    refundDays: String(s.promises.refund_days),
    damageReportHours: String(s.promises.damage_report_hours),
    dispatchCutoff: cutoff,
    workingDays: days.map((d) => DAY_NAMES[d]).join(', '),
    shippingTable: ZONES.map((z) => {
      const zone = s.delivery.zones[z]
      const span = (r: ZoneRate) =>
        r.days_min === r.days_max
          ? `${r.days_min} working day${r.days_min === 1 ? '' : 's'}`
          : `${r.days_min}–${r.days_max} working days`
      const standard = `standard ${rupees(zone.standard.charge ?? 0)}, ${span(zone.standard)}`
      const express =
        zone.express.charge === null
          ? 'no express'
          : `express ${rupees(zone.express.charge)}, ${span(zone.express)}`
      return `- **${zone.label}:** ${standard}; ${express}${zone.cod ? '' : '; no cash on delivery'}`
    }).join('\n'),
  }
}

export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/** Fills `{{name}}` from the settings; an unknown name stays as written, so a typo shows on the preview. */
export function fillPlaceholders(text: string, s: ShopSettingsData): string {
  const values = placeholderValues(s)
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)
}
