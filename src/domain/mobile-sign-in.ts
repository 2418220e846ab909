// Sign-in by mobile number (decision 055): the rules the API and the screens share.
import { looksLikeLandline } from './profile.ts'

export const OTP_LENGTH = 6
/** a code is good for 5 minutes */
export const OTP_TTL_SECONDS = 5 * 60
/** wrong tries allowed per code; the next one, right or wrong, is refused and the code is gone */
export const OTP_TRIES = 5
/** a new code for the same number after 30 seconds */
export const OTP_RESEND_SECONDS = 30

/**
 * An account made by signing in with a mobile has no email until the shopper gives one; Better Auth's user row wants
 * one, so it carries this stand-in (RFC 2606's `.invalid`: nothing is ever delivered there, and the outbox drops mail
 * to it).
 */
export const MOBILE_ONLY_EMAIL_DOMAIN = 'mobile.invalid'

export function mobileOnlyEmailOf(e164: string): string {
  return `${e164.replace(/^\+/, '')}@${MOBILE_ONLY_EMAIL_DOMAIN}`
}

export function isMobileOnlyEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().endsWith(`@${MOBILE_ONLY_EMAIL_DOMAIN}`)
}

export type MobileProblem = 'required' | 'foreign' | 'landline' | 'invalid'

/**
 * '+91 98480 12345', '098480 12345', '9848012345' -> '+919848012345' (E.164, how the account keeps it); else why not:
 * another country's code, a landline (an STD code written as such, or ten digits not starting 6 to 9), or not a
 * number at all.
 */
export function parseSignInMobile(
  input: string,
): { ok: true; e164: string } | { ok: false; problem: MobileProblem } {
  const raw = input.trim()
  if (raw === '') return { ok: false, problem: 'required' }
  const compact = raw.replace(/[\s().-]/g, '')
  if (/^(\+|00)(?!91)\d/.test(compact)) return { ok: false, problem: 'foreign' }
  if (!/^\+?\d+$/.test(compact)) return { ok: false, problem: 'invalid' }
  if (looksLikeLandline(raw)) return { ok: false, problem: 'landline' }
  const digits = compact.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '')
  if (/^[6-9]\d{9}$/.test(digits)) return { ok: true, e164: `+91${digits}` }
  if (/^\d{10}$/.test(digits)) return { ok: false, problem: 'landline' }
  return { ok: false, problem: 'invalid' }
}

/** '+919848012345' -> '+91 98480 12345' */
export function formatMobile(e164: string): string {
  const d = e164.replace(/^\+91/, '')
  return `+91 ${d.slice(0, 5)} ${d.slice(5)}`
}
