// The contact inbox (back office). The content module owns contact_messages.
import { asc, count, desc, eq } from 'drizzle-orm'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Mailer } from '#server/integrations/mail.ts'
import { renderActionMail } from '#server/integrations/mail-templates.ts'
import { contactMessages, contactReplies } from './tables.ts'

/**
 * A reply that already opens with a greeting ('Namaste Ananya,', 'hi Ananya', 'Dear Ananya') is mailed as staff
 * wrote it; any other gets the shop's 'Namaste {first name},' before it, never both.
 */
export function startsWithGreeting(reply: string): boolean {
  return /^\s*(namaste|namaskar(am)?|hello|hi|hey|dear)\b/i.test(reply)
}

type Audit = (
  tx: Db,
  entry: { action: string; entityType: string; entityId: string | number; before?: unknown; after?: unknown },
) => Promise<void>
type Status = 'new' | 'replied' | 'closed'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function toView(row: typeof contactMessages.$inferSelect) {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status as Status,
    created_at: row.createdAt.toISOString(),
  }
}

export async function listContactMessages(db: Db, q: { status?: Status; page: number; per_page: number }) {
  const where = q.status ? eq(contactMessages.status, q.status) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(contactMessages).where(where),
  ])
  return { items: rows.map(toView), total: total?.n ?? 0 }
}

export async function setContactMessageStatus(db: Db, id: string, status: Status, audit: Audit) {
  if (!UUID.test(id)) throw new AppError('not_found', adminMessages.messageNotFound)
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
    if (!before) throw new AppError('not_found', adminMessages.messageNotFound)
    const [after] = await tx
      .update(contactMessages)
      .set({ status })
      .where(eq(contactMessages.id, id))
      .returning()
    await audit(tx, {
      action: 'message.status',
      entityType: 'contact_message',
      entityId: id,
      before: { status: before.status },
      after: { status },
    })
    return toView(after!)
  })
}

/** One message with its thread of replies. */
export async function getContactThread(db: Db, id: string) {
  if (!UUID.test(id)) throw new AppError('not_found', adminMessages.messageNotFound)
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
  if (!row) throw new AppError('not_found', adminMessages.messageNotFound)
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt))
  return {
    ...toView(row),
    replies: replies.map((r) => ({
      id: r.id,
      body: r.body,
      actor: r.actor,
      created_at: r.createdAt.toISOString(),
    })),
  }
}

/**
 * Staff answer a message: the reply is kept in the thread and the message marked replied in one transaction,
 * then mailed to the sender (the outbox keeps it when no SMTP server is set).
 */
export async function replyToContactMessage(
  db: Db,
  deps: { mailer: Mailer; shopName: string; shopEmail: string },
  id: string,
  body: string,
  actor: string,
  audit: Audit,
) {
  const text = body.trim()
  if (!text) throw new AppError('bad_request', adminMessages.replyRequired)
  if (!UUID.test(id)) throw new AppError('not_found', adminMessages.messageNotFound)
  const message = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
    if (!before) throw new AppError('not_found', adminMessages.messageNotFound)
    const [reply] = await tx.insert(contactReplies).values({ messageId: id, body: text, actor }).returning()
    await tx.update(contactMessages).set({ status: 'replied' }).where(eq(contactMessages.id, id))
    await audit(tx, {
      action: 'message.reply',
      entityType: 'contact_message',
      entityId: id,
      before: { status: before.status },
      after: { status: 'replied', reply: reply!.id },
    })
    return before
  })
  const mail = renderActionMail({
    shopName: deps.shopName,
    heading: `Re: ${message.subject}`,
    paragraphs: [
      ...(startsWithGreeting(text) ? [] : [`Namaste ${message.firstName},`]),
      ...text.split(/\n{2,}/),
      `— ${deps.shopName}`,
    ],
    footnote: `You wrote on ${message.createdAt.toISOString().slice(0, 10)}: “${message.message.slice(0, 300)}”. Reply to this mail or write to ${deps.shopEmail}.`,
  })
  await deps.mailer.send({
    to: message.email,
    replyTo: deps.shopEmail,
    subject: `Re: ${message.subject}`,
    ...mail,
  })
  return getContactThread(db, id)
}
