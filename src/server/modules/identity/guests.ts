// Guest checkout (decision 057). A guest is a users row nobody signs in to (its email is a stand-in under RFC 2606's
// `.invalid`), named by a signed, httpOnly cookie; beside it the email and mobile the guest gave. The cart, address,
// checkout and payment services run for it as for an account. Its orders are followed through a private link (an
// HMAC over the order id and an expiry), and attach to an account once, when the guest makes one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { guestMessages } from '#domain/guest-checkout.ts'
import { messages } from '#domain/messages.ts'
import { parseSignInMobile } from '#domain/mobile-sign-in.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { IdentityService } from './service.ts'
import { guests, users } from './tables.ts'

export const GUEST_COOKIE = 'surya_guest'
/** the guest session lasts a week: long enough to pay, come back to the confirmation and make an account */
const SESSION_SECONDS = 7 * 86_400
/** the order's private link is good for a year (returns and invoices are asked for long after delivery) */
const LINK_DAYS = 365
export const GUEST_EMAIL_DOMAIN = 'guest.invalid'
/** A guest's user id starts so; only `start` makes such ids (Better Auth's are letters and digits). */
const GUEST_ID_PREFIX = 'guest_'

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the guest-aware hook when the caller is a guest (decision 057) */
    guest?: { email: string; mobile: string }
  }
}

export type GuestService = ReturnType<typeof createGuestService>

export type OrderLinkCheck = { ok: true; orderId: string } | { ok: false; expired: boolean }

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** What the guest service asks of orders (given by app.ts: orders is made after it). */
export interface GuestOrders {
  placedOrdersOf(
    userId: string,
  ): Promise<{ id: string; status: string; totalPaise: number; createdAt: Date }[]>
  ownerOf(orderId: string): Promise<string | undefined>
  /** moves the guests' placed orders to the account, in the claiming transaction */
  attachOrders(tx: Db, from: string[], to: string): Promise<string[]>
}

