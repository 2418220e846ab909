import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { seedCatalogue } from '../db/seed/index.ts'
import { openTestDatabase, TEST_ORIGIN } from '../testing/test-app.ts'

interface Line {
  level: number
  msg?: string
  reqId?: string
  component?: string
  [key: string]: unknown
}

/** Every line the server wrote: each one must be a JSON object. */
const raw: string[] = []
const texts = (from = 0) => raw.slice(from).join('').split('\n').filter(Boolean)
const lines = (from = 0) => texts(from).map((l) => JSON.parse(l) as Line)

let app: FastifyInstance
let database: Database
let drop: () => Promise<void>
let base: string
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-logs-'))

beforeAll(async () => {
  const opened = await openTestDatabase()
  database = opened.database
  drop = opened.drop
  await seedCatalogue(database.db)
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    AUTH_RATE_LIMIT: 'false',
  })
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk))
      done()
    },
  })
  app = await buildApp({ config, database, logStream })
  base = await app.listen({ host: '127.0.0.1', port: 0 })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await drop?.()
  rmSync(dataDir, { recursive: true, force: true })
})

const json = { 'content-type': 'application/json', origin: TEST_ORIGIN }

describe('structured logs', () => {
  it('gives every line logged while handling a request its request id, whoever logged it', async () => {
    const before = raw.length
    const ids: string[] = []
    const call = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(`${base}${url}`, init)
      await res.arrayBuffer()
      const id = res.headers.get('x-request-id')
      expect(id, `${url} replies with its request id`).toBeTruthy()
      ids.push(id!)
      return { res, id: id! }
    }

    // An incoming sane id is kept and echoed; a strange one is replaced.
    const traced = await call('/api/v1/products?limit=2', { headers: { 'x-request-id': 'edge-7f3a.b_2' } })
    expect(traced.id).toBe('edge-7f3a.b_2')
    expect(traced.res.headers.get('x-worker')).toBeNull()
    const strange = await call('/api/v1/products/101', { headers: { 'x-request-id': 'a b\tc' } })
    expect(strange.id).toMatch(/^[0-9a-f-]{36}$/)
    const tooLong = await call('/api/v1/products/101', { headers: { 'x-request-id': 'x'.repeat(65) } })
    expect(tooLong.id).toMatch(/^[0-9a-f-]{36}$/)

    // Sign-up sends a mail (the mailer logs where it went); a wrong password makes Better Auth log a warning.
    const email = `logs-${Date.now()}@example.in`
    const signUp = await call('/api/auth/sign-up/email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Kavya Menon', email, password: 'moringa-rocks-123' }),
    })
    expect(signUp.res.status).toBe(200)
    const wrong = await call('/api/auth/sign-in/email', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'not-the-password' }),
    })
    expect(wrong.res.status).toBe(401)

    // A service sends mail during a request with a body.
    const subscribe = await call('/api/v1/newsletter/subscribe', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email }),
    })
    expect(subscribe.res.status).toBe(200)

    // The same with a body that arrives in two parts, a moment apart (its parsing ends outside the request).
    const slowEmail = `slow-${email}`
    const slowBody = JSON.stringify({ email: slowEmail })
    const slow = await new Promise<{ status: number; id: string }>((resolve, reject) => {
      const req = http.request(
        `${base}/api/v1/newsletter/subscribe`,
        { method: 'POST', headers: { ...json, 'content-length': String(Buffer.byteLength(slowBody)) } },
        (res) => {
          res.resume()
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, id: String(res.headers['x-request-id']) }),
          )
        },
      )
      req.on('error', reject)
      req.flushHeaders()
      req.write(slowBody.slice(0, 5))
      setTimeout(() => req.end(slowBody.slice(5)), 100)
    })
    expect(slow.status).toBe(200)
    ids.push(slow.id)

    // A client error, and a server error (its table is gone for a moment) logged by the error handler.
    const malformed = await call('/api/v1/newsletter/subscribe', { method: 'POST', headers: json, body: '{' })
    expect(malformed.res.status).toBe(400)
    await database.db.execute(sql`alter table newsletter_subscribers rename to newsletter_subscribers_away`)
    let failed: Awaited<ReturnType<typeof call>>
    try {
      failed = await call('/api/v1/newsletter/subscribe', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: `other-${email}` }),
      })
    } finally {
      await database.db.execute(sql`alter table newsletter_subscribers_away rename to newsletter_subscribers`)
    }
    expect(failed.res.status).toBe(500)
    expect(failed.res.headers.get('x-request-id')).toBe(failed.id)

    const requestLines = lines(before)
    expect(requestLines.length).toBeGreaterThan(ids.length * 2)
    for (const line of requestLines) {
      expect(line.reqId, JSON.stringify(line)).toBeTypeOf('string')
      expect(ids, JSON.stringify(line)).toContain(line.reqId)
    }
    // No key twice on a line (a reqId bound by Fastify and added again would be).
    for (const text of texts(before))
      expect(text.match(/"reqId":/g)?.length ?? 0, text).toBeLessThanOrEqual(1)

    const of = (id: string) => requestLines.filter((l) => l.reqId === id)
    expect(of(traced.id).map((l) => l.msg)).toEqual(['incoming request', 'request completed'])
    expect(of(signUp.id)).toContainEqual(
      expect.objectContaining({ component: 'mail', msg: expect.stringContaining(`mail to ${email}`) }),
    )
    expect(of(wrong.id)).toContainEqual(
      expect.objectContaining({ component: 'auth', level: 40, msg: 'Invalid password' }),
    )
    expect(of(subscribe.id)).toContainEqual(
      expect.objectContaining({ component: 'mail', msg: expect.stringContaining(`mail to ${email}`) }),
    )
    expect(of(failed.id)).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'unhandled error', err: expect.anything() }),
    )
    expect(of(slow.id)).toContainEqual(
      expect.objectContaining({ component: 'mail', msg: expect.stringContaining(`mail to ${slowEmail}`) }),
    )
    for (const id of ids) expect(of(id).at(-1)?.msg, id).toBe('request completed')
  })

  it('writes no id token, session cookie or reset token into the log', async () => {
    const before = raw.length
    const email = `secrets-${Date.now()}@example.in`
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Kavya Menon', email, password: 'moringa-rocks-123' }),
    })
    expect(signUp.status).toBe(200)
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const sessionToken = /shop\.session_token=([^;]+)/.exec(cookie)![1]!
    const { token } = (await (await fetch(`${base}/api/auth/token`, { headers: { cookie } })).json()) as {
      token: string
    }
    const verified = await fetch(`${base}/api/v1/auth/verify-token?id_token=${encodeURIComponent(token)}`)
    expect(verified.status).toBe(200)
    await (
      await fetch(`${base}/api/v1/favorites`, { headers: { authorization: `Bearer ${token}`, cookie } })
    ).text()
    await fetch(`${base}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, redirectTo: `${TEST_ORIGIN}/reset-password` }),
    })
    const resetLine = texts(before).find((l) => l.includes('reset: '))!
    const resetLink = /reset: (\S+)/.exec(resetLine)![1]!
    const resetToken = new URL(resetLink).pathname.split('/').pop()!
    const followed = await fetch(`${base}${new URL(resetLink).pathname}${new URL(resetLink).search}`, {
      redirect: 'manual',
    })
    expect(followed.status).toBe(302)
    await fetch(`${base}/reset-password?token=${resetToken}`)
    // Whatever logs headers has them replaced too.
    app.log.info({ req: { headers: { authorization: `Bearer ${token}`, cookie } } }, 'headers of a call')

    // The mail lines print the links on purpose: without SMTP_URL, the outbox is how one reads the mail.
    const logged = texts(before).filter((l) => JSON.parse(l).component !== 'mail')
    const text = logged.join('\n')
    expect(text).toContain('"url":"/api/v1/auth/verify-token?id_token=[redacted]"')
    expect(text).toContain('/api/auth/reset-password/[redacted]?callbackURL=')
    expect(text).toContain('"authorization":"[redacted]"')
    for (const secret of [
      token,
      token.split('.')[2]!,
      sessionToken,
      decodeURIComponent(sessionToken),
      resetToken,
    ]) {
      expect(text).not.toContain(secret)
    }
  })

  it('names the component on lines not tied to a request', () => {
    const outside = lines().filter((l) => l.reqId === undefined)
    expect(outside.map((l) => l.msg)).toContainEqual(expect.stringMatching(/^Server listening at/))
    for (const line of outside) expect(line.component, JSON.stringify(line)).toBeTypeOf('string')
  })
})
