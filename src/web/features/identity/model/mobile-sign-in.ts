// What the mobile sign-in screens say (decision 055): the number's problem before anything is sent, and the
// server's own sentence for a code, a limit or the gateway (it names the tries left and the seconds to wait).
import { authMessages } from '#domain/messages-auth.ts'
import type { MobileProblem } from '#domain/mobile-sign-in.ts'
import { describeAuthError, toAuthFailure } from './auth-errors.ts'

export function mobileProblemMessage(problem: MobileProblem): string {
  return {
    required: authMessages.mobileRequired,
    foreign: authMessages.mobileForeign,
    landline: authMessages.mobileLandline,
    invalid: authMessages.mobileInvalid,
  }[problem]
}

const OWN_CODES = /^(OTP|MOBILE|SMS)_/

export function describeMobileError(error: unknown): string {
  const failure = toAuthFailure(error)
  const own = failure.message?.trim()
  if (own && failure.code && OWN_CODES.test(failure.code)) return own
  return describeAuthError(error, authMessages.loginFailed)
}

export function retryAfterOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('retryAfter' in error)) return undefined
  const { retryAfter } = error
  return typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : undefined
}
