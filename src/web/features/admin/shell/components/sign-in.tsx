// Signing in to the back office: email and password, then the authenticator's code (or a recovery code).
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '#web/ui/button.tsx'
import { adminSay } from '../admin-texts.ts'
import { AdminApiError } from '../api/admin-client.ts'
import { signIn, verifyCode } from '../api/auth.ts'
import { shellTexts } from '../texts.en.ts'
import { TextField } from './admin-ui.tsx'
import { AuthCard, CodeField, FormError, messageOf, PasswordField, WRONG_CODE } from './auth-ui.tsx'

const say = adminSay(shellTexts)

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
    if (!email.trim() || !password) return setError(say('sign.in.enter.both'))
    setBusy(true)
    setError(null)
    try {
      if (await signIn(email.trim(), password)) setStep('code')
      else onSignedIn()
    } catch (err) {
      setError(err instanceof AdminApiError && err.status === 401 ? say('sign.in.wrong') : messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  async function submitCode(e: FormEvent) {
    e.preventDefault()
    const value = code.replace(/\s/g, '')
    if (!value) return setError(useRecovery ? say('sign.in.enter.recovery') : say('sign.in.enter.code'))
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
        title={say('sign.in.code.title')}
        intro={useRecovery ? say('sign.in.code.intro.recovery') : say('sign.in.code.intro')}
      >
        <FormError message={error} />
        <form onSubmit={submitCode} className="flex flex-col gap-4" noValidate>
          <CodeField
            label={useRecovery ? say('sign.in.recovery.code') : say('sign.in.code')}
            text={useRecovery}
            inputRef={codeRef}
            value={code}
            onChange={setCode}
          />
          <Button type="submit" disabled={busy}>
            {busy ? say('sign.in.checking') : say('sign.in.submit')}
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
            {useRecovery ? say('sign.in.use.app') : say('sign.in.use.recovery')}
          </button>
        </form>
      </AuthCard>
    )

  return (
    <AuthCard title={say('sign.in.title')} intro={say('sign.in.intro')}>
      <FormError message={error} />
      <form onSubmit={submitPassword} className="flex flex-col gap-4" noValidate>
        <TextField
          label={say('sign.in.email')}
          required
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <PasswordField autoComplete="current-password" value={password} onChange={setPassword} />
        <Button type="submit" disabled={busy}>
          {busy ? say('sign.in.busy') : say('sign.in.continue')}
        </Button>
      </form>
    </AuthCard>
  )
}
