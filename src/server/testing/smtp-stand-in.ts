// A real SMTP server on 127.0.0.1 speaking just enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, RSET,
// NOOP, QUIT; no TLS, no AUTH), so the shop's mail goes over the network as in production. It can refuse mail
// (451 at MAIL FROM) the next n times, or always for chosen recipients, and keeps every message it accepted.
import { createServer, type Server, type Socket } from 'node:net'

export interface ReceivedMail {
  from: string
  to: string[]
  /** header names in lower case; a folded header joined onto one line */
  headers: Record<string, string>
  raw: string
}

export interface SmtpStandIn {
  url: string
  received: ReceivedMail[]
  /** refuse the next `n` messages (451 at MAIL FROM) */
  refuseNext(n: number): void
  /** refuse every message to this address (451 at RCPT) */
  refuseRecipient(address: string): void
  /** how many messages were refused so far */
  readonly refused: number
  close(): Promise<void>
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const headers: Record<string, string> = {}
  let last: string | undefined
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && last) headers[last] = `${headers[last]} ${line.trim()}`.trim()
    else {
      const colon = line.indexOf(':')
      if (colon <= 0) continue
      last = line.slice(0, colon).trim().toLowerCase()
      headers[last] = line.slice(colon + 1).trim()
    }
  }
  return headers
}

/** `delayMs`: how long it takes to accept each message (a slow server, so that concurrent senders overlap). */
export async function startSmtpStandIn(opts: { delayMs?: number } = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const refusedRecipients = new Set<string>()
  let refuseCount = 0
  let refused = 0

  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    socket.setEncoding('utf8')
    const reply = (line: string) => socket.write(`${line}\r\n`)
    let buffer = ''
    let inData = false
    let data: string[] = []
    let from = ''
    let to: string[] = []
    reply('220 127.0.0.1 ESMTP stand-in')

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') {
        reply('250-127.0.0.1 greets you')
        reply('250-8BITMIME')
        reply('250 SMTPUTF8')
      } else if (verb === 'HELO') reply('250 127.0.0.1')
      else if (verb === 'MAIL') {
        if (refuseCount > 0) {
          refuseCount--
          refused++
          reply('451 4.3.0 Temporary failure, try again later')
          return
        }
        from = /<([^>]*)>/.exec(line)?.[1] ?? ''
        to = []
        reply('250 2.1.0 OK')
      } else if (verb === 'RCPT') {
        const address = (/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase()
        if (refusedRecipients.has(address)) {
          refused++
          reply('451 4.2.1 Mailbox temporarily unavailable')
          return
        }
        to.push(address)
        reply('250 2.1.5 OK')
      } else if (verb === 'DATA') {
        if (!from || to.length === 0) {
          reply('503 5.5.1 No valid recipients')
          return
        }
        inData = true
        data = []
        reply('354 End data with <CR><LF>.<CR><LF>')
      } else if (verb === 'RSET') {
        from = ''
        to = []
        reply('250 2.0.0 OK')
      } else if (verb === 'NOOP') reply('250 2.0.0 OK')
      else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye')
        socket.end()
      } else reply('502 5.5.2 Command not implemented')
    }

    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at)
        buffer = buffer.slice(at + 2)
        if (!inData) {
          command(line)
          continue
        }
        if (line === '.') {
          inData = false
          const raw = data.join('\r\n')
          const mail = { from, to, headers: parseHeaders(raw), raw }
          from = ''
          to = []
          setTimeout(() => {
            received.push(mail)
            reply('250 2.0.0 Queued')
          }, opts.delayMs ?? 0)
        } else data.push(line.startsWith('..') ? line.slice(1) : line)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('SMTP stand-in did not bind')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuseNext(n) {
      refuseCount = n
    },
    refuseRecipient(a) {
      refusedRecipients.add(a.toLowerCase())
    },
    get refused() {
      return refused
    },
    async close() {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
