import { sql } from 'drizzle-orm'
import { whatsappMessages as m } from '#domain/messages-whatsapp.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { verifyWebhookSignature } from '#server/integrations/whatsapp.ts'
import type { CodTokens } from './cod-token.ts'

// Meta's WhatsApp webhook (decision 049): checked over the raw body with the app secret (X-Hub-Signature-256), each
// event handled once (an inbound message by its id, a receipt by its message id and status: Meta delivers some
// twice), then: a receipt updates the message it is about; STOP opts its number out; a COD quick reply confirms or
// cancels the order its signed payload names (a payload whose token is wrong is refused and changes nothing).

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** The words that opt a number out of WhatsApp updates (WhatsApp's own advice is STOP). */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'STOP ALL'])
/** The words that opt it back in (WhatsApp's own advice is START). */
const START_WORDS = new Set(['START', 'UNSTOP', 'SUBSCRIBE'])
const RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 0 }

export interface WebhookOutcome {
  event: string
  outcome: string
}

interface InboundMessage {
  id?: string
  from?: string
  type?: string
  text?: { body?: string }
  button?: { payload?: string; text?: string }
  interactive?: { button_reply?: { id?: string; title?: string } }
}
interface StatusUpdate {
  id?: string
  status?: string
  timestamp?: string
  errors?: { code?: number; title?: string }[]
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>

export function createWhatsAppService(deps: {
  db: Db
  appSecret: string
  verifyToken: string
  codTokens: CodTokens
  /** the shopper's Confirm: false when the order no longer waits for it */
  confirmCod: (orderId: string) => Promise<string>
  /** the shopper's Cancel: through the order's cancel path, stock back */
  cancelCod: (orderId: string) => Promise<string>
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }
}) {
  const { db } = deps

  /** Records the event's key; false when it was handled before (a repeated delivery). */
  async function once(key: string, kind: string): Promise<boolean> {
    const r = await db.execute(sql`
      insert into whatsapp_webhook_events (event_key, kind) values (${key}, ${kind})
      on conflict (event_key) do nothing returning event_key`)
    return rowsOf(r).length > 0
  }
  const settle = (key: string, outcome: string) =>
    db.execute(sql`update whatsapp_webhook_events set outcome = ${outcome} where event_key = ${key}`)

  async function receipt(s: StatusUpdate): Promise<string> {
    const status = String(s.status ?? '')
    if (!s.id || !(status in RANK)) return 'ignored: unknown status'
    const at = s.timestamp && /^\d+$/.test(s.timestamp) ? new Date(Number(s.timestamp) * 1000) : new Date()
    const reason = s.errors?.[0] ? `${s.errors[0].code ?? ''} ${s.errors[0].title ?? ''}`.trim() : null
    // Receipts may come out of order: a delivered after a read leaves it read, and keeps its time.
    const r = await db.execute(sql`
      update whatsapp_messages set
        status = case
          when ${status} = 'failed' then 'failed'
          when status = 'failed' then status
          when (case status when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 0 end) < ${RANK[status]!}
            then ${status}
          else status end,
        delivered_at = case when ${status} in ('delivered', 'read') then coalesce(delivered_at, ${at}) else delivered_at end,
        read_at = case when ${status} = 'read' then coalesce(read_at, ${at}) else read_at end,
        failed_reason = case when ${status} = 'failed' then ${reason} else failed_reason end
      where wamid = ${s.id}
      returning status`)
    const now = rowsOf<{ status: string }>(r)[0]
    return now ? `receipt: ${now.status}` : 'ignored: unknown message'
  }

  async function inbound(msg: InboundMessage): Promise<string> {
    const from = String(msg.from ?? '')
    const payload = msg.button?.payload ?? msg.interactive?.button_reply?.id
    if (payload && deps.codTokens.isCodReply(payload)) {
      const reply = deps.codTokens.parse(payload)
      if (!reply) {
        deps.log.warn(
          { from, payload: payload.slice(0, 80) },
          'WhatsApp COD reply with a wrong token: refused',
        )
        return 'refused: the reply does not belong to this order'
      }
      return reply.action === 'confirm' ? deps.confirmCod(reply.orderId) : deps.cancelCod(reply.orderId)
    }
    const text = (msg.text?.body ?? (payload ? '' : (msg.button?.text ?? ''))).trim().toUpperCase()
    if (msg.type === 'text' && STOP_WORDS.has(text) && /^\d{8,15}$/.test(from)) {
      await db.execute(sql`
        insert into whatsapp_opt_outs (phone, message_id) values (${from}, ${msg.id ?? null})
        on conflict (phone) do nothing`)
      // Checkout's box starts unticked next time for the shoppers whose profile has this number.
      await db.execute(sql`
        update profiles set whatsapp_opt_in = false
        where whatsapp_opt_in and regexp_replace(coalesce(phone, ''), '\\D', '', 'g') like ${`%${from.slice(-10)}`}`)
      return 'opted out'
    }
    if (msg.type === 'text' && START_WORDS.has(text) && /^\d{8,15}$/.test(from)) {
      // The number's own word: updates go again to the orders whose box is ticked (the profile's box stays as the
      // shopper left it; checkout offers it again).
      const r = await db.execute(sql`delete from whatsapp_opt_outs where phone = ${from} returning phone`)
      return rowsOf(r).length > 0 ? 'opted back in' : 'ignored: not opted out'
    }
    return 'ignored'
  }

  return {
    /** Meta's GET handshake: the challenge when the mode is subscribe and the token ours; else a 403. */
    verify(q: { 'hub.mode'?: string; 'hub.verify_token'?: string; 'hub.challenge'?: string }): string {
      if (q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== deps.verifyToken || !q['hub.challenge'])
        throw new AppError('forbidden', m.badVerifyToken)
      return q['hub.challenge']
    },

    /** One delivery of Meta's webhook: what each of its events did (a repeat: 'duplicate'). */
    async webhook(raw: Buffer, signature: string | undefined): Promise<WebhookOutcome[]> {
      if (!verifyWebhookSignature(deps.appSecret, raw, signature))
        throw new AppError('unauthenticated', m.badSignature)
      let body: {
        object?: string
        entry?: {
          changes?: { field?: string; value?: { messages?: InboundMessage[]; statuses?: StatusUpdate[] } }[]
        }[]
      }
      try {
        body = JSON.parse(raw.toString('utf8'))
      } catch {
        throw new AppError('bad_request', m.badWebhookBody)
      }
      if (!body || typeof body !== 'object' || !Array.isArray(body.entry))
        throw new AppError('bad_request', m.badWebhookBody)
      const outcomes: WebhookOutcome[] = []
      for (const entry of body.entry)
        for (const change of entry.changes ?? []) {
          const value = change.value ?? {}
          const events = [
            ...(value.statuses ?? []).map((s) => ({
              key: `status:${s.id}:${s.status}`,
              kind: 'status',
              run: () => receipt(s),
            })),
            ...(value.messages ?? []).map((msg) => ({
              key: `message:${msg.id}`,
              kind: 'message',
              run: () => inbound(msg),
            })),
          ]
          for (const e of events) {
            if (!(await once(e.key, e.kind))) {
              outcomes.push({ event: e.key, outcome: 'duplicate' })
              continue
            }
            let outcome: string
            try {
              outcome = await e.run()
            } catch (err) {
              // Not handled: forgotten, so Meta's retry of this delivery is handled then.
              await db.execute(sql`delete from whatsapp_webhook_events where event_key = ${e.key}`)
              throw err
            }
            await settle(e.key, outcome)
            outcomes.push({ event: e.key, outcome })
          }
        }
      return outcomes
    },
  }
}
