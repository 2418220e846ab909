import { describe, expect, it } from 'vitest'
import type { MobileProblem } from '#domain/mobile-sign-in.ts'
import { translate } from '#web/lib/i18n/catalogue.ts'
import { identityEn } from '#web/lib/i18n/messages/identity.en.ts'
import { identityMoreEn } from '#web/lib/i18n/messages/identity-more.en.ts'
import { AUTH_ERROR_MESSAGES, describeAuthError } from './auth-errors.ts'
import { validateLogin, validateNewPassword, validateResetRequest, validateSignup } from './auth-forms.ts'
import { authText, authTextKey } from './auth-texts.ts'
import { describeMobileError, mobileProblemMessage } from './mobile-sign-in.ts'

// Every sentence the sign-in screens decide themselves (their checks, the error catalogue's sentence for a code,
// their fallbacks) has a key, so a Hindi page says it in Hindi (decision 058); the server's own words do not.
describe('the sign-in screens’ sentences in the page’s language', () => {
  const signup = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    password: 'moringa-123',
    confirmPassword: 'moringa-123',
    acceptedTerms: true,
  }
  const decided = [
    validateLogin({ email: '', password: '' }),
    validateLogin({ email: 'asha', password: 'x' }),
    validateSignup({ ...signup, name: '' }),
    validateSignup({ ...signup, email: 'asha' }),
    validateSignup({ ...signup, password: 'short12', confirmPassword: 'short12' }),
    validateSignup({ ...signup, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }),
    validateSignup({ ...signup, confirmPassword: 'moringa-124' }),
    validateSignup({ ...signup, acceptedTerms: false }),
    validateNewPassword('', ''),
    validateResetRequest(''),
    validateResetRequest('asha'),
    ...(['required', 'foreign', 'landline', 'invalid'] satisfies MobileProblem[]).map(mobileProblemMessage),
    ...Object.values(AUTH_ERROR_MESSAGES),
    describeAuthError({ status: 500 }),
    describeAuthError({ status: 500 }, 'Login failed'),
    describeMobileError({ status: 500 }),
  ]

  it('has a key for each, whose English is the sentence itself and whose Hindi and Telugu are their own', () => {
    expect(decided).not.toContain(undefined)
    for (const english of decided as string[]) {
      const key = authTextKey(english)
      expect(key, english).toBeDefined()
      if (!key) continue
      expect(translate('en', key)).toBe(english)
      expect(authText((k) => translate('hi', k), english)).not.toBe(english)
      expect(authText((k) => translate('te', k), english)).not.toBe(english)
    }
  })

  it('leaves the identity service’s own words as it wrote them', () => {
    const own = describeMobileError({ code: 'OTP_WRONG', message: 'Incorrect code. You have 4 tries left' })
    expect(authTextKey(own)).toBeUndefined()
    expect(authText((k) => translate('hi', k), own)).toBe('Incorrect code. You have 4 tries left')
  })
})

describe('the account’s texts in every language', () => {
  it('are written in each language, not English copied', () => {
    const keys = Object.keys({ ...identityEn, ...identityMoreEn }) as (keyof typeof identityEn)[]
    for (const lang of ['hi', 'te', 'ta', 'kn', 'ml'] as const) {
      const copied = keys.filter((key) => translate(lang, key) === translate('en', key))
      expect(copied, lang).toEqual([])
    }
  })
})
