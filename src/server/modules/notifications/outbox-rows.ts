import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import type { NotificationPayload } from './payloads.ts'

// The outbox's rows as its worker sees them (service.ts): claimed under a lease, marked sent, or handed back.

export const BATCH = 10

export interface Claimed {
  id: string
  kind: string
  recipient: string
  payload: NotificationPayload
  dedupe_key: string
  attempts: number
  order_id: string | null
}

/** `<slug-of-the-key.hash@host>`: the same for every attempt of one notification, unique to it. */
export function messageIdOf(dedupeKey: string, id: string, host: string): string {
  const slug = dedupeKey
    .replace(/[^A-Za-z0-9.-]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 80)
  const hash = createHash('sha256').update(`${dedupeKey}\n${id}`).digest('hex').slice(0, 16)
  return `<${slug}.${hash}@${host}>`
}

/** The domain of MAIL_FROM (`"Shop" <care@shop.in>` → shop.in), else the shop's host. */
export function messageIdHost(from: string, publicUrl: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1]
  if (domain) return domain
  try {
    return new URL(publicUrl).hostname || 'localhost'
  } catch {
    return 'localhost'
  }
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** The worker's statements on the outbox, as this worker (`me`). */
export function createOutboxRows({
  db,
  me,
  settings,
}: {
  db: Db
  me: string
  settings: { leaseSeconds: number }
}) {
  /** Due rows (waiting, or whose sender's lease ran out), leased to this worker; a lost lease is logged. */
  async function claim(): Promise<Claimed[]> {
    const lease = settings.leaseSeconds
    const result = await db.execute(sql`
      with due as (
        select id, status, claimed_by from notifications
        where status in ('pending', 'sending') and next_attempt_at <= now()
        order by next_attempt_at
        limit ${BATCH}
        for update skip locked
      ), claimed as (
        update notifications n
        set status = 'sending', attempts = n.attempts + 1, claimed_by = ${me},
          claimed_until = now() + make_interval(secs => ${lease}),
          next_attempt_at = now() + make_interval(secs => ${lease})
        from due where n.id = due.id
        returning n.id, n.kind, n.recipient, n.payload, n.dedupe_key, n.attempts, n.order_id,
          due.status as was, due.claimed_by as lost_by
      ), lost as (
        insert into notification_attempts (notification_id, attempt, outcome, error, claimed_by)
        select id, attempts - 1, 'lease_expired', 'its sender stopped before recording the outcome', lost_by
        from claimed where was = 'sending'
        on conflict do nothing
      )
      select id, kind, recipient, payload, dedupe_key, attempts, order_id from claimed`)
    return rowsOf<Claimed>(result)
  }

  /**
   * Marks a row this worker claimed sent and logs the attempt, in one statement with what goes with it (`also`:
   * more CTEs after `done`, which act only where it updated a row, and the columns they answer); `done` is 0 when
   * the lease ran out first and another worker holds the row.
   */
  async function markSent(
    n: Claimed,
    also?: { ctes: SQL; columns?: SQL },
  ): Promise<{ done: number; [column: string]: unknown }> {
    const result = await db.execute(sql`
      with done as (
        update notifications
        set status = 'sent', sent_at = now(), claimed_by = null, claimed_until = null, last_error = null
        where id = ${n.id} and claimed_by = ${me} and status = 'sending'
        returning id, attempts
      ), logged as (
        insert into notification_attempts (notification_id, attempt, outcome, claimed_by)
        select id, attempts, 'sent', ${me} from done
      )${also ? sql`, ${also.ctes}` : sql``}
      select (select count(*)::int from done) as done${also?.columns ? sql`, ${also.columns}` : sql``}`)
    return rowsOf<{ done: number; [column: string]: unknown }>(result)[0] ?? { done: 0 }
  }

  /** Claimed but not tried (the process is stopping): handed back as they were, due now for any worker. */
  async function release(rows: Claimed[]): Promise<void> {
    const ids = rows.map((r) => r.id)
    await db.execute(sql`
      update notifications
      set status = 'pending', attempts = attempts - 1, claimed_by = null, claimed_until = null, next_attempt_at = now()
      where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
        and claimed_by = ${me} and status = 'sending'`)
  }

  return { claim, markSent, release }
}
