import { type FormEvent, useState } from 'react'
import { authMessages } from '#domain/messages-auth.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { endGuestCheckout, useGuestCheckout } from '#web/lib/guest-checkout.ts'
import { fill } from '#web/lib/i18n/fill.tsx'
import { say } from '#web/lib/i18n/page-language.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
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
import { authText } from './model/auth-texts.ts'
import '#web/lib/i18n/messages/identity.en.ts'

/**
 * Attaches the guest's orders to the account now signed in (the guest cookie proves whose they are), and says how
 * many in the page's language (the reply's count; its English is the server's message, #domain/guest-checkout.ts).
 */
async function claimGuestOrders(): Promise<string> {
  const reply = await apiRequest<{ data: { attached_orders: string[] } }>('/guest/claim', { method: 'POST' })
  endGuestCheckout()
  const count = reply.data.attached_orders.length
  return count === 0 ? say('auth.claim.done.none') : say('auth.claim.done', { count })
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
  const { t } = useT()
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
        {t('auth.claim.title')}
      </h2>
      {user ? (
        <>
          <p className="text-ink-soft">{t('auth.claim.signed.in')}</p>
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
            {t('auth.claim.add')}
          </Button>
          {error && <FormAlert>{authText(t, error)}</FormAlert>}
        </>
      ) : (
        <>
          <p className="text-ink-soft">
            {fill(t('auth.claim.create.text'), { email: <strong>{guest.email}</strong> })}
          </p>
          <form
            noValidate
            onSubmit={(e) => void onCreate(e)}
            className="flex flex-col gap-4"
            aria-label={t('auth.claim.form')}
          >
            {error && <FormAlert>{authText(t, error)}</FormAlert>}
            <Field label={t('auth.claim.password')} hint={t('auth.claim.password.hint')}>
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
              {busy ? t('auth.claim.creating') : t('auth.claim.create')}
            </Button>
          </form>
          <p className="text-sm text-ink-soft">
            {fill(t('auth.claim.phone'), {
              mobile: (
                <Link
                  to="/login?with=mobile"
                  state={{ from: here }}
                  className="font-semibold text-leaf underline-offset-2 hover:underline"
                >
                  {t('auth.claim.phone.mobile')}
                </Link>
              ),
              email: (
                <Link
                  to="/login"
                  state={{ from: here }}
                  className="font-semibold text-leaf underline-offset-2 hover:underline"
                >
                  {t('auth.claim.phone.email')}
                </Link>
              ),
            })}
          </p>
        </>
      )}
    </Card>
  )
}
