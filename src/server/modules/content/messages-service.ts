import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { ContactMessage } from '#domain/contact-message.ts'
import { contentMessages } from '#domain/messages-newsletter.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Mailer } from '#server/integrations/mail.ts'
import { renderActionMail } from '#server/integrations/mail-templates.ts'
import { contactMessages, newsletterSubscribers } from './tables.ts'

export { contentMessages } from '#domain/messages-newsletter.ts'

/** The shape of the tokens this service makes (base64url): anything else names no subscriber and is not looked up. */
const isToken = (value: string) => /^[A-Za-z0-9_-]{10,100}$/.test(value)

export type ContactService = ReturnType<typeof createContactService>

/** Contact messages and the newsletter (double opt-in, an unsubscribe link in every mail). */
export function createContactService(deps: { db: Db; mailer: Mailer; config: Config }) {
  const { db, mailer, config } = deps
  const shop = config.shop
  const base = config.publicUrl.replace(/\/$/, '')
  const newsletterLinks = (token: string) => ({
    confirm: `${base}/api/v1/newsletter/confirm?token=${token}`,
    unsubscribe: `${base}/api/v1/newsletter/unsubscribe?token=${token}`,
  })

  async function sendConfirmation(email: string, token: string) {
    const links = newsletterLinks(token)
    const mail = renderActionMail({
      shopName: shop.name,
      heading: 'Confirm your subscription',
      paragraphs: [
        `Thank you for your interest in ${shop.name}. Confirm below and we will write about once a month: new harvests, recipes and offers.`,
      ],
      action: { label: 'Yes, subscribe me', url: links.confirm },
      footnote: `Did not ask for this? Ignore this mail, or unsubscribe at any time: ${links.unsubscribe}`,
    })
    await mailer.send({
      to: email,
      subject: `Confirm your ${shop.name} newsletter subscription`,
      ...mail,
      links,
    })
  }

  return {
    async contact(input: ContactMessage & { userId?: string; ip: string }): Promise<void> {
      await db.insert(contactMessages).values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        userId: input.userId ?? null,
        ipAddress: input.ip,
      })
      const name = `${input.firstName} ${input.lastName}`.trim()
      const toShop = renderActionMail({
        shopName: shop.name,
        heading: `New message: ${input.subject}`,
        paragraphs: [
          `From: ${name} <${input.email}>${input.phone ? ` · ${input.phone}` : ''}`,
          input.message,
        ],
      })
      await mailer.send({
        to: shop.email,
        replyTo: input.email,
        subject: `[Contact] ${input.subject} — ${name}`,
        ...toShop,
      })
      const toSender = renderActionMail({
        shopName: shop.name,
        heading: 'We have your message',
        paragraphs: [
          `Namaste ${input.firstName},`,
          `Thank you for writing to ${shop.name}. Our team replies within one business day (${shop.hours}).`,
          `Your message (${input.subject}):`,
          input.message,
        ],
        footnote: `For anything urgent, call ${shop.phone} or WhatsApp ${shop.whatsapp}.`,
      })
      await mailer.send({ to: input.email, subject: `We received your message — ${shop.name}`, ...toSender })
    },

    async subscribe(rawEmail: string): Promise<{ message: string; status: string }> {
      const email = rawEmail.trim().toLowerCase()
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .limit(1)
      if (row?.status === 'subscribed')
        return { message: contentMessages.alreadySubscribed, status: 'subscribed' }
      const token = row?.status === 'pending' ? row.token : randomBytes(24).toString('base64url')
      await db
        .insert(newsletterSubscribers)
        .values({ email, status: 'pending', token })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { status: 'pending', token, unsubscribedAt: null, updatedAt: new Date() },
        })
      await sendConfirmation(email, token)
      return { message: contentMessages.checkInbox, status: 'pending' }
    },

    async confirm(token: string): Promise<boolean> {
      if (!isToken(token)) return false
      const rows = await db
        .update(newsletterSubscribers)
        .set({ status: 'subscribed', confirmedAt: new Date(), updatedAt: new Date() })
        .where(eq(newsletterSubscribers.token, token))
        .returning()
      const row = rows[0]
      if (!row) return false
      const links = newsletterLinks(row.token)
      const welcome = renderActionMail({
        shopName: shop.name,
        heading: 'You are subscribed',
        paragraphs: ['Welcome to our letters from the farms. The first one arrives with the next harvest.'],
        footnote: `Unsubscribe at any time: ${links.unsubscribe}`,
      })
      await mailer.send({
        to: row.email,
        subject: `Welcome to the ${shop.name} newsletter`,
        ...welcome,
        links: { unsubscribe: links.unsubscribe },
      })
      return true
    },

    /** Answers the same whether or not the address was subscribed (no list probing). */
    async unsubscribe(by: { email?: string; token?: string }): Promise<boolean> {
      if (by.token !== undefined && !isToken(by.token)) return false
      const where = by.token
        ? eq(newsletterSubscribers.token, by.token)
        : eq(newsletterSubscribers.email, (by.email ?? '').trim().toLowerCase())
      const rows = await db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(), updatedAt: new Date() })
        .where(where)
        .returning()
      return rows.length > 0
    },

    async statusOf(email: string): Promise<string | null> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.trim().toLowerCase()))
        .limit(1)
      return row?.status ?? null
    },
  }
}
