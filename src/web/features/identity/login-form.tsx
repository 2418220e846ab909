import { type ChangeEvent, type FormEvent, useState } from 'react'
import { authMessages } from '#domain/messages-auth.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { completeSignIn } from '#web/lib/session.ts'
import { Button } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { PasswordInput } from '#web/ui/password-fields.tsx'
import { signInWithEmail } from './api/auth-api.ts'
import { FormAlert } from './components/form-alert.tsx'
import { GoogleButton } from './components/google-button.tsx'
import { describeAuthError } from './model/auth-errors.ts'
import { validateLogin } from './model/auth-forms.ts'
import { authText } from './model/auth-texts.ts'
import '#web/lib/i18n/messages/identity.en.ts'

/**
 * docs/product.md (Routes and screens, States and transitions, Validation rules: Login): email, password with show/hide, Remember me, Forgot password, Sign In
 * ('Signing in...' while busy), Continue with Google. Errors clear when a field is edited. Once the
 * session has its user the page moves on to the origin route.
 */
export function LoginForm({ returnTo, initialError }: { returnTo: string; initialError?: string }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(true)
  const [error, setError] = useState<string | undefined>(initialError)
  const [submitting, setSubmitting] = useState(false)
  const { t } = useT()

  const edit = (set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value)
    setError(undefined)
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (submitting) return
    const problem = validateLogin({ email, password })
    if (problem) {
      setError(problem)
      return
    }
    setSubmitting(true)
    setError(undefined)
    try {
      await signInWithEmail({ email, password, rememberMe })
      await completeSignIn()
    } catch (err) {
      setError(describeAuthError(err, authMessages.loginFailed))
      setSubmitting(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-5"
        aria-label={t('auth.signin.form')}
      >
        {error && <FormAlert>{authText(t, error)}</FormAlert>}
        <Field label={t('auth.email')}>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              name="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('auth.email.placeholder')}
              value={email}
              onChange={edit(setEmail)}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label={t('auth.password')}
          labelAside={
            <Link
              to="/forgot-password"
              className="text-sm font-semibold text-leaf underline-offset-2 hover:text-leaf-deep hover:underline"
            >
              {t('auth.signin.forgot')}
            </Link>
          }
        >
          {(a11y) => (
            <PasswordInput
              {...a11y}
              name="password"
              autoComplete="current-password"
              placeholder={t('auth.signin.password.placeholder')}
              value={password}
              onChange={edit(setPassword)}
            />
          )}
        </Field>
        <label className="inline-flex w-fit cursor-pointer items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="rememberMe"
            checked={rememberMe}
            onChange={(e) => {
              setRememberMe(e.target.checked)
              setError(undefined)
            }}
            className="h-[1.125rem] w-[1.125rem] rounded accent-leaf"
          />
          {t('auth.signin.remember')}
        </label>
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? t('auth.signin.submitting') : t('auth.signin.submit')}
        </Button>
      </form>
      <GoogleButton from="/login" returnTo={returnTo} disabled={submitting} onError={setError} />
    </div>
  )
}
