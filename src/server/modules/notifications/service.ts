import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { sql } from 'drizzle-orm'
import { isMobileOnlyEmail } from '#domain/mobile-sign-in.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Mailer } from '#server/integrations/mail.ts'
import type { WhatsAppAdapter } from '#server/integrations/whatsapp.ts'
import type { DocumentLinks } from './document-links.ts'
import { loadMailWords, mailLanguageOf } from './mail-texts/index.ts'
import { carriesInvoice, notificationLanguage, renderNotification } from './mails.ts'
import { BATCH, type Claimed, createOutboxRows, messageIdHost, messageIdOf, rowsOf } from './outbox-rows.ts'
import type { NotificationPayload } from './payloads.ts'
import { toTemplate, type WhatsAppPayload } from './whatsapp-messages.ts'

export { messageIdOf } from './outbox-rows.ts'
export type {
  IssuedCreditNote,
  NotificationKind,
  NotificationPayload,
  OrderFacts,
  RefundMailReason,
  ReturnedItem,
} from './payloads.ts'

/** One mail to send, as a change writes it (in its own transaction). */
export interface NotificationInput {
  /** a mail's payload, or a WhatsApp message's (decision 049: `to` is then the number, 91XXXXXXXXXX) */
  payload: NotificationPayload | WhatsAppPayload
  to: string
  /** the same event twice is one notification: `order:{id}:shipped`, `refund:{key}`, `stock-alert:{id}` */
  dedupeKey: string
  orderId?: string | null
}

/** Writes notifications in the caller's transaction; a rolled-back change writes none. */
export type Notify = (tx: Db, events: NotificationInput[]) => Promise<number>

/** PostgreSQL NOTIFY channel: delivered when the transaction that wrote a notification commits, to every process. */
export const NOTIFICATIONS_CHANNEL = 'notifications_due'

export type NotificationsService = ReturnType<typeof createNotificationsService>

/** The outbox row of an invoice job (decision 036): not a mail; `mailKey` names the mail held for it. */
export const INVOICE_JOB = 'invoice_pdf'
/** The outbox kind of a WhatsApp message (decision 049): sent through the Cloud API adapter, not the Mailer. */
export const WHATSAPP_KIND = 'whatsapp'

interface InvoiceJob {
  kind: typeof INVOICE_JOB
  orderId: string
  mailKey: string
}

/**
 * The transactional outbox of shopper mail (decision 024): `enqueue` writes rows in the caller's transaction; the
 * worker claims due rows with a lease under FOR UPDATE SKIP LOCKED, sends each through the Mailer with a stable
 * Message-ID, marks it sent in the statement that ends the lease, or records the failure and retries with backoff.
 */
