// Cart reminders (decision 054). A shopper who chose so in their profile (email or WhatsApp) is reminded once of a
// cart they left for the owner's hours (Settings → Reminders), at most twice ever per cart: a second only after they
// came back to the cart and left it again. None once they order. The reminder keeps the lines it recalled; its link
// puts back what the cart no longer holds. Its unsubscribe link turns reminders off in one step.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { isLanguage, localisedPath } from '#domain/languages.ts'
import { cartReminderMessages as m } from '#domain/messages-cart.ts'
import { formatPaise } from '#domain/money.ts'
import type { ShopSettingsData } from '#domain/shop-settings.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Notify } from '../notifications/service.ts'
import { whatsappNumber } from '../whatsapp/cod-token.ts'
import type { CartService } from './service.ts'
import { cartReminders } from './tables.ts'

/** At most this many reminders, ever, for one cart. */
export const MAX_CART_REMINDERS = 2
/** Carts reminded per sweep (the rest at the next). */
const SWEEP_BATCH = 100

export type CartRemindersService = ReturnType<typeof createCartReminders>

interface Due {
  cart_id: string
  user_id: string
  n: number
  channel: 'email' | 'whatsapp'
  email: string
  phone: string | null
  first_name: string | null
  language: string
}

interface Line {
  cart_id: string
  product_id: number
  pack_id: number
  quantity: number
  name: string
  size: string
  price_paise: number
}

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

