// The identity service's own endpoints (Better Auth under /api/auth), called with plain fetch: the
// browser sends the same-origin Origin header these POSTs need and keeps the httpOnly session cookie.
// Failures carry the reply's status, code and message for describeAuthError (docs/product.md, Error catalogue).

import { SIGNED_IN_PARAM } from '#web/lib/session.ts'

const AUTH_BASE = '/api/auth'

export class AuthRequestError extends Error {
  override name = 'AuthRequestError'
  readonly status: number
  readonly code: string | undefined
  constructor(status: number, code: string | undefined, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

async function postAuth<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${AUTH_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  const payload = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown } | null
  if (!res.ok) {
    throw new AuthRequestError(
      res.status,
      typeof payload?.code === 'string' ? payload.code : undefined,
      typeof payload?.message === 'string' ? payload.message : '',
    )
  }
  return payload as T
}

export function signInWithEmail(input: { email: string; password: string; rememberMe: boolean }) {
  return postAuth<unknown>('/sign-in/email', {
    email: input.email.trim(),
    password: input.password,
    rememberMe: input.rememberMe,
  })
}

/** The verification mail's link lands on the home page, which then says the email is confirmed. */
export const VERIFIED_CALLBACK = '/?verified=1'

export function signUpWithEmail(input: { name: string; email: string; password: string }) {
  return postAuth<unknown>('/sign-up/email', {
    name: input.name.trim(),
    email: input.email.trim(),
    password: input.password,
    callbackURL: VERIFIED_CALLBACK,
  })
}

/** The mail's link goes through the identity service, which sends the shopper on to /reset-password?token=. */
export function requestPasswordReset(email: string) {
  return postAuth<unknown>('/request-password-reset', { email: email.trim(), redirectTo: '/reset-password' })
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return postAuth<unknown>('/reset-password', input)
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, window.location.origin)
  url.searchParams.set(name, value)
  return url.pathname + url.search + url.hash
}

/**
 * Google sign-in (OpenID Connect through the identity service): leaves for the provider's page. Coming back,
 * the page lands on `returnTo` marked signed_in (the session then takes a token), or on the screen it
 * started from with ?error= when it failed.
 */
export async function startGoogleSignIn(opts: { returnTo: string; from: '/login' | '/signup' }) {
  const { url } = await postAuth<{ url?: string }>('/sign-in/social', {
    provider: 'google',
    callbackURL: withParam(opts.returnTo, SIGNED_IN_PARAM, 'google'),
    errorCallbackURL: `${opts.from}?from=${encodeURIComponent(opts.returnTo)}`,
  })
  if (!url) throw new AuthRequestError(500, undefined, '')
  window.location.assign(url)
}
