import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { messages } from '#domain/messages.ts'
import type { Db } from '../db/client.ts'
import { AppError } from '../errors.ts'
import { apiRateLimits } from '../modules/ops/tables.ts'

export interface RateRule {
  /** what is limited, e.g. 'contact' */
  name: string
  windowSeconds: number
  max: number
}

export type RateLimiter = ReturnType<typeof createRateLimiter>

/** Fixed windows kept in the database, so the limits hold across processes. Disabled with enabled: false (tests). */
export function createRateLimiter(db: Db, opts: { enabled: boolean }) {
  return {
    async check(rule: RateRule, subject: string): Promise<void> {
      if (!opts.enabled) return
      const key = `${rule.name}:${subject}`
      const result = (await db.execute(sql`
        insert into ${apiRateLimits} (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when ${apiRateLimits.windowStart} < now() - make_interval(secs => ${rule.windowSeconds})
                       then 1 else ${apiRateLimits.count} + 1 end,
          window_start = case when ${apiRateLimits.windowStart} < now() - make_interval(secs => ${rule.windowSeconds})
                       then now() else ${apiRateLimits.windowStart} end
        returning count`)) as unknown as { rows: { count: number }[] }
      if ((result.rows[0]?.count ?? 0) > rule.max)
        throw new AppError('rate_limited', messages.http.tooManyRequests)
    },
    /**
     * Counts one hit like `check`, and answers instead of throwing: whether it went over and the seconds left in the
     * window (for a reply that says how long to wait). Kept even when the limiter is disabled for tests only when
     * made with enabled: true (the rules of sign-in codes are the shop's, not a defence to turn off: decision 055).
     */
    async hit(rule: RateRule, subject: string): Promise<{ over: boolean; retryAfter: number }> {
      if (!opts.enabled) return { over: false, retryAfter: 0 }
      const key = `${rule.name}:${subject}`
      const stale = sql`${apiRateLimits.windowStart} < now() - make_interval(secs => ${rule.windowSeconds})`
      const result = (await db.execute(sql`
        insert into ${apiRateLimits} (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when ${stale} then 1 else ${apiRateLimits.count} + 1 end,
          window_start = case when ${stale} then now() else ${apiRateLimits.windowStart} end
        returning count,
          ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as left`)) as unknown as {
        rows: { count: number; left: number }[]
      }
      const row = result.rows[0]
      return { over: (row?.count ?? 0) > rule.max, retryAfter: Math.max(1, row?.left ?? rule.windowSeconds) }
    },
    /** Takes one count back (an attempt that turned out well, where only failures are limited). */
    async release(rule: RateRule, subject: string): Promise<void> {
      if (!opts.enabled) return
      await db.execute(sql`
        update ${apiRateLimits} set count = greatest(${apiRateLimits.count} - 1, 0)
        where key = ${`${rule.name}:${subject}`}`)
    },
    /** the caller's address: the socket's peer, or with TRUST_PROXY the client named by our proxies */
    subjectOf(request: FastifyRequest): string {
      return request.ip
    },
  }
}

export const RATE_RULES = {
  contact: { name: 'contact', windowSeconds: 600, max: 5 },
  newsletter: { name: 'newsletter', windowSeconds: 600, max: 5 },
  coupon: { name: 'coupon', windowSeconds: 60, max: 20 },
  /** failed sign-ins of one account, whatever the address (an attempt counts until it succeeds) */
  signInAccount: { name: 'sign-in-account', windowSeconds: 900, max: 10 },
} satisfies Record<string, RateRule>
