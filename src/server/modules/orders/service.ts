import { randomBytes } from 'node:crypto'
import { codEligibility, codMessages } from '../../../domain/cash-on-delivery.ts'
import type { CreditNoteLink, Order } from '../../../domain/contracts/checkout.ts'
import { type CreditRequest, creditNoteMessages } from '../../../domain/credit-notes.ts'
import { messages } from '../../../domain/messages.ts'
import { paiseToRupees } from '../../../domain/money.ts'
import {
  allowedFrom,
  canPay,
  type Decision,
  decide,
  type OrderEvent,
  type OrderSort,
  type OrderState,
  type OrderStatus,
  orderMessages,
  type PaymentStatus,
} from '../../../domain/orders.ts'
import { buildPagination } from '../../../domain/pagination.ts'
import type { ServiceLevel } from '../../../domain/shipping.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { type CartService, cartMessages } from '../cart/service.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import type { IdentityService } from '../identity/service.ts'
import {
  type CreditNoteRow,
  type CreditReason,
  creditNoteUrlOf,
  type InvoiceSource,
  type InvoicesService,
  invoiceUrlOf,
} from '../invoices/service.ts'
import type { Notify } from '../notifications/service.ts'
import type { ShippingService } from '../shipping/service.ts'
import { createOrderNotices, type OrderNotice } from './notices.ts'
import * as repo from './repo.ts'

export type { OrderRow } from './repo.ts'

type OrderRow = repo.OrderRow

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function newOrderId(now: Date): string {
  const bytes = randomBytes(6)
  const tail = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')
  const d = now.toISOString().slice(2, 10).replaceAll('-', '')
  return `SN${d}-${tail}`
}

/** What the order's state machine knows of an order row (the back office asks it what it allows too). */
export function stateOf(row: OrderRow): OrderState {
  return {
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    totalPaise: row.totalPaise,
    capturedPaise: row.capturedPaise,
    refundedPaise: row.refundedPaise,
    cod: row.paymentMethod === 'cod',
    packed: row.packedAt !== null,
  }
}

/** The machine's next state as columns of the order. */
function columnsOf(next: OrderState, at: Date) {
  return {
    status: next.status,
    paymentStatus: next.paymentStatus,
    totalPaise: next.totalPaise,
    capturedPaise: next.capturedPaise,
    refundedPaise: next.refundedPaise,
    updatedAt: at,
  }
}

/** Whether an open order already is what placing it again would write (a reload of the payment step). */
function sameOrder(
  open: OrderRow & { lines: { productId: number; quantity: number; unitPricePaise: number }[] },
  values: {
    totalPaise: number
    addressId: string
    shippingMode: string
    couponCode: string | null
    notes: string | null
  },
  items: { productId: number; quantity: number; unitPricePaise: number }[],
): boolean {
  const key = (l: { productId: number; quantity: number; unitPricePaise: number }) =>
    `${l.productId}:${l.quantity}:${l.unitPricePaise}`
  const want = items.map(key).sort().join()
  return (
    open.totalPaise === values.totalPaise &&
    open.addressId === values.addressId &&
    open.shippingMode === values.shippingMode &&
    open.couponCode === values.couponCode &&
    open.notes === values.notes &&
    open.lines.map(key).sort().join() === want
  )
}

/** What an invoiced order's invoice (and its credit notes) are made from: the order's own facts. */
function sourceOf(
  row: OrderRow & { invoiceNumber: string },
  items: repo.ItemRow[],
  email: string,
): InvoiceSource {
  return {
    orderId: row.id,
    invoiceNumber: row.invoiceNumber,
    // Cash on delivery is invoiced when it is shipped (the supply), online payments when they are paid.
    invoiceDate: (row.paymentMethod === 'cod' ? row.shippedAt : row.paidAt) ?? row.createdAt,
    buyer: { ...row.shippingAddress, email },
    items: items.map((i) => ({
      name: `${i.productName} (${i.netQuantity})`,
      hsn: i.hsnCode,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
      totalPaise: i.totalPricePaise,
      gstRateBp: i.gstRateBp,
      netQuantity: i.netQuantity,
    })),
    discountPaise: row.discountPaise,
    couponCode: row.couponCode,
    shippingPaise: row.shippingChargePaise,
    paymentId: row.providerPaymentId,
    paymentMethod: row.paymentMethod,
    codFeePaise: row.codFeePaise,
  }
}

