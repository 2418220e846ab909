import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { type CodSettings, codEligibility } from '#domain/cash-on-delivery.ts'
import type { EstimateShippingInput, ShippingAddress } from '#domain/contracts/checkout.ts'
import { deliveryPromise } from '#domain/delivery-promise.ts'
import { messages } from '#domain/messages.ts'
import { shippingMessages } from '#domain/messages-shipping.ts'
import { ceilToWholeRupees } from '#domain/money.ts'
import {
  isServiceablePin,
  type ServiceLevel,
  type ShippingOption,
  shippingOptions,
} from '#domain/shipping.ts'
import type { ShopSettingsData } from '#domain/shop-settings.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { CourierAdapter, CourierRate } from '#server/integrations/shiprocket.ts'
import type { CartService } from '../cart/service.ts'
import { weightKgOf } from '../orders/courier.ts'
import { addresses } from './tables.ts'

export type AddressRow = typeof addresses.$inferSelect

export const ADDRESS_BOOK_SIZE = 5

const norm = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
/** The same place and the same recipient, however it was capitalised or spaced. */
function sameAddress(a: Partial<AddressRow>, b: Partial<AddressRow>): boolean {
  return (['firstName', 'lastName', 'mobile', 'street', 'city', 'postalCode'] as const).every(
    (k) => norm(a[k]) === norm(b[k]),
  )
}

function toBookEntry(r: AddressRow) {
  return {
    id: r.id,
    first_name: r.firstName ?? '',
    last_name: r.lastName ?? '',
    mobile: r.mobile ?? '',
    mobile_secondary: r.mobileSecondary,
    street: r.street,
    city: r.city,
    state: r.state,
    postal_code: r.postalCode,
    country: r.country,
    is_default: r.isDefault,
  }
}

export { shippingMessages } from '#domain/messages-shipping.ts'

export type ShippingService = ReturnType<typeof createShippingService>

