import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from '../identity/tables.ts'

export interface AddressSnapshot {
  first_name: string
  last_name: string
  mobile: string
  mobile_secondary: string | null
  street: string
  city: string
  state: string
  postal_code: string
  country: string
}

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('online'),
    /** The bank, wallet, masked VPA or card of the captured payment. */
    paymentDetail: text('payment_detail'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    shippingChargePaise: integer('shipping_charge_paise').notNull(),
    /** the cash-on-delivery fee, included in the total (0 for orders paid online) */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    shippingCarrier: text('shipping_carrier').notNull(),
    shippingMode: text('shipping_mode').notNull(),
    /** the delivery dates checkout promised when the order was placed (India's calendar, YYYY-MM-DD) */
    promisedFrom: date('promised_from', { mode: 'string' }),
    promisedTo: date('promised_to', { mode: 'string' }),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    addressId: text('address_id'),
    providerOrderId: text('provider_order_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    invoiceNumber: text('invoice_number').unique(),
    invoiceUrl: text('invoice_url'),
    courierWaybill: text('courier_waybill'),
    courierStatus: text('courier_status'),
    trackingUrl: text('tracking_url'),
    /** the courier adapter's shipment id of an order booked with a courier (decision 046); null when self-shipped */
    courierShipmentId: text('courier_shipment_id'),
    /** when the courier says its latest status happened: an older update arriving late changes nothing */
    courierStatusAt: timestamp('courier_status_at', { withTimezone: true }),
    /** when the courier's tracking was last asked for this shipment, not heard from in a day (a lost webhook) */
    courierPolledAt: timestamp('courier_polled_at', { withTimezone: true }),
    /** staff received the returned parcel into the shop (decision 046) */
    rtoReceivedAt: timestamp('rto_received_at', { withTimezone: true }),
    /** failed delivery attempts the courier reported (NDR, decision 046 amended), each counted once */
    ndrAttempts: integer('ndr_attempts').notNull().default(0),
    /** the courier's reason for the latest failed attempt, and when it happened */
    ndrReason: text('ndr_reason'),
    ndrAt: timestamp('ndr_at', { withTimezone: true }),
    /** a failed attempt waits for staff: re-attempt or return to origin (the back office's NDR queue) */
    ndrPending: boolean('ndr_pending').notNull().default(false),
    /** the last answer given to the courier: 'reattempt' or 'rto' (staff's, or the automatic return) */
    ndrAction: text('ndr_action'),
    ndrActionAt: timestamp('ndr_action_at', { withTimezone: true }),
    /** the owner's number of attempts was reached: the return is to be asked of the courier, once */
    rtoDueAt: timestamp('rto_due_at', { withTimezone: true }),
    /** the courier was asked to return the parcel to origin */
    rtoRequestedAt: timestamp('rto_requested_at', { withTimezone: true }),
    /** a process is talking to the courier about this order's NDR until then (a lease, not a state) */
    ndrBusyUntil: timestamp('ndr_busy_until', { withTimezone: true }),
    notes: text('notes'),
    /** the shopper asked for WhatsApp updates of this order at checkout (decision 049) */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** the shopper's language when they placed it (decision 060): its mails and WhatsApp messages are written in it */
    language: text('language').notNull().default('en'),
    /**
     * a cash order's confirmation by its shopper before it is packed (decision 049): pending, confirmed, cancelled
     * (by the shopper's reply, or the order cancelled meanwhile), expired (cancelled unconfirmed), held (for a call);
     * null for orders paid online
     */
    codConfirmation: text('cod_confirmation'),
    codConfirmationAt: timestamp('cod_confirmation_at', { withTimezone: true }),
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** staff packed the parcel (the back office); a flag beside the status, set once, never a status of its own */
    packedAt: timestamp('packed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** the courier brought the shipment back (a refused cash-on-delivery parcel counts against the shopper) */
    returnedToOriginAt: timestamp('returned_to_origin_at', { withTimezone: true }),
    /** the order's own payment, captured at the provider (0 until paid) */
    capturedPaise: integer('captured_paise').notNull().default(0),
    /** refunds of that payment decided so far (each carried out once: order_refunds) */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** bumped whenever checkout rewrites the open order: a provider order is attached only to the revision it was made for */
    revision: integer('revision').notNull().default(0),
    /** what an operator should know of a payment that did not fit the order (e.g. another amount) */
    paymentIssue: text('payment_issue'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'expired')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'completed', 'failed', 'refunded', 'partially_refunded', 'expired')`,
    ),
    check(
      'orders_money_check',
      sql`${t.totalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.shippingChargePaise} >= 0`,
    ),
    check('orders_refund_check', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.capturedPaise}`),
    // One open (unpaid) order per shopper, by construction: checkout reuses it.
    uniqueIndex('orders_one_open_per_user').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_pending_expiry_idx').on(t.reservationExpiresAt).where(sql`${t.status} = 'pending'`),
    index('orders_waybill_idx').on(t.courierWaybill),
    index('orders_cod_by_user').on(t.userId).where(sql`${t.paymentMethod} = 'cod'`),
    index('orders_ndr_pending_idx').on(t.ndrAt).where(sql`${t.ndrPending}`),
    index('orders_rto_due_idx')
      .on(t.rtoDueAt)
      .where(sql`${t.rtoDueAt} is not null and ${t.rtoRequestedAt} is null`),
    check(
      'orders_cod_confirmation_check',
      sql`${t.codConfirmation} is null or ${t.codConfirmation} in ('pending', 'confirmed', 'cancelled', 'expired', 'held')`,
    ),
    check('orders_language_check', sql`${t.language} in ('en', 'hi', 'te', 'ta', 'kn', 'ml')`),
    index('orders_cod_pending_idx').on(t.codConfirmationAt).where(sql`${t.codConfirmation} = 'pending'`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    /** the pack sold (decision 048); 0 for a line of a product gone before packs */
    packId: integer('pack_id').notNull(),
    /** the pack's SKU as sold (decision 048) */
    sku: text('sku').notNull().default(''),
    /** the net quantity on the pack as sold ('100g', '6 × 100g'): the line's `size` */
    netQuantity: text('net_quantity').notNull().default('100g'),
    /** the pack's weight in grams as sold (0: not given): GSTR-1's HSN quantity in KGS (decision 041, amended) */
    weightGrams: integer('weight_grams').notNull().default(0),
    hsnCode: text('hsn_code').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    totalPricePaise: integer('total_price_paise').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_items_order_product_pack_pk', columns: [t.orderId, t.productId, t.packId] }),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
)

/** Every provider order made for an order: a payment against a replaced one is still traced to its order. */
export const orderProviderOrders = pgTable(
  'order_provider_orders',
  {
    providerOrderId: text('provider_order_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_provider_orders_order_idx').on(t.orderId)],
)

/**
 * Refunds decided by a transition, written in its transaction and carried out after commit, once: the key is the
 * idempotency key (reason and payment, or the partial refund's number), a row is claimed before the provider is
 * called, and a claim that died is retried only after asking the provider whether the refund exists.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    key: text('key').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    check('order_refunds_status_check', sql`${t.status} in ('pending', 'processing', 'processed')`),
    check('order_refunds_amount_check', sql`${t.amountPaise} > 0`),
    index('order_refunds_open_idx').on(t.status).where(sql`${t.status} <> 'processed'`),
    index('order_refunds_payment_idx').on(t.paymentId),
  ],
)

/** Each courier status update received for an order (its waybill), as it came: the order's timeline shows them. */
export const courierEvents = pgTable(
  'courier_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    waybill: text('waybill').notNull(),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the courier says it happened (the courier adapter's webhook); one line per waybill, status and time */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    /** a shopper return's reverse pickup (its own AWB, decision 056); null: the order's shipment */
    returnId: uuid('return_id').references(() => returns.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('courier_events_order_idx').on(t.orderId, t.receivedAt),
    index('courier_events_return_idx').on(t.returnId),
    uniqueIndex('courier_events_once_idx').on(t.waybill, t.status, t.occurredAt),
  ],
)