const invoiced = (row: OrderRow): row is OrderRow & { invoiceNumber: string } => row.invoiceNumber !== null

/** A credit note as the shopper's order page links it, in rupees. */
function toCreditNoteLink(n: CreditNoteRow): CreditNoteLink {
  return {
    number: n.number,
    issued_at: n.issuedAt.toISOString(),
    invoice_number: n.invoiceNumber,
    amount: paiseToRupees(n.totalPaise),
    url: creditNoteUrlOf(n.orderId, n.seq),
  }
}

/** The spec's wire shape, in rupees: the one place an order's paise become rupees. */
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
    cod_fee: paiseToRupees(row.codFeePaise),
    shipping_carrier: row.shippingCarrier,
    shipping_mode: row.shippingMode,
    shipping_address: row.shippingAddress,
    payment_method: row.paymentMethod,
    payment_detail: row.paymentDetail,
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
    refunded_amount: paiseToRupees(row.refundedPaise),
    can_pay: canPay(row.status as OrderStatus),
  }
}

/** What a captured payment did to its order. */
export type CaptureOutcome =
  | { kind: 'unknown' }
  | {
      kind: 'paid' | 'already' | 'late' | 'amount_mismatch' | 'duplicate_payment'
      order: OrderRow
      /** refunds decided with it, to carry out now (payments) */
      refundKeys: string[]
    }

export type OrdersService = ReturnType<typeof createOrdersService>

