import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useRef, useState } from 'react'
import { messages } from '#domain/messages.ts'
import { formatAddressLine } from '#web/lib/address-view.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cartKeys } from '#web/lib/query-keys.ts'
import type { ShippingOption } from './api/estimate-shipping.ts'
import type { CheckoutPreparation } from './api/prepare-checkout.ts'
import { AddressStep } from './components/address-step.tsx'
import { CheckoutSuccess } from './components/checkout-success.tsx'
import { MobileOrderSummary, OrderSummary } from './components/order-summary.tsx'
import { PaymentStep } from './components/payment-step.tsx'
import { SavedAddresses } from './components/saved-addresses.tsx'
import { ShippingStep } from './components/shipping-step.tsx'
import { StepIndicator } from './components/step-indicator.tsx'
import { ValidationNotice } from './components/validation-notice.tsx'
import {
  type CheckoutEvent,
  type CheckoutStep,
  checkoutTotals,
  toAddressBody,
} from './model/checkout-view.ts'
import { useAddressEntry } from './use-address-entry.ts'
import { usePayment } from './use-payment.ts'
import '#web/lib/i18n/messages/checkout.en.ts'

/** The steps of one prepared checkout: address, shipping, payment, success, beside the order summary. */
export function CheckoutFlow({
  preparation,
  step,
  dispatch,
}: {
  preparation: CheckoutPreparation
  step: CheckoutStep
  dispatch: (event: CheckoutEvent) => void
}) {
  const { t } = useT()
  const { cart, validation_issues } = preparation
  const [level, setLevel] = useState<ShippingOption['service_level'] | null>(null)
  const [shippingError, setShippingError] = useState<{ message: string; detail?: string } | null>(null)
  const queryClient = useQueryClient()
  /** order updates on WhatsApp, ticked beside the mobile number (decision 049) */
  const [whatsappChoice, setWhatsappOptIn] = useState<boolean | null>(null)
  /** the refusal of a coupon that stopped applying, kept over the shipping estimate it asks for again */
  const couponGone = useRef<string | null>(null)

  const entry = useAddressEntry((reply) => {
    const gone = couponGone.current
    couponGone.current = null
    // After a coupon refusal the shopper's choice of shipping stays, if it is still offered.
    setLevel((l) =>
      gone && l && reply.shipping_options.some((o) => o.service_level === l)
        ? l
        : reply.shipping_options[0]!.service_level,
    )
    setShippingError(gone ? { message: gone } : null)
    dispatch({ type: 'estimated', optionCount: reply.shipping_options.length })
  })
  const payment = usePayment({ step, dispatch, onOrderLost: (message) => setShippingError({ message }) })
  const { address, estimate } = entry
  // the profile's choice (the last order's) until the shopper ticks or unticks the box
  const whatsappOptIn = whatsappChoice ?? entry.whatsappOptIn

  const option = estimate?.shipping_options.find((o) => o.service_level === level) ?? null
  const baseTotals = checkoutTotals(cart, step === 'address' ? null : (option?.cost ?? null))
  const cod = payment.cod
  const totals =
    payment.paysCash && cod ? { ...baseTotals, codFee: cod.fee, total: cod.total_with_fee } : baseTotals

  const submitShipping = () => {
    if (!estimate || !option) {
      setShippingError({ message: t('checkout.select.shipping') })
      return
    }
    setShippingError(null)
    const body = toAddressBody(address)
    payment.createFor(
      {
        first_name: body.first_name,
        last_name: body.last_name,
        mobile: body.mobile,
        shipping_address_id: estimate.address_id,
        shipping_service_level: option.service_level,
        whatsapp_opt_in: whatsappOptIn,
      },
      (err) => {
        if (err instanceof ApiError && err.reason === 'coupon_gone') {
          // Decision 035: the coupon stopped applying and nothing was placed. The server took it off the cart; the
          // summary reads the cart and the shipping again, and the message says the new total, so the next
          // Continue to Payment is the shopper's confirmation of it.
          setShippingError({ message: err.message })
          couponGone.current = err.message
          void queryClient.invalidateQueries({ queryKey: ['checkout', 'prepare'] })
          void queryClient.invalidateQueries({ queryKey: cartKeys.all })
          emitAppEvent('cartUpdated', null)
          entry.submit()
          return
        }
        setShippingError({
          message: t('checkout.create.failed'),
          // Stock running out is something the shopper can act on; say which product.
          detail: err instanceof ApiError && err.status === 409 ? err.message : undefined,
        })
      },
    )
  }

  if (step === 'success' && payment.paidOrderId) {
    return (
      <div className="flex flex-col gap-8">
        <StepIndicator step="success" />
        <CheckoutSuccess orderId={payment.paidOrderId} />
      </div>
    )
  }

  let current: ReactNode
  if (step === 'address' || !estimate)
    current = (
      <AddressStep
        saved={
          <SavedAddresses
            addresses={entry.saved}
            selected={entry.savedId}
            onSelect={entry.selectSaved}
            onNew={entry.startNew}
          />
        }
        value={address}
        fieldErrors={entry.fieldErrors}
        invalid={entry.invalid}
        error={entry.error}
        busy={entry.busy}
        onChange={entry.change}
        onSubmit={entry.submit}
        onFocusField={entry.focusField}
        whatsapp={{ checked: whatsappOptIn, onChange: setWhatsappOptIn }}
      />
    )
  else if (step === 'shipping')
    current = (
      <ShippingStep
        options={estimate.shipping_options}
        selected={level}
        addressLine={`${address.first_name} ${address.last_name}, ${formatAddressLine(toAddressBody(address))}`}
        error={shippingError?.message ?? null}
        errorDetail={shippingError?.detail}
        busy={payment.creating}
        onSelect={(l) => {
          setLevel(l)
          setShippingError(null)
        }}
        onBack={() => dispatch({ type: 'back' })}
        onSubmit={submitShipping}
      />
    )
  else
    current = (
      <PaymentStep
        order={payment.order}
        amount={payment.paysCash && cod ? cod.total_with_fee : (payment.order?.amount ?? totals.total)}
        error={payment.error}
        busy={payment.busy}
        payButton={payment.payButton}
        onPay={payment.pay}
        onBack={payment.back}
        cod={cod}
        method={payment.method}
        onMethod={payment.chooseMethod}
        onPlaceCod={payment.payInCash}
      />
    )

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <StepIndicator step={step} />
      <ValidationNotice issues={validation_issues} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-4">
          <MobileOrderSummary cart={cart} totals={totals} />
          {current}
        </div>
        <aside aria-label={t('checkout.summary')} className="hidden lg:sticky lg:top-24 lg:block">
          <OrderSummary cart={cart} totals={totals} id="side" />
        </aside>
      </div>
    </div>
  )
}
