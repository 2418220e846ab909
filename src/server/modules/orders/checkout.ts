import { sql } from 'drizzle-orm'
import { deliveryPromise } from '#domain/delivery-promise.ts'
import { guestMessages } from '#domain/guest-checkout.ts'
import { messages } from '#domain/messages.ts'
import { formatPaise } from '#domain/money.ts'
import { canPay, type OrderStatus, orderMessages } from '#domain/orders.ts'
import { LANGUAGES, type LanguageCode } from '#domain/profile.ts'
import type { ServiceLevel } from '#domain/shipping.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { cartMessages } from '../cart/service.ts'
import { whatsappNumber } from '../whatsapp/cod-token.ts'
import type { OrderCore } from './core.ts'
import { weightKgOf } from './courier.ts'
import { columnsOf, newOrderId, sameOrder, stateOf, stockLineOf } from './order-rows.ts'
import * as repo from './repo.ts'

type OrderRow = repo.OrderRow

/** The coupon's use could not be reserved at placing: the transaction is undone, then the shopper is told. */
class CouponRefused extends Error {
  readonly code: string
  constructor(code: string) {
    super(`coupon ${code} refused at placing`)
    this.code = code
  }
}

/**
 * The language of a shopper's order when the page did not say one (decision 060): their profile's preferred
 * language, else English (a guest has no profile).
 */
async function preferredLanguageOf(db: Db, userId: string): Promise<LanguageCode> {
  const result = await db.execute(sql`select preferred_language from profiles where user_id = ${userId}`)
  const found = (result as { rows: { preferred_language?: unknown }[] }).rows[0]?.preferred_language
  return LANGUAGES.find((l) => l.code === found)?.code ?? 'en'
}

