import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Webhook events already handled: a repeated event id changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  providerOrderId: text('provider_order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

// The built-in Razorpay-compatible test gateway keeps its own books, as Razorpay does on its side.
export const gatewayOrders = pgTable('test_gateway_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt'),
  status: text('status').notNull().default('created'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const gatewayPayments = pgTable('test_gateway_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  cardLast4: text('card_last4'),
  method: text('method').notNull().default('card'),
  vpa: text('vpa'),
  bank: text('bank'),
  wallet: text('wallet'),
  errorDescription: text('error_description'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The shopper's Razorpay customer: saved cards are tokens held by Razorpay under it (RBI card-on-file rules). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: text('user_id').primaryKey(),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const gatewayCustomers = pgTable('test_gateway_customers', {
  id: text('id').primaryKey(),
  name: text('name'),
  email: text('email'),
  contact: text('contact'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const gatewayTokens = pgTable('test_gateway_tokens', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  network: text('network').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: integer('expiry_month').notNull(),
  expiryYear: integer('expiry_year').notNull(),
  name: text('name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const gatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amount: integer('amount').notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_gateway_refunds_payment_idx').on(t.paymentId)],
)

/**
 * The built-in gateway's secrets: random bytes made once per database (the first process to start writes them,
 * every other process on the database reads the same), never derived from anything guessable.
 */
export const gatewayKeys = pgTable('test_gateway_keys', {
  id: integer('id').primaryKey(),
  keySecret: text('key_secret').notNull(),
  webhookSecret: text('webhook_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
