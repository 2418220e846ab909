// What the outbox holds for one order, for the back office's order timeline (decision 022): each mail written, when it
// was sent or why it was not. Read-only; the outbox itself is written only by the changes it tells of.
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { notifications } from './tables.ts'

export interface SentMail {
  kind: string
  recipient: string
  /** pending, sending, sent, failed, or dropped (a held payment-failed mail of an order paid meanwhile) */
  status: string
  attempts: number
  createdAt: Date
  sentAt: Date | null
  lastError: string | null
  /** a WhatsApp message's template (decision 049); null for a mail */
  template: string | null
}

export async function notificationsOfOrder(db: Db, orderId: string): Promise<SentMail[]> {
  return (
    db
      .select({
        kind: notifications.kind,
        recipient: notifications.recipient,
        status: notifications.status,
        attempts: notifications.attempts,
        createdAt: notifications.createdAt,
        sentAt: notifications.sentAt,
        lastError: notifications.lastError,
        template: sql<string | null>`${notifications.payload}->>'template'`,
      })
      .from(notifications)
      // the outbox's invoice jobs (decision 036) are not mail
      .where(
        and(
          isNotNull(notifications.orderId),
          eq(notifications.orderId, orderId),
          ne(notifications.kind, 'invoice_pdf'),
        ),
      )
      .orderBy(asc(notifications.createdAt))
  )
}
