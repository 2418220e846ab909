// The setup of an invited operator's account from the mailed link.
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '#web/ui/button.tsx'
import { signIn } from '../api/auth.ts'
import { completeSetup, getSetupLink } from '../api/setup.ts'
import { TextField } from './admin-ui.tsx'
import { AuthCard, FormError, messageOf, PasswordField } from './auth-ui.tsx'

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
    getSetupLink(token)
      .then(setInvite)
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
      const data = await completeSetup({ token, name: name.trim(), password })
      await signIn(data.email, password)
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
        <PasswordField
          hint="At least 12 characters"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          label="Confirm password"
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
