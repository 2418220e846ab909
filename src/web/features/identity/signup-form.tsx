import { type ChangeEvent, type FormEvent, useState } from 'react'
import { authMessages } from '#domain/messages-auth.ts'
import { fill } from '#web/lib/i18n/fill.tsx'
import { useT } from '#web/lib/i18n/use-language.ts'
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
import { authText } from './model/auth-texts.ts'
import '#web/lib/i18n/messages/identity.en.ts'

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
  const { t } = useT()
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
      toast.success(t('auth.toast.welcome', { email: values.email.trim() }), 6000)
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
        aria-label={t('auth.signup.form')}
      >
        {error && <FormAlert>{authText(t, error)}</FormAlert>}
        <Field label={t('auth.signup.name')} required>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              name="name"
              autoComplete="name"
              placeholder={t('auth.signup.name.placeholder')}
              maxLength={100}
              value={values.name}
              onChange={edit('name')}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('auth.email')} required>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('auth.email.placeholder')}
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
            labels={{ password: t('auth.password'), confirmPassword: t('auth.password.confirm') }}
            hint={t('auth.check.password.hint')}
            mismatch={mismatch ? t('auth.check.mismatch') : undefined}
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
            {fill(t('auth.signup.terms'), {
              terms: (
                <Link to="/terms" target="_blank" rel="noopener" className={linkClass}>
                  {t('auth.signup.terms.link')}
                </Link>
              ),
              privacy: (
                <Link to="/privacy" target="_blank" rel="noopener" className={linkClass}>
                  {t('auth.signup.privacy.link')}
                </Link>
              ),
            })}
            <span className="sr-only">{t('auth.signup.new.tab')}</span>
          </span>
        </label>
        <Button type="submit" size="lg" disabled={submitting || mismatch} className="w-full">
          {submitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
        </Button>
      </form>
      <GoogleButton from="/signup" returnTo={returnTo} disabled={submitting} onError={setError} />
    </div>
  )
}