/** Writes the back office's audit line of a change in the change's transaction: the order before and after. */
export type OrderAudit = (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>

export function createOrdersService(deps: {
  db: Db
  config: Config
  catalogue: CatalogueService
  cart: CartService
  shipping: ShippingService
  identity: IdentityService
  invoices: InvoicesService
  now?: () => Date
  /** where a paid order's invoice PDF that could not be stored is reported (the app's logger) */
  log?: { warn(obj: object, msg: string): void }
  /** writes the shopper's notification of a change in the change's transaction (the outbox, decision 024) */
  notify?: Notify
}) {
  const { db, catalogue, cart, shipping, invoices } = deps
  const announce = createOrderNotices({ notify: deps.notify, identity: deps.identity })
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? { warn: () => {} }

  async function findOwn(userId: string, orderId: string): Promise<OrderRow> {
    const row = await repo.findOwn(db, userId, orderId)
    if (!row) throw new AppError('not_found', orderMessages.notFound)
    return row
  }

  async function invoiceSource(row: OrderRow): Promise<InvoiceSource | undefined> {
    if (!invoiced(row)) return undefined
    const [items, who] = await Promise.all([repo.itemsOf(db, row.id), deps.identity.getUserName(row.userId)])
    return sourceOf(row, items, who?.email ?? '')
  }

  /**
   * The credit note of a cancellation or refund of an invoiced order, in the transition's transaction (decision
   * 025): what `credit` gives back of the invoice, split as the invoice is. No columns of the order change.
   */
  async function creditNote(
    tx: Db,
    row: OrderRow,
    at: Date,
    credit: CreditRequest,
    meta: { reason: CreditReason; note?: string },
  ): Promise<{ note?: CreditNoteRow }> {
    if (!invoiced(row)) return {}
    const source = sourceOf(row, await repo.itemsOf(tx, row.id), '')
    return { note: await invoices.writeCreditNote(tx, source, at, credit, meta) }
  }

  /** Renders and stores the invoice PDF of a paid order (a StorageError if storage fails); undefined when unpaid. */
  async function issueInvoice(orderId: string): Promise<Buffer | undefined> {
    const row = await repo.findById(db, orderId)
    const source = row && (await invoiceSource(row))
    return source ? invoices.issue(source) : undefined
  }

  /** Gives back what an open or paid order holds: its stock and its coupon use (caller's transaction). */
  async function releaseHolds(
    tx: Db,
    order: { id: string; couponCode: string | null },
    items: { productId: number; quantity: number }[],
  ) {
    await catalogue.releaseStock(tx, items)
    if (order.couponCode) await cart.releaseCoupon(tx, order.id)
  }

  /**
   * One transition of one order: its row lock first, then the machine decides, then the change and the refunds it
   * decided are written in the same transaction. `effects` writes what else goes with it (stock, coupon, invoice).
   */
  async function transition(
    orderId: string,
    event: OrderEvent,
    opts: {
      userId?: string
      refused: (row: OrderRow) => AppError
      effects?: (
        tx: Db,
        row: OrderRow,
        d: Extract<Decision, { ok: true }>,
        at: Date,
      ) => Promise<object | undefined>
      refundKey?: (row: OrderRow) => string
      /** what the shopper is told of the change (written in its transaction) */
      notice?: (row: OrderRow, d: Extract<Decision, { ok: true }>) => OrderNotice
      /** the back office's audit line of the change, in its transaction */
      audit?: OrderAudit
    },
  ): Promise<{ row: OrderRow; refundKeys: string[] }> {
    const refundKeys: string[] = []
    const row = await db.transaction(async (tx) => {
      const locked = await repo.lock(tx, orderId)
      if (!locked || (opts.userId && locked.userId !== opts.userId))
        throw new AppError('not_found', orderMessages.notFound)
      const d = decide(stateOf(locked), event)
      if (!d.ok) throw opts.refused(locked)
      if (!d.changed) return locked
      const at = now()
      const extra = (await opts.effects?.(tx, locked, d, at)) ?? {}
      if (d.refund && locked.providerPaymentId) {
        const key = opts.refundKey?.(locked) ?? `${d.refund.reason}:${locked.providerPaymentId}`
        await repo.insertRefund(tx, {
          key,
          orderId,
          paymentId: locked.providerPaymentId,
          amountPaise: d.refund.amountPaise,
          reason: d.refund.reason,
        })
        refundKeys.push(key)
      }
      const updated = await repo.update(tx, orderId, { ...columnsOf(d.next, at), ...extra })
      if (opts.notice) await announce(tx, updated, opts.notice(updated, d))
      await opts.audit?.(tx, locked, updated)
      return updated
    })
    return { row, refundKeys }
  }

  /** Releasing an order's stock and coupon, as a transition's effect. */
  const releasing = async (tx: Db, row: OrderRow) => {
    const items = await repo.itemsOf(tx, row.id)
    await releaseHolds(
      tx,
      row,
      items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
    )
    return { reservationExpiresAt: null }
  }

  async function withItems(row: OrderRow): Promise<Order> {
    const items = await repo.itemsOf(db, row.id)
    return toOrder(
      row,
      items.reduce((n, i) => n + i.quantity, 0),
    )
  }

  return {
    issueInvoice,

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
      },
    ): Promise<{ order: OrderRow; providerOrderId: string | null; created: boolean }> {
      // Stock is settled by the reservation below, not by this read, so concurrent shoppers cannot both take the
      // last units. The order's lines are priced from the same catalogue read as the cart's totals.
      const [{ cart: current, facts, totals }, address] = await Promise.all([
        cart.snapshot(userId),
        shipping.getAddress(userId, input.addressId),
      ])
      if (current.items.length === 0) throw new AppError('bad_request', messages.cart.emptyAtCheckout)
      if (current.items.some((i) => !facts.has(i.product_id)))
        throw new AppError('conflict', cartMessages.productGone)
      const { subtotalPaise: subtotal, discountPaise: discount } = totals
      const option = shipping.pickOption(address.postalCode, subtotal - discount, input.serviceLevel)
      const at = now()
      const total = subtotal - discount + option.cost
      const lines = current.items.map((i) => ({ productId: i.product_id, quantity: i.quantity }))
      const couponCode = discount > 0 ? current.coupon_code : null
      const values = {
        subtotalPaise: subtotal,
        discountPaise: discount,
        couponCode,
        shippingChargePaise: option.cost,
        // Unlike the original client (spec §9), the coupon the shopper applied is deducted from what they pay.
        totalPaise: total,
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
        updatedAt: at,
      }
      const place = () =>
        db.transaction(async (tx) => {
          const open = await repo.lockOpenOf(tx, userId)
          const id = open?.id ?? newOrderId(at)
          const items = current.items.map((item) => {
            const f = facts.get(item.product_id)!
            return {
              orderId: id,
              productId: item.product_id,
              productName: f.name,
              netQuantity: f.product.size,
              hsnCode: f.hsnCode,
              gstRateBp: f.gstRateBp,
              quantity: item.quantity,
              unitPricePaise: f.pricePaise,
              totalPricePaise: f.pricePaise * item.quantity,
            }
          })
          if (open && sameOrder(open, values, items)) {
            // A reload of the payment step with nothing changed: the open order is answered as it is.
            return { order: open as OrderRow, providerOrderId: open.providerOrderId, created: false }
          }
          let order: OrderRow
          let providerOrderId: string | null = null
          if (open) {
            const old = await repo.replaceItems(tx, id, items)
            await releaseHolds(
              tx,
              open,
              old.map((i) => ({ productId: i.productId, quantity: i.quantity })),
            )
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
          await catalogue.reserveStock(tx, lines)
          if (couponCode) await cart.reserveCoupon(tx, couponCode, userId, id)
          return { order, providerOrderId, created: !open }
        })
      const result = await place().catch((err) => {
        if (repo.isSecondOpenOrder(err)) return place()
        throw err
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

    /** What the shopper's open order holds, by product: theirs to buy again at checkout. */
    async heldBy(userId: string): Promise<Map<number, number>> {
      const open = await repo.openOf(db, userId)
      if (!open) return new Map()
      return new Map((await repo.itemsOf(db, open.id)).map((i) => [i.productId, i.quantity]))
    },

    /** The shopper's open (unpaid) order, if any. */
    async openOf(userId: string): Promise<OrderRow | undefined> {
      return repo.openOf(db, userId)
    },

    async findByProviderOrder(providerOrderId: string): Promise<OrderRow | undefined> {
      return repo.findByProviderOrder(db, providerOrderId)
    },

    /**
     * A payment the provider captured (verify, a webhook or reconciliation). Under the order's lock the machine
     * decides: paid; a repeat (nothing changes); or money to give back — the order was cancelled or expired
     * first, the amount is not the total, the provider order was replaced, or the order was already paid.
     */
    async recordCapture(input: {
      providerOrderId: string
      paymentId: string
      amountPaise: number
      /** The payment entity's method and its detail (bank, wallet, masked VPA, card). */
      method?: { method: string; detail: string | null }
    }): Promise<CaptureOutcome> {
      const found = await repo.findByProviderOrder(db, input.providerOrderId)
      if (!found) return { kind: 'unknown' }
      let paidNow = false
      const outcome = await db.transaction(async (tx): Promise<CaptureOutcome> => {
        const row = (await repo.lock(tx, found.id))!
        const earlier = await repo.refundsOfPayment(tx, input.paymentId)
        const foreign = earlier.find(
          (r) => r.reason === 'amount_mismatch' || r.reason === 'duplicate_payment',
        )
        const d = decide(stateOf(row), {
          type: 'capture',
          amountPaise: input.amountPaise,
          known: Boolean(foreign) || row.providerPaymentId === input.paymentId,
          current: row.providerOrderId === input.providerOrderId,
        })
        if (!d.ok) return { kind: 'already', order: row, refundKeys: [] }
        if (!d.foreign && !d.changed) {
          // Known already (a webhook came first): answer as it ended, not merely 'already'.
          const kind = foreign
            ? (foreign.reason as 'amount_mismatch' | 'duplicate_payment')
            : earlier.some((r) => r.reason === 'late_payment')
              ? 'late'
              : 'already'
          return { kind, order: row, refundKeys: [] }
        }
        const at = now()
        if (d.foreign) {
          const key = `${d.foreign}:${input.paymentId}`
          await repo.insertRefund(tx, {
            key,
            orderId: row.id,
            paymentId: input.paymentId,
            amountPaise: input.amountPaise,
            reason: d.foreign,
          })
          const issue =
            d.foreign === 'duplicate_payment'
              ? `A second payment ${input.paymentId} was refunded`
              : `Payment ${input.paymentId} of ${input.amountPaise} paise (order total ${row.totalPaise}) was refunded`
          const order = await repo.update(tx, row.id, { paymentIssue: issue, updatedAt: at })
          await announce(tx, order, {
            kind: 'payment_refunded',
            amountPaise: input.amountPaise,
            reason: d.foreign,
            refundKey: key,
          })
          return { kind: d.foreign, order, refundKeys: [key] }
        }
        if (!d.changed) return { kind: 'already', order: row, refundKeys: [] }
        if (d.next.status === 'processing') {
          const items = await repo.itemsOf(tx, row.id)
          await cart.redeemCoupon(tx, row.id)
          await cart.removeOrdered(
            tx,
            row.userId,
            items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
            row.couponCode,
          )
          paidNow = true
          const order = await repo.update(tx, row.id, {
            ...columnsOf(d.next, at),
            providerPaymentId: input.paymentId,
            ...(input.method
              ? { paymentMethod: input.method.method, paymentDetail: input.method.detail }
              : {}),
            paidAt: at,
            reservationExpiresAt: null,
            // Numbered with the payment, in its transaction: consecutive per financial year whatever storage does.
            invoiceNumber: await invoices.nextNumber(tx, at),
            invoiceUrl: invoiceUrlOf(row.id),
          })
          await announce(tx, order, { kind: 'order_confirmed' })
          return { kind: 'paid', order, refundKeys: [] }
        }
        // Late: the order was cancelled or expired before the money arrived.
        const key = `late_payment:${input.paymentId}`
        await repo.insertRefund(tx, {
          key,
          orderId: row.id,
          paymentId: input.paymentId,
          amountPaise: d.refund!.amountPaise,
          reason: 'late_payment',
        })
        const order = await repo.update(tx, row.id, {
          ...columnsOf(d.next, at),
          providerPaymentId: input.paymentId,
          refundedAt: at,
        })
        await announce(tx, order, {
          kind: 'payment_refunded',
          amountPaise: d.refund!.amountPaise,
          reason: 'late_payment',
          refundKey: key,
        })
        return { kind: 'late', order, refundKeys: [key] }
      })
      if (paidNow && outcome.kind === 'paid') {
        // After commit: the PDF is written now if storage allows, otherwise by the invoice route when first opened.
        await issueInvoice(outcome.order.id).catch((err) =>
          log.warn(
            { err, orderId: outcome.order.id },
            'invoice PDF not stored after payment; the payment is recorded and the invoice route writes it when opened',
          ),
        )
      }
      return outcome
    },

    /** A failed attempt on the order's current provider order: the order stays payable. */
    async recordPaymentFailed(providerOrderId: string): Promise<void> {
      const found = await repo.findByProviderOrder(db, providerOrderId)
      if (!found || found.providerOrderId !== providerOrderId) return
      await transition(
        found.id,
        { type: 'payment_failed' },
        { refused: () => new AppError('conflict', ''), notice: () => ({ kind: 'payment_failed' }) },
      ).catch((err) => {
        if (!(err instanceof AppError)) throw err
      })
    },

    /**
     * Cancels while pending or processing: stock and coupon return; a paid order's refund is decided in the same
     * transaction and carried out once (the keys returned, for payments to carry out now).
     */
    async cancel(
      userId: string,
      orderId: string,
      audit?: OrderAudit,
    ): Promise<{ order: Order; refundKeys: string[] }> {
      const { row, refundKeys } = await transition(
        orderId,
        { type: 'cancel' },
        {
          userId,
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotCancel(r.status)),
          effects: async (tx, r, d, at) => {
            const released = await releasing(tx, r)
            // Last: the credit-note counter stays locked until commit, so it is taken after everything else.
            await creditNote(tx, r, at, { kind: 'rest' }, { reason: 'cancelled' })
            return { ...released, cancelledAt: at, ...(d.refund ? { refundedAt: at } : {}) }
          },
          notice: (_r, d) => ({ kind: 'order_cancelled', refundPaise: d.refund?.amountPaise ?? 0 }),
        },
      )
      catalogue.notifyChanged()
      return { order: await withItems(row), refundKeys }
    },

    /** Unpaid orders past their reservation expire and give their stock back. Safe from several processes at once. */
    async expireReservations(): Promise<number> {
      const expired = await db.transaction(async (tx) => {
        const rows = await repo.lockExpired(tx, now())
        for (const row of rows) {
          const d = decide(stateOf(row), { type: 'expire' })
          if (!d.ok) continue
          await releasing(tx, row)
          const updated = await repo.update(tx, row.id, {
            ...columnsOf(d.next, now()),
            reservationExpiresAt: null,
          })
          await announce(tx, updated, { kind: 'order_expired' })
        }
        return rows.length
      })
      if (expired > 0) catalogue.notifyChanged()
      return expired
    },

    /** A refund's facts, for payments to carry it out. */
    claimRefund: (key: string, staleSeconds: number) => repo.claimRefund(db, key, staleSeconds),
    finishRefund: (key: string, providerRefundId: string) => repo.finishRefund(db, key, providerRefundId),
    failRefund: (key: string, error: string) => repo.failRefund(db, key, error),
    openRefundKeys: (staleSeconds: number) => repo.openRefundKeys(db, staleSeconds),
    refundKeysOf: (orderId: string) => repo.refundKeysOf(db, orderId),
    providerOrdersToReconcile: (days: number) => repo.providerOrdersToReconcile(db, days),

    /** Cancelled or expired orders still owing part of a captured payment get their refund decided (once). */
    async decideOwedRefunds(): Promise<string[]> {
      const keys: string[] = []
      for (const row of await repo.owingOrders(db)) {
        const key = `cancelled:${row.providerPaymentId}`
        await db.transaction(async (tx) => {
          const locked = (await repo.lock(tx, row.id))!
          const owed = locked.capturedPaise - locked.refundedPaise
          if (owed <= 0 || !locked.providerPaymentId) return
          await repo.insertRefund(tx, {
            key,
            orderId: row.id,
            paymentId: locked.providerPaymentId,
            amountPaise: owed,
            reason: 'cancelled',
          })
          await repo.update(tx, row.id, {
            refundedPaise: locked.capturedPaise,
            paymentStatus: 'refunded',
            refundedAt: now(),
          })
          keys.push(key)
        })
      }
      return keys
    },

    async list(userId: string, q: { page: number; limit: number; sort: OrderSort }) {
      const { rows, total } = await repo.list(db, userId, q)
      return {
        orders: rows.map((r) => toOrder(r.order, r.items)),
        pagination: buildPagination(q.page, q.limit, total),
      }
    },

    async get(userId: string, orderId: string) {
      const row = await findOwn(userId, orderId)
      const items = await repo.itemsOf(db, orderId)
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
        credit_notes: row.invoiceNumber ? (await invoices.creditNotesOf(orderId)).map(toCreditNoteLink) : [],
      }
    },

    /** The wire shape of an order (after a change made elsewhere). */
    async view(orderId: string): Promise<Order> {
      const row = await repo.findById(db, orderId)
      if (!row) throw new AppError('not_found', orderMessages.notFound)
      return withItems(row)
    },

    async invoice(userId: string, orderId: string): Promise<Buffer> {
      const row = await findOwn(userId, orderId)
      const source = await invoiceSource(row)
      if (!source) throw new AppError('not_found', orderMessages.invoiceNotYet)
      // While storage is down this is a StorageError (503); once it is back, a PDF not written at payment is now.
      return invoices.get(source)
    },

    /** A credit note's PDF (`seq`: its place among the order's, from 1): the shopper's own order's, or staff's (null). */
    async creditNotePdf(userId: string | null, orderId: string, seq: number): Promise<Buffer> {
      const row = userId ? await findOwn(userId, orderId) : await repo.findById(db, orderId)
      const source = row && (await invoiceSource(row))
      const pdf = source && (await invoices.creditNotePdf(source, seq))
      if (!pdf) throw new AppError('not_found', creditNoteMessages.notFound)
      return pdf
    },

    /** An order's credit notes, for staff. */
    async creditNotesOf(orderId: string): Promise<CreditNoteRow[]> {
      if (!(await repo.findById(db, orderId))) throw new AppError('not_found', orderMessages.notFound)
      return invoices.creditNotesOf(orderId)
    },

    /**
     * Staff give back part of a paid order (decision 025): units of its items, or an amount, with a reason. Under
     * the order's lock the machine decides the refund (never beyond what is left of the payment) and its credit
     * note is written in the same transaction, split as the invoice is; the refund is carried out once after
     * commit (the keys returned, for payments).
     */
    async refundPartially(
      orderId: string,
      what: { amountPaise: number } | { lines: { productId: number; quantity: number }[] },
      reason: string,
      audit?: OrderAudit,
    ): Promise<{ row: OrderRow; refundKeys: string[]; creditNote: CreditNoteRow }> {
      const before = await repo.findById(db, orderId)
      if (!before) throw new AppError('not_found', orderMessages.notFound)
      if (!invoiced(before)) throw new AppError('conflict', creditNoteMessages.notInvoiced)
      const items = await repo.itemsOf(db, orderId)
      let credit: CreditRequest
      if ('amountPaise' in what) credit = { kind: 'amount', amountPaise: what.amountPaise }
      else {
        // The invoice's goods lines are the order's items in the same order.
        const lines = what.lines.map((l) => ({
          line: items.findIndex((i) => i.productId === l.productId),
          quantity: l.quantity,
        }))
        if (lines.some((l) => l.line < 0)) throw new AppError('bad_request', creditNoteMessages.noSuchLine)
        credit = { kind: 'lines', lines }
      }
      // Units are given back at what the invoice charged for them: read now, the same again under the lock.
      const amountPaise =
        credit.kind === 'amount'
          ? credit.amountPaise
          : await invoices.creditAmount(sourceOf(before, items, ''), credit)
      let note: CreditNoteRow | undefined
      let key = ''
      const { row, refundKeys } = await transition(
        orderId,
        { type: 'refund', amountPaise },
        {
          audit,
          refused: (r) =>
            r.paymentMethod === 'cod'
              ? new AppError('conflict', creditNoteMessages.codRefund)
              : allowedFrom('refund').includes(r.status as OrderStatus)
                ? new AppError('bad_request', orderMessages.refundTooMuch)
                : new AppError('conflict', orderMessages.cannotMove(r.status, 'refunded')),
          effects: async (tx, r, _d, at) => {
            note = (await creditNote(tx, r, at, credit, { reason: 'refund', note: reason })).note
            if (note?.totalPaise !== amountPaise) throw new AppError('conflict', creditNoteMessages.changed)
            return { refundedAt: at }
          },
          // One key per partial refund: the payment and how much of it was refunded before.
          refundKey: (r) => {
            key = `partial:${r.providerPaymentId}:${r.refundedPaise}`
            return key
          },
          notice: () => ({ kind: 'payment_refunded', amountPaise, reason: 'partial', refundKey: key }),
        },
      )
      return { row, refundKeys, creditNote: note! }
    },

    /** Staff packed the parcel (back office): a placed order not yet shipped; packing again changes nothing. */
    async pack(orderId: string, audit?: OrderAudit): Promise<OrderRow> {
      const { row } = await transition(
        orderId,
        { type: 'pack' },
        {
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'packed')),
          effects: async (_tx, _r, _d, at) => ({ packedAt: at }),
        },
      )
      return row
    },

    /** Operator: hand over to the courier. */
    async ship(orderId: string, carrier: string, waybill: string, audit?: OrderAudit): Promise<OrderRow> {
      const { row } = await transition(
        orderId,
        { type: 'ship' },
        {
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'shipped')),
          effects: async (tx, r, _d, at) => ({
            shippingCarrier: carrier,
            courierWaybill: waybill,
            courierStatus: 'Shipped',
            trackingUrl: shipping.trackingUrl(carrier, waybill),
            shippedAt: at,
            // A cash-on-delivery order is invoiced when it leaves: numbered in this transaction.
            ...(r.paymentMethod === 'cod' && !r.invoiceNumber
              ? { invoiceNumber: await invoices.nextNumber(tx, at), invoiceUrl: invoiceUrlOf(r.id) }
              : {}),
          }),
          notice: () => ({ kind: 'order_shipped' }),
        },
      )
      if (row.paymentMethod === 'cod')
        await issueInvoice(row.id).catch((err) =>
          log.warn(
            { err, orderId: row.id },
            'invoice PDF not stored at shipping; the invoice route writes it when opened',
          ),
        )
      return row
    },

    async deliver(orderId: string, audit?: OrderAudit): Promise<OrderRow> {
      const { row } = await transition(
        orderId,
        { type: 'deliver' },
        {
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'delivered')),
          effects: async (_tx, r, d, at) => ({
            courierStatus: 'Delivered',
            deliveredAt: at,
            // Cash on delivery: the cash collected is the payment.
            ...(d.next.paymentStatus === 'completed' && r.paymentStatus !== 'completed'
              ? { paidAt: at }
              : {}),
          }),
          notice: () => ({ kind: 'order_delivered' }),
        },
      )
      return row
    },

    /** The courier brought the parcel back (refused or undeliverable): cancelled, stock back, a paid order refunded. */
    async returnToOrigin(orderId: string): Promise<{ row: OrderRow; refundKeys: string[] }> {
      const result = await transition(
        orderId,
        { type: 'return_to_origin' },
        {
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'returned to origin')),
          effects: async (tx, r, d, at) => {
            const released = await releasing(tx, r)
            await creditNote(tx, r, at, { kind: 'rest' }, { reason: 'returned' })
            return {
              ...released,
              courierStatus: 'RTO',
              returnedToOriginAt: at,
              cancelledAt: at,
              ...(d.refund ? { refundedAt: at } : {}),
            }
          },
          notice: (_r, d) => ({
            kind: 'order_cancelled',
            refundPaise: d.refund?.amountPaise ?? 0,
            returned: true,
          }),
        },
      )
      catalogue.notifyChanged()
      return result
    },

    /** Whether the shopper's open order may be paid in cash on delivery, and the fee it would add. */
    async cashOnDelivery(userId: string, orderId: string) {
      const row = await findOwn(userId, orderId)
      const settings = deps.config.payments.cod
      const eligibility =
        row.status !== 'pending'
          ? ({ available: false, reason: codMessages.notOpen } as const)
          : codEligibility({
              pin: row.shippingAddress.postal_code,
              totalPaise: row.totalPaise,
              settings,
              ...(await repo.codHistory(db, row.userId)),
            })
      return {
        available: settings.maxPaise > 0 && eligibility.available,
        reason: settings.maxPaise === 0 ? codMessages.off : eligibility.available ? null : eligibility.reason,
        fee: paiseToRupees(settings.feePaise),
        max_total: paiseToRupees(settings.maxPaise),
        total_with_fee: paiseToRupees(row.totalPaise + settings.feePaise),
      }
    },

    /**
     * Places the shopper's open order for cash on delivery: under its lock, the eligibility is checked again, the
     * fee added, the coupon use redeemed and the ordered items taken out of the cart, as a payment would. Its
     * stock stays held until it is delivered or cancelled; it never expires.
     */
    async placeCashOnDelivery(userId: string, orderId: string): Promise<Order> {
      const settings = deps.config.payments.cod
      const { row } = await transition(
        orderId,
        { type: 'choose_cod', feePaise: settings.feePaise },
        {
          userId,
          refused: () => new AppError('conflict', codMessages.notOpen),
          effects: async (tx, r, _d, at) => {
            const verdict =
              settings.maxPaise === 0
                ? ({ available: false, reason: codMessages.off } as const)
                : codEligibility({
                    pin: r.shippingAddress.postal_code,
                    totalPaise: r.totalPaise,
                    settings,
                    ...(await repo.codHistory(tx, r.userId)),
                  })
            if (!verdict.available) throw new AppError('bad_request', verdict.reason)
            const items = await repo.itemsOf(tx, r.id)
            await cart.redeemCoupon(tx, r.id)
            await cart.removeOrdered(
              tx,
              r.userId,
              items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
              r.couponCode,
            )
            return {
              paymentMethod: 'cod',
              paymentDetail: null,
              codFeePaise: settings.feePaise,
              reservationExpiresAt: null,
              updatedAt: at,
            }
          },
          notice: () => ({ kind: 'order_confirmed' }),
        },
      )
      return withItems(row)
    },

    /** A courier's status update by waybill; 'Delivered' completes the order, 'RTO' (returned) cancels it. */
    async courierUpdate(waybill: string, status: string): Promise<OrderRow> {
      const row = await repo.findByWaybill(db, waybill)
      if (!row) throw new AppError('not_found', orderMessages.notFound)
      // Kept as received, whatever it changes: the order's timeline shows every update the courier sent.
      await repo.recordCourierEvent(db, { orderId: row.id, waybill, status })
      if (/^delivered$/i.test(status) && row.status === 'shipped') return this.deliver(row.id)
      // Returned to origin (refused or undeliverable); a refund it decides is carried out by reconciliation.
      if (/^(rto|returned|returned to origin)$/i.test(status) && row.status === 'shipped')
        return (await this.returnToOrigin(row.id)).row
      return repo.update(db, row.id, { courierStatus: status, updatedAt: now() })
    },

    /** A paid order of this shopper holds the product (for verified-purchase reviews). */
    hasPurchased: (userId: string, productId: number) => repo.hasPurchased(db, userId, productId),
    countByStatus: () => repo.countByStatus(db),
    /** The courier's status updates of an order, as received (the back office's timeline). */
    courierEventsOf: (orderId: string) => repo.courierEventsOf(db, orderId),
    listAll: (limit = 50) => repo.listAll(db, limit),

    /** The invoices dated in [from, to) (a GST return's month), as invoices are made from them (no buyer email). */
    async invoicedBetween(from: Date, to: Date): Promise<InvoiceSource[]> {
      const rows = (await repo.invoicedBetween(db, from, to)).filter(invoiced)
      const items = await repo.itemsOfOrders(
        db,
        rows.map((r) => r.id),
      )
      return rows.map((r) => sourceOf(r, items.get(r.id) ?? [], ''))
    },
  }
}
