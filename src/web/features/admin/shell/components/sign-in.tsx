// Signing in to the back office: email and password, then the authenticator's code (or a recovery code).
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '#web/ui/button.tsx'
import { AdminApiError } from '../api/admin-client.ts'
import { signIn, verifyCode } from '../api/auth.ts'
import { TextField } from './admin-ui.tsx'
import { AuthCard, CodeField, FormError, messageOf, PasswordField, WRONG_CODE } from './auth-ui.tsx'

/** Email and password, then the 6-digit code; calls onSignedIn once the session is open. */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<'password' | 'code'>('password')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [useRecovery, setUseRecovery] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  // The code step takes the place of the password form: the cursor goes to the code box.
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus()
  }, [step])

  async function submitPassword(e: FormEvent) {
    e.preventDefault()
    if (!email.trim() || !password) return setError('Enter your email and password')
    setBusy(true)
    setError(null)
    try {
      if (await signIn(email.trim(), password)) setStep('code')
      else onSignedIn()
    } catch (err) {
      setError(
        err instanceof AdminApiError && err.status === 401 ? 'Wrong email or password' : messageOf(err),
      )
    } finally {
      setBusy(false)
    }
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault()
    const value = code.replace(/\s/g, '')
    if (!value) return setError(useRecovery ? 'Enter a recovery code' : 'Enter the 6-digit code')
    setBusy(true)
    setError(null)
    try {
      await verifyCode(value, useRecovery)
      onSignedIn()
    } catch (err) {
      setError(err instanceof AdminApiError && err.status === 401 ? WRONG_CODE : messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  if (step === 'code')
    return (
      <AuthCard
        title="Enter your code"
        intro={
          useRecovery
            ? 'Type one of the recovery codes you saved when you set up the app. Each works once.'
            : 'Open your authenticator app and type the 6-digit code for Surya Naturals.'
        }
      >
        <FormError message={error} />
        <form onSubmit={submitCode} className="flex flex-col gap-4" noValidate>
          <CodeField
            label={useRecovery ? 'Recovery code' : 'Code'}
            text={useRecovery}
            inputRef={codeRef}
            value={code}
            onChange={setCode}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Checking…' : 'Sign in'}
          </Button>
          <button
            type="button"
            className="text-sm font-semibold text-leaf underline-offset-2 hover:underline"
            onClick={() => {
              setUseRecovery(!useRecovery)
              setCode('')
              setError(null)
            }}
          >
            {useRecovery ? 'Use the authenticator app instead' : 'Lost your phone? Use a recovery code'}
          </button>
        </form>
      </AuthCard>
    )

  return (
    <AuthCard title="Sign in" intro="For the shop’s staff. Shopper accounts do not open the back office.">
      <FormError message={error} />
      <form onSubmit={submitPassword} className="flex flex-col gap-4" noValidate>
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <PasswordField autoComplete="current-password" value={password} onChange={setPassword} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Continue'}
        </Button>
      </form>
    </AuthCard>
  )
}
