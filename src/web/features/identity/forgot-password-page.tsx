import { ArrowLeft, MailCheck } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { authMessages } from '#domain/messages-auth.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link } from '#web/lib/router.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { requestPasswordReset } from './api/auth-api.ts'
import { AuthLayout } from './components/auth-layout.tsx'
import { FormAlert } from './components/form-alert.tsx'
import { describeAuthError } from './model/auth-errors.ts'
import { validateResetRequest } from './model/auth-forms.ts'

const backLinkClass =
  'inline-flex items-center gap-2 self-center text-sm font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline'

/** docs/product.md, Routes and screens/States and transitions: an email form, then a 'Check Your Email' confirmation with a link back to login. */
export function Component() {
  usePageMeta({ title: 'Forgot Password', description: 'Reset the password of your Surya Naturals account.' })
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
        title="Check Your Email"
        icon={
          <span className="mb-2 inline-flex h-14 w-14 items-center justify-center rounded-full bg-leaf-soft text-leaf">
            <MailCheck aria-hidden="true" className="h-7 w-7" />
          </span>
        }
      >
        <div className="flex flex-col gap-6">
          <div role="status" className="flex flex-col gap-3 text-ink">
            <p>
              If an account exists for{' '}
              <strong className="font-semibold [overflow-wrap:anywhere]">{sentTo}</strong>, we have sent a
              link to choose a new password.
            </p>
            <p className="text-sm text-ink-soft">
              The link works for one hour. Can&rsquo;t find the mail? Look in your spam or promotions folder.
            </p>
          </div>
          <ButtonLink to="/login" size="lg" className="w-full">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Sign In
          </ButtonLink>
          <Button
            variant="ghost"
            onClick={() => {
              setSentTo(null)
              setError(undefined)
            }}
            className="self-center"
          >
            Use a different email
          </Button>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      eyebrow="Account help"
      title="Forgot your password?"
      intro="Enter the email you signed up with and we will send you a link to choose a new one."
    >
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-5"
        aria-label="Reset password"
      >
        {error && <FormAlert>{error}</FormAlert>}
        <Field label="Email address" required>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
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
          {submitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <Link to="/login" className={backLinkClass}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Sign In
      </Link>
    </AuthLayout>
  )
}
