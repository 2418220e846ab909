import { generateKeyPair, SignJWT } from 'jose'
import { vi } from 'vitest'
import { getIdToken } from '../testing/auth-helpers.ts'
import type { TestContext } from '../testing/test-app.ts'

// Credentials an attacker can make from tokens they saw or guessed: each must be refused exactly like no
// credential at all (401), except a genuine but expired token, which the API answers with 419.

const part = (jwt: string, i: number) => jwt.split('.')[i]!
const decode = (b64: string) =>
  JSON.parse(Buffer.from(b64, 'base64url').toString('utf8')) as Record<string, unknown>
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** The token with one byte of its signature changed. */
export function withFlippedSignatureByte(jwt: string): string {
  const sig = Buffer.from(part(jwt, 2), 'base64url')
  sig[Math.floor(sig.length / 2)]! ^= 0x20
  return `${part(jwt, 0)}.${part(jwt, 1)}.${sig.toString('base64url')}`
}

/** The token's claims changed (another subject, email, name) under the original signature. */
export function withClaims(jwt: string, claims: Record<string, unknown>): string {
  return `${part(jwt, 0)}.${encode({ ...decode(part(jwt, 1)), ...claims })}.${part(jwt, 2)}`
}

/** The claims of a token, unsigned (`alg: none`). */
export function unsignedCopy(jwt: string, claims: Record<string, unknown> = {}): string {
  const header = { ...decode(part(jwt, 0)), alg: 'none' }
  return `${encode(header)}.${encode({ ...decode(part(jwt, 1)), ...claims })}.`
}

/** The claims of a token signed by a key the shop never issued, under the shop's key id. */
export async function signedByStranger(jwt: string, claims: Record<string, unknown> = {}): Promise<string> {
  const header = decode(part(jwt, 0))
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
  return new SignJWT({ ...decode(part(jwt, 1)), ...claims })
    .setProtectedHeader({ alg: 'EdDSA', kid: header.kid as string | undefined })
    .sign(privateKey)
}

/** A genuine id token of the session, issued two hours ago and so expired (the clock is moved, not the token). */
export async function expiredIdToken(t: TestContext, cookie: string): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(Date.now() - 2 * 60 * 60 * 1000)
    return await getIdToken(t, cookie)
  } finally {
    vi.useRealTimers()
  }
}

/** A session cookie header whose signed session token has one character of its signature changed. */
export function withTamperedSessionCookie(cookie: string): string {
  return cookie
    .split('; ')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      if (!name.endsWith('session_token')) return pair
      const value = decodeURIComponent(pair.slice(eq + 1))
      const dot = value.lastIndexOf('.')
      const sig = value.slice(dot + 1)
      const i = Math.floor(sig.length / 2)
      const swapped = `${sig.slice(0, i)}${sig[i] === 'A' ? 'B' : 'A'}${sig.slice(i + 1)}`
      return `${name}=${encodeURIComponent(`${value.slice(0, dot)}.${swapped}`)}`
    })
    .join('; ')
}

/** The session token inside a session cookie (what a revoke-session call names). */
export function sessionTokenOf(cookie: string): string {
  const pair = cookie.split('; ').find((p) => p.split('=')[0]!.endsWith('session_token'))
  if (!pair) throw new Error(`no session cookie in ${cookie}`)
  const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1))
  return value.slice(0, value.lastIndexOf('.'))
}
