// The sign-in screens' own sentences in the page's language (decision 058). The checks (auth-forms.ts) and the
// error catalogue (auth-errors.ts) keep answering with the spec's English, #domain/messages-auth.ts; the screen
// shows that sentence through its key here. A sentence that is none of these (the identity service's own words,
// a code or limit the server names) is shown as the server wrote it.
import { type MessageKey, translate } from '#web/lib/i18n/catalogue.ts'
import type { Translator } from '#web/lib/i18n/use-language.ts'
import '#web/lib/i18n/messages/identity.en.ts'

const KEYS = [
  'auth.check.login.required',
  'auth.check.signup.required',
  'auth.check.email.required',
  'auth.check.valid.email',
  'auth.check.password.min',
  'auth.check.password.hint',
  'auth.check.password.long',
  'auth.check.new.password',
  'auth.check.mismatch',
  'auth.check.terms',
  'auth.check.mobile.required',
  'auth.check.mobile.invalid',
  'auth.check.mobile.foreign',
  'auth.check.mobile.landline',
  'auth.check.otp.required',
  'auth.error.user.not.found',
  'auth.error.wrong.password',
  'auth.error.email.in.use',
  'auth.error.weak.password',
  'auth.error.invalid.email',
  'auth.error.too.many',
  'auth.error.disabled',
  'auth.error.not.allowed',
  'auth.error.network',
  'auth.error.failed',
  'auth.error.login',
  'auth.error.registration',
  'auth.error.google.signin',
  'auth.error.google.signup',
  'auth.error.reset.email',
  'auth.error.reset',
  'auth.error.reset.link',
] as const satisfies readonly MessageKey[]

let byEnglish: Map<string, MessageKey> | undefined

/** The key of one of the screens' English sentences, or undefined for any other text. */
export function authTextKey(english: string): MessageKey | undefined {
  byEnglish ??= new Map(KEYS.map((key) => [translate('en', key), key]))
  return byEnglish.get(english)
}

/** `english` (a check's or the error catalogue's sentence) in the page's language; any other text as it is. */
export function authText(t: Translator['t'], english: string): string {
  const key = authTextKey(english)
  return key ? t(key) : english
}
