// docs/product.md, Validation rules: "Signup", "Login", "Forgot password" and Business constants and limits ("Password"): the checks the sign-in screens run
// before they call the identity service. Each returns the first message to show, or undefined.

import { isValidEmail } from '#domain/email.ts'
import { accountMessages, authMessages } from '#domain/messages-auth.ts'

/** 8 characters is the rule; the signup screen also shows a 6-character hint (docs/product.md, Validation rules). */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_HINT_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128

export function validateLogin(input: { email: string; password: string }): string | undefined {
  if (!input.email.trim() || !input.password) return authMessages.loginRequired
  if (!isValidEmail(input.email)) return authMessages.validEmail
  return undefined
}

export interface SignupInput {
  name: string
  email: string
  password: string
  confirmPassword: string
  acceptedTerms: boolean
}

export function validateSignup(input: SignupInput): string | undefined {
  if (!input.name.trim() || !input.email.trim() || !input.password || !input.confirmPassword) {
    return authMessages.signupRequired
  }
  if (!isValidEmail(input.email)) return authMessages.validEmail
  const passwordProblem = validateNewPassword(input.password, input.confirmPassword)
  if (passwordProblem) return passwordProblem
  if (!input.acceptedTerms) return accountMessages.termsRequired
  return undefined
}

/** The inline 'Passwords do not match' appears once something is typed in the confirmation field. */
export function passwordsMismatch(password: string, confirmPassword: string): boolean {
  return confirmPassword.length > 0 && password !== confirmPassword
}

export function validateNewPassword(password: string, confirmPassword: string): string | undefined {
  if (!password || !confirmPassword) return accountMessages.newPasswordRequired
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordMin
  if (password.length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong
  if (password !== confirmPassword) return authMessages.passwordsDoNotMatch
  return undefined
}

export function validateResetRequest(email: string): string | undefined {
  if (!email.trim()) return accountMessages.emailRequired
  if (!isValidEmail(email)) return authMessages.validEmail
  return undefined
}

/**
 * Where to go after signing in: the origin route the guard or the login prompt passed as `from`
 * (a path string or a location object), never another site and never back to a sign-in screen.
 */
export function safeReturnPath(from: unknown, fallback = '/'): string {
  let path: string | undefined
  if (typeof from === 'string') path = from
  else if (from && typeof from === 'object') {
    const loc = from as { pathname?: unknown; search?: unknown; hash?: unknown }
    if (typeof loc.pathname === 'string') {
      path = `${loc.pathname}${typeof loc.search === 'string' ? loc.search : ''}${typeof loc.hash === 'string' ? loc.hash : ''}`
    }
  }
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback
  const pathname = path.split(/[?#]/)[0] ?? ''
  if (['/login', '/signup', '/forgot-password', '/reset-password'].includes(pathname)) return fallback
  return path
}