export function createCartReminders(deps: {
  db: Db
  notify: Notify
  cart: CartService
  settings: () => ShopSettingsData
  /** the facts of products, for the pack a reminder's line names */
  packPosition: (productId: number, packId: number) => Promise<number | undefined>
  /** AUTH_SECRET (or the development secret): the links' key is derived from it */
  secret: string
  publicUrl: string
  shopName: () => string
  /** CART_REMINDER_IDLE_SECONDS (development and tests): replaces the owner's hours */
  idleSecondsOverride?: number
  /** the shopper's profile says reminders are off (the profile module's) */
  stopReminders: (userId: string) => Promise<void>
  /** whether WhatsApp messages can be sent (a Cloud API adapter or its stand-in); otherwise email */
  whatsapp: boolean
}) {
  const { db } = deps
  const key = createHmac('sha256', deps.secret).update('surya:cart-reminders:v1').digest()
  const base = deps.publicUrl.replace(/\/$/, '')
  const signatureOf = (purpose: 'restore' | 'unsubscribe', id: string) =>
    createHmac('sha256', key).update(`${purpose}\n${id}`).digest('base64url')

  /** `id.signature`: the link names one reminder (restore) or one shopper (unsubscribe), signed by this shop. */
  const tokenOf = (purpose: 'restore' | 'unsubscribe', id: string) => `${id}.${signatureOf(purpose, id)}`

  function idOf(purpose: 'restore' | 'unsubscribe', token: unknown): string | null {
    if (typeof token !== 'string' || token.length > 200) return null
    const dot = token.lastIndexOf('.')
    if (dot <= 0) return null
    const id = token.slice(0, dot)
    const expected = Buffer.from(signatureOf(purpose, id))
    const given = Buffer.from(token.slice(dot + 1))
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
  }

  /** How long a cart waits before it is recalled, in seconds; 0: reminders are off. */
  const idleSeconds = () => deps.idleSecondsOverride ?? deps.settings().reminders.cart_hours * 3600

  // the cart page in the shopper's language (decision 058)
  const restoreUrl = (reminderId: string, language = 'en') =>
    `${base}${localisedPath(isLanguage(language) ? language : 'en', '/cart')}?restore=${encodeURIComponent(tokenOf('restore', reminderId))}`
  const unsubscribeUrl = (userId: string) =>
    `${base}/api/v1/cart-reminders/unsubscribe?token=${encodeURIComponent(tokenOf('unsubscribe', userId))}`

  return {
    idleSeconds,
    tokenOf,
    restoreUrl,
    unsubscribeUrl,

    /**
     * Reminds the carts that are due, each once, in one transaction (a read model over the shopper's profile, account
     * and orders, as the back-in-stock sweep reads its requests' products): the carts are claimed (counted and stamped)
     * under their row locks, so two processes sweeping at once remind a cart once; the reminder's row and its mail or
     * WhatsApp message are written with the claim (decision 024's outbox sends them). Answers how many.
     */
    async sweep(): Promise<number> {
      const idle = idleSeconds()
      if (idle <= 0) return 0
      return db.transaction(async (tx) => {
        const due = rows<Due>(
          await tx.execute(sql`
            with due as (
              select c.id, c.reminders_sent + 1 as n
              from carts c join profiles p on p.user_id = c.user_id
              where c.reminders_sent < ${MAX_CART_REMINDERS}
                and p.cart_reminders <> 'off'
                and c.updated_at < now() - make_interval(secs => ${idle})
                and (c.reminded_at is null or c.updated_at > c.reminded_at)
                and exists (select 1 from cart_items i where i.cart_id = c.id)
                and not exists (select 1 from orders o where o.user_id = c.user_id and o.created_at > c.updated_at)
              order by c.updated_at
              limit ${SWEEP_BATCH}
              for update of c skip locked
            )
            update carts c set reminders_sent = due.n, reminded_at = now()
            from due, profiles p, users u
            where c.id = due.id and p.user_id = c.user_id and u.id = c.user_id
            returning c.id as cart_id, c.user_id, due.n, p.cart_reminders as channel, u.email, p.phone,
              coalesce(p.first_name, split_part(u.name, ' ', 1)) as first_name, p.preferred_language as language`),
        )
        if (due.length === 0) return 0
        const ids = due.map((d) => d.cart_id)
        const lines = rows<Line>(
          await tx.execute(sql`
            select i.cart_id, i.product_id, i.pack_id, i.quantity, p.name, coalesce(k.size, '') as size,
              coalesce(k.price_paise, 0) as price_paise
            from cart_items i join products p on p.id = i.product_id
            left join product_packs k on k.id = i.pack_id
            where i.cart_id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
            order by i.created_at`),
        )
        for (const d of due) {
          const mine = lines.filter((l) => l.cart_id === d.cart_id)
          const phone = d.phone ? whatsappNumber(d.phone) : undefined
          const channel = d.channel === 'whatsapp' && deps.whatsapp && phone ? 'whatsapp' : 'email'
          const [reminder] = await tx
            .insert(cartReminders)
            .values({
              userId: d.user_id,
              cartId: d.cart_id,
              n: d.n,
              channel,
              items: mine.map((l) => ({
                product_id: l.product_id,
                pack_id: l.pack_id,
                quantity: l.quantity,
              })),
            })
            .returning({ id: cartReminders.id })
          const restore = restoreUrl(reminder!.id, d.language)
          const first = d.first_name?.trim() || 'there'
          const summary = mine.map((l) => `${l.name}${l.size ? ` ${l.size}` : ''} × ${l.quantity}`).join(', ')
          await deps.notify(tx, [
            channel === 'whatsapp'
              ? {
                  payload: {
                    kind: 'whatsapp',
                    template: 'cart_reminder',
                    body: [first, summary, deps.shopName(), restore],
                  },
                  to: phone!,
                  dedupeKey: `cart:${d.cart_id}:reminder:${d.n}:whatsapp`,
                }
              : {
                  payload: {
                    kind: 'cart_reminder',
                    // the mail greets in its own language when the account has no name (decision 060)
                    firstName: d.first_name?.trim() ?? '',
                    language: d.language,
                    items: mine.map((l) => ({
                      name: l.name,
                      size: l.size,
                      quantity: l.quantity,
                      price: formatPaise(l.price_paise * l.quantity),
                      productId: l.product_id,
                    })),
                    restoreUrl: restore,
                    unsubscribeUrl: unsubscribeUrl(d.user_id),
                  },
                  to: d.email,
                  dedupeKey: `cart:${d.cart_id}:reminder:${d.n}`,
                },
          ])
        }
        return due.length
      })
    },

    /**
     * A reminder's link, opened by the shopper it was sent to: what the cart no longer holds of the lines it
     * recalled is put back (within stock and the 99 rule, what had to change said as sign-in's merge says it).
     */
    async restore(userId: string, token: unknown) {
      const id = idOf('restore', token)
      if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('bad_request', m.linkInvalid)
      const [reminder] = await db.select().from(cartReminders).where(eq(cartReminders.id, id))
      if (!reminder) throw new AppError('bad_request', m.linkInvalid)
      if (reminder.userId !== userId) throw new AppError('forbidden', m.otherAccount)
      const { lines } = await deps.cart.snapshot(userId)
      const held = new Map(lines.map(({ item }) => [`${item.productId}:${item.packId}`, item.quantity]))
      const missing: { product_id: number; variant_index: number; quantity: number }[] = []
      for (const line of reminder.items) {
        const short = line.quantity - (held.get(`${line.product_id}:${line.pack_id}`) ?? 0)
        if (short <= 0) continue
        const position = await deps.packPosition(line.product_id, line.pack_id)
        // A pack the product no longer has: its first pack stands in, as a line of a product gone is reported.
        missing.push({ product_id: line.product_id, variant_index: position ?? 0, quantity: short })
      }
      const { cart, adjusted } = await deps.cart.merge(userId, missing)
      await db.update(cartReminders).set({ restoredAt: new Date() }).where(eq(cartReminders.id, id))
      return { cart, adjusted, restored: missing.length }
    },

    /** The unsubscribe link's shopper, or null when the link is not this shop's. */
    unsubscriberOf(token: unknown): string | null {
      return idOf('unsubscribe', token)
    },

    /** Cart reminders off for the link's shopper: one step, the same answer however often. */
    async unsubscribe(token: unknown): Promise<boolean> {
      const userId = idOf('unsubscribe', token)
      if (!userId) return false
      await deps.stopReminders(userId)
      return true
    },
  }
}
