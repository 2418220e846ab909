import { type ChangeEvent, type FormEvent, useState } from 'react'
import { accountMessages, authMessages } from '#domain/messages-auth.ts'
import { Link } from '#web/lib/router.tsx'
import { completeSignIn } from '#web/lib/session.ts'
import { Button } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { PasswordFields } from '#web/ui/password-fields.tsx'
import { toast } from '#web/ui/toast.tsx'
import { signUpWithEmail } from './api/auth-api.ts'
import { FormAlert } from './components/form-alert.tsx'
import { GoogleButton } from './components/google-button.tsx'
import { describeAuthError } from './model/auth-errors.ts'
import { passwordsMismatch, validateSignup } from './model/auth-forms.ts'

const linkClass = 'font-semibold text-leaf underline underline-offset-2 hover:text-leaf-deep'

/**
 * docs/product.md (Routes and screens, Validation rules: Signup): full name, email, password (the screen's 6-character hint shown, the 8-character
 * rule enforced), confirm password ('Passwords do not match' inline, button disabled), the terms
 * checkbox, Create Account ('Creating account...'), Continue with Google.
 */
export function SignupForm({ returnTo, initialError }: { returnTo: string; initialError?: string }) {
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' })
  const [acceptedTerms, setAcceptedTerms] = useState(false)
  const [error, setError] = useState<string | undefined>(initialError)
  const [submitting, setSubmitting] = useState(false)
  const mismatch = passwordsMismatch(values.password, values.confirmPassword)

  const edit = (field: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setError(undefined)
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (submitting) return
    const problem = validateSignup({ ...values, acceptedTerms })
    if (problem) {
      setError(problem)
      return
    }
    setSubmitting(true)
    setError(undefined)
    try {
      await signUpWithEmail(values)
      await completeSignIn()
      toast.success(accountMessages.welcome(values.email.trim()), 6000)
    } catch (err) {
      setError(describeAuthError(err, authMessages.registrationFailed))
      setSubmitting(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-5"
        aria-label="Create account"
      >
        {error && <FormAlert>{error}</FormAlert>}
        <Field label="Full name" required>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              name="name"
              autoComplete="name"
              placeholder="Asha Rao"
              maxLength={100}
              value={values.name}
              onChange={edit('name')}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Email address" required>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={values.email}
              onChange={edit('email')}
              className={inputClass}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordFields
            values={values}
            edit={edit}
            hint={authMessages.passwordHint}
            mismatch={mismatch ? authMessages.passwordsDoNotMatch : undefined}
          />
        </div>
        <label className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-ink">
          <input
            type="checkbox"
            name="terms"
            required
            checked={acceptedTerms}
            onChange={(e) => {
              setAcceptedTerms(e.target.checked)
              setError(undefined)
            }}
            className="mt-0.5 h-[1.125rem] w-[1.125rem] shrink-0 rounded accent-leaf"
          />
          <span>
            I agree to the{' '}
            <Link to="/terms" target="_blank" rel="noopener" className={linkClass}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" target="_blank" rel="noopener" className={linkClass}>
              Privacy Policy
            </Link>
            <span className="sr-only"> (open in a new tab)</span>
          </span>
        </label>
        <Button type="submit" size="lg" disabled={submitting || mismatch} className="w-full">
          {submitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <GoogleButton from="/signup" returnTo={returnTo} disabled={submitting} onError={setError} />
    </div>
  )
}
