import { type FormEvent, useState } from 'react'
import { guestMessages } from '#domain/guest-checkout.ts'
import { authMessages } from '#domain/messages-auth.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { endGuestCheckout, useGuestCheckout } from '#web/lib/guest-checkout.ts'
import { Link, useLocation, useNavigate } from '#web/lib/router.tsx'
import { completeSignIn } from '#web/lib/session.ts'
import { useSession } from '#web/lib/use-session.ts'
import { Button } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { Field } from '#web/ui/field.tsx'
import { PasswordInput } from '#web/ui/password-fields.tsx'
import { toast } from '#web/ui/toast.tsx'
import { signUpWithEmail } from './api/auth-api.ts'
import { FormAlert } from './components/form-alert.tsx'
import { describeAuthError } from './model/auth-errors.ts'

/** Attaches the guest's orders to the account now signed in (the guest cookie proves whose they are). */
async function claimGuestOrders(): Promise<string> {
  const reply = await apiRequest<{ message?: string; data: { attached_orders: string[] } }>('/guest/claim', {
    method: 'POST',
  })
  endGuestCheckout()
  return reply.message ?? guestMessages.claimed(reply.data.attached_orders.length)
}

/**
 * After paying as a guest (decision 057): one tap makes an account with the guest's email (a password), or the
 * shopper signs in (by mobile code, decision 055, or email) and comes back here; either way the guest's orders
 * attach to the account, once.
 */
export function GuestAccountCard() {
  const guest = useGuestCheckout()
  const { user } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (!guest) return null

  const finish = async () => {
    toast.success(await claimGuestOrders(), 6000)
    navigate('/orders')
  }

  const onCreate = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    if (password.length < 8) {
      setError(authMessages.weakPassword)
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      await signUpWithEmail({ name: guest.email.split('@')[0] ?? '', email: guest.email, password })
      await completeSignIn()
      await finish()
    } catch (err) {
      setError(describeAuthError(err, authMessages.registrationFailed))
      setBusy(false)
    }
  }

  const here = `${location.pathname}${location.search}`
  return (
    <Card as="section" aria-labelledby="guest-account-title" className="flex flex-col gap-4 p-5 sm:p-8">
      <h2 id="guest-account-title" className="text-xl">
        Keep your orders in one place
      </h2>
      {user ? (
        <>
          <p className="text-ink-soft">
            You are signed in. Add the orders you placed as a guest to your account.
          </p>
          <Button
            size="lg"
            disabled={busy}
            onClick={() => {
              setBusy(true)
              void finish().catch((err: Error) => {
                setError(err.message)
                setBusy(false)
              })
            }}
          >
            Add my orders to my account
          </Button>
          {error && <FormAlert>{error}</FormAlert>}
        </>
      ) : (
        <>
          <p className="text-ink-soft">
            Create an account for <strong>{guest.email}</strong> in one tap: choose a password, and your
            orders are added to it.
          </p>
          <form
            noValidate
            onSubmit={(e) => void onCreate(e)}
            className="flex flex-col gap-4"
            aria-label="Create account"
          >
            {error && <FormAlert>{error}</FormAlert>}
            <Field label="Choose a password" hint="At least 8 characters.">
              {(a11y) => (
                <PasswordInput
                  {...a11y}
                  name="new-password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => {
                    setPassword(e.target.value)
                    setError(undefined)
                  }}
                />
              )}
            </Field>
            <Button type="submit" size="lg" disabled={busy} className="w-full">
              {busy ? 'Creating your account...' : 'Create my account'}
            </Button>
          </form>
          <p className="text-sm text-ink-soft">
            Prefer your phone?{' '}
            <Link
              to="/login?with=mobile"
              state={{ from: here }}
              className="font-semibold text-leaf underline-offset-2 hover:underline"
            >
              Sign in with your mobile number
            </Link>{' '}
            or{' '}
            <Link
              to="/login"
              state={{ from: here }}
              className="font-semibold text-leaf underline-offset-2 hover:underline"
            >
              sign in with email
            </Link>
            , then come back to add your orders.
          </p>
        </>
      )}
    </Card>
  )
}