/**
 * A partial refund staff asked for, by the Idempotency-Key its request carried (decision 035): written in the
 * refund's transaction, so the same key again, on any process, answers this refund and refunds nothing more.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** what was asked (amount or units, and the reason), hashed: the same key with another request is refused */
    fingerprint: text('fingerprint').notNull(),
    creditNoteNumber: text('credit_note_number').notNull(),
    /** the order as this refund left it, for the reply to a repeat */
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    refundedPaise: integer('refunded_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'refund_requests_pkey', columns: [t.orderId, t.key] })],
)

/**
 * A shopper's return of units of a delivered order (decision 056): requested, then approved (reverse pickup booked)
 * or refused, received (inspected into the stock ledger), refunded (one credit note), or cancelled by the shopper.
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    refusalReason: text('refusal_reason'),
    pickupAddress: jsonb('pickup_address').$type<Record<string, string>>().notNull(),
    refundUpi: text('refund_upi'),
    refundAccount: text('refund_account'),
    refundIfsc: text('refund_ifsc'),
    photos: jsonb('photos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    courierAwb: text('courier_awb'),
    courierError: text('courier_error'),
    creditNoteNumber: text('credit_note_number'),
    refundPaise: integer('refund_paise'),
    payoutReference: text('payout_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'returns_status_check',
      sql`${t.status} in ('requested', 'approved', 'refused', 'received', 'refunded', 'cancelled')`,
    ),
    check('returns_reason_check', sql`${t.reason} in ('damaged', 'wrong_item', 'quality', 'other')`),
    index('returns_order_idx').on(t.orderId),
    index('returns_status_idx').on(t.status, t.createdAt),
    index('returns_courier_awb_idx').on(t.courierAwb),
  ],
)

export const returnItems = pgTable(
  'return_items',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    packId: integer('pack_id').notNull(),
    quantity: integer('quantity').notNull(),
    restocked: integer('restocked').notNull().default(0),
    writtenOff: integer('written_off').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'return_items_pk', columns: [t.returnId, t.productId, t.packId] }),
    check('return_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
)

/**
 * Cash a courier remitted for a cash-on-delivery order (decision 046, amended: COD remittance), from its remittance
 * report (CSV) or its API. One row per order: the same report imported again adds nothing.
 */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    awb: text('awb'),
    amountPaise: integer('amount_paise').notNull(),
    utr: text('utr').notNull(),
    remittedOn: date('remitted_on').notNull(),
    source: text('source').notNull(),
    importedBy: text('imported_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cod_remittances_order_idx').on(t.orderId),
    check('cod_remittances_source_check', sql`${t.source} in ('csv', 'api')`),
    check('cod_remittances_amount_check', sql`${t.amountPaise} > 0`),
  ],
)
