import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '#server/db/client.ts'
import type { FetchLike } from '#server/integrations/razorpay.ts'
import { signWebhook } from '#server/integrations/whatsapp.ts'
import { testWhatsappMessages } from './tables.ts'

// A stand-in for WhatsApp's Cloud API (decision 049), used when WHATSAPP_TOKEN is unset outside production, as the
// test payment gateway stands in for Razorpay and the test courier for Shiprocket. It answers
// `POST /test-whatsapp/{version}/{phone-number-id}/messages` with the Cloud API's payloads and errors (Bearer token,
// `messaging_product`, a template with name and language), keeps what it was asked to send in
// test_whatsapp_messages (every process sees it; `GET /test-whatsapp/messages?to=` reads it), and posts Meta's
// webhook back to the shop signed with X-Hub-Signature-256, as a shopper's phone would make Meta do: a quick-reply
// button, a text (STOP), a status (delivered, read). `POST /_test/fail-next` makes the next send answer
// 5xx, or hang and then answer 503 (nothing sent).

export const TEST_WHATSAPP_PREFIX = '/test-whatsapp'

export interface TestWhatsAppOptions {
  db: Db
  token: string
  phoneNumberId: string
  appSecret: string
  webhookUrl: string
  fetch: FetchLike
}

const graphError = (message: string, code: number, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') },
})

const wamidOf = () => `wamid.${randomBytes(24).toString('base64url')}`

interface SentBody {
  messaging_product?: unknown
  to?: unknown
  type?: unknown
  template?: {
    name?: unknown
    language?: { code?: unknown }
    components?: {
      type?: string
      sub_type?: string
      index?: string
      parameters?: { type?: string; text?: string; payload?: string }[]
    }[]
  }
}

/**
 * What a recorded message says: its template, the body's parameters, the filled text and the buttons' payloads (the
 * templates' texts loaded on first use, decision 027).
 */
export async function readSent(body: SentBody) {
  const { fillTemplate } = await import('../notifications/whatsapp-texts.ts')
  const components = body.template?.components ?? []
  const params = components.find((c) => c.type === 'body')?.parameters?.map((p) => p.text ?? '') ?? []
  const name = String(body.template?.name ?? '')
  const language = String(body.template?.language?.code ?? '')
  return {
    template: name,
    language,
    body: params,
    // in the language the template was asked in (Hindi, Telugu; else English), as Meta would send it (decision 060)
    text: fillTemplate(name, params, language),
    quick_replies: components
      .filter((c) => c.type === 'button' && c.sub_type === 'quick_reply')
      .map((c) => c.parameters?.[0]?.payload ?? ''),
  }
}

