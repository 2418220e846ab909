import {
  ArrowLeft,
  Banknote,
  CreditCard,
  FlaskConical,
  Loader2,
  LockKeyhole,
  ShieldCheck,
} from 'lucide-react'
import type { Ref } from 'react'
import { formatRupees } from '#domain/money.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button, buttonClass } from '#web/ui/button.tsx'
import type { CodEligibility } from '../api/cash-on-delivery.ts'
import type { PaymentOrder } from '../api/create-payment-order.ts'
import { FormError, StepCard } from './step-card.tsx'
import '#web/lib/i18n/messages/checkout.en.ts'

/** docs/product.md (Routes and screens, Payment): one button opens the payment window for the order just placed. */
export type PayMethod = 'online' | 'cod'

export function PaymentStep({
  order,
  amount,
  error,
  busy,
  payButton,
  onPay,
  onBack,
  cod,
  method,
  onMethod,
  onPlaceCod,
}: {
  order: PaymentOrder | null
  /** rupees: the server's amount once the order exists */
  amount: number
  error: string | null
  busy: boolean
  payButton: Ref<HTMLButtonElement>
  onPay: () => void
  onBack: () => void
  /** cash on delivery for this order (undefined while it is asked) */
  cod?: CodEligibility
  method: PayMethod
  onMethod: (m: PayMethod) => void
  onPlaceCod: () => void
}) {
  const cash = method === 'cod' && cod?.available
  const { t } = useT()
  return (
    <StepCard title={t('checkout.step.payment')} description={t('payment.description')}>
      <FormError message={error} />
      {order?.test_mode && (
        <p className="flex items-start gap-3 rounded-[var(--radius-card)] border border-turmeric/60 bg-turmeric-soft px-4 py-3 text-sm text-ink">
          <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-turmeric-deep" />
          <span>
            <span className="font-semibold text-turmeric-deep">{t('payment.test')}</span>{' '}
            {t('payment.test.how')}
          </span>
        </p>
      )}
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-parchment p-5">
        {order && (
          <p className="text-sm text-ink-soft">
            {t('payment.reserved.start')}{' '}
            <span className="font-semibold text-ink tabular">{order.shop_order_id}</span>{' '}
            {t('payment.reserved.end')}
          </p>
        )}
        <div className="flex items-baseline justify-between gap-4">
          <span className="text-ink-soft">{t('payment.amount')}</span>
          <span className="font-serif text-3xl font-semibold text-leaf-deep tabular">
            {formatRupees(amount)}
          </span>
        </div>
        <MethodChoice cod={cod} method={method} onMethod={onMethod} disabled={busy} />
        {/* One button: cash on delivery places the order; online opens the payment window. The ref is the
            online button's (focus returns to it when the window closes). */}
        <button
          key={cash ? 'cod' : 'online'}
          ref={cash ? undefined : payButton}
          type="button"
          onClick={cash ? onPlaceCod : onPay}
          disabled={busy}
          className={buttonClass('primary', 'lg', 'w-full')}
        >
          {busy ? (
            <>
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              {cash ? t('payment.placing') : t('payment.processing')}
            </>
          ) : cash ? (
            <>
              <Banknote aria-hidden="true" className="h-4 w-4" />
              {t('payment.cod.place', { amount: formatRupees(amount) })}
            </>
          ) : (
            <>
              <LockKeyhole aria-hidden="true" className="h-4 w-4" />
              {t('payment.pay', { amount: formatRupees(amount) })}
            </>
          )}
        </button>
        {!cash && <PaymentMarks />}
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-xs text-ink-soft">
          <li className="inline-flex items-center gap-1.5">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 text-leaf" />
            {t('payment.secured')}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CreditCard aria-hidden="true" className="h-4 w-4 text-leaf" />
            {t('payment.private')}
          </li>
        </ul>
      </div>
      <div className="border-t border-line pt-6">
        <Button variant="ghost" size="lg" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('payment.back')}
        </Button>
      </div>
    </StepCard>
  )
}

const MARKS: { name: MessageKey | 'UPI'; hint: MessageKey }[] = [
  { name: 'UPI', hint: 'payment.upi.hint' },
  { name: 'payment.cards', hint: 'payment.cards.hint' },
  { name: 'payment.netbanking', hint: 'payment.netbanking.hint' },
  { name: 'payment.wallets', hint: 'payment.wallets.hint' },
]

/** The ways to pay the Razorpay window offers, named as shoppers know them (text marks, not brand logos). */
function PaymentMarks() {
  const { t } = useT()
  return (
    <ul aria-label={t('payment.ways')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {MARKS.map((m) => (
        <li
          key={m.name}
          title={t(m.hint)}
          className="flex flex-col items-center rounded-lg border border-line bg-white px-2 py-2 text-center"
        >
          <span className="text-sm font-semibold tracking-wide text-leaf-deep">
            {m.name === 'UPI' ? 'UPI' : t(m.name)}
          </span>
          <span className="text-[11px] leading-tight text-ink-soft">{t(m.hint)}</span>
        </li>
      ))}
    </ul>
  )
}

/** Pay online (the Razorpay window) or in cash when the parcel arrives, when cash on delivery is offered. */
function MethodChoice({
  cod,
  method,
  onMethod,
  disabled,
}: {
  cod?: CodEligibility
  method: PayMethod
  onMethod: (m: PayMethod) => void
  disabled: boolean
}) {
  const { t } = useT()
  const option = (value: PayMethod, title: string, detail: string, off = false, badge?: string) => (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-leaf ${
        method === value && !off ? 'border-leaf ring-1 ring-leaf' : 'border-line'
      } ${off ? 'cursor-not-allowed opacity-70' : ''}`}
    >
      <input
        type="radio"
        name="pay-method"
        value={value}
        checked={method === value && !off}
        disabled={off || disabled}
        onChange={() => onMethod(value)}
        className="mt-1 h-4 w-4 accent-[var(--color-leaf)]"
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-sm text-ink-soft">{detail}</span>
        {badge && (
          <span className="mt-1 self-start rounded-full bg-leaf-soft px-2.5 py-0.5 text-xs font-semibold text-leaf-deep">
            {badge}
          </span>
        )}
      </span>
    </label>
  )
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('payment.how')}</legend>
      {/* The prepaid nudge (decision 049): paying online spares the cash fee, said where the choice is made. */}
      {option(
        'online',
        t('payment.online'),
        t('payment.online.detail'),
        false,
        cod?.available && cod.fee > 0
          ? t('payment.online.save', { amount: formatRupees(cod.fee) })
          : undefined,
      )}
      {cod &&
        option(
          'cod',
          t('payment.cod'),
          cod.available
            ? cod.fee > 0
              ? t('payment.cod.fee', { amount: formatRupees(cod.fee) })
              : t('payment.cod.free')
            : (cod.reason ?? t('payment.cod.off')),
          !cod.available,
        )}
    </fieldset>
  )
}
