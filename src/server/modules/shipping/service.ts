import { and, eq } from 'drizzle-orm'
import { type CodSettings, codEligibility } from '../../../domain/cash-on-delivery.ts'
import type { EstimateShippingInput } from '../../../domain/contracts/checkout.ts'
import { deliveryPromise } from '../../../domain/delivery-promise.ts'
import { messages } from '../../../domain/messages.ts'
import { paiseToRupees } from '../../../domain/money.ts'
import {
  isServiceablePin,
  type ServiceLevel,
  type ShippingOption,
  shippingOptions,
} from '../../../domain/shipping.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { CartService } from '../cart/service.ts'
import { addresses } from './tables.ts'

export type AddressRow = typeof addresses.$inferSelect

export const shippingMessages = {
  badPin: 'Please enter a valid 6-digit PIN code.',
  unserviceable: "Sorry, we don't deliver to this PIN code yet.",
  codOff: 'Cash on delivery is not available right now. Please pay online.',
} as const

export type ShippingService = ReturnType<typeof createShippingService>

export function createShippingService(deps: {
  db: Db
  cart: CartService
  freeThresholdPaise: number
  trackingTemplates: Record<string, string>
  cod: CodSettings
  now?: () => Date
}) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())

  function optionsFor(postalCode: string, orderValuePaise: number): ShippingOption[] {
    return shippingOptions(postalCode, { orderValuePaise, freeThresholdPaise: deps.freeThresholdPaise })
  }

  /** The wire shape of options, with the dates they would arrive if the order were placed now. */
  function withDates(options: ShippingOption[]) {
    const at = now()
    return options.map(({ zone: _zone, ...o }) => {
      const p = deliveryPromise(at, o.delivery_days_min, o.delivery_days_max)
      return {
        ...o,
        cost: paiseToRupees(o.cost),
        delivery_from: p.from,
        delivery_to: p.to,
        delivery_label: p.label,
      }
    })
  }

  return {
    optionsFor,

    /** Saves the address (reply `address_id`) and answers the options for the cart as it is now. */
    async estimate(userId: string, input: EstimateShippingInput) {
      const cart = await deps.cart.get(userId)
      if (cart.items.length === 0) throw new AppError('bad_request', messages.cart.emptyAtCheckout)
      const [row] = await db
        .insert(addresses)
        .values({
          userId,
          firstName: input.first_name ?? null,
          lastName: input.last_name ?? null,
          mobile: input.mobile ?? null,
          mobileSecondary: input.mobile_secondary ?? null,
          street: input.street,
          city: input.city,
          state: input.state,
          postalCode: input.postal_code.replace(/\s+/g, ''),
          country: input.country?.trim() || 'India',
        })
        .returning()
      const options = optionsFor(row!.postalCode, Math.round(cart.total * 100))
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
          ? codEligibility({ pin, totalPaise: valuePaise + (standard?.cost ?? 0), settings: deps.cod })
          : ({ available: false, reason: shippingMessages.codOff } as const)
      return {
        pin,
        serviceable: options.length > 0,
        message: options.length > 0 ? null : shippingMessages.unserviceable,
        options: withDates(options),
        free_shipping: standard?.cost === 0,
        free_shipping_threshold: paiseToRupees(deps.freeThresholdPaise),
        cod_available: options.length > 0 && cod.available,
        cod_message: options.length === 0 ? null : cod.available ? null : cod.reason,
      }
    },

    async getAddress(userId: string, addressId: string): Promise<AddressRow> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
        .limit(1)
      if (!row) throw new AppError('not_found', 'Unknown shipping address')
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
