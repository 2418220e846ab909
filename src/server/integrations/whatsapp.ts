import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FetchLike } from './razorpay.ts'

// The WhatsApp Cloud API adapter (decision 049), as Meta documents it: a template message is
// `POST {graph}/{version}/{phone-number-id}/messages` with a Bearer token and
// `{ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template', template: { name,
// language: { code }, components: [{ type: 'body', parameters: [{ type: 'text', text }] }, { type: 'button',
// sub_type: 'quick_reply', index, parameters: [{ type: 'payload', payload }] }] } }`, answered with
// `{ messages: [{ id: 'wamid…' }] }` or `{ error: { message, type, code } }`. Meta's webhook is signed with
// `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. In development and tests the
// same client talks to the built-in stand-in (modules/whatsapp/test-whatsapp.ts), which answers the same paths.

export const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com'

/** A template message: its approved name and language, the body's {{1}}, {{2}}… and its quick-reply payloads. */
export interface WhatsAppTemplate {
  name: string
  language: string
  body: string[]
  /** one payload per quick-reply button, in the template's order (what the webhook's button reply carries) */
  quickReplies?: string[]
}

export interface WhatsAppAdapter {
  /** Sends a template message to a number in international form without '+' (919848012345); its wamid. */
  send(to: string, template: WhatsAppTemplate): Promise<{ wamid: string }>
}

/** The API's refusal or failure: `reason` is what Meta said, or that it did not answer. */
export class WhatsAppError extends Error {
  readonly reason: string
  readonly status?: number
  readonly code?: number
  constructor(reason: string, status?: number, code?: number) {
    super(reason)
    this.name = 'WhatsAppError'
    this.reason = reason
    this.status = status
    this.code = code
  }
}

export interface WhatsAppOptions {
  /** Meta's Graph API (https://graph.facebook.com), or the stand-in's base */
  apiUrl: string
  version: string
  phoneNumberId: string
  token: string
  timeoutMs?: number
  fetch?: FetchLike
}

/** The body of a template message as the Cloud API takes it. */
export function templateMessage(to: string, t: WhatsAppTemplate) {
  return {
    messaging_product: 'whatsapp' as const,
    recipient_type: 'individual' as const,
    to,
    type: 'template' as const,
    template: {
      name: t.name,
      language: { code: t.language },
      components: [
        ...(t.body.length > 0
          ? [{ type: 'body', parameters: t.body.map((text) => ({ type: 'text', text })) }]
          : []),
        ...(t.quickReplies ?? []).map((payload, index) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload }],
        })),
      ],
    },
  }
}

export function createWhatsAppClient(opts: WhatsAppOptions): WhatsAppAdapter {
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init))
  const timeoutMs = opts.timeoutMs ?? 10_000
  const url = `${opts.apiUrl.replace(/\/$/, '')}/${opts.version}/${encodeURIComponent(opts.phoneNumberId)}/messages`
  return {
    async send(to, template) {
      const signal = AbortSignal.timeout(timeoutMs)
      let res: Response
      try {
        // Raced as well as signalled: a fetch that ignores the signal still gives up in time.
        res = await Promise.race([
          doFetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
            body: JSON.stringify(templateMessage(to, template)),
            signal,
          }),
          new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
        ])
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
        throw new WhatsAppError(
          timedOut ? 'WhatsApp did not answer in time' : 'WhatsApp could not be reached',
        )
      }
      const text = await res.text().catch(() => '')
      let j: { messages?: { id?: string }[]; error?: { message?: string; code?: number } } = {}
      try {
        j = JSON.parse(text)
      } catch {}
      if (!res.ok || j.error) {
        const reason = j.error?.message ?? (text.slice(0, 200) || `WhatsApp answered ${res.status}`)
        throw new WhatsAppError(reason, res.status, j.error?.code)
      }
      const wamid = j.messages?.[0]?.id
      if (!wamid) throw new WhatsAppError('WhatsApp accepted no message')
      return { wamid }
    },
  }
}

/** `sha256=<hex>`: Meta's X-Hub-Signature-256 of a raw body. */
export function signWebhook(appSecret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`
}

/** Whether X-Hub-Signature-256 is the app secret's signature of exactly these bytes. */
export function verifyWebhookSignature(appSecret: string, raw: Buffer, header: string | undefined): boolean {
  if (!header) return false
  const want = Buffer.from(signWebhook(appSecret, raw))
  const got = Buffer.from(header.trim())
  return want.length === got.length && timingSafeEqual(want, got)
}
