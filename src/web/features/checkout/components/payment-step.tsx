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
import { Button, buttonClass } from '#web/ui/button.tsx'
import type { CodEligibility } from '../api/cash-on-delivery.ts'
import type { PaymentOrder } from '../api/create-payment-order.ts'
import { FormError, StepCard } from './step-card.tsx'

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
  return (
    <StepCard
      title="Payment"
      description="Pay by UPI, card, netbanking or wallet in the secure Razorpay window; we confirm your order as soon as it succeeds."
    >
      <FormError message={error} />
      {order?.test_mode && (
        <p className="flex items-start gap-3 rounded-[var(--radius-card)] border border-turmeric/60 bg-turmeric-soft px-4 py-3 text-sm text-ink">
          <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-turmeric-deep" />
          <span>
            <span className="font-semibold text-turmeric-deep">Test mode — no real money moves.</span> Pay
            with UPI ID success@razorpay or card 4111 1111 1111 1111; failure@razorpay or card 4000 0000 0000
            0002 shows a failure.
          </span>
        </p>
      )}
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-parchment p-5">
        {order && (
          <p className="text-sm text-ink-soft">
            Order <span className="font-semibold text-ink tabular">{order.shop_order_id}</span> is reserved
            for you. Complete the payment to confirm it.
          </p>
        )}
        <div className="flex items-baseline justify-between gap-4">
          <span className="text-ink-soft">Amount to pay</span>
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
              {cash ? 'Placing your order...' : 'Processing payment...'}
            </>
          ) : cash ? (
            <>
              <Banknote aria-hidden="true" className="h-4 w-4" />
              Place order · pay {formatRupees(amount)} on delivery
            </>
          ) : (
            <>
              <LockKeyhole aria-hidden="true" className="h-4 w-4" />
              Pay {formatRupees(amount)} securely
            </>
          )}
        </button>
        {!cash && <PaymentMarks />}
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-xs text-ink-soft">
          <li className="inline-flex items-center gap-1.5">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 text-leaf" />
            Secured by Razorpay
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CreditCard aria-hidden="true" className="h-4 w-4 text-leaf" />
            Card and UPI details never reach our servers
          </li>
        </ul>
      </div>
      <div className="border-t border-line pt-6">
        <Button variant="ghost" size="lg" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Shipping
        </Button>
      </div>
    </StepCard>
  )
}

const MARKS = [
  { name: 'UPI', hint: 'Google Pay, PhonePe, Paytm, BHIM' },
  { name: 'Cards', hint: 'RuPay, Visa, Mastercard' },
  { name: 'Netbanking', hint: 'All major banks' },
  { name: 'Wallets', hint: 'Paytm, PhonePe, Amazon Pay' },
]

/** The ways to pay the Razorpay window offers, named as shoppers know them (text marks, not brand logos). */
function PaymentMarks() {
  return (
    <ul aria-label="Ways to pay" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {MARKS.map((m) => (
        <li
          key={m.name}
          title={m.hint}
          className="flex flex-col items-center rounded-lg border border-line bg-white px-2 py-2 text-center"
        >
          <span className="text-sm font-semibold tracking-wide text-leaf-deep">{m.name}</span>
          <span className="text-[11px] leading-tight text-ink-soft">{m.hint}</span>
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
      <legend className="mb-2 text-sm font-semibold text-ink">How would you like to pay?</legend>
      {/* The prepaid nudge (decision 049): paying online spares the cash fee, said where the choice is made. */}
      {option(
        'online',
        'Pay online',
        'UPI, cards, netbanking or wallets',
        false,
        cod?.available && cod.fee > 0 ? `Save ${formatRupees(cod.fee)} · no COD fee` : undefined,
      )}
      {cod &&
        option(
          'cod',
          'Cash on delivery',
          cod.available
            ? cod.fee > 0
              ? `Pay in cash when it arrives · ${formatRupees(cod.fee)} fee`
              : 'Pay in cash when it arrives · no extra fee'
            : (cod.reason ?? 'Not available for this order'),
          !cod.available,
        )}
    </fieldset>
  )
}
