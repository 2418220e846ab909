// The identity service's own endpoints (Better Auth under /api/auth), called with plain fetch: the
// browser sends the same-origin Origin header these POSTs need and keeps the httpOnly session cookie.
// Failures carry the reply's status, code and message for describeAuthError (docs/product.md, Error catalogue).

import { localisedPath } from '#web/lib/i18n/languages.ts'
import { inPageLanguage, pageLanguage } from '#web/lib/i18n/page-language.ts'
import { SIGNED_IN_PARAM } from '#web/lib/session.ts'

const AUTH_BASE = '/api/auth'

export class AuthRequestError extends Error {
  override name = 'AuthRequestError'
  readonly status: number
  readonly code: string | undefined
  /** seconds until a limit lets the call through again (a new sign-in code: decision 055) */
  readonly retryAfter: number | undefined
  constructor(status: number, code: string | undefined, message: string, retryAfter?: number) {
    super(message)
    this.status = status
    this.code = code
    this.retryAfter = retryAfter
  }
}

async function postAuth<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${AUTH_BASE}${path}`, {
    method: 'POST',
    // the server says its messages in the page's language (decision 061)
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': pageLanguage(),
    },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  const payload = (await res.json().catch(() => null)) as {
    code?: unknown
    message?: unknown
    retry_after?: unknown
  } | null
  if (!res.ok) {
    throw new AuthRequestError(
      res.status,
      typeof payload?.code === 'string' ? payload.code : undefined,
      typeof payload?.message === 'string' ? payload.message : '',
      typeof payload?.retry_after === 'number' ? payload.retry_after : undefined,
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

/** Sign-in by mobile (decision 055): a 6-digit code by SMS to an Indian mobile. */
export function sendMobileCode(mobile: string) {
  return postAuth<unknown>('/phone-number/send-otp', { phoneNumber: mobile })
}

/** Signs in (or up, for a new number) with the code; the session cookie is set by the reply. */
export function verifyMobileCode(input: { mobile: string; code: string }) {
  return postAuth<unknown>('/phone-number/verify', { phoneNumber: input.mobile, code: input.code.trim() })
}

/** The verification mail's link lands on the home page, which then says the email is confirmed. */
export const VERIFIED_CALLBACK = '/?verified=1'

export function signUpWithEmail(input: { name: string; email: string; password: string }) {
  return postAuth<unknown>('/sign-up/email', {
    name: input.name.trim(),
    email: input.email.trim(),
    password: input.password,
    callbackURL: inPageLanguage(VERIFIED_CALLBACK),
  })
}

/**
 * The mail's link goes through the identity service, which sends the shopper on to /reset-password?token= (in the
 * page's language: /hi/reset-password?token=).
 */
export function requestPasswordReset(email: string) {
  return postAuth<unknown>('/request-password-reset', {
    email: email.trim(),
    redirectTo: inPageLanguage('/reset-password'),
  })
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
  // Back to the addresses of the page's language (decision 058): the app's paths are written without its prefix.
  const lang = pageLanguage()
  const { url } = await postAuth<{ url?: string }>('/sign-in/social', {
    provider: 'google',
    callbackURL: withParam(localisedPath(lang, opts.returnTo), SIGNED_IN_PARAM, 'google'),
    errorCallbackURL: `${localisedPath(lang, opts.from)}?from=${encodeURIComponent(opts.returnTo)}`,
  })
  if (!url) throw new AuthRequestError(500, undefined, '')
  window.location.assign(url)
}
