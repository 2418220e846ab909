import { and, eq } from 'drizzle-orm'
import type { EstimateShippingInput } from '../../../domain/contracts/checkout.ts'
import { messages } from '../../../domain/messages.ts'
import { paiseToRupees } from '../../../domain/money.ts'
import { type ServiceLevel, type ShippingOption, shippingOptions } from '../../../domain/shipping.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { CartService } from '../cart/service.ts'
import { addresses } from './tables.ts'

export type AddressRow = typeof addresses.$inferSelect

export type ShippingService = ReturnType<typeof createShippingService>

export function createShippingService(deps: {
  db: Db
  cart: CartService
  freeThresholdPaise: number
  trackingTemplates: Record<string, string>
}) {
  const { db } = deps

  function optionsFor(postalCode: string, orderValuePaise: number): ShippingOption[] {
    return shippingOptions(postalCode, { orderValuePaise, freeThresholdPaise: deps.freeThresholdPaise })
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
        shipping_options: options.map((o) => ({ ...o, cost: paiseToRupees(o.cost) })),
        message: options.length === 0 ? messages.checkout.noShippingOptions : null,
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
