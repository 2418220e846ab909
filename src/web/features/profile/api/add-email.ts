// An account made by mobile adds its email (decision 055): the identity service (Better Auth's change of email)
// mails a link to the address, and the account takes it when the link is opened; the link lands on the profile,
// which then says the email is confirmed. The profile of the page's language: the mail is written in it too (decision 060).
import { inPageLanguage } from '#web/lib/i18n/page-language.ts'

/** The identity service's refusal, in its words (empty when it gave none). */
export class AddEmailError extends Error {
  override name = 'AddEmailError'
}

export async function addEmail(email: string): Promise<void> {
  const res = await fetch('/api/auth/change-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      newEmail: email.trim(),
      callbackURL: inPageLanguage('/profile?verified=1'),
    }),
    credentials: 'same-origin',
  })
  if (res.ok) return
  const payload = (await res.json().catch(() => null)) as { message?: unknown } | null
  throw new AddEmailError(typeof payload?.message === 'string' ? payload.message : '')
}
