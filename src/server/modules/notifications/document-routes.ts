// The signed links of order mails (document-links.ts): an invoice or credit note as a PDF, without signing in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { documentLinkMessages as m } from '#domain/messages-documents.ts'
import { AppError } from '#server/errors.ts'
import type { DocumentLinks, MailDocument } from './document-links.ts'

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page a shopper reads when a link is refused: the shop's colours, no script, a way on. */
function refusalPage(shopName: string, title: string, body: string, next: string): string {
  return linkPage(shopName, title, body, `<p><a href="${esc(next)}">${esc(m.signIn)}</a></p>`)
}

/**
 * A page a mail's link opens on the server itself (a document refused, an unsubscribe): the shop's colours, no
 * script; `after` is trusted HTML (a link on, or a form's button).
 */
export function linkPage(shopName: string, title: string, body: string, after = ''): string {
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)} · ${esc(shopName)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#FBF7EF;color:#2B2A26}
main{max-width:32rem;padding:2rem;text-align:center}.brand{color:#1F4A29;font-weight:700;letter-spacing:.02em}
h1{color:#1F4A29;font-size:1.6rem;margin:.75rem 0}p{line-height:1.6}a{color:#1F4A29;font-weight:600}
button{font:inherit;font-weight:600;color:#fff;background:#2F6B3B;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer}
button:focus-visible{outline:3px solid #E0A526;outline-offset:2px}</style></head>
<body><main><p class="brand">${esc(shopName)}</p><h1>${esc(title)}</h1><p>${esc(body)}</p>
${after}</main></body></html>`
}

const orderIdShape = z.string().regex(/^[A-Z0-9-]{4,40}$/i)
const query = z.object({
  expires: z.string().optional().describe('when the link stops working (Unix seconds)'),
  sig: z.string().optional().describe("the shop's signature over the document and the expiry"),
})

export const documentLinkRoutes: FastifyPluginAsyncZod<{
  links: DocumentLinks
  shopName: string
  invoiceOf: (orderId: string) => Promise<Buffer | undefined>
  creditNoteOf: (orderId: string, seq: number) => Promise<Buffer | undefined>
}> = async (app, { links, shopName, invoiceOf, creditNoteOf }) => {
  async function serve(
    doc: MailDocument,
    q: { expires?: string; sig?: string },
    reply: import('fastify').FastifyReply,
  ) {
    const refuse = (status: number, title: string, body: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(refusalPage(shopName, title, body, '/orders'))
    const verdict = links.check(doc, q.expires, q.sig)
    if (verdict === 'invalid') return refuse(403, m.invalidTitle, m.invalid)
    if (verdict === 'expired') return refuse(410, m.expiredTitle, m.expired(links.days))
    const pdf = await (doc.kind === 'invoice'
      ? invoiceOf(doc.orderId)
      : creditNoteOf(doc.orderId, doc.seq)
    ).catch((err) => {
      if (err instanceof AppError && err.kind === 'not_found') return undefined
      throw err
    })
    if (!pdf) return refuse(404, m.missingTitle, m.missing)
    const name =
      doc.kind === 'invoice' ? `invoice-${doc.orderId}.pdf` : `credit-note-${doc.orderId}-${doc.seq}.pdf`
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(pdf)
  }

  app.get(
    '/documents/invoice/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary:
          "An order's GST invoice (PDF) from the signed link in its mail: no sign-in; a link altered, made for another document or past its expiry (MAIL_DOCUMENT_LINK_DAYS) is refused with a page saying so",
        params: z.object({ orderId: z.string() }),
        querystring: query,
      },
    },
    async (req, reply) => {
      const orderId = req.params.orderId
      if (!orderIdShape.safeParse(orderId).success) return serve({ kind: 'invoice', orderId: '-' }, {}, reply)
      return serve({ kind: 'invoice', orderId }, req.query, reply)
    },
  )

  app.get(
    '/documents/credit-note/:orderId/:seq',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A credit note (PDF) of an order from the signed link in its refund or cancellation mail: no sign-in; refused like the invoice's link",
        params: z.object({ orderId: z.string(), seq: z.string() }),
        querystring: query,
      },
    },
    async (req, reply) => {
      const { orderId } = req.params
      const seq = Number(req.params.seq)
      if (!orderIdShape.safeParse(orderId).success || !Number.isSafeInteger(seq) || seq < 1)
        return serve({ kind: 'invoice', orderId: '-' }, {}, reply)
      return serve({ kind: 'credit-note', orderId, seq }, req.query, reply)
    },
  )
}
