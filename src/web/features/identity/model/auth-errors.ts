// docs/product.md, Error catalogue: "Sign-in (mapped from provider codes)": one place that turns whatever the identity service
// answered into the sentence a shopper reads. Better Auth spells its codes in UPPER_SNAKE
// (USER_NOT_FOUND, PASSWORD_TOO_SHORT, USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL); the spec names them the way
// identity providers usually do (auth/user-not-found). Both spellings are accepted.

import { authMessages } from '#domain/messages-auth.ts'

export type AuthErrorCode =
  | 'user-not-found'
  | 'wrong-password'
  | 'email-already-in-use'
  | 'weak-password'
  | 'invalid-email'
  | 'too-many-requests'
  | 'user-disabled'
  | 'operation-not-allowed'
  | 'network-request-failed'

export const AUTH_ERROR_MESSAGES: Record<AuthErrorCode, string> = {
  'user-not-found': authMessages.userNotFound,
  'wrong-password': authMessages.wrongPassword,
  'email-already-in-use': authMessages.emailInUse,
  'weak-password': authMessages.weakPassword,
  'invalid-email': authMessages.invalidEmail,
  'too-many-requests': authMessages.tooManyRequests,
  'user-disabled': authMessages.userDisabled,
  'operation-not-allowed': authMessages.operationNotAllowed,
  'network-request-failed': authMessages.networkFailed,
}

// Provider spellings (after normalising to kebab-case) that mean one of the spec's codes.
const ALIASES: Record<string, AuthErrorCode> = {
  'user-not-found': 'user-not-found',
  'wrong-password': 'wrong-password',
  'invalid-password': 'wrong-password',
  'invalid-credential': 'wrong-password',
  'email-already-in-use': 'email-already-in-use',
  'user-already-exists': 'email-already-in-use',
  'user-already-exists-use-another-email': 'email-already-in-use',
  'weak-password': 'weak-password',
  'password-too-short': 'weak-password',
  'invalid-email': 'invalid-email',
  'too-many-requests': 'too-many-requests',
  'user-disabled': 'user-disabled',
  'banned-user': 'user-disabled',
  'user-banned': 'user-disabled',
  'operation-not-allowed': 'operation-not-allowed',
  'provider-not-found': 'operation-not-allowed',
  'method-not-allowed': 'operation-not-allowed',
  'network-request-failed': 'network-request-failed',
}

/** What a failed identity call told us: an HTTP status, the reply's code and message, or a fetch failure. */
export interface AuthFailure {
  status?: number
  code?: string
  message?: string
}

function normaliseCode(code: string): string {
  return code
    .trim()
    .replace(/^auth\//i, '')
    .replace(/[_\s]+/g, '-')
    .toLowerCase()
}

/** The spec's code for a failure, or undefined when it is none of the listed ones. */
export function toAuthErrorCode(failure: AuthFailure | null | undefined): AuthErrorCode | undefined {
  if (!failure) return undefined
  if (failure.code) {
    const known = ALIASES[normaliseCode(failure.code)]
    if (known) return known
  }
  if (failure.status === 429) return 'too-many-requests'
  return undefined
}

/**
 * Reads anything thrown around an identity call: an AuthFailure-like object, a fetch TypeError
 * (the network is down), or an Error.
 */
export function toAuthFailure(error: unknown): AuthFailure {
  // fetch() rejects with a TypeError only when no reply arrived at all.
  if (error instanceof TypeError) return { code: 'network-request-failed', message: error.message }
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; code?: unknown; message?: unknown }
    return {
      status: typeof e.status === 'number' ? e.status : undefined,
      code: typeof e.code === 'string' ? e.code : undefined,
      message: typeof e.message === 'string' ? e.message : undefined,
    }
  }
  if (typeof error === 'string') return { message: error }
  return {}
}

/**
 * docs/product.md, Error catalogue: the mapped message; otherwise the server's own message; otherwise the screen's fallback
 * ('Login failed', 'Registration failed', ...), which defaults to 'Authentication failed'.
 */
export function describeAuthError(error: unknown, fallback: string = authMessages.failed): string {
  const failure = toAuthFailure(error)
  const code = toAuthErrorCode(failure)
  if (code) return AUTH_ERROR_MESSAGES[code]
  const own = failure.message?.trim()
  return own ? own : fallback
}