/** Checkout: the open order reserved from the cart, its provider order, and paying it again. */
export function createCheckoutSteps(core: OrderCore) {
  const { deps, db, catalogue, cart, shipping, now, findOwn, releaseHolds, releasing } = core
  const preferredLanguage = (userId: string) => preferredLanguageOf(db, userId)
  return {
    /**
     * Checkout step 1: the shopper's one open order, made or rewritten from the server cart as it is now, with its
     * stock and coupon use reserved in the same transaction (and those of its previous version given back).
     * `providerOrderId` is the provider order that can still be paid (the total did not change), else null.
     */
    async reserve(
      userId: string,
      input: {
        addressId: string
        firstName: string
        lastName: string
        mobile: string
        serviceLevel: ServiceLevel
        notes?: string
        /** WhatsApp updates of this order (decision 049); kept on the profile for next time */
        whatsappOptIn?: boolean
        /** the page's language (decision 060); else the shopper's preferred language, else English */
        language?: LanguageCode
      },
    ): Promise<{ order: OrderRow; providerOrderId: string | null; created: boolean }> {
      // Stock is settled by the reservation below, not by this read, so concurrent shoppers cannot both take the
      // last units. The order's lines are priced from the same catalogue read as the cart's totals.
      const [{ cart: current, lines: sold, totals, droppedCoupon }, address, language] = await Promise.all([
        cart.snapshot(userId),
        shipping.getAddress(userId, input.addressId),
        input.language ?? preferredLanguage(userId),
      ])
      if (current.items.length === 0) throw new AppError('bad_request', messages.cart.emptyAtCheckout)
      // Each line is its pack (decision 048): a line whose product or pack is gone cannot be placed.
      if (sold.some((l) => !l.f)) throw new AppError('conflict', cartMessages.productGone)
      const { subtotalPaise: subtotal, discountPaise: discount } = totals
      // The parcel's weight from each pack's (decision 041): the courier's rate is for its weight band.
      const weightKg = weightKgOf(
        sold.map(({ item, f }) => ({
          netQuantity: f!.pack.size,
          quantity: item.quantity,
          weightGrams: f!.pack.weightGrams,
        })),
      )
      const option = await shipping.pickOption(
        address.postalCode,
        subtotal - discount,
        input.serviceLevel,
        weightKg,
      )
      const fullShipping =
        discount > 0 || droppedCoupon
          ? (await shipping.pickOption(address.postalCode, subtotal, input.serviceLevel, weightKg)).cost
          : option.cost
      // Decision 035: the coupon the shopper applied stopped applying (used up, paused, expired, their own limit,
      // the minimum) after they saw its discount. Nothing is placed at another total in silence: the coupon leaves
      // the cart, and the refusal says the total without it (its shipping counted again) for them to confirm.
      const couponGone = (code: string) =>
        new AppError(
          'conflict',
          cartMessages.couponGone(code, formatPaise(subtotal + fullShipping)),
          'coupon_gone',
        )
      if (droppedCoupon) throw couponGone(droppedCoupon)
      const at = now()
      const promise = deliveryPromise(
        at,
        option.delivery_days_min,
        option.delivery_days_max,
        shipping.schedule(),
      )
      const total = subtotal - discount + option.cost
      const lines = sold.map(({ item, f }) => ({
        productId: item.productId,
        packId: f!.pack.id,
        quantity: item.quantity,
      }))
      const couponCode = discount > 0 ? current.coupon_code : null
      const values = {
        subtotalPaise: subtotal,
        discountPaise: discount,
        couponCode,
        shippingChargePaise: option.cost,
        // Unlike the original client (docs/product.md, Business constants and limits), the coupon the shopper applied is deducted from what they pay.
        totalPaise: total,
        shippingCarrier: option.carrier,
        shippingMode: option.service_level === 'express' ? 'Express' : 'Standard',
        // What checkout showed for this option now (the same rule): the order's mails repeat it.
        promisedFrom: promise.from,
        promisedTo: promise.to,
        shippingAddress: {
          first_name: input.firstName,
          last_name: input.lastName,
          mobile: input.mobile,
          mobile_secondary: address.mobileSecondary,
          street: address.street,
          city: address.city,
          state: address.state,
          postal_code: address.postalCode,
          country: address.country,
        },
        addressId: address.id,
        notes: input.notes ?? null,
        whatsappOptIn: input.whatsappOptIn ?? false,
        language,
        reservationExpiresAt: new Date(at.getTime() + deps.config.payments.reservationMinutes * 60_000),
        updatedAt: at,
      }
      const place = () =>
        db.transaction(async (tx) => {
          const open = await repo.lockOpenOf(tx, userId)
          // A guest: no other guest or account with its email or mobile has an open order (decision 057). Their
          // guest rows are locked after the shopper's own open order and before the stock, as placing for cash on
          // delivery locks them, so two guests with one email placing at once are taken one after the other.
          const kin = deps.shopperKin
            ? (await deps.shopperKin(tx, userId, true)).filter((k) => k !== userId)
            : []
          if (kin.length > 0 && (await repo.hasOpenOrder(tx, kin)))
            throw new AppError('conflict', guestMessages.otherOpenOrder)
          const id = open?.id ?? newOrderId(at)
          // Priced from each line's pack, its SKU and size kept as sold (decision 048).
          const items = sold.map(({ item, f: known }) => {
            const f = known!
            return {
              orderId: id,
              productId: item.productId,
              packId: f.pack.id,
              sku: f.pack.sku,
              productName: f.name,
              netQuantity: f.pack.size,
              weightGrams: f.pack.weightGrams,
              hsnCode: f.hsnCode,
              gstRateBp: f.gstRateBp,
              quantity: item.quantity,
              unitPricePaise: f.pricePaise,
              totalPricePaise: f.pricePaise * item.quantity,
            }
          })
          if (input.whatsappOptIn !== undefined)
            await tx.execute(sql`
              insert into profiles (user_id, whatsapp_opt_in) values (${userId}, ${input.whatsappOptIn})
              on conflict (user_id) do update set whatsapp_opt_in = excluded.whatsapp_opt_in`)
          // The box ticked is the shopper's consent anew, given after a STOP (which left it unticked): the order's
          // number is opted back in (decision 049).
          const optedInNumber = input.whatsappOptIn ? whatsappNumber(input.mobile) : undefined
          if (optedInNumber)
            await tx.execute(sql`delete from whatsapp_opt_outs where phone = ${optedInNumber}`)
          if (open && sameOrder(open, values, items)) {
            // A reload of the payment step with nothing changed: the open order is answered as it is (the
            // WhatsApp box and the page's language aside, which change nothing else).
            const order =
              open.whatsappOptIn === values.whatsappOptIn && open.language === values.language
                ? (open as OrderRow)
                : await repo.update(tx, id, {
                    whatsappOptIn: values.whatsappOptIn,
                    language: values.language,
                  })
            return { order, providerOrderId: open.providerOrderId, created: false }
          }
          let order: OrderRow
          let providerOrderId: string | null = null
          if (open) {
            const old = await repo.replaceItems(tx, id, items)
            await releaseHolds(tx, open, old.map(stockLineOf))
            // The provider order is kept only while it asks for the same amount.
            providerOrderId = open.providerOrderId && open.totalPaise === total ? open.providerOrderId : null
            order = await repo.update(tx, id, {
              ...values,
              providerOrderId,
              paymentStatus: 'pending',
              revision: open.revision + 1,
            })
          } else {
            order = await repo.insertOrder(tx, { id, userId, ...values, createdAt: at })
            await repo.insertItems(tx, items)
          }
          await catalogue.reserveStock(tx, lines, id)
          // Checked again under the coupon's lock: of shoppers racing for its last uses, the late ones are refused.
          if (couponCode && (await cart.reserveCoupon(tx, couponCode, userId, id, subtotal)))
            throw new CouponRefused(couponCode)
          return { order, providerOrderId, created: !open }
        })
      const result = await place()
        .catch((err) => {
          if (repo.isSecondOpenOrder(err)) return place()
          throw err
        })
        .catch(async (err) => {
          if (!(err instanceof CouponRefused)) throw err
          await cart.dropCoupon(userId, err.code)
          throw couponGone(err.code)
        })
      catalogue.notifyChanged()
      return result
    },

    /**
     * Checkout step 3: the provider order made for this revision of the open order; the one to pay. When a
     * placement of the same revision (a double click) attached its own first, that one is answered, so both
     * windows pay the same provider order; when the order changed meanwhile, 409.
     */
    async attachProviderOrder(order: OrderRow, providerOrderId: string): Promise<string> {
      if (await repo.attachProviderOrder(db, order.id, order.revision, providerOrderId, order.totalPaise))
        return providerOrderId
      const now = await repo.findById(db, order.id)
      if (
        now?.status === 'pending' &&
        now.revision === order.revision &&
        now.totalPaise === order.totalPaise &&
        now.providerOrderId
      )
        return now.providerOrderId
      throw new AppError('conflict', orderMessages.checkoutChanged)
    },

    /** Undo of `reserve` when the provider order could not be made: the holds are given back. */
    async abandon(order: OrderRow, created: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, order.id)
        if (!row || row.status !== 'pending' || row.revision !== order.revision) return
        await releasing(tx, row)
        // A new order that never reached the provider leaves no trace in My Orders; one that did expires.
        if (created && !row.providerOrderId) await repo.remove(tx, row.id)
        else
          await repo.update(tx, row.id, {
            ...columnsOf({ ...stateOf(row), status: 'expired', paymentStatus: 'expired' }, now()),
            reservationExpiresAt: null,
          })
      })
      catalogue.notifyChanged()
    },

    /** The shopper's own order, still open for payment ('Pay now'), or 409. */
    async payable(userId: string, orderId: string): Promise<OrderRow> {
      const row = await findOwn(userId, orderId)
      if (!canPay(row.status as OrderStatus)) throw new AppError('conflict', orderMessages.cannotPay)
      return row
    },

    /** What the shopper's open order holds, by pack id (decision 048): theirs to buy again at checkout. */
    async heldBy(userId: string): Promise<Map<number, number>> {
      const open = await repo.openOf(db, userId)
      if (!open) return new Map()
      return new Map((await repo.itemsOf(db, open.id)).map((i) => [i.packId, i.quantity]))
    },

    /** The shopper's open (unpaid) order, if any. */
    async openOf(userId: string): Promise<OrderRow | undefined> {
      return repo.openOf(db, userId)
    },

    async findByProviderOrder(providerOrderId: string): Promise<OrderRow | undefined> {
      return repo.findByProviderOrder(db, providerOrderId)
    },
  }
}
