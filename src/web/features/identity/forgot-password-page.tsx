import { ArrowLeft, MailCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { authMessages } from '#domain/messages-auth.ts'
import { fill } from '#web/lib/i18n/fill.tsx'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link } from '#web/lib/router.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { requestPasswordReset } from './api/auth-api.ts'
import { AuthLayout } from './components/auth-layout.tsx'
import { FormAlert } from './components/form-alert.tsx'
import { describeAuthError } from './model/auth-errors.ts'
import { validateResetRequest } from './model/auth-forms.ts'
import { authText } from './model/auth-texts.ts'
import '#web/lib/i18n/messages/identity.en.ts'

const backLinkClass =
  'inline-flex items-center gap-2 self-center text-sm font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline'

/** docs/product.md, Routes and screens/States and transitions: an email form, then a 'Check Your Email' confirmation with a link back to login. */
export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('auth.forgot.meta.title'), description: t('auth.forgot.meta.description') })
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (submitting) return
    const problem = validateResetRequest(email)
    if (problem) {
      setError(problem)
      return
    }
    setSubmitting(true)
    try {
      await requestPasswordReset(email)
      setSentTo(email.trim())
    } catch (err) {
      setError(describeAuthError(err, authMessages.resetEmailFailed))
    } finally {
      setSubmitting(false)
    }
  }

  if (sentTo) {
    return (
      <AuthLayout
        title={t('auth.forgot.sent.title')}
        icon={
          <span className="mb-2 inline-flex h-14 w-14 items-center justify-center rounded-full bg-leaf-soft text-leaf">
            <MailCheck aria-hidden="true" className="h-7 w-7" />
          </span>
        }
      >
        <div className="flex flex-col gap-6">
          <div role="status" className="flex flex-col gap-3 text-ink">
            <p>
              {fill(t('auth.forgot.sent.text'), {
                email: <strong className="font-semibold [overflow-wrap:anywhere]">{sentTo}</strong>,
              })}
            </p>
            <p className="text-sm text-ink-soft">{t('auth.forgot.sent.hint')}</p>
          </div>
          <ButtonLink to="/login" size="lg" className="w-full">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('auth.back')}
          </ButtonLink>
          <Button
            variant="ghost"
            onClick={() => {
              setSentTo(null)
              setError(undefined)
            }}
            className="self-center"
          >
            {t('auth.forgot.other')}
          </Button>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout eyebrow={t('auth.help')} title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-5"
        aria-label={t('auth.forgot.form')}
      >
        {error && <FormAlert>{authText(t, error)}</FormAlert>}
        <Field label={t('auth.email')} required>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('auth.email.placeholder')}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value)
                setError(undefined)
              }}
              className={inputClass}
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? t('auth.forgot.sending') : t('auth.forgot.send')}
        </Button>
      </form>
      <Link to="/login" className={backLinkClass}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('auth.back')}
      </Link>
    </AuthLayout>
  )
}
