import { ArrowLeft, KeyRound } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { accountMessages } from '#domain/messages-auth.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, useNavigate, useSearchParams } from '#web/lib/router.tsx'
import { getIdToken, getSession } from '#web/lib/session.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { PasswordFields } from '#web/ui/password-fields.tsx'
import { toast } from '#web/ui/toast.tsx'
import { AuthRequestError, resetPassword } from './api/auth-api.ts'
import { AuthLayout } from './components/auth-layout.tsx'
import { FormAlert } from './components/form-alert.tsx'
import { describeAuthError } from './model/auth-errors.ts'
import { passwordsMismatch, validateNewPassword } from './model/auth-forms.ts'
import { authText } from './model/auth-texts.ts'
import '#web/lib/i18n/messages/identity.en.ts'

const isInvalidToken = (err: unknown) =>
  err instanceof AuthRequestError && (err.code === 'INVALID_TOKEN' || err.code === 'TOKEN_EXPIRED')

/**
 * The page the reset mail's link lands on (/reset-password?token=, or ?error=INVALID_TOKEN when the
 * identity service already knows the link is spent or expired).
 */
export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('auth.reset.meta.title') })
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token')
  const [invalid, setInvalid] = useState(!token || params.has('error'))
  const [values, setValues] = useState({ password: '', confirmPassword: '' })
  const [error, setError] = useState<string | undefined>()
  const [submitting, setSubmitting] = useState(false)
  const mismatch = passwordsMismatch(values.password, values.confirmPassword)

  const edit = (field: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setError(undefined)
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (submitting || !token) return
    const problem = validateNewPassword(values.password, values.confirmPassword)
    if (problem) {
      setError(problem)
      return
    }
    setSubmitting(true)
    try {
      await resetPassword({ token, newPassword: values.password })
      // A reset signs this account out everywhere; if this browser was signed in, let the session notice.
      if (getSession().user) await getIdToken({ forceRefresh: true })
      toast.success(t('auth.toast.password.reset'), 5000)
      navigate('/login', { replace: true })
    } catch (err) {
      if (isInvalidToken(err)) setInvalid(true)
      else setError(describeAuthError(err, accountMessages.resetFailed))
      setSubmitting(false)
    }
  }

  if (invalid) {
    return (
      <AuthLayout eyebrow={t('auth.help')} title={t('auth.reset.expired.title')}>
        <div className="flex flex-col gap-6">
          <FormAlert>{t('auth.error.reset.link')}</FormAlert>
          <p className="text-ink-soft">{t('auth.reset.expired.text')}</p>
          <ButtonLink to="/forgot-password" size="lg" className="w-full">
            {t('auth.reset.request')}
          </ButtonLink>
          <Link
            to="/login"
            className="inline-flex items-center gap-2 self-center text-sm font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('auth.back')}
          </Link>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout eyebrow={t('auth.help')} title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-5"
        aria-label={t('auth.reset.title')}
      >
        {error && <FormAlert>{authText(t, error)}</FormAlert>}
        <PasswordFields
          values={values}
          edit={edit}
          labels={{ password: t('auth.reset.password'), confirmPassword: t('auth.reset.confirm') }}
          mismatch={mismatch ? t('auth.check.mismatch') : undefined}
        />
        <Button type="submit" size="lg" disabled={submitting || mismatch} className="w-full">
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          {submitting ? t('auth.reset.saving') : t('auth.reset.save')}
        </Button>
      </form>
    </AuthLayout>
  )
}