export function createNotificationsService(deps: {
  db: Db
  databaseKind: 'pglite' | 'postgres'
  mailer: Mailer
  config: Config
  /** signs the invoice and credit-note links of order mails (without it, the mails link the shop's own paths) */
  documentLinks?: DocumentLinks
  /** an order's stored invoice PDF, read when its mail is sent (undefined when none is stored yet) */
  invoicePdf?: (orderId: string) => Promise<Buffer | undefined>
  /**
   * Renders and stores an order's invoice PDF (a StorageError when storage fails): the outbox's invoice job
   * (decision 036). Without it, a mail that carries the invoice is not held for one.
   */
  issueInvoice?: (orderId: string) => Promise<unknown>
  /** runs a batch as a job graceful shutdown waits for (app.inFlight.run) */
  run?: <T>(job: () => Promise<T>) => Promise<T>
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }
  /** the return and cancellation windows the order mail states (the owner's settings, decision 043) */
  promises?: () => { return_window_days: number; cancellation_window_hours: number }
  /** WhatsApp's Cloud API adapter and the template language (decision 049); without it WhatsApp rows fail */
  whatsapp?: { adapter: WhatsAppAdapter; language: string }
}) {
  const { db, mailer, config } = deps
  const settings = config.notifications
  const maxAttempts = settings.retrySeconds.length + 1
  const me = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  const host = messageIdHost(config.mail.from, config.publicUrl)
  const run = deps.run ?? ((job) => job())
  const { claim, markSent, release } = createOutboxRows({ db, me, settings })

  let stopped = true
  let running: Promise<void> | null = null
  let again = false
  let poll: NodeJS.Timeout | undefined
  const retryTimers = new Set<NodeJS.Timeout>()
  let lastWarnAt = 0
  /** an invoice job of the batch under way released the mail held for it */
  let releasedMail = false

  async function enqueue(tx: Db, events: NotificationInput[]): Promise<number> {
    const rows = events
      .filter((e) => e.to)
      .flatMap((e) => {
        const mail = {
          kind: e.payload.kind as string,
          order_id: e.orderId ?? null,
          recipient: e.to,
          payload: e.payload as NotificationPayload | WhatsAppPayload | InvoiceJob,
          dedupe_key: e.dedupeKey,
          // A payment that failed is often followed by one that works: its mail waits, and is dropped if so.
          due_in: e.payload.kind === 'payment_failed' ? settings.paymentFailedHoldSeconds : 0,
        }
        if (e.payload.kind === WHATSAPP_KIND) return [mail]
        if (!deps.issueInvoice || !carriesInvoice(e.payload) || !('order' in e.payload)) return [mail]
        // The mail that carries the invoice waits for the job that stores its PDF (decision 036): the job, due
        // now, releases it once the PDF is stored; if it cannot, the mail falls due by itself after the hold and
        // goes with the invoice's link alone.
        const orderId = e.payload.order.id
        const job: InvoiceJob = { kind: INVOICE_JOB, orderId, mailKey: e.dedupeKey }
        return [
          { ...mail, kind: INVOICE_JOB, payload: job, dedupe_key: `order:${orderId}:invoice`, due_in: 0 },
          { ...mail, due_in: settings.invoiceHoldSeconds },
        ]
      })
    if (rows.length === 0) return 0
    // One statement: the rows (a repeated event is skipped by its key) and, if any is new, a NOTIFY that
    // PostgreSQL delivers to every process's worker when this transaction commits (never if it rolls back).
    const result = await tx.execute(sql`
      with added as (
        insert into notifications (kind, order_id, recipient, payload, dedupe_key, next_attempt_at)
        select kind, order_id, recipient, payload, dedupe_key, now() + make_interval(secs => due_in)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(kind text, order_id text, recipient text, payload jsonb, dedupe_key text, due_in float8)
        on conflict (dedupe_key) do nothing
        returning id
      )
      select count(*)::int as added, (select pg_notify(${NOTIFICATIONS_CHANNEL}, '') from added limit 1) as notified
      from added`)
    const added = rowsOf<{ added: number }>(result)[0]?.added ?? 0
    // The embedded database has one connection and no other process: this worker is nudged here, and its claim
    // waits for the transaction to end (PGlite runs statements outside a transaction only after it).
    if (added > 0 && deps.databaseKind === 'pglite') setImmediate(wake)
    // A held mail is sent when it falls due: this process wakes then (any worker's poll finds it too).
    const held = rows.filter((r) => r.due_in > 0)
    if (added > 0 && held.length > 0) wakeAfter(Math.min(...held.map((r) => r.due_in)))
    return added
  }

  async function markFailed(n: Claimed, error: string): Promise<void> {
    const final = n.attempts >= maxAttempts
    const wait = final ? 0 : (settings.retrySeconds[n.attempts - 1] ?? 0)
    const message = error.slice(0, 1000)
    await db.execute(sql`
      with failed as (
        update notifications
        set status = ${final ? 'failed' : 'pending'}, next_attempt_at = now() + make_interval(secs => ${wait}),
          claimed_by = null, claimed_until = null, last_error = ${message}
        where id = ${n.id} and claimed_by = ${me} and status = 'sending'
        returning id, attempts
      )
      insert into notification_attempts (notification_id, attempt, outcome, error, claimed_by)
      select id, attempts, 'failed', ${message}, ${me} from failed`)
    if (final) {
      deps.log.warn(
        { notificationId: n.id, kind: n.kind, attempts: n.attempts, error: message },
        'notification not sent after its last attempt: marked failed',
      )
      return
    }
    // Woken when the retry is due (the poll would find it too, later).
    wakeAfter(wait)
  }

  function wakeAfter(seconds: number): void {
    const timer = setTimeout(
      () => {
        retryTimers.delete(timer)
        wake()
      },
      Math.ceil(seconds * 1000) + 20,
    )
    timer.unref()
    retryTimers.add(timer)
  }

  /**
   * A held payment-failed mail that falls due on an order no longer waiting for payment (paid by another attempt,
   * placed for cash, cancelled) tells nothing true any more: it is marked dropped, never sent.
   */
  async function dropIfSettled(n: Claimed): Promise<boolean> {
    // An account made by signing in with a mobile has a stand-in address until the shopper gives one (decision 055).
    if (isMobileOnlyEmail(n.recipient)) {
      const result = await db.execute(sql`
        update notifications
        set status = 'dropped', attempts = attempts - 1, claimed_by = null, claimed_until = null,
          last_error = 'not sent: the account has no email (it signs in by mobile)'
        where id = ${n.id} and claimed_by = ${me} and status = 'sending'
        returning id`)
      return rowsOf(result).length > 0
    }
    if (n.kind !== 'payment_failed' || !n.order_id) return false
    const result = await db.execute(sql`
      update notifications
      set status = 'dropped', attempts = attempts - 1, claimed_by = null, claimed_until = null,
        last_error = 'not sent: the order no longer waited for payment when the mail fell due'
      where id = ${n.id} and claimed_by = ${me} and status = 'sending'
        and exists (select 1 from orders o where o.id = ${n.order_id} and o.status <> 'pending')
      returning id`)
    return rowsOf(result).length > 0
  }

  /**
   * The invoice job (decision 036): renders and stores the order's invoice PDF, then marks itself done and
   * releases the mail held for it in one statement (whose NOTIFY wakes every worker at commit). A failure is
   * retried with the outbox's backoff; the held mail falls due by itself at the end of its hold meanwhile.
   */
  async function issue(n: Claimed): Promise<void> {
    const job = n.payload as unknown as InvoiceJob
    try {
      await deps.issueInvoice!(job.orderId)
    } catch (err) {
      deps.log.warn(
        { err, orderId: job.orderId, attempt: n.attempts },
        'invoice PDF not stored after payment; the outbox tries again, and the invoice route writes it if opened first',
      )
      await markFailed(n, err instanceof Error ? err.message : String(err))
      return
    }
    const r = await markSent(n, {
      ctes: sql`released as (
        update notifications set next_attempt_at = now()
        where dedupe_key = ${job.mailKey} and status = 'pending' and next_attempt_at > now()
          and exists (select 1 from done)
        returning id
      )`,
      columns: sql`(select pg_notify(${NOTIFICATIONS_CHANNEL}, '') from released limit 1) as notified,
        (select count(*)::int from released) as released`,
    })
    if (!r.done)
      deps.log.warn(
        { notificationId: n.id, orderId: job.orderId },
        'invoice stored after its lease ran out; another worker may store it again (the same bytes)',
      )
    if (r.released) releasedMail = true
  }

  /** The stored invoice PDF that goes with the mail that issues it; without it (storage down) the link does. */
  async function attachmentsOf(
    n: Claimed,
  ): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
    if (!deps.invoicePdf || !carriesInvoice(n.payload) || !('order' in n.payload)) return []
    const orderId = n.payload.order.id
    const pdf = await deps.invoicePdf(orderId).catch((err) => {
      deps.log.warn({ err, notificationId: n.id }, 'invoice PDF not attached: the mail carries its link only')
      return undefined
    })
    return pdf ? [{ filename: `invoice-${orderId}.pdf`, content: pdf, contentType: 'application/pdf' }] : []
  }

  /**
   * A WhatsApp message (decision 049): dropped if its number replied STOP since it was written; else sent through
   * the Cloud API adapter, and marked sent in the statement that records its wamid (for the receipts). A failure
   * or a timeout waits for the outbox's next attempt, as a mail does.
   */
  async function sendWhatsApp(n: Claimed): Promise<void> {
    const stopped = await db.execute(sql`
      update notifications
      set status = 'dropped', attempts = attempts - 1, claimed_by = null, claimed_until = null,
        last_error = 'not sent: the number replied STOP'
      where id = ${n.id} and claimed_by = ${me} and status = 'sending'
        and exists (select 1 from whatsapp_opt_outs where phone = ${n.recipient})
      returning id`)
    if (rowsOf(stopped).length > 0) return
    const p = n.payload as unknown as WhatsAppPayload
    let wamid: string
    try {
      if (!deps.whatsapp) throw new Error('WhatsApp is not configured in this process')
      wamid = (await deps.whatsapp.adapter.send(n.recipient, toTemplate(p, deps.whatsapp.language))).wamid
    } catch (err) {
      await markFailed(n, err instanceof Error ? err.message : String(err))
      return
    }
    const sent = await markSent(n, {
      ctes: sql`message as (
        insert into whatsapp_messages (wamid, notification_id, order_id, recipient, template)
        values (${wamid}, ${n.id}, ${n.order_id}, ${n.recipient}, ${p.template})
        on conflict (wamid) do nothing
      )`,
    })
    if (!sent.done)
      deps.log.warn(
        { notificationId: n.id, kind: n.kind, wamid },
        'WhatsApp message sent after its lease ran out; another worker may send it again',
      )
  }

  /**
   * The products' names of a mail in its language (decision 060): an order's, a back-in-stock mail's, a recall's, a
   * cart reminder's, as the catalogue has them now
   * (product_translations, decision 059); none for English or a language mails are not written in yet.
   */
  async function translatedNames(p: NotificationPayload): Promise<Map<number, string> | undefined> {
    const named =
      'order' in p
        ? { language: p.order.language, ids: p.order.items.map((i) => i.productId) }
        : p.kind === 'back_in_stock' || p.kind === 'batch_recall'
          ? { language: p.language, ids: [p.productId] }
          : p.kind === 'cart_reminder'
            ? {
                language: p.language,
                ids: p.items.flatMap((i) => (i.productId === undefined ? [] : [i.productId])),
              }
            : undefined
    if (!named) return undefined
    const lang = mailLanguageOf(named.language)
    if (lang === 'en') return undefined
    const ids = [...new Set(named.ids)]
    if (ids.length === 0) return undefined
    const result = await db.execute(sql`
      select product_id, name from product_translations
      where lang = ${lang} and name is not null and btrim(name) <> ''
        and product_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`)
    return new Map(rowsOf<{ product_id: number; name: string }>(result).map((r) => [r.product_id, r.name]))
  }

  async function deliver(n: Claimed): Promise<void> {
    if (n.kind === INVOICE_JOB) return issue(n)
    if (n.kind === WHATSAPP_KIND) return sendWhatsApp(n)
    if (await dropIfSettled(n)) return
    try {
      const attachments = await attachmentsOf(n)
      await loadMailWords(notificationLanguage(n.payload))
      const mail = renderNotification(n.payload, {
        shop: config.shop,
        publicUrl: config.publicUrl,
        links: deps.documentLinks,
        invoiceAttached: attachments.length > 0,
        promises: deps.promises?.(),
        names: await translatedNames(n.payload),
      })
      await mailer.send({
        attachments: attachments.length > 0 ? attachments : undefined,
        to: n.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        links: mail.links,
        messageId: messageIdOf(n.dedupe_key, n.id, host),
        // RFC 3834: no vacation auto-replies to the shop's order mail.
        headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers },
      })
    } catch (err) {
      await markFailed(n, err instanceof Error ? err.message : String(err))
      return
    }
    if (!(await markSent(n)).done)
      deps.log.warn(
        { notificationId: n.id, kind: n.kind },
        'notification sent after its lease ran out; another worker may send it again (same Message-ID)',
      )
  }

  /**
   * Claims and sends until nothing is due; answers how many were claimed. The worker's drain ends when it is
   * stopped (rows claimed but not tried are handed back); a flush (`force`) goes on until nothing is due.
   */
  async function drainDue(force = false): Promise<number> {
    let total = 0
    while (force || !stopped) {
      releasedMail = false
      const batch = await claim()
      for (const [i, n] of batch.entries()) {
        if (stopped && !force) {
          await release(batch.slice(i))
          break
        }
        await deliver(n)
      }
      total += batch.length
      // A mail an invoice job released is due now: sent in this drain, not at the next wake-up.
      if (batch.length < BATCH && !releasedMail) break
    }
    return total
  }

  /** Runs the worker now (or once more after the run under way). */
  function wake(): void {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = run(async () => {
      do {
        again = false
        await drainDue()
      } while (again && !stopped)
    })
      .catch((err) => {
        if (Date.now() - lastWarnAt > 60_000) {
          lastWarnAt = Date.now()
          deps.log.warn({ err }, 'notifications worker could not run; it tries again at the next poll')
        }
      })
      .finally(() => {
        running = null
      })
  }

  return {
    enqueue: enqueue as Notify,
    wake,

    /** Starts this process's worker: at once (rows a crash left behind), then on every nudge and poll. */
    start(): void {
      if (!stopped) return
      stopped = false
      poll = setInterval(wake, settings.pollMs)
      poll.unref()
      wake()
    },

    /** Stops taking new work; resolves when the batch under way is finished. */
    async stop(): Promise<void> {
      stopped = true
      clearInterval(poll)
      for (const t of retryTimers) clearTimeout(t)
      retryTimers.clear()
      await running
    },

    /**
     * Resolves when nothing is due now (tests): the run under way ends, what is due is sent, and a run that began
     * meanwhile ends too. On PostgreSQL the worker's nudge arrives by LISTEN a moment after the commit, so waiting
     * for the run under way alone could return before the nudge started one.
     */
    async idle(): Promise<void> {
      while (running) await running
      await run(() => drainDue(true))
      while (running) await running
    },

    /**
     * Sends what is due now, whether or not this process runs the worker (an operator command before it exits);
     * answers how many were tried. What fails waits for its retry, by any process's worker. A run the worker began
     * meanwhile (a LISTEN nudge arriving after the look-up) may have claimed a row this flush then skipped: it is
     * waited for too, so what was due is sent or failed when this resolves.
     */
    async flush(): Promise<number> {
      while (running) await running
      const tried = await run(() => drainDue(true))
      while (running) await running
      return tried
    },

    get workerId() {
      return me
    },
  }
}
