import { Banknote, CircleAlert, MapPin, Truck } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { rupeesShort } from '#domain/free-shipping.ts'
import { formatRupees } from '#domain/money.ts'
import { useProfile } from '#web/lib/api/get-profile.ts'
import { useSettings } from '#web/lib/api/get-settings.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { deliveryLabel } from '#web/lib/i18n/delivery-label.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { useSession } from '#web/lib/use-session.ts'
import { paiseOf } from '#web/lib/wire-money.ts'
import { cn } from '#web/ui/cn.ts'
import { useDeliveryPromise } from '../api/check-delivery.ts'
import '#web/lib/i18n/messages/delivery.en.ts'

/** The PIN a shopper checked, for the rest of the visit (this tab). */
const PIN_KEY = 'deliveryPin'
const PIN_FORMAT = /^[1-9]\d{5}$/

function rememberedPin(): string | null {
  try {
    return sessionStorage.getItem(PIN_KEY)
  } catch {
    return null
  }
}

/**
 * 'Check delivery' on a product page (decision 020): a PIN box that answers when the parcel would arrive, whether
 * shipping is free at this value and whether cash on delivery is offered. The PIN is remembered for the visit,
 * and taken from the signed-in shopper's profile when they have not typed one.
 */
export function DeliveryCheck({ value }: { value: number }) {
  const id = useId()
  const { user } = useSession()
  const profile = useProfile(user?.uid)
  const threshold = useSettings().data?.free_shipping_threshold
  const [draft, setDraft] = useState('')
  const [pin, setPin] = useState<string | null>(null)
  const [formatError, setFormatError] = useState<string | null>(null)
  const { t, lang } = useT()
  // freeShippingClaim (#domain/free-shipping.ts) in the page's language
  const freeShippingLine = (thresholdPaise: number) =>
    thresholdPaise <= 0
      ? t('delivery.free.every')
      : t('delivery.free.over', { amount: rupeesShort(thresholdPaise) })

  // After hydration: the PIN of this visit, else the profile's.
  useEffect(() => {
    if (pin) return
    const known = rememberedPin() ?? profile.data?.pincode ?? null
    if (known && PIN_FORMAT.test(known)) {
      setPin(known)
      setDraft(known)
    }
  }, [pin, profile.data?.pincode])

  const promise = useDeliveryPromise(pin, value)
  const serverError =
    promise.error instanceof ApiError ? promise.error.message : promise.error ? t('delivery.failed') : null
  const error = formatError ?? serverError

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const typed = draft.replace(/\s+/g, '')
    if (!PIN_FORMAT.test(typed)) {
      setFormatError(t('delivery.pin.invalid'))
      return
    }
    setFormatError(null)
    setPin(typed)
    try {
      sessionStorage.setItem(PIN_KEY, typed)
    } catch {}
  }

  const data = promise.data && promise.data.pin === pin ? promise.data : null
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 border-t border-line pt-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-sans text-sm font-semibold text-ink">
        <MapPin aria-hidden="true" className="h-4 w-4 text-leaf" />
        {t('delivery.heading')}
      </h2>
      <form onSubmit={submit} className="mt-2 flex gap-2" noValidate>
        <label htmlFor={`${id}-pin`} className="sr-only">
          {t('delivery.pin')}
        </label>
        <input
          id={`${id}-pin`}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder={t('delivery.pin.placeholder')}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value)
            setFormatError(null)
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-result`}
          className={cn(
            'h-10 w-full min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm tabular focus-visible:outline-2 focus-visible:outline-leaf',
            error ? 'border-error' : 'border-line',
          )}
        />
        <button
          type="submit"
          className="h-10 shrink-0 rounded-lg border border-leaf px-4 text-sm font-semibold text-leaf-deep hover:bg-leaf-soft"
        >
          {t('delivery.check')}
        </button>
      </form>
      <div id={`${id}-result`} aria-live="polite" className="mt-2 flex flex-col gap-1.5 text-sm">
        {error ? (
          <p className="flex items-center gap-2 text-error">
            <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
            {error}
          </p>
        ) : data && !data.serviceable ? (
          <p className="flex items-center gap-2 text-error">
            <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
            {data.message}
          </p>
        ) : data ? (
          <>
            {data.options.map((o) => (
              <p key={o.service_level} className="flex items-center gap-2 text-ink">
                <Truck aria-hidden="true" className="h-4 w-4 shrink-0 text-leaf" />
                <span>
                  <span className="font-semibold">{deliveryLabel(lang, o)}</span>
                  <span className="text-ink-soft">
                    {' '}
                    · {o.service_level === 'express' ? t('delivery.express') : t('delivery.standard')},{' '}
                    {o.cost === 0 ? t('delivery.free') : formatRupees(o.cost)}
                  </span>
                </span>
              </p>
            ))}
            <p className={cn('flex items-center gap-2', data.cod_available ? 'text-ink' : 'text-ink-soft')}>
              <Banknote aria-hidden="true" className="h-4 w-4 shrink-0 text-leaf" />
              {data.cod_available ? t('delivery.cod') : data.cod_message}
            </p>
            {!data.free_shipping && (
              <p className="text-ink-soft">{freeShippingLine(paiseOf(data.free_shipping_threshold))}</p>
            )}
          </>
        ) : (
          threshold !== undefined && (
            <p className="flex items-center gap-2 text-ink-soft">
              <Truck aria-hidden="true" className="h-4 w-4 shrink-0 text-leaf" />
              {freeShippingLine(paiseOf(threshold))}
            </p>
          )
        )}
      </div>
    </section>
  )
}
