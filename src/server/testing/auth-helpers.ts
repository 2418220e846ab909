import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { TestContext } from './test-app.ts'
import { TEST_ORIGIN } from './test-app.ts'

let ipCounter = 1

/** Each helper call looks like a different shopper's network, so rate limits meant for one do not trip tests. */
export function freshIp(): string {
  ipCounter++
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list.map((c) => c.split(';')[0]).join('; ')
}

export async function authPost(
  t: TestContext,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth${url}`,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
      ...headers,
    },
    payload: JSON.stringify(body),
  })
}

export interface TestUser {
  id: string
  email: string
  name: string
  password: string
  cookie: string
  token: string
}

let userCounter = 0

export async function signUp(
  t: TestContext,
  over: Partial<{ name: string; email: string; password: string }> = {},
) {
  userCounter++
  const name = over.name ?? `Shopper ${userCounter}`
  const email = over.email ?? `shopper${userCounter}-${Date.now()}@example.in`
  const password = over.password ?? 'moringa-rocks-123'
  const res = await authPost(t, '/sign-up/email', { name, email, password })
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const cookie = cookieHeader(res.headers['set-cookie'])
  const token = await getIdToken(t, cookie)
  const user: TestUser = { id: res.json().user.id, email, name, password, cookie, token }
  return user
}

export async function getIdToken(t: TestContext, cookie: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/token',
    headers: { cookie, origin: TEST_ORIGIN },
  })
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`)
  return res.json().token as string
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Mails written to the outbox (no SMTP_URL in tests), newest last. */
export function readOutbox(
  t: TestContext,
): { to: string; subject: string; text: string; html: string; links: Record<string, string> }[] {
  const dir = path.join(t.config.dataDir, 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  } catch {
    return []
  }
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
}
