import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { notifications } from '../notifications/tables.ts'
import { orders } from '../orders/tables.ts'

/**
 * Each WhatsApp message the Cloud API accepted (decision 049), by its id (`wamid`): the outbox row that sent it, and
 * the receipts the webhook reported (delivered, read, or failed with Meta's reason).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    wamid: text('wamid').primaryKey(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    status: text('status').notNull().default('sent'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedReason: text('failed_reason'),
  },
  (t) => [
    check('whatsapp_messages_status_check', sql`${t.status} in ('sent', 'delivered', 'read', 'failed')`),
    index('whatsapp_messages_order_idx').on(t.orderId),
  ],
)

/** Numbers (91XXXXXXXXXX) that replied STOP: sent nothing more (decision 049). */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
  /** the id of the STOP message */
  messageId: text('message_id'),
})

/** Each webhook event handled, once: an inbound message by its id, a receipt by its message id and status. */
export const whatsappWebhookEvents = pgTable('whatsapp_webhook_events', {
  eventKey: text('event_key').primaryKey(),
  kind: text('kind').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  outcome: text('outcome'),
})

/** The stand-in Cloud API's record of what it was asked to send (development and tests only). */
export const testWhatsappMessages = pgTable('test_whatsapp_messages', {
  wamid: text('wamid').primaryKey(),
  phoneNumberId: text('phone_number_id').notNull(),
  recipient: text('recipient').notNull(),
  body: jsonb('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
