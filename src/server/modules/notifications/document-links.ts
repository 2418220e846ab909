// Links in mail that open an order's invoice or credit note without signing in (decision 024, amended): the path
// names the one document, and an expiry and an HMAC-SHA256 signature over both (keyed from AUTH_SECRET) make it
// the shop's own. Opened from a mail app, where no session exists, it is the PDF; altered, forged or past its
// expiry, it is refused with a page that says so.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** One document of one order. */
export type MailDocument =
  | { kind: 'invoice'; orderId: string }
  | { kind: 'credit-note'; orderId: string; seq: number }

export type LinkCheck = 'ok' | 'expired' | 'invalid'

export type DocumentLinks = ReturnType<typeof createDocumentLinks>

/** Where a signed document is served (under the shop API's prefix). */
export function documentPathOf(doc: MailDocument): string {
  return doc.kind === 'invoice'
    ? `/api/v1/documents/invoice/${encodeURIComponent(doc.orderId)}`
    : `/api/v1/documents/credit-note/${encodeURIComponent(doc.orderId)}/${doc.seq}`
}

export function createDocumentLinks(opts: {
  /** AUTH_SECRET (or the development secret); the links' key is derived from it, never the secret itself */
  secret: string
  publicUrl: string
  days: number
  now?: () => Date
}) {
  const key = createHmac('sha256', opts.secret).update('surya:mail-document-links:v1').digest()
  const base = opts.publicUrl.replace(/\/$/, '')
  const now = opts.now ?? (() => new Date())
  const signatureOf = (doc: MailDocument, expires: number) =>
    createHmac('sha256', key)
      .update([doc.kind, doc.orderId, doc.kind === 'credit-note' ? doc.seq : '', expires].join('\n'))
      .digest('base64url')

  return {
    days: opts.days,
    /** The document's link, good for `days` from `at` (the mail's sending). */
    sign(doc: MailDocument, at: Date = now()): string {
      const expires = Math.floor(at.getTime() / 1000) + Math.round(opts.days * 86_400)
      return `${base}${documentPathOf(doc)}?expires=${expires}&sig=${signatureOf(doc, expires)}`
    },
    /** Whether `expires` and `sig` from a link were signed by this shop for exactly this document, and still hold. */
    check(doc: MailDocument, expires: unknown, sig: unknown, at: Date = now()): LinkCheck {
      if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires))
        return 'invalid'
      const expected = Buffer.from(signatureOf(doc, Number(expires)))
      const given = Buffer.from(sig)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
      return Number(expires) * 1000 < at.getTime() ? 'expired' : 'ok'
    },
  }
}
