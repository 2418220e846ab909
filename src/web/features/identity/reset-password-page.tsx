import { ArrowLeft, KeyRound } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { accountMessages, authMessages } from '#domain/messages-auth.ts'
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

const isInvalidToken = (err: unknown) =>
  err instanceof AuthRequestError && (err.code === 'INVALID_TOKEN' || err.code === 'TOKEN_EXPIRED')

/**
 * The page the reset mail's link lands on (/reset-password?token=, or ?error=INVALID_TOKEN when the
 * identity service already knows the link is spent or expired).
 */
export function Component() {
  usePageMeta({ title: 'Choose a New Password' })
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
      toast.success(accountMessages.passwordReset, 5000)
      navigate('/login', { replace: true })
    } catch (err) {
      if (isInvalidToken(err)) setInvalid(true)
      else setError(describeAuthError(err, accountMessages.resetFailed))
      setSubmitting(false)
    }
  }

  if (invalid) {
    return (
      <AuthLayout eyebrow="Account help" title="This link has expired">
        <div className="flex flex-col gap-6">
          <FormAlert>{accountMessages.resetLinkInvalid}</FormAlert>
          <p className="text-ink-soft">
            Reset links work once and for one hour. Ask for a new one and use the latest mail we send.
          </p>
          <ButtonLink to="/forgot-password" size="lg" className="w-full">
            Request a new link
          </ButtonLink>
          <Link
            to="/login"
            className="inline-flex items-center gap-2 self-center text-sm font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Sign In
          </Link>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      eyebrow="Account help"
      title="Choose a new password"
      intro="Use at least 8 characters. A phrase you can remember works well."
    >
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-5"
        aria-label="Choose a new password"
      >
        {error && <FormAlert>{error}</FormAlert>}
        <PasswordFields
          values={values}
          edit={edit}
          labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
          mismatch={mismatch ? authMessages.passwordsDoNotMatch : undefined}
        />
        <Button type="submit" size="lg" disabled={submitting || mismatch} className="w-full">
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          {submitting ? 'Saving...' : 'Save New Password'}
        </Button>
      </form>
    </AuthLayout>
  )
}
