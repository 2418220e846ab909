import { BellRing, CircleAlert, CircleCheck, Clock } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { ApiError } from '#web/lib/api-client.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { useSession } from '#web/lib/use-session.ts'
import { Button } from '#web/ui/button.tsx'
import { useNotifyMe } from '../api/check-delivery.ts'
import '#web/lib/i18n/messages/product-more.en.ts'

/**
 * 'Notify me' on an out-of-stock or coming-soon product (decision 020): signed in, one click (told at the account's
 * address); otherwise the shopper gives an email. Asked once; mailed once when it is back.
 */
export function NotifyMe({ productId, productName }: { productId: number; productName: string }) {
  const id = useId()
  const { user } = useSession()
  const notify = useNotifyMe(productId)
  const [email, setEmail] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { t } = useT()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    if (!user && !/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError(t('notify.email.invalid'))
      return
    }
    notify.mutate(user ? undefined : email.trim(), {
      onSuccess: (reply) => setDone(`${reply.message} (${reply.data.email})`),
      onError: (err) => setError(err instanceof ApiError && err.message ? err.message : t('notify.failed')),
    })
  }

  if (done)
    return (
      <p
        role="status"
        className="mt-4 flex items-start gap-2 rounded-lg bg-success-soft px-3 py-2.5 text-sm text-success"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {done}
      </p>
    )
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-2" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="text-sm text-ink">
        {t('notify.want', { name: productName })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {!user && (
          <>
            <label htmlFor={`${id}-email`} className="sr-only">
              {t('notify.email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              placeholder={t('notify.email.placeholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              className="h-11 min-w-0 flex-1 rounded-full border border-line bg-white px-4 text-sm focus-visible:outline-2 focus-visible:outline-leaf"
            />
          </>
        )}
        <Button
          type="submit"
          variant="secondary"
          disabled={notify.isPending}
          className={user ? 'w-full' : ''}
        >
          <BellRing aria-hidden="true" className="h-4 w-4" />
          {notify.isPending ? t('notify.saving') : t('notify.button')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  )
}

/**
 * The stock line's icon for a product that cannot be bought now: a clock when it is coming soon, else the alert.
 * Here with 'Notify me', the one other thing only such a product shows, so a product in stock loads neither.
 */
export function UnavailableIcon({ comingSoon }: { comingSoon: boolean }) {
  const Icon = comingSoon ? Clock : CircleAlert
  return <Icon aria-hidden="true" className="h-4 w-4" />
}
