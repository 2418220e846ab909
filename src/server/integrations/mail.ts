import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type nodemailerType from 'nodemailer'
import type { Transporter } from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  /** links the message carries, kept beside the outbox copy so a developer (or a test) can follow them */
  links?: Record<string, string>
  /** a stable Message-ID (`<…@…>`): a message sent again after a crash is recognisable as the same one */
  messageId?: string
  headers?: Record<string, string>
  /** files sent with the message (an order's invoice PDF) */
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/** nodemailer (about 5 MiB of heap) is loaded when the first message is sent, not when the shop starts. */
function onFirstSend(make: (nodemailer: typeof nodemailerType) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined
  return () => {
    transport ??= import('nodemailer').then((m) => make(m.default))
    return transport
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox
 * (.eml as it would be sent, plus .json) and its links logged, so nothing is lost in development.
 */
export function createMailer(opts: {
  smtpUrl?: string
  from: string
  outboxDir: string
  log: (msg: string) => void
}): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl
    // A server that stops answering fails the send within a minute or so instead of nodemailer's ten (the
    // notification outbox's lease must outlast a send).
    const transport = onFirstSend((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    )
    return {
      async send(m) {
        await (await transport()).sendMail({
          from: opts.from,
          to: m.to,
          replyTo: m.replyTo,
          subject: m.subject,
          text: m.text,
          html: m.html,
          messageId: m.messageId,
          headers: m.headers,
          attachments: m.attachments,
        })
      },
    }
  }
  const transport = onFirstSend((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  mkdirSync(opts.outboxDir, { recursive: true })
  let counter = 0
  return {
    async send(m) {
      const info = await (await transport()).sendMail({
        from: opts.from,
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
        headers: m.headers,
        attachments: m.attachments,
      })
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++counter}`
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_')
      const base = path.join(opts.outboxDir, `${stamp}-${safeTo}`)
      writeFileSync(`${base}.eml`, info.message as Buffer)
      writeFileSync(
        `${base}.json`,
        JSON.stringify(
          {
            from: opts.from,
            sentAt: new Date().toISOString(),
            ...m,
            // the files themselves are in the .eml; here, what was attached
            attachments: m.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.content.length,
            })),
          },
          null,
          2,
        ),
      )
      const links = Object.entries(m.links ?? {})
        .map(([k, v]) => ` ${k}: ${v}`)
        .join(';')
      opts.log(`mail to ${m.to}: "${m.subject}" written to ${base}.eml${links ? ` —${links}` : ''}`)
    },
  }
}
