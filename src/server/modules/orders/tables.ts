import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
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
    paymentMethod: text('payment_method').notNull().default('card'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    shippingChargePaise: integer('shipping_charge_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    shippingCarrier: text('shipping_carrier').notNull(),
    shippingMode: text('shipping_mode').notNull(),
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
    notes: text('notes'),
    reservationExpiresAt: timestamp('reservation_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'completed', 'failed', 'refunded')`,
    ),
    check(
      'orders_money_check',
      sql`${t.totalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.shippingChargePaise} >= 0`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_pending_expiry_idx').on(t.reservationExpiresAt).where(sql`${t.status} = 'pending'`),
    index('orders_waybill_idx').on(t.courierWaybill),
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
    hsnCode: text('hsn_code').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    totalPricePaise: integer('total_price_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
)

/** Consecutive invoice numbers per financial year (rule 46). */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})