export function createShippingService(deps: {
  db: Db
  cart: CartService
  /** the owner's settings as this process holds them now (decision 043): free-shipping threshold, delivery table */
  settings: () => ShopSettingsData
  trackingTemplates: Record<string, string>
  cod: CodSettings
  now?: () => Date
  /** fills an empty profile address from the shopper's first checkout address (the profile module's) */
  fillProfileAddress?: (userId: string, a: Omit<ShippingAddress, 'mobile_secondary'>) => Promise<void>
  /** the courier adapter (decision 046); when set, checkout's standard rate and dates come from it (amended) */
  courier?: CourierAdapter
  /** how long a courier's rate is kept (hours); 6 by default */
  rateTtlHours?: number
}) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())

  function optionsFor(postalCode: string, orderValuePaise: number): ShippingOption[] {
    const s = deps.settings()
    return shippingOptions(postalCode, {
      orderValuePaise,
      freeThresholdPaise: s.money.free_shipping_threshold,
      zones: s.delivery.zones,
    })
  }

  // Rates at checkout (decision 046, amended): the courier's serviceability reply per PIN, 500 g weight band and
  // cash-on-delivery flag, kept in this process for the TTL (a fallback to the zone table for 10 minutes), so the
  // estimate and the placing of the order price the same quote and a slow courier is waited for once.
  const rateCache = new Map<string, { until: number; rates: CourierRate[] | 'fallback' }>()
  const ttlMs = (deps.rateTtlHours ?? 6) * 3_600_000
  const FALLBACK_MS = 10 * 60_000

  async function courierRates(pin: string, weightKg: number, cod: boolean) {
    const courier = deps.courier
    if (!courier) return 'fallback' as const
    const band = Math.max(1, Math.ceil(weightKg / 0.5 - 1e-9)) * 0.5
    const key = `${pin}|${band}|${cod ? 1 : 0}`
    const at = now().getTime()
    const hit = rateCache.get(key)
    if (hit && hit.until > at) return hit.rates
    const rates = await courier
      .serviceability({ deliveryPin: pin, weightKg: band, cod, timeoutMs: 1000 })
      // no answer within a second, a 5xx or any failure: the owner's zone table; checkout never fails for it
      .catch(() => 'fallback' as const)
    rateCache.set(key, { until: at + (rates === 'fallback' ? FALLBACK_MS : ttlMs), rates })
    return rates
  }

  /**
   * The options for a PIN, a cart of this value and weight: with a courier, standard delivery is the cheapest
   * courier's rate rounded up to whole rupees with its date (free above the owner's threshold); express stays the
   * zone table's. `unserved`: the courier answered that no courier serves the PIN.
   */
  async function quoteOptions(
    postalCode: string,
    orderValuePaise: number,
    weightKg: number,
  ): Promise<{ options: ShippingOption[]; unserved: boolean }> {
    const zoneOptions = optionsFor(postalCode, orderValuePaise)
    if (zoneOptions.length === 0 || !deps.courier) return { options: zoneOptions, unserved: false }
    const rates = await courierRates(postalCode, weightKg, false)
    if (rates === 'fallback') return { options: zoneOptions, unserved: false }
    if (rates.length === 0) return { options: [], unserved: true }
    const best = [...rates].sort((a, b) => a.ratePaise - b.ratePaise || a.etd.localeCompare(b.etd))[0]!
    const free = orderValuePaise >= deps.settings().money.free_shipping_threshold
    const etd = Date.parse(`${best.etd.slice(0, 10)}T23:59:59+05:30`)
    const days = Number.isFinite(etd) ? Math.max(1, Math.ceil((etd - now().getTime()) / 86_400_000)) : 0
    const zoneStandard = zoneOptions.find((o) => o.service_level === 'standard')
    const standard: ShippingOption = {
      carrier: best.courierName,
      service_level: 'standard',
      description: free ? 'Standard delivery — free on this order' : 'Standard delivery',
      delivery_days_min: days || (zoneStandard?.delivery_days_min ?? 3),
      delivery_days_max: days || (zoneStandard?.delivery_days_max ?? 7),
      cost: free ? 0 : ceilToWholeRupees(best.ratePaise),
      zone: zoneOptions[0]!.zone,
    }
    return {
      options: [standard, ...zoneOptions.filter((o) => o.service_level !== 'standard')],
      unserved: false,
    }
  }

  const schedule = () => {
    const { cutoff_hour, working_days } = deps.settings().delivery
    return { cutoffHour: cutoff_hour, workingDays: working_days }
  }

  /**
   * The checkout address, kept in the shopper's address book once: the same address used again is the same
   * entry (moved to the top), a new one is added; beyond 5 the least recently used non-default entry goes. The
   * first one becomes the default. Under the shopper's row lock, so two checkouts at once keep one default.
   */
  async function saveToBook(
    userId: string,
    a: Omit<typeof addresses.$inferInsert, 'userId'>,
  ): Promise<AddressRow> {
    let first = false
    const saved = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${userId} for update`)
      const book = await tx.select().from(addresses).where(eq(addresses.userId, userId))
      const same = book.find((b) => sameAddress(b, a))
      const at = new Date()
      if (same) {
        const [row] = await tx
          .update(addresses)
          .set({ lastUsedAt: at, mobileSecondary: a.mobileSecondary, country: a.country, state: a.state })
          .where(eq(addresses.id, same.id))
          .returning()
        return row!
      }
      const [row] = await tx
        .insert(addresses)
        .values({ ...a, userId, isDefault: !book.some((b) => b.isDefault), lastUsedAt: at })
        .returning()
      if (book.length === 0) first = true
      const spare = book
        .filter((b) => !b.isDefault)
        .sort((x, y) => y.lastUsedAt.getTime() - x.lastUsedAt.getTime())
        .slice(ADDRESS_BOOK_SIZE - 1 - (book.some((b) => b.isDefault) ? 1 : 0))
      if (spare.length > 0)
        await tx.delete(addresses).where(
          inArray(
            addresses.id,
            spare.map((b) => b.id),
          ),
        )
      return row!
    })
    // The first address a shopper ships to becomes their profile's address when it has none (after commit).
    if (first)
      await deps.fillProfileAddress?.(userId, {
        first_name: a.firstName ?? '',
        last_name: a.lastName ?? '',
        mobile: a.mobile ?? '',
        street: a.street,
        city: a.city,
        state: a.state,
        postal_code: a.postalCode,
        country: a.country ?? 'India',
      })
    return saved
  }

  /** The wire shape of options, with the dates they would arrive if the order were placed now. */
  function withDates(options: ShippingOption[]) {
    const at = now()
    return options.map(({ zone: _zone, ...o }) => {
      const p = deliveryPromise(at, o.delivery_days_min, o.delivery_days_max, schedule())
      return {
        ...o,
        cost: o.cost,
        delivery_from: p.from,
        delivery_to: p.to,
        delivery_label: p.label,
      }
    })
  }

  return {
    optionsFor,
    /** the dispatch cut-off and working days the dates are counted with (settings, decision 043) */
    schedule,
    /** the delivery table (settings, decision 043): cash on delivery is offered where its zone says so */
    zones: () => deps.settings().delivery.zones,

    /** Saves the address (reply `address_id`) and answers the options for the cart as it is now. */
    async estimate(userId: string, input: EstimateShippingInput) {
      const { cart, lines } = await deps.cart.snapshot(userId)
      if (cart.items.length === 0) throw new AppError('bad_request', messages.cart.emptyAtCheckout)
      const row = await saveToBook(userId, {
        firstName: input.first_name ?? null,
        lastName: input.last_name ?? null,
        mobile: input.mobile ?? null,
        mobileSecondary: input.mobile_secondary ?? null,
        street: input.street.trim(),
        city: input.city.trim(),
        state: input.state.trim(),
        postalCode: input.postal_code.replace(/\s+/g, ''),
        country: input.country?.trim() || 'India',
      })
      const weight = weightKgOf(
        lines.map(({ item, f }) => ({
          netQuantity: f?.pack.size ?? '',
          quantity: item.quantity,
          weightGrams: f?.pack.weightGrams,
        })),
      )
      const { options, unserved } = await quoteOptions(row!.postalCode, cart.total, weight)
      return {
        address_id: row!.id,
        shipping_options: withDates(options),
        message: unserved
          ? shippingMessages.unserviceable
          : options.length === 0
            ? messages.checkout.noShippingOptions
            : null,
      }
    },

    /**
     * 'Check delivery' on a product page: the dates, whether shipping is free and whether cash on delivery is
     * offered for this PIN at this value, from the same table as checkout. A malformed PIN is 400.
     */
    async promise(rawPin: string, valuePaise: number) {
      const pin = rawPin.replace(/\s+/g, '')
      if (!/^[1-9]\d{5}$/.test(pin)) throw new AppError('bad_request', shippingMessages.badPin)
      // a product page's check is priced as one parcel of the first weight band (500 g)
      const options = isServiceablePin(pin) ? (await quoteOptions(pin, valuePaise, 0.5)).options : []
      const standard = options.find((o) => o.service_level === 'standard')
      const cod =
        deps.cod.maxPaise > 0
          ? codEligibility({
              pin,
              totalPaise: valuePaise + (standard?.cost ?? 0),
              settings: deps.cod,
              zones: deps.settings().delivery.zones,
            })
          : ({ available: false, reason: shippingMessages.codOff } as const)
      return {
        pin,
        serviceable: options.length > 0,
        message: options.length > 0 ? null : shippingMessages.unserviceable,
        options: withDates(options),
        free_shipping: standard?.cost === 0,
        free_shipping_threshold: deps.settings().money.free_shipping_threshold,
        cod_available: options.length > 0 && cod.available,
        cod_message: options.length === 0 ? null : cod.available ? null : cod.reason,
      }
    },

    /** The shopper's address book: the default first, then the most recently used; at most 5. */
    async addressBook(userId: string) {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.lastUsedAt))
        .limit(ADDRESS_BOOK_SIZE)
      return rows.map(toBookEntry)
    },

    /** Makes one of the shopper's addresses the default (404 for another shopper's). */
    async setDefaultAddress(userId: string, addressId: string) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`)
        const [own] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
        if (!own) throw new AppError('not_found', shippingMessages.unknownAddress)
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId))
      })
      return this.addressBook(userId)
    },

    /** Removes an address from the book; when it was the default, the most recently used one becomes it. */
    async removeAddress(userId: string, addressId: string) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`)
        const [gone] = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
          .returning()
        if (!gone) throw new AppError('not_found', shippingMessages.unknownAddress)
        if (gone.isDefault) {
          const [next] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(eq(addresses.userId, userId))
            .orderBy(desc(addresses.lastUsedAt))
            .limit(1)
          if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id))
        }
      })
      return this.addressBook(userId)
    },

    async getAddress(userId: string, addressId: string): Promise<AddressRow> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
        .limit(1)
      if (!row) throw new AppError('not_found', shippingMessages.unknownAddress)
      return row
    },

    /** The option chosen at placing, from the same quote the estimate showed (the rate kept per PIN and band). */
    async pickOption(
      postalCode: string,
      orderValuePaise: number,
      level: ServiceLevel,
      weightKg: number,
    ): Promise<ShippingOption> {
      const { options, unserved } = await quoteOptions(postalCode, orderValuePaise, weightKg)
      if (unserved) throw new AppError('bad_request', shippingMessages.unserviceable)
      const option = options.find((o) => o.service_level === level)
      if (!option) throw new AppError('bad_request', messages.checkout.noShippingOptions)
      return option
    },

    trackingUrl(carrier: string, waybill: string): string | null {
      const template = deps.trackingTemplates[carrier]
      return template ? template.replace('{waybill}', encodeURIComponent(waybill)) : null
    },
  }
}
