import { type FormEvent, useState } from 'react'
import { guestEmailProblem, guestMessages, guestMobileProblem } from '#domain/guest-checkout.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { startGuestCheckout } from '#web/lib/guest-checkout.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { useNavigate } from '#web/lib/router.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { mergeGuestCart } from './api/merge-guest-cart.ts'
import '#web/lib/i18n/messages/guest.en.ts'

/**
 * Continue as guest (decision 057), beside sign-in on the way to checkout: an email for the order's mails and an
 * Indian mobile for the courier, checked as the server checks them; then the browser cart becomes the guest's cart
 * on the server and checkout opens with the same address, shipping and payment steps.
 */
export function ContinueAsGuest({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [mobile, setMobile] = useState('')
  const [errors, setErrors] = useState<{ email?: string; mobile?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const { t } = useT()

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const found = { email: guestEmailProblem(email), mobile: guestMobileProblem(mobile) }
    setErrors(found)
    if (found.email || found.mobile) return
    setBusy(true)
    try {
      await startGuestCheckout({ email: email.trim(), mobile: mobile.trim() })
      await mergeGuestCart()
      navigate(returnTo)
    } catch (err) {
      const issues = err instanceof ApiError ? err.issues : []
      const named = {
        email: issues.find((i) => i.path[0] === 'email')?.message,
        mobile: issues.find((i) => i.path[0] === 'mobile')?.message,
      }
      setErrors(
        named.email || named.mobile
          ? named
          : { form: err instanceof Error ? err.message : guestMessages.noGuestSession },
      )
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="guest-checkout-title" className="flex flex-col gap-4 border-t border-line pt-6">
      <div className="flex flex-col gap-1">
        <h2 id="guest-checkout-title" className="text-xl">
          {t('guest.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('guest.text')}</p>
      </div>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-4"
        aria-label={t('guest.form')}
      >
        {errors.form && (
          <p role="alert" className="rounded-lg bg-error-soft px-3 py-2 text-sm text-error">
            {errors.form}
          </p>
        )}
        <Field label={t('guest.email')} required error={errors.email}>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              name="guest-email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value)
                setErrors((x) => ({ ...x, email: undefined, form: undefined }))
              }}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('guest.mobile')} required error={errors.mobile} hint={t('guest.mobile.hint')}>
          {(a11y) => (
            <input
              {...a11y}
              type="tel"
              name="guest-mobile"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="98480 12345"
              value={mobile}
              onChange={(e) => {
                setMobile(e.target.value)
                setErrors((x) => ({ ...x, mobile: undefined, form: undefined }))
              }}
              className={inputClass}
            />
          )}
        </Field>
        <Button type="submit" size="lg" variant="secondary" disabled={busy} className="w-full">
          {busy ? t('guest.starting') : t('guest.continue')}
        </Button>
      </form>
    </section>
  )
}
