import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** The built-in stand-in courier's own book of shipments (development and tests only, decision 046). */
export const testCourierShipments = pgTable('test_courier_shipments', {
  shipmentId: integer('shipment_id').primaryKey().generatedAlwaysAsIdentity(),
  channelOrderId: text('channel_order_id').notNull(),
  pickupLocation: text('pickup_location').notNull(),
  deliveryPincode: text('delivery_pincode').notNull(),
  paymentMethod: text('payment_method').notNull(),
  weightKg: text('weight_kg').notNull(),
  awb: text('awb').unique(),
  courierName: text('courier_name'),
  status: text('status').notNull().default('NEW'),
  /** when the stand-in scanned its status (its tracking's newest activity) */
  statusAt: timestamp('status_at', { withTimezone: true }),
  pickupDate: text('pickup_date'),
  /** failed delivery attempts (NDR) made by the stand-in's scans, the last reason and when */
  ndrAttempts: integer('ndr_attempts').notNull().default(0),
  ndrReason: text('ndr_reason'),
  ndrRaisedAt: timestamp('ndr_raised_at', { withTimezone: true }),
  /** the NDR actions the shop sent, as sent (POST /ndr/{awb}/action bodies), oldest first */
  ndrActions: jsonb('ndr_actions').$type<Record<string, unknown>[]>().notNull().default([]),
  /** the cash to collect of a COD shipment (rupees, as booked), and its remittance once /_test/remit marks it */
  codAmount: text('cod_amount'),
  remittedAmount: text('remitted_amount'),
  remittedUtr: text('remitted_utr'),
  remittedOn: text('remitted_on'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
