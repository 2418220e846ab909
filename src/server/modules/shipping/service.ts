import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { type CodSettings, codEligibility } from '#domain/cash-on-delivery.ts'
import type { EstimateShippingInput, ShippingAddress } from '#domain/contracts/checkout.ts'
import { deliveryPromise } from '#domain/delivery-promise.ts'
import { messages } from '#domain/messages.ts'
import { shippingMessages } from '#domain/messages-shipping.ts'
import {
  isServiceablePin,
  type ServiceLevel,
  type ShippingOption,
  shippingOptions,
} from '#domain/shipping.ts'
import type { ShopSettingsData } from '#domain/shop-settings.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { CartService } from '../cart/service.ts'
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
      const cart = await deps.cart.get(userId)
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
      const options = optionsFor(row!.postalCode, cart.total)
      return {
        address_id: row!.id,
        shipping_options: withDates(options),
        message: options.length === 0 ? messages.checkout.noShippingOptions : null,
      }
    },

    /**
     * 'Check delivery' on a product page: the dates, whether shipping is free and whether cash on delivery is
     * offered for this PIN at this value, from the same table as checkout. A malformed PIN is 400.
     */
    promise(rawPin: string, valuePaise: number) {
      const pin = rawPin.replace(/\s+/g, '')
      if (!/^[1-9]\d{5}$/.test(pin)) throw new AppError('bad_request', shippingMessages.badPin)
      const options = isServiceablePin(pin) ? optionsFor(pin, valuePaise) : []
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

    pickOption(postalCode: string, orderValuePaise: number, level: ServiceLevel): ShippingOption {
      const option = optionsFor(postalCode, orderValuePaise).find((o) => o.service_level === level)
      if (!option) throw new AppError('bad_request', messages.checkout.noShippingOptions)
      return option
    },

    trackingUrl(carrier: string, waybill: string): string | null {
      const template = deps.trackingTemplates[carrier]
      return template ? template.replace('{waybill}', encodeURIComponent(waybill)) : null
    },
  }
}