export async function registerTestWhatsApp(app: FastifyInstance, opts: TestWhatsAppOptions): Promise<void> {
  const { db } = opts
  let failNext: { status: number } | { hangMs: number } | undefined

  /** Meta's webhook envelope around one change's value, signed and posted to the shop. */
  async function postWebhook(value: Record<string, unknown>, signature?: string) {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '100000000000000',
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: opts.phoneNumberId },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    })
    const res = await opts.fetch(opts.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signature ?? signWebhook(opts.appSecret, body),
      },
      body,
    })
    const text = await res.text()
    let json: unknown = text
    try {
      json = JSON.parse(text)
    } catch {}
    return { delivered: res.status, reply: json }
  }

  await app.register(
    async (wa) => {
      // Meta's API, not the shop's: left out of the shop's OpenAPI document, as the test-mode gateway is
      wa.addHook('onRoute', (route) => {
        route.schema = { ...(route.schema ?? {}), hide: true }
      })
      wa.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
        const path = req.url.slice(TEST_WHATSAPP_PREFIX.length)
        if (path.startsWith('/_test/') || path.startsWith('/messages')) return
        if (failNext) {
          const f = failNext
          failNext = undefined
          // A hang ends in a 503 too: nothing is sent (the client gave up on it before).
          if ('hangMs' in f) await new Promise((r) => setTimeout(r, f.hangMs))
          return reply
            .code('status' in f ? f.status : 503)
            .send(graphError('Service temporarily unavailable', 2, 'OAuthException'))
        }
        if (String(req.headers.authorization ?? '') !== `Bearer ${opts.token}`)
          return reply
            .code(401)
            .send(graphError('Invalid OAuth access token - Cannot parse access token', 190))
      })

      wa.post('/:version/:phoneNumberId/messages', async (req, reply) => {
        const { phoneNumberId } = req.params as { phoneNumberId: string }
        if (phoneNumberId !== opts.phoneNumberId)
          return reply
            .code(400)
            .send(
              graphError(
                `Unsupported post request. Object with ID '${phoneNumberId}' does not exist`,
                100,
                'GraphMethodException',
              ),
            )
        const b = (req.body ?? {}) as SentBody
        const to = typeof b.to === 'string' ? b.to.replace(/^\+/, '') : ''
        if (b.messaging_product !== 'whatsapp')
          return reply.code(400).send(graphError('(#100) The parameter messaging_product is required.', 100))
        if (!/^\d{8,15}$/.test(to))
          return reply.code(400).send(graphError('(#100) Invalid parameter: to', 100))
        if (b.type !== 'template' || !b.template?.name || !b.template.language?.code)
          return reply
            .code(400)
            .send(
              graphError('(#132000) Template name and language are required for a template message', 132000),
            )
        const wamid = wamidOf()
        await db.insert(testWhatsappMessages).values({ wamid, phoneNumberId, recipient: to, body: b })
        return {
          messaging_product: 'whatsapp',
          contacts: [{ input: b.to, wa_id: to }],
          messages: [{ id: wamid, message_status: 'accepted' }],
        }
      })

      /** What was sent, oldest first, to one number (`to`, 91XXXXXXXXXX) or to all. */
      wa.get('/messages', async (req) => {
        const to = (req.query as { to?: string }).to?.replace(/^\+/, '')
        const rows = await db
          .select()
          .from(testWhatsappMessages)
          .where(to ? and(eq(testWhatsappMessages.recipient, to)) : undefined)
          .orderBy(asc(testWhatsappMessages.createdAt))
        return {
          messages: await Promise.all(
            rows.map(async (r) => ({
              id: r.wamid,
              to: r.recipient,
              at: r.createdAt.toISOString(),
              ...(await readSent(r.body as SentBody)),
            })),
          ),
        }
      })

      wa.post('/_test/fail-next', async (req) => {
        const b = (req.body ?? {}) as { status?: number; hang_ms?: number }
        failNext = b.hang_ms ? { hangMs: b.hang_ms } : { status: b.status ?? 503 }
        return { ok: true }
      })

      /**
       * The shopper's reply, as Meta's webhook reports it: a tap on a quick-reply button of a template
       * (`payload`, with `text` its label) or a text message (`text`, e.g. STOP). `id` repeats a delivery;
       * `signature` sends that header instead of the right one (a forgery).
       */
      wa.post('/_test/reply', async (req, reply) => {
        const b = (req.body ?? {}) as {
          from?: string
          payload?: string
          text?: string
          context?: string
          id?: string
          signature?: string
        }
        const from = String(b.from ?? '').replace(/^\+/, '')
        if (!from || (!b.payload && !b.text))
          return reply.code(400).send({ message: 'from and payload or text' })
        const message = {
          from,
          id: b.id ?? wamidOf(),
          timestamp: String(Math.floor(Date.now() / 1000)),
          ...(b.context ? { context: { from: '15550000000', id: b.context } } : {}),
          ...(b.payload
            ? { type: 'button', button: { payload: b.payload, text: b.text ?? 'Confirm order' } }
            : { type: 'text', text: { body: b.text } }),
        }
        return postWebhook(
          { contacts: [{ profile: { name: 'Shopper' }, wa_id: from }], messages: [message] },
          b.signature,
        )
      })

      /** A receipt: Meta's status of a sent message (sent, delivered, read, failed). */
      wa.post('/_test/status', async (req, reply) => {
        const b = (req.body ?? {}) as { id?: string; status?: string; signature?: string }
        const [row] = b.id
          ? await db.select().from(testWhatsappMessages).where(eq(testWhatsappMessages.wamid, b.id))
          : []
        if (!row || !['sent', 'delivered', 'read', 'failed'].includes(String(b.status)))
          return reply.code(400).send({ message: 'unknown message id or status' })
        return postWebhook(
          {
            statuses: [
              {
                id: row.wamid,
                status: b.status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: row.recipient,
                ...(b.status === 'failed'
                  ? { errors: [{ code: 131026, title: 'Message undeliverable' }] }
                  : {
                      conversation: { id: 'c1', origin: { type: 'utility' } },
                      pricing: { billable: true, pricing_model: 'CBP', category: 'utility' },
                    }),
              },
            ],
          },
          b.signature,
        )
      })
    },
    { prefix: TEST_WHATSAPP_PREFIX },
  )
}
