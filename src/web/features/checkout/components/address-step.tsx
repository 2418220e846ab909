import { ArrowRight, Loader2 } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'
import { STATE_NAMES } from '#web/lib/address-view.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Field, inputClass, SelectChevron } from '#web/ui/field.tsx'
import { type AddressForm, REQUIRED_ADDRESS_FIELDS } from '../model/checkout-view.ts'
import { FormError, StepCard } from './step-card.tsx'
import '#web/lib/i18n/messages/checkout.en.ts'

type Key = keyof AddressForm
const FIELDS: {
  key: Key
  label: MessageKey
  autoComplete: string
  inputMode?: 'tel' | 'numeric' | 'text'
  wide?: boolean
  maxLength?: number
}[] = [
  { key: 'first_name', label: 'address.first.name', autoComplete: 'given-name' },
  { key: 'last_name', label: 'address.last.name', autoComplete: 'family-name' },
  { key: 'mobile', label: 'address.mobile', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'mobile_secondary', label: 'address.mobile.other', autoComplete: 'off', inputMode: 'tel' },
  { key: 'street', label: 'address.street', autoComplete: 'street-address', wide: true },
  { key: 'city', label: 'address.city', autoComplete: 'address-level2' },
]
const required = new Set<Key>(REQUIRED_ADDRESS_FIELDS)

/** docs/product.md (Routes and screens, Validation rules: Shipping Address): seven required fields, a secondary mobile and the country (India). */
export function AddressStep({
  value,
  invalid,
  error,
  busy,
  onChange,
  onSubmit,
  saved,
  fieldErrors = {},
  onFocusField,
  whatsapp,
}: {
  /** the box 'Send me order updates on WhatsApp' beside the mobile numbers (decision 049) */
  whatsapp?: { checked: boolean; onChange: (checked: boolean) => void }
  /** a field got focus: the shopper is about to type, so nothing may fill the form in behind them */
  onFocusField?: () => void
  /** the shopper's saved addresses, offered above the form */
  saved?: ReactNode
  /** a field's own message (an invalid mobile number or PIN code), shown under it */
  fieldErrors?: Partial<Record<Key, string>>
  value: AddressForm
  invalid: Key[]
  error: string | null
  busy: boolean
  onChange: (key: Key, value: string) => void
  onSubmit: () => void
}) {
  const { t } = useT()
  const isInvalid = (k: Key) => invalid.includes(k)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  const text = (f: (typeof FIELDS)[number]) => (
    <Field
      key={f.key}
      label={t(f.label)}
      required={required.has(f.key)}
      error={fieldErrors[f.key]}
      className={f.wide ? 'sm:col-span-2' : ''}
    >
      {(a11y) => (
        <input
          {...a11y}
          name={f.key}
          aria-invalid={isInvalid(f.key)}
          value={value[f.key]}
          onChange={(e) => onChange(f.key, e.target.value)}
          autoComplete={f.autoComplete}
          inputMode={f.inputMode}
          maxLength={200}
          className={inputClass}
        />
      )}
    </Field>
  )
  return (
    <StepCard title={t('checkout.step.address')} description={t('address.description')}>
      {saved}
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('address.form')}
        className="flex flex-col gap-6"
        onFocus={onFocusField}
      >
        <FormError message={error} />
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map((f) =>
            f.key === 'mobile_secondary' && whatsapp
              ? [
                  text(f),
                  <label
                    key="whatsapp_opt_in"
                    className="inline-flex w-fit cursor-pointer items-center gap-3 text-sm text-ink sm:col-span-2"
                  >
                    <input
                      type="checkbox"
                      name="whatsapp_opt_in"
                      checked={whatsapp.checked}
                      onChange={(e) => whatsapp.onChange(e.target.checked)}
                      className="h-[1.125rem] w-[1.125rem] rounded accent-leaf"
                    />
                    {t('address.whatsapp')}
                  </label>,
                ]
              : text(f),
          )}
          <Field label={t('address.state')} required error={fieldErrors.state}>
            {(a11y) => (
              <div className="relative">
                <select
                  {...a11y}
                  name="state"
                  aria-invalid={isInvalid('state')}
                  value={value.state}
                  onChange={(e) => onChange('state', e.target.value)}
                  autoComplete="address-level1"
                  className={cn(inputClass, 'appearance-none pr-10', !value.state && 'text-ink-soft')}
                >
                  <option value="">{t('address.state.select')}</option>
                  {STATE_NAMES.map((s) => (
                    <option key={s} value={s} className="text-ink">
                      {s}
                    </option>
                  ))}
                </select>
                <SelectChevron />
              </div>
            )}
          </Field>
          <Field label={t('address.pin')} required error={fieldErrors.postal_code}>
            {(a11y) => (
              <input
                {...a11y}
                name="postal_code"
                aria-invalid={isInvalid('postal_code')}
                value={value.postal_code}
                onChange={(e) => onChange('postal_code', e.target.value)}
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={10}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={t('address.country')}>
            {(a11y) => (
              <input
                {...a11y}
                name="country"
                value={value.country}
                onChange={(e) => onChange('country', e.target.value)}
                autoComplete="country-name"
                maxLength={60}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-soft">
            {t('address.required.start')}{' '}
            <span aria-hidden="true" className="text-error">
              *
            </span>
            <span className="sr-only">{t('address.required.star')}</span> {t('address.required.end')}
          </p>
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
            {busy ? (
              <>
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                {t('address.checking')}
              </>
            ) : (
              <>
                {t('address.continue')}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </>
            )}
          </Button>
        </div>
      </form>
    </StepCard>
  )
}
