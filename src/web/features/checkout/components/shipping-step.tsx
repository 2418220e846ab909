import { ArrowLeft, ArrowRight, Loader2, MapPin, Truck, Zap } from 'lucide-react'
import type { FormEvent } from 'react'
import { deliveryLabel } from '#web/lib/i18n/delivery-label.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import type { ShippingOption } from '../api/estimate-shipping.ts'
import { deliveryWindow, formatShippingCost } from '../model/checkout-view.ts'
import { FormError, StepCard } from './step-card.tsx'
import '#web/lib/i18n/messages/checkout.en.ts'
import '#web/lib/i18n/messages/delivery.en.ts'

/** docs/product.md (Routes and screens, Validation rules: Shipping Options): radio cards, the first preselected; continuing places the order. */
export function ShippingStep({
  options,
  selected,
  addressLine,
  error,
  errorDetail,
  busy,
  onSelect,
  onBack,
  onSubmit,
}: {
  options: ShippingOption[]
  selected: string | null
  addressLine: string
  error: string | null
  errorDetail?: string | null
  busy: boolean
  onSelect: (level: ShippingOption['service_level']) => void
  onBack: () => void
  onSubmit: () => void
}) {
  const { t, lang } = useT()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <StepCard title={t('checkout.step.shipping')} description={t('shipping.description')}>
      <p className="flex items-start gap-2 rounded-lg bg-parchment px-4 py-3 text-sm text-ink">
        <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-leaf" />
        <span>
          <span className="font-semibold">{t('shipping.to')}</span>
          {addressLine}
        </span>
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormError message={error} detail={errorDetail} />
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('shipping.option')}</legend>
          {options.map((o) => {
            const checked = selected === o.service_level
            const Icon = o.service_level === 'express' ? Zap : Truck
            return (
              <label
                key={o.service_level}
                className={cn(
                  'flex cursor-pointer items-start gap-4 rounded-[var(--radius-card)] border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-turmeric sm:p-5',
                  checked ? 'border-leaf bg-leaf-soft/50' : 'border-line bg-white hover:border-leaf/50',
                )}
              >
                <input
                  type="radio"
                  name="shipping_option"
                  value={o.service_level}
                  checked={checked}
                  onChange={() => onSelect(o.service_level)}
                  className="mt-1 h-5 w-5 shrink-0 accent-leaf focus-visible:outline-none"
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <Icon aria-hidden="true" className="h-4 w-4 text-leaf" />
                    <span className="font-semibold text-ink">{o.carrier}</span>
                    <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink-soft">
                      {o.service_level === 'express'
                        ? t('delivery.express')
                        : o.service_level === 'standard'
                          ? t('delivery.standard')
                          : o.service_level}
                    </span>
                  </span>
                  <span className="text-sm text-ink-soft">{o.description}</span>
                  <span className="text-sm font-medium text-leaf-deep">
                    {deliveryLabel(lang, o) ?? deliveryWindow(o.delivery_days_min, o.delivery_days_max, lang)}
                  </span>
                </span>
                <span
                  className={cn(
                    'shrink-0 text-base font-semibold tabular',
                    o.cost === 0 ? 'text-success' : 'text-ink',
                  )}
                >
                  {formatShippingCost(o.cost, lang)}
                </span>
              </label>
            )
          })}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-between">
          <Button variant="ghost" size="lg" onClick={onBack} disabled={busy}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('shipping.back')}
          </Button>
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
            {busy ? (
              <>
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                {t('shipping.placing')}
              </>
            ) : (
              <>
                {t('shipping.continue')}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </>
            )}
          </Button>
        </div>
      </form>
    </StepCard>
  )
}
