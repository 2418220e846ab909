import { CircleCheck, Mail } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { isValidEmail } from '#domain/email.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { AddEmailError, addEmail } from '../api/add-email.ts'
import '#web/lib/i18n/messages/profile.en.ts'

/**
 * An account made by mobile has no email (decision 055): order mails and invoices cannot reach it. The shopper adds
 * one here; the account takes it only when the link mailed to it is opened.
 */
export function AddEmail() {
  const { t } = useT()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const value = email.trim()
    if (!isValidEmail(value)) {
      setError(say('profile.email.invalid'))
      return
    }
    setError(undefined)
    setSending(true)
    try {
      await addEmail(value)
      setSentTo(value)
    } catch (err) {
      setError(err instanceof AddEmailError && err.message ? err.message : say('profile.email.network'))
    } finally {
      setSending(false)
    }
  }

  if (sentTo)
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-success-soft px-3 py-2.5 text-sm text-success"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {t('profile.email.sent', { email: sentTo })}
      </p>
    )
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg bg-sand px-4 py-4">
      <p className="text-sm text-ink">{t('profile.email.lead')}</p>
      <Field label={t('profile.email.label')} error={error}>
        {(a11y) => (
          <input
            {...a11y}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" disabled={sending}>
        <Mail aria-hidden="true" className="h-4 w-4" />
        {sending ? t('profile.email.sending') : t('profile.email.send')}
      </Button>
    </form>
  )
}
