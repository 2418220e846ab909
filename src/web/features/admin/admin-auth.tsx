// Signing in to the back office: email and password, then the authenticator's code (or a recovery code); the
// setup of an invited operator's account; and setting up the authenticator app on first sign-in.
import qrcode from 'qrcode-generator'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '../../ui/button.tsx'
import { Field, inputClass } from '../../ui/field.tsx'
import { AdminApiError, adminApi } from './admin-api.ts'
import { TextField } from './admin-ui.tsx'

function AuthCard({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-parchment px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <p className="mb-6 font-serif text-lg text-leaf-deep">
          <span aria-hidden="true">☀ </span>Surya Naturals · Back office
        </p>
        <h1 className="text-2xl">{title}</h1>
        {intro && <p className="mt-2 text-sm text-ink-soft">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  )
}

function FormError({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (message) ref.current?.focus()
  }, [message])
  if (!message) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-4 rounded-lg bg-error-soft px-4 py-3 text-sm text-error outline-none"
    >
      {message}
    </div>
  )
}

const messageOf = (err: unknown) =>
  err instanceof Error ? err.message : 'Something went wrong. Please try again.'

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
      const res = await adminApi.auth<{ twoFactorRedirect?: boolean }>('/sign-in/email', {
        email: email.trim(),
        password,
      })
      if (res.twoFactorRedirect) setStep('code')
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
      await adminApi.auth(useRecovery ? '/two-factor/verify-backup-code' : '/two-factor/verify-totp', {
        code: value,
      })
      onSignedIn()
    } catch (err) {
      setError(
        err instanceof AdminApiError && err.status === 401
          ? 'That code did not work. Check the time on your phone and try the newest code.'
          : messageOf(err),
      )
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
          <Field label={useRecovery ? 'Recovery code' : 'Code'}>
            {(a11y) => (
              <input
                {...a11y}
                className={`${inputClass} tracking-widest`}
                inputMode={useRecovery ? 'text' : 'numeric'}
                autoComplete="one-time-code"
                ref={codeRef}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
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
        <TextField
          label="Password"
          required
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Continue'}
        </Button>
      </form>
    </AuthCard>
  )
}

/** An invited operator chooses a name and password from the mailed link, then signs in. */
export function Setup({ token, onDone }: { token: string; onDone: () => void }) {
  const [invite, setInvite] = useState<{ email: string; role: string } | null>(null)
  const [linkError, setLinkError] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    adminApi
      .get<{ data: { email: string; role: string } }>('/setup', { token })
      .then((r) => setInvite(r.data))
      .catch((err) => setLinkError(messageOf(err)))
  }, [token])

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!name.trim()) return setError('Enter your name')
    if (password.length < 12) return setError('Password must be at least 12 characters')
    if (password !== confirm) return setError('The two passwords do not match')
    setBusy(true)
    setError(null)
    try {
      const { data } = await adminApi.post<{ data: { email: string } }>('/setup', {
        token,
        name: name.trim(),
        password,
      })
      await adminApi.auth('/sign-in/email', { email: data.email, password })
      onDone()
    } catch (err) {
      setError(messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  if (linkError)
    return (
      <AuthCard title="This link does not work">
        <FormError message={linkError} />
      </AuthCard>
    )
  if (!invite)
    return (
      <AuthCard title="Set up your account">
        <p role="status" className="text-sm text-ink-soft">
          Checking your link…
        </p>
      </AuthCard>
    )
  return (
    <AuthCard
      title="Set up your account"
      intro={`You are joining the back office as ${invite.role} with ${invite.email}. Choose a password of at least 12 characters; next you will set up an authenticator app.`}
    >
      <FormError message={error} />
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <input type="email" autoComplete="username" value={invite.email} readOnly hidden />
        <TextField label="Your name" required autoComplete="name" value={name} onChange={setName} />
        <TextField
          label="Password"
          required
          hint="At least 12 characters"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <TextField
          label="Confirm password"
          required
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save and continue'}
        </Button>
      </form>
    </AuthCard>
  )
}

function QrCode({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(text)
    qr.make()
    const n = qr.getModuleCount()
    let d = ''
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`
    return { d, size: n + 8 }
  }, [text])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      className="size-48 rounded-lg border border-line bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path.d} fill="#1f4a29" />
    </svg>
  )
}

/** First sign-in: the password again, then the app is set up from a QR code and proven with one code. */
export function SetUpSecondFactor({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('')
  const [enrolment, setEnrolment] = useState<{ totpURI: string; backupCodes: string[] } | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const codesId = useId()
  const secret = enrolment ? (new URL(enrolment.totpURI).searchParams.get('secret') ?? '') : ''

  async function start(e: FormEvent) {
    e.preventDefault()
    if (!password) return setError('Enter your password')
    setBusy(true)
    setError(null)
    try {
      setEnrolment(
        await adminApi.auth<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password }),
      )
    } catch (err) {
      setError(err instanceof AdminApiError && err.status < 500 ? 'Wrong password' : messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await adminApi.auth('/two-factor/verify-totp', { code: code.replace(/\s/g, '') })
      onDone()
    } catch {
      setError('That code did not work. Check the time on your phone and try the newest code.')
    } finally {
      setBusy(false)
    }
  }

  if (!enrolment)
    return (
      <AuthCard
        title="Protect your account"
        intro="The back office asks for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) at every sign-in. Confirm your password to begin."
      >
        <FormError message={error} />
        <form onSubmit={start} className="flex flex-col gap-4" noValidate>
          <TextField
            label="Password"
            required
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Please wait…' : 'Set up the app'}
          </Button>
        </form>
      </AuthCard>
    )

  return (
    <AuthCard
      title="Scan with your authenticator app"
      intro="Scan the code, or type the key by hand. Then enter the 6-digit code the app shows."
    >
      <div className="flex flex-col items-center gap-3">
        <QrCode text={enrolment.totpURI} label="QR code for your authenticator app" />
        <p className="text-center text-xs text-ink-soft">
          Or type this key in the app:
          <code className="mt-1 block font-mono text-sm tracking-wide text-ink" data-testid="totp-secret">
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </p>
      </div>
      <section aria-labelledby={codesId} className="mt-5 rounded-xl bg-sand/60 p-4">
        <h2 id={codesId} className="text-base">
          Recovery codes
        </h2>
        <p className="mt-1 text-xs text-ink-soft">
          Keep these somewhere safe. Each one signs you in once if you lose your phone.
        </p>
        <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm">
          {enrolment.backupCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
      <FormError message={error} />
      <form onSubmit={verify} className="mt-5 flex flex-col gap-4" noValidate>
        <Field label="Code from the app" required>
          {(a11y) => (
            <input
              {...a11y}
              inputMode="numeric"
              autoComplete="one-time-code"
              className={`${inputClass} tracking-widest`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy || code.replace(/\s/g, '').length < 6}>
          {busy ? 'Checking…' : 'Confirm and open the back office'}
        </Button>
      </form>
    </AuthCard>
  )
}