export function createGuestService(opts: {
  db: Db
  identity: IdentityService
  orders: GuestOrders
  /** AUTH_SECRET (or the development secret): the keys are derived from it, never the secret itself */
  secret: string
  publicUrl: string
  /** whether the cookie is sent only over HTTPS */
  secureCookie: boolean
  now?: () => Date
}) {
  const { db, identity } = opts
  const now = opts.now ?? (() => new Date())
  const sessionKey = createHmac('sha256', opts.secret).update('surya:guest-session:v1').digest()
  const linkKey = createHmac('sha256', opts.secret).update('surya:guest-order-link:v1').digest()
  const base = opts.publicUrl.replace(/\/$/, '')

  const sessionSig = (userId: string) => createHmac('sha256', sessionKey).update(userId).digest('base64url')
  const linkSig = (orderId: string, expires: number) =>
    createHmac('sha256', linkKey).update(`${orderId}\n${expires}`).digest('base64url')

  /** The guest a request's cookie names, when it is signed by this shop and the guest exists. */
  async function guestOf(request: FastifyRequest) {
    const value = readCookie(request.headers.cookie, GUEST_COOKIE)
    if (!value) return undefined
    const dot = value.lastIndexOf('.')
    if (dot <= 0) return undefined
    const userId = decodeURIComponent(value.slice(0, dot))
    if (!same(value.slice(dot + 1), sessionSig(userId))) return undefined
    const [row] = await db.select().from(guests).where(eq(guests.userId, userId)).limit(1)
    return row
  }

  /**
   * The user ids that count as the same shopper as a guest for the one-open-order rule and cash on delivery: every
   * guest and account with its email or its mobile. Locks those guests' rows (user id order) when asked, so two
   * guests with one email or mobile placing at once are serialised.
   */
  async function kinOf(tx: Db, userId: string, lock: boolean): Promise<string[]> {
    // an account (Better Auth's ids have no prefix): checked on its own, as before, without a look-up
    if (!userId.startsWith(GUEST_ID_PREFIX)) return [userId]
    const [me] = await tx.select().from(guests).where(eq(guests.userId, userId)).limit(1)
    if (!me) return [userId]
    const q = tx
      .select({ id: guests.userId })
      .from(guests)
      .where(or(eq(guests.email, me.email), eq(guests.mobile, me.mobile)))
      .orderBy(asc(guests.userId))
    const kinGuests = lock ? await q.for('update') : await q
    const accounts = await tx
      .select({ id: users.id })
      .from(users)
      .where(or(sql`lower(${users.email}) = ${me.email}`, eq(users.phoneNumber, me.mobile)))
    return [...new Set([userId, ...kinGuests.map((g) => g.id), ...accounts.map((a) => a.id)])]
  }

  /** The token of an order's private link (the order id, an expiry, an HMAC over both). */
  function tokenOf(orderId: string, at: Date = now()): string {
    const expires = Math.floor(at.getTime() / 1000) + LINK_DAYS * 86_400
    return `${Buffer.from(orderId).toString('base64url')}.${expires}.${linkSig(orderId, expires)}`
  }

  const linkOf = (orderId: string, at: Date = now()) => `${base}/guest/orders/${tokenOf(orderId, at)}`

  /** Which order a token names, if this shop signed it and it has not expired. */
  function checkToken(token: string, at: Date = now()): OrderLinkCheck {
    const parts = token.split('.')
    if (parts.length !== 3) return { ok: false, expired: false }
    const [idPart, expiresPart, sig] = parts as [string, string, string]
    if (!/^\d{1,12}$/.test(expiresPart) || !/^[A-Za-z0-9_-]{1,120}$/.test(idPart))
      return { ok: false, expired: false }
    const orderId = Buffer.from(idPart, 'base64url').toString('utf8')
    const expires = Number(expiresPart)
    if (!same(sig, linkSig(orderId, expires))) return { ok: false, expired: false }
    if (expires * 1000 < at.getTime()) return { ok: false, expired: true }
    return { ok: true, orderId }
  }

  return {
    kinOf,
    tokenOf,
    linkOf,
    checkToken,

    /** Starts a guest checkout: a guest of its own (never one found by the email, whose cart is not theirs). */
    async start(reply: FastifyReply, input: { email: string; mobile: string }) {
      const parsed = parseSignInMobile(input.mobile)
      if (!parsed.ok) throw new AppError('bad_request', messages.auth.mobileInvalid)
      const email = input.email.trim().toLowerCase()
      const id = `${GUEST_ID_PREFIX}${randomBytes(16).toString('base64url')}`
      const at = now()
      await db.transaction(async (tx) => {
        await tx.insert(users).values({
          id,
          name: '',
          email: `${id.toLowerCase()}@${GUEST_EMAIL_DOMAIN}`,
          emailVerified: false,
          createdAt: at,
          updatedAt: at,
        })
        await tx.insert(guests).values({ userId: id, email, mobile: parsed.e164, createdAt: at })
      })
      reply.header(
        'set-cookie',
        `${GUEST_COOKIE}=${encodeURIComponent(id)}.${sessionSig(id)}; Path=/api; HttpOnly; SameSite=Lax; ` +
          `Max-Age=${SESSION_SECONDS}${opts.secureCookie ? '; Secure' : ''}`,
      )
      return { userId: id, email, mobile: parsed.e164 }
    },

    /** Ends the guest session (the cookie is cleared). */
    end(reply: FastifyReply) {
      reply.header('set-cookie', `${GUEST_COOKIE}=; Path=/api; HttpOnly; SameSite=Lax; Max-Age=0`)
    },

    /**
     * onRequest hook of the routes a guest may use (cart, addresses, checkout, payment): a bearer token is the
     * signed-in shopper as ever; without one, the guest cookie's guest; else 401.
     */
    async authenticate(request: FastifyRequest): Promise<void> {
      if (request.headers.authorization) return identity.authenticate(request)
      const guest = await guestOf(request)
      if (!guest) throw new AppError('unauthenticated', messages.http.unauthenticated)
      request.user = {
        id: guest.userId,
        sessionId: `guest:${guest.userId}`,
        email: guest.email,
        name: '',
        emailVerified: false,
        picture: null,
      }
      request.guest = { email: guest.email, mobile: guest.mobile }
    },

    /** The guest of the cookie, with its orders and their private links; 401 without one. */
    async session(request: FastifyRequest) {
      const guest = await guestOf(request)
      if (!guest) throw new AppError('unauthenticated', guestMessages.noGuestSession)
      const rows = await opts.orders.placedOrdersOf(guest.userId)
      return {
        email: guest.email,
        mobile: guest.mobile,
        claimed: guest.claimedBy !== null,
        orders: rows.map((r) => ({
          order_id: r.id,
          status: r.status,
          total: r.totalPaise,
          created_at: r.createdAt.toISOString(),
          link: linkOf(r.id),
        })),
      }
    },

    /** The private link of an order of a guest, for its mails; undefined when `userId` is an account. */
    async guestLinkOf(tx: Db, userId: string, orderId: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: guests.userId })
        .from(guests)
        .where(eq(guests.userId, userId))
        .limit(1)
      return row ? linkOf(orderId) : undefined
    },

    /** The order a link names and whose it is now; 404 or 401 (expired) with the reason. */
    async orderOfToken(token: string): Promise<{ orderId: string; userId: string }> {
      const check = checkToken(token)
      if (!check.ok)
        throw check.expired
          ? new AppError('unauthenticated', guestMessages.linkExpired)
          : new AppError('not_found', guestMessages.linkInvalid)
      const userId = await opts.orders.ownerOf(check.orderId)
      if (!userId) throw new AppError('not_found', guestMessages.linkInvalid)
      return { orderId: check.orderId, userId }
    },

    /**
     * Attaches guests' orders to the signed-in account `accountId`, once: the guest of the cookie (who proved they
     * are that guest), and every guest with the account's verified email or verified mobile. Each guest is claimed
     * by one statement (`claimed_by is null`), so of two accounts claiming at once one takes it and the other
     * attaches nothing. An order still open (unpaid) stays with the guest (an account holds one open order).
     */
    async claim(accountId: string, guestUserId: string | undefined): Promise<string[]> {
      const [account] = await db.select().from(users).where(eq(users.id, accountId)).limit(1)
      if (!account || account.email.endsWith(`@${GUEST_EMAIL_DOMAIN}`))
        throw new AppError('unauthenticated', messages.http.unauthenticated)
      const by = [
        ...(guestUserId ? [eq(guests.userId, guestUserId)] : []),
        ...(account.emailVerified ? [eq(guests.email, account.email.toLowerCase())] : []),
        ...(account.phoneNumber && account.phoneNumberVerified
          ? [eq(guests.mobile, account.phoneNumber)]
          : []),
      ]
      if (by.length === 0) return []
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(guests)
          .set({ claimedBy: accountId, claimedAt: now() })
          .where(and(isNull(guests.claimedBy), or(...by)))
          .returning({ id: guests.userId })
        if (claimed.length === 0) return []
        return opts.orders.attachOrders(
          tx,
          claimed.map((c) => c.id),
          accountId,
        )
      })
    },

    /** The guest user of a request's cookie (for claiming), if any. */
    async guestIdOf(request: FastifyRequest): Promise<string | undefined> {
      return (await guestOf(request))?.userId
    },
  }
}
