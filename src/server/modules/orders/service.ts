import { randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm'
import type { Order } from '../../../domain/contracts/checkout.ts'
import { financialYear } from '../../../domain/gst.ts'
import { messages } from '../../../domain/messages.ts'
import { paiseToRupees } from '../../../domain/money.ts'
import {
  canCancel,
  canMove,
  type OrderSort,
  type OrderStatus,
  orderMessages,
  STATUS_WEIGHT,
} from '../../../domain/orders.ts'
import { buildPagination } from '../../../domain/pagination.ts'
import type { ServiceLevel } from '../../../domain/shipping.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { Storage } from '../../integrations/storage.ts'
import { type CartService, cartMessages } from '../cart/service.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import type { IdentityService } from '../identity/service.ts'
import type { ShippingService } from '../shipping/service.ts'
import { renderInvoicePdf } from './invoice.ts'
import { invoiceCounters, orderItems, orders } from './tables.ts'

export type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect

/** How a paid order is refunded: the payment provider, given by the payments module. */
export interface Refunder {
  refund(input: {
    paymentId: string
    amountPaise: number
    orderId: string
  }): Promise<{ id: string; processed: boolean }>
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function newOrderId(now: Date): string {
  const bytes = randomBytes(6)
  const tail = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')
  const d = now.toISOString().slice(2, 10).replaceAll('-', '')
  return `SN${d}-${tail}`
}

/** Where a paid order's GST invoice is downloaded; the route writes the PDF if storage does not have it yet. */
export function invoiceUrlOf(orderId: string): string {
  return `/api/v1/orders/${orderId}/invoice`
}

export function toOrder(row: OrderRow, itemCount: number): Order {
  return {
    id: row.id,
    status: row.status as Order['status'],
    created_at: row.createdAt.toISOString(),
    subtotal: paiseToRupees(row.subtotalPaise),
    discount_amount: paiseToRupees(row.discountPaise),
    coupon_code: row.couponCode,
    total_amount: paiseToRupees(row.totalPaise),
    shipping_charge: paiseToRupees(row.shippingChargePaise),
    shipping_carrier: row.shippingCarrier,
    shipping_mode: row.shippingMode,
    shipping_address: row.shippingAddress,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus as Order['payment_status'],
    // Orders paid before the link was set with the payment may lack it; their number is what makes the invoice.
    invoice_url: row.invoiceUrl ?? (row.invoiceNumber ? invoiceUrlOf(row.id) : null),
    invoice_number: row.invoiceNumber,
    tracking_url: row.trackingUrl,
    courier_waybill: row.courierWaybill,
    courier_status: row.courierStatus,
    razorpay_order_id: row.providerOrderId,
    razorpay_payment_id: row.providerPaymentId,
    razorpay_receipt: row.id,
    razorpay_amount_paisa: row.totalPaise,
    notes: row.notes,
    reservation_expires_at: row.reservationExpiresAt?.toISOString() ?? null,
    item_count: itemCount,
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>

export function createOrdersService(deps: {
  db: Db
  config: Config
  catalogue: CatalogueService
  cart: CartService
  shipping: ShippingService
  identity: IdentityService
  storage: Storage
  refunder: () => Refunder
  now?: () => Date
  /** where a paid order's invoice PDF that could not be stored is reported (the app's logger) */
  log?: { warn(obj: object, msg: string): void }
}) {
  const { db, catalogue, cart, shipping, storage } = deps
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? { warn: () => {} }

  async function findOwn(userId: string, orderId: string): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .limit(1)
    if (!row) throw new AppError('not_found', orderMessages.notFound)
    return row
  }

  async function itemsOf(tx: Db, orderId: string): Promise<ItemRow[]> {
    return tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productId))
  }

  async function lockOrder(tx: Db, where: ReturnType<typeof eq>): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(where).limit(1).for('update')
    return row
  }

  async function nextInvoiceNumber(tx: Db, at: Date): Promise<string> {
    const fy = financialYear(at)
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ financialYear: fy, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounters.financialYear,
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning()
    return `SN/${fy}/${String(row!.lastNumber).padStart(6, '0')}`
  }

  /**
   * Renders the GST invoice PDF of a paid order, with the number given to it with the payment, and writes it to
   * storage at invoices/{orderId}.pdf (a StorageError if storage fails). Undefined for an unpaid order.
   */
  async function issueInvoice(orderId: string): Promise<Buffer | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
    if (!row?.invoiceNumber) return undefined
    const items = await itemsOf(db, orderId)
    const who = await deps.identity.getUserName(row.userId)
    const s = deps.config.shop
    const { pdf } = await renderInvoicePdf({
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.paidAt ?? row.createdAt,
      orderId: row.id,
      seller: {
        name: s.name,
        address: s.address,
        gstin: s.gstin,
        fssai: s.fssai,
        email: s.email,
        phone: s.phone,
      },
      buyer: { ...row.shippingAddress, email: who?.email ?? '' },
      items: items.map((i) => ({
        name: i.productName,
        hsn: i.hsnCode,
        quantity: i.quantity,
        unitPricePaise: i.unitPricePaise,
        totalPaise: i.totalPricePaise,
        gstRateBp: i.gstRateBp,
      })),
      discountPaise: row.discountPaise,
      couponCode: row.couponCode,
      shippingPaise: row.shippingChargePaise,
      paymentId: row.providerPaymentId,
    })
    await storage.put(`invoices/${row.id}.pdf`, pdf, 'application/pdf')
    return pdf
  }

  /**
   * After the payment is committed: the PDF is written now if storage allows, otherwise by the invoice route
   * when it is first opened. A paid order never fails because of its invoice.
   */
  async function issueInvoiceAfterPayment(orderId: string): Promise<void> {
    try {
      await issueInvoice(orderId)
    } catch (err) {
      log.warn(
        { err, orderId },
        'invoice PDF not stored after payment; the payment is recorded and the invoice route writes it when opened',
      )
    }
  }

  async function releaseAndCancel(tx: Db, row: OrderRow): Promise<void> {
    const items = await itemsOf(tx, row.id)
    await catalogue.releaseStock(
      tx,
      items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    )
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now(), updatedAt: now(), reservationExpiresAt: null })
      .where(eq(orders.id, row.id))
  }

  return {
    issueInvoice,

    /**
     * Step 1 of checkout: the order (pending) from the server cart and the chosen shipping option, with its
     * stock reserved in the same transaction. Undone by `abandon` if the payment order cannot be created.
     */
    async place(
      userId: string,
      input: {
        addressId: string
        firstName: string
        lastName: string
        mobile: string
        serviceLevel: ServiceLevel
        notes?: string
      },
    ): Promise<OrderRow> {
      // The cart as it is now (checkout/prepare has already told the shopper of changes); stock is settled by
      // the reservation below, not by this read, so concurrent shoppers cannot both take the last units.
      // The order's lines are priced from the same catalogue read as the cart's totals.
      const { cart: current, facts } = await cart.snapshot(userId)
      if (current.items.length === 0) throw new AppError('bad_request', messages.cart.emptyAtCheckout)
      if (current.items.some((i) => !facts.has(i.product_id)))
        throw new AppError('conflict', cartMessages.productGone)
      const address = await shipping.getAddress(userId, input.addressId)
      const subtotal = Math.round(current.total_price * 100)
      const discount = Math.round(current.discount_amount * 100)
      const option = shipping.pickOption(address.postalCode, subtotal - discount, input.serviceLevel)
      const at = now()
      const id = newOrderId(at)
      return db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(orders)
            .values({
              id,
              userId,
              subtotalPaise: subtotal,
              discountPaise: discount,
              couponCode: discount > 0 ? current.coupon_code : null,
              shippingChargePaise: option.cost,
              // Unlike the original client (spec §9), the coupon the shopper applied is deducted from what they pay.
              totalPaise: subtotal - discount + option.cost,
              shippingCarrier: option.carrier,
              shippingMode: option.service_level === 'express' ? 'Express' : 'Standard',
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
              reservationExpiresAt: new Date(at.getTime() + deps.config.payments.reservationMinutes * 60_000),
              createdAt: at,
              updatedAt: at,
            })
            .returning()
          await tx.insert(orderItems).values(
            current.items.map((item) => {
              const f = facts.get(item.product_id)!
              return {
                orderId: id,
                productId: item.product_id,
                productName: f.name,
                hsnCode: f.hsnCode,
                gstRateBp: f.gstRateBp,
                quantity: item.quantity,
                unitPricePaise: f.pricePaise,
                totalPricePaise: f.pricePaise * item.quantity,
              }
            }),
          )
          await catalogue.reserveStock(
            tx,
            current.items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
          )
          return row!
        })
        .finally(() => catalogue.notifyChanged())
    },

    async attachProviderOrder(orderId: string, providerOrderId: string): Promise<void> {
      await db.update(orders).set({ providerOrderId, updatedAt: now() }).where(eq(orders.id, orderId))
    },

    /** Undo of `place` when the payment order could not be created. */
    async abandon(orderId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockOrder(tx, eq(orders.id, orderId))
        if (row?.status === 'pending') await releaseAndCancel(tx, row)
      })
      catalogue.notifyChanged()
    },

    async findByProviderOrder(providerOrderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)).limit(1)
      return row
    },

    /**
     * The payment was captured (checkout's verified handler, or a webhook). Idempotent: a second call changes
     * nothing. A payment that arrives after the reservation expired is refunded, never double-sold. The invoice
     * number and link are given in the payment's transaction; the PDF is written after it, and a storage failure
     * there is logged, not answered (the invoice route writes the PDF later).
     */
    async markPaid(providerOrderId: string, paymentId: string): Promise<OrderRow> {
      let refundLate: OrderRow | undefined
      let paidNow = false
      const result = await db.transaction(async (tx) => {
        const row = await lockOrder(tx, eq(orders.providerOrderId, providerOrderId))
        if (!row) throw new AppError('not_found', orderMessages.notFound)
        if (row.paymentStatus === 'completed' || row.paymentStatus === 'refunded') return row
        if (row.status === 'cancelled') {
          refundLate = row
          const [late] = await tx
            .update(orders)
            .set({ providerPaymentId: paymentId, paymentStatus: 'completed', updatedAt: now() })
            .where(eq(orders.id, row.id))
            .returning()
          return late!
        }
        const at = now()
        // Numbered with the payment, in its transaction: consecutive per financial year whatever storage does.
        const invoiceNumber = await nextInvoiceNumber(tx, at)
        const [paid] = await tx
          .update(orders)
          .set({
            status: 'processing',
            paymentStatus: 'completed',
            providerPaymentId: paymentId,
            paidAt: at,
            reservationExpiresAt: null,
            invoiceNumber,
            invoiceUrl: invoiceUrlOf(row.id),
            updatedAt: at,
          })
          .where(eq(orders.id, row.id))
          .returning()
        if (row.couponCode) await cart.redeemCoupon(tx, row.couponCode, row.userId, row.id)
        await cart.clearAfterOrder(tx, row.userId)
        paidNow = true
        return paid!
      })
      if (refundLate) {
        const refund = await deps
          .refunder()
          .refund({ paymentId, amountPaise: refundLate.totalPaise, orderId: refundLate.id })
        await db
          .update(orders)
          .set({
            providerRefundId: refund.id,
            ...(refund.processed ? { paymentStatus: 'refunded', refundedAt: now() } : {}),
          })
          .where(eq(orders.id, refundLate.id))
      } else if (paidNow) {
        await issueInvoiceAfterPayment(result.id)
      }
      const [fresh] = await db.select().from(orders).where(eq(orders.id, result.id)).limit(1)
      return fresh!
    },

    async markPaymentFailed(providerOrderId: string): Promise<void> {
      await db
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: now() })
        .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.paymentStatus, 'pending')))
    },

    async markRefunded(providerOrderId: string, refundId: string): Promise<void> {
      await db
        .update(orders)
        .set({ paymentStatus: 'refunded', providerRefundId: refundId, refundedAt: now(), updatedAt: now() })
        .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.paymentStatus, 'completed')))
    },

    /** Allowed while pending or processing: stock returns, a paid order is refunded in full. */
    async cancel(userId: string, orderId: string): Promise<Order> {
      const row = await findOwn(userId, orderId)
      if (!canCancel(row.status as OrderStatus))
        throw new AppError('conflict', orderMessages.cannotCancel(row.status))
      let refund: { id: string; processed: boolean } | undefined
      if (row.paymentStatus === 'completed' && row.providerPaymentId) {
        refund = await deps
          .refunder()
          .refund({ paymentId: row.providerPaymentId, amountPaise: row.totalPaise, orderId: row.id })
      }
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, eq(orders.id, orderId))
        if (!locked || !canCancel(locked.status as OrderStatus)) {
          throw new AppError('conflict', orderMessages.cannotCancel(locked?.status ?? 'cancelled'))
        }
        await releaseAndCancel(tx, locked)
        if (refund) {
          await tx
            .update(orders)
            .set({
              providerRefundId: refund.id,
              ...(refund.processed ? { paymentStatus: 'refunded', refundedAt: now() } : {}),
            })
            .where(eq(orders.id, orderId))
        }
      })
      catalogue.notifyChanged()
      const fresh = await findOwn(userId, orderId)
      return toOrder(fresh, (await itemsOf(db, orderId)).length)
    },

    /** Unpaid orders past their reservation give their stock back. Safe to run from several processes at once. */
    async expireReservations(): Promise<number> {
      const expired = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.status, 'pending'), lt(orders.reservationExpiresAt, now())))
          .limit(200)
          .for('update', { skipLocked: true })
        for (const row of rows) await releaseAndCancel(tx, row)
        return rows.length
      })
      if (expired > 0) catalogue.notifyChanged()
      return expired
    },

    async list(userId: string, q: { page: number; limit: number; sort: OrderSort }) {
      const where = eq(orders.userId, userId)
      const orderBy =
        q.sort === 'oldest'
          ? [asc(orders.createdAt)]
          : q.sort === 'status'
            ? [
                sql`case ${orders.status} ${sql.join(
                  Object.entries(STATUS_WEIGHT).map(([s, w]) => sql`when ${s} then ${w}`),
                  sql` `,
                )} else 99 end`,
                desc(orders.createdAt),
              ]
            : [desc(orders.createdAt)]
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...orderBy)
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(orders).where(where),
      ])
      const counts = new Map<string, number>()
      for (const row of rows)
        counts.set(
          row.id,
          (await itemsOf(db, row.id)).reduce((n, i) => n + i.quantity, 0),
        )
      return {
        orders: rows.map((r) => toOrder(r, counts.get(r.id) ?? 0)),
        pagination: buildPagination(q.page, q.limit, total?.n ?? 0),
      }
    },

    async get(userId: string, orderId: string) {
      const row = await findOwn(userId, orderId)
      const items = await itemsOf(db, orderId)
      return {
        order: toOrder(
          row,
          items.reduce((n, i) => n + i.quantity, 0),
        ),
        items: items.map((i) => ({
          product_id: i.productId,
          product_name: i.productName,
          quantity: i.quantity,
          unit_price: paiseToRupees(i.unitPricePaise),
          total_price: paiseToRupees(i.totalPricePaise),
        })),
      }
    },

    async invoice(userId: string, orderId: string): Promise<Buffer> {
      const row = await findOwn(userId, orderId)
      if (!row.invoiceNumber) throw new AppError('not_found', 'The invoice is issued once the order is paid')
      // While storage is down this is a StorageError (503); once it is back, a PDF not written at payment is now.
      const stored = await storage.get(`invoices/${row.id}.pdf`)
      if (stored) return stored.body
      const pdf = await issueInvoice(row.id)
      if (!pdf) throw new AppError('not_found', 'Invoice not found')
      return pdf
    },

    /** Operator: hand over to the courier. */
    async ship(orderId: string, carrier: string, waybill: string): Promise<OrderRow> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
      if (!row) throw new AppError('not_found', orderMessages.notFound)
      if (!canMove(row.status as OrderStatus, 'shipped'))
        throw new AppError('conflict', orderMessages.cannotMove(row.status, 'shipped'))
      const [shipped] = await db
        .update(orders)
        .set({
          status: 'shipped',
          shippingCarrier: carrier,
          courierWaybill: waybill,
          courierStatus: 'Shipped',
          trackingUrl: shipping.trackingUrl(carrier, waybill),
          shippedAt: now(),
          updatedAt: now(),
        })
        .where(eq(orders.id, orderId))
        .returning()
      return shipped!
    },

    async deliver(orderId: string): Promise<OrderRow> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
      if (!row) throw new AppError('not_found', orderMessages.notFound)
      if (!canMove(row.status as OrderStatus, 'delivered'))
        throw new AppError('conflict', orderMessages.cannotMove(row.status, 'delivered'))
      const [done] = await db
        .update(orders)
        .set({ status: 'delivered', courierStatus: 'Delivered', deliveredAt: now(), updatedAt: now() })
        .where(eq(orders.id, orderId))
        .returning()
      return done!
    },

    /** A courier's status update by waybill; 'Delivered' completes the order. */
    async courierUpdate(waybill: string, status: string): Promise<OrderRow> {
      const [row] = await db.select().from(orders).where(eq(orders.courierWaybill, waybill)).limit(1)
      if (!row) throw new AppError('not_found', orderMessages.notFound)
      if (/^delivered$/i.test(status) && row.status === 'shipped') return this.deliver(row.id)
      const [updated] = await db
        .update(orders)
        .set({ courierStatus: status, updatedAt: now() })
        .where(eq(orders.id, row.id))
        .returning()
      return updated!
    },

    /** A paid order of this shopper holds the product (for verified-purchase reviews). */
    async hasPurchased(userId: string, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderItems.productId, productId),
            eq(orders.paymentStatus, 'completed'),
            sql`${orders.status} in ('processing', 'shipped', 'delivered')`,
          ),
        )
        .limit(1)
      return Boolean(row)
    },

    /** Orders whose payment may have been captured without our knowing (reconciliation). */
    async awaitingPayment(): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          sql`${orders.providerOrderId} is not null and ${orders.paymentStatus} in ('pending', 'failed')
              and (${orders.status} = 'pending' or (${orders.status} = 'cancelled' and ${orders.cancelledAt} > now() - interval '1 day'))`,
        )
        .limit(500)
    },

    async countByStatus(): Promise<Record<string, number>> {
      const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status)
      return Object.fromEntries(rows.map((r) => [r.status, r.n]))
    },

    async listAll(limit = 50): Promise<OrderRow[]> {
      return db.select().from(orders).orderBy(desc(orders.createdAt)).limit(limit)
    },
  }
}
