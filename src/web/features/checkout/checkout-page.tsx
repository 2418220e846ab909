import { useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, ArrowLeft, RotateCcw, ShoppingBag } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import {
  type AddressForm,
  addressFormatErrors,
  addressFromProfile,
  CHECKOUT_STEP_KEY,
  type CheckoutEvent,
  type CheckoutStep,
  checkoutTotals,
  EMPTY_ADDRESS,
  formatAddressLine,
  missingAddressFields,
  nextCheckoutStep,
  STEP_SCROLL_DELAY_MS,
  SUCCESS_REDIRECT_MS,
  toAddressBody,
  validateAddress,
} from '../../../domain/checkout-view.ts'
import { messages } from '../../../domain/messages.ts'
import { ApiError } from '../../lib/api-client.ts'
import { usePageMeta } from '../../lib/page-meta.ts'
import { CheckoutDismissed, openCheckout, type RazorpayResponse } from '../../lib/razorpay-checkout.ts'
import { useVerifyPayment } from '../../lib/verify-payment.ts'
import { Button, ButtonLink } from '../../ui/button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toast.tsx'
import { notifyCartUpdated } from '../cart/api/cart-events.ts'
import { useSession } from '../identity/use-session.ts'
import { useProfile } from '../profile/api/get-profile.ts'
import { type SavedAddress, useAddressBook } from './api/address-book.ts'
import { useCodEligibility, usePlaceCod } from './api/cash-on-delivery.ts'
import { type PaymentOrder, useCreatePaymentOrder } from './api/create-payment-order.ts'
import { type ShippingEstimate, type ShippingOption, useEstimateShipping } from './api/estimate-shipping.ts'
import { type CheckoutPreparation, usePrepareCheckout } from './api/prepare-checkout.ts'
import { AddressStep } from './components/address-step.tsx'
import { CheckoutSuccess } from './components/checkout-success.tsx'
import { MobileOrderSummary, OrderSummary } from './components/order-summary.tsx'
import { type PayMethod, PaymentStep } from './components/payment-step.tsx'
import { SavedAddresses } from './components/saved-addresses.tsx'
import { ShippingStep } from './components/shipping-step.tsx'
import { StepIndicator } from './components/step-indicator.tsx'
import { ValidationNotice } from './components/validation-notice.tsx'

const card = 'rounded-[var(--radius-card)] border border-line bg-white'

function writeStepMarker(step: CheckoutStep | null): void {
  try {
    if (step) localStorage.setItem(CHECKOUT_STEP_KEY, step)
    else localStorage.removeItem(CHECKOUT_STEP_KEY)
  } catch {}
}

/** A saved address as the form holds it. */
function addressFromSaved(a: SavedAddress): AddressForm {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    mobile: a.mobile,
    mobile_secondary: a.mobile_secondary ?? '',
    street: a.street,
    city: a.city,
    state: a.state,
    postal_code: a.postal_code,
    country: a.country,
  }
}

/** Spec §2, §4 Checkout (/checkout): address, shipping options, payment, then the success view. */
export function Component() {
  usePageMeta({
    title: 'Checkout',
    description: 'Secure checkout: delivery address, shipping option and payment.',
  })
  // checkout/prepare changes the cart, so each visit prepares once under its own key.
  const [visit] = useState(() => `${Date.now()}-${Math.random()}`)
  const prepare = usePrepareCheckout(visit)

  // Spec §4: the step resets to address on entry; the marker is removed on entry and written at each step.
  const [step, setStep] = useState<CheckoutStep>('address')
  useEffect(() => writeStepMarker(null), [])
  useEffect(() => writeStepMarker(step), [step])

  // Spec §2, §9: scroll to the top 50 ms after every step change (smooth), then focus the new step.
  const firstStep = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change by design
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false
      return
    }
    const timer = setTimeout(() => {
      window.scrollTo({ top: 0, behavior: 'smooth' })
      document.getElementById('checkout-step-title')?.focus({ preventScroll: true })
    }, STEP_SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [step])

  let body: ReactNode
  if (prepare.isPending) body = <CheckoutSkeleton />
  else if (prepare.isError) {
    const empty = prepare.error instanceof ApiError && prepare.error.message === messages.cart.emptyAtCheckout
    body = empty ? (
      <EmptyCart />
    ) : (
      <InitFailed onRetry={() => void prepare.refetch()} retrying={prepare.isFetching} />
    )
  } else if (prepare.data.cart.items.length === 0 && step !== 'success')
    body = <EmptyCart issues={<ValidationNotice issues={prepare.data.validation_issues} />} />
  else
    body = (
      <CheckoutFlow
        preparation={prepare.data}
        step={step}
        dispatch={(event) => setStep((s) => nextCheckoutStep(s, event))}
      />
    )

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:gap-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold tracking-[0.14em] text-turmeric-deep uppercase">
          Secure checkout
        </p>
        <h1 className="text-[2rem] leading-tight sm:text-4xl">Checkout</h1>
      </header>
      {body}
    </div>
  )
}

function CheckoutFlow({
  preparation,
  step,
  dispatch,
}: {
  preparation: CheckoutPreparation
  step: CheckoutStep
  dispatch: (event: CheckoutEvent) => void
}) {
  const { cart, validation_issues } = preparation
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { user } = useSession()
  const profile = useProfile(user?.uid)

  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS)
  const [invalid, setInvalid] = useState<(keyof AddressForm)[]>([])
  const [addressError, setAddressError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof AddressForm, string>>>({})
  const [estimate, setEstimate] = useState<ShippingEstimate | null>(null)
  const [level, setLevel] = useState<ShippingOption['service_level'] | null>(null)
  const [shippingError, setShippingError] = useState<{ message: string; detail?: string } | null>(null)
  const [order, setOrder] = useState<PaymentOrder | null>(null)
  const [paymentError, setPaymentError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  const [paidOrderId, setPaidOrderId] = useState<string | null>(null)
  const [payMethod, setPayMethod] = useState<PayMethod>('online')
  const payButton = useRef<HTMLButtonElement>(null)

  const estimateShipping = useEstimateShipping()
  const createOrder = useCreatePaymentOrder()
  const verify = useVerifyPayment()
  const book = useAddressBook(Boolean(user))
  const [savedId, setSavedId] = useState<string | null>(null)
  const cod = useCodEligibility(step === 'payment' ? (order?.shop_order_id ?? null) : null)
  const placeCod = usePlaceCod()
  const paysCash = payMethod === 'cod' && Boolean(cod.data?.available)

  // Prefill from the profile once it is known (a missing profile is null), unless the shopper has typed or is
  // about to (a field has focus): a value set under the caret would mix with what they type.
  const touched = useRef(false)
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current || touched.current || !user || profile.isPending || book.isPending) return
    prefilled.current = true
    // The default saved address first (issue 15), else the profile's.
    const first = book.data?.[0]
    if (first) {
      setSavedId(first.id)
      setAddress(addressFromSaved(first))
    } else setAddress(addressFromProfile(profile.data ?? null, user.displayName))
  }, [user, profile.isPending, profile.data, book.isPending, book.data])

  // Success: after a short pause the order detail opens (spec §4).
  useEffect(() => {
    if (!paidOrderId) return
    const timer = setTimeout(
      () => navigate(`/orders/${encodeURIComponent(paidOrderId)}`),
      SUCCESS_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [paidOrderId, navigate])

  const option = estimate?.shipping_options.find((o) => o.service_level === level) ?? null
  const baseTotals = checkoutTotals(cart, step === 'address' ? null : (option?.cost ?? null))
  const totals =
    paysCash && cod.data
      ? { ...baseTotals, codFee: cod.data.fee, total: cod.data.total_with_fee }
      : baseTotals

  const changeField = (key: keyof AddressForm, value: string) => {
    touched.current = true
    setSavedId(null)
    setAddress((a) => ({ ...a, [key]: value }))
    if (invalid.includes(key) && value.trim()) setInvalid((list) => list.filter((k) => k !== key))
    if (fieldErrors[key]) setFieldErrors(({ [key]: _gone, ...rest }) => rest)
  }

  const submitAddress = () => {
    const problem = validateAddress(address)
    if (problem) {
      const missing = missingAddressFields(address)
      setInvalid(missing)
      setAddressError(problem)
      document.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus()
      return
    }
    // A number a courier can call and a PIN it can deliver to (decision 016), said at the field.
    const formatErrors = addressFormatErrors(address)
    const wrong = Object.keys(formatErrors) as (keyof AddressForm)[]
    setFieldErrors(formatErrors)
    if (wrong.length > 0) {
      setInvalid(wrong)
      setAddressError(null)
      document.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus()
      return
    }
    setInvalid([])
    setAddressError(null)
    estimateShipping.mutate(toAddressBody(address), {
      onSuccess: (reply) => {
        if (reply.shipping_options.length === 0) {
          setAddressError(reply.message ?? messages.checkout.noShippingOptions)
          return
        }
        setEstimate(reply)
        // The address is in the book now (issue 15).
        void queryClient.invalidateQueries({ queryKey: ['addresses'] })
        setLevel(reply.shipping_options[0]!.service_level)
        setShippingError(null)
        dispatch({ type: 'estimated', optionCount: reply.shipping_options.length })
      },
      onError: (err) =>
        setAddressError(
          err instanceof ApiError && err.status === 400 ? err.message : messages.checkout.estimateFailed,
        ),
    })
  }

  const submitShipping = () => {
    if (!estimate || !option) {
      setShippingError({ message: messages.checkout.selectShipping })
      return
    }
    setShippingError(null)
    const body = toAddressBody(address)
    createOrder.mutate(
      {
        first_name: body.first_name,
        last_name: body.last_name,
        mobile: body.mobile,
        shipping_address_id: estimate.address_id,
        shipping_service_level: option.service_level,
      },
      {
        onSuccess: (created) => {
          setOrder(created)
          setPaymentError(null)
          dispatch({ type: 'orderCreated' })
        },
        onError: (err) =>
          setShippingError({
            message: messages.checkout.createOrderFailed,
            // Stock running out is something the shopper can act on; say which product.
            detail: err instanceof ApiError && err.status === 409 ? err.message : undefined,
          }),
      },
    )
  }

  const backToShipping = () => {
    // The shopper's open order is kept: continuing again rewrites it to the cart as it is then (decision 014),
    // and My Orders offers Pay now on it meanwhile.
    setOrder(null)
    setPaymentError(null)
    dispatch({ type: 'back' })
  }

  const failPayment = () => {
    setPaymentError(messages.checkout.paymentFailed)
    setPaying(false)
  }

  const completePayment = (orderId: string) => {
    setPaying(false)
    setPaidOrderId(orderId)
    dispatch({ type: 'paid' })
    toast.success(messages.checkout.placed)
    // The server cleared the cart; the header and cart views refresh on this event (spec §4).
    notifyCartUpdated()
    void queryClient.invalidateQueries({ queryKey: ['cart'] })
    void queryClient.invalidateQueries({ queryKey: ['orders'] })
  }

  const pay = async () => {
    setPaymentError(null)
    if (!order) {
      setPaymentError(messages.checkout.orderDataMissing)
      return
    }
    setPaying(true)
    let response: RazorpayResponse
    try {
      // The same Checkout as 'Pay now' on My Orders (web/lib); a declined card inside it leaves it open to retry.
      response = await openCheckout(order, {
        onFailedAttempt: () => setPaymentError(messages.checkout.paymentFailed),
      })
    } catch (err) {
      // Closed window or a script that would not load: both count as a failed payment (spec §7).
      failPayment()
      if (err instanceof CheckoutDismissed) requestAnimationFrame(() => payButton.current?.focus())
      return
    }
    verify.mutate(response, {
      onSuccess: ({ order_id }) => completePayment(order_id),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) {
          // The payment came after the order was cancelled or expired (or was not its amount) and the server
          // refunded it: say so, and leave that order behind; Continue to Payment places the cart afresh.
          setPaying(false)
          setOrder(null)
          setPaymentError(null)
          setShippingError({ message: err.message })
          dispatch({ type: 'back' })
        } else failPayment()
      },
    })
  }

  /** Cash on delivery: the open order is placed at once, to be paid when it arrives. */
  const payInCash = () => {
    if (!order) {
      setPaymentError(messages.checkout.orderDataMissing)
      return
    }
    setPaymentError(null)
    placeCod.mutate(order.shop_order_id, {
      onSuccess: (placed) => completePayment(placed.id),
      onError: (err) => {
        // The reason it is not offered (any more): said as the server says it; online payment stays open.
        setPaymentError(
          err instanceof ApiError && err.message ? err.message : messages.checkout.createOrderFailed,
        )
        setPayMethod('online')
        void cod.refetch()
      },
    })
  }

  if (step === 'success' && paidOrderId) {
    return (
      <div className="flex flex-col gap-8">
        <StepIndicator step="success" />
        <CheckoutSuccess orderId={paidOrderId} />
      </div>
    )
  }

  let current: ReactNode
  if (step === 'address' || !estimate)
    current = (
      <AddressStep
        saved={
          <SavedAddresses
            addresses={book.data ?? []}
            selected={savedId}
            onSelect={(a) => {
              touched.current = true
              setSavedId(a.id)
              setAddress(addressFromSaved(a))
              setInvalid([])
              setAddressError(null)
            }}
            onNew={() => {
              touched.current = true
              setSavedId(null)
              setAddress({ ...EMPTY_ADDRESS, first_name: address.first_name, last_name: address.last_name })
            }}
          />
        }
        value={address}
        fieldErrors={fieldErrors}
        invalid={invalid}
        error={addressError}
        busy={estimateShipping.isPending}
        onChange={changeField}
        onSubmit={submitAddress}
        onFocusField={() => {
          touched.current = true
        }}
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
        busy={createOrder.isPending}
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
        order={order}
        amount={paysCash && cod.data ? cod.data.total_with_fee : (order?.amount ?? totals.total)}
        error={paymentError}
        busy={paying || verify.isPending || placeCod.isPending}
        payButton={payButton}
        onPay={() => void pay()}
        onBack={backToShipping}
        cod={cod.data}
        method={payMethod}
        onMethod={(m) => {
          setPayMethod(m)
          setPaymentError(null)
        }}
        onPlaceCod={payInCash}
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
        <aside aria-label="Order summary" className="hidden lg:sticky lg:top-24 lg:block">
          <OrderSummary cart={cart} totals={totals} id="side" />
        </aside>
      </div>
    </div>
  )
}

function CheckoutSkeleton() {
  return (
    <div role="status" aria-label="Preparing your checkout" className="flex flex-col gap-8">
      <Skeleton className="mx-auto h-14 w-full max-w-2xl" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className={`${card} flex flex-col gap-5 p-6 sm:p-8`}>
          <Skeleton className="h-8 w-56" />
          <div className="grid gap-5 sm:grid-cols-2">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        </div>
        <div className={`${card} flex flex-col gap-4 p-6`}>
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  )
}

function Notice({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'neutral' | 'error'
  title: string
  children?: ReactNode
  actions: ReactNode
}) {
  return (
    <section
      aria-labelledby="checkout-notice-title"
      className={`${card} mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-6 py-12 text-center sm:px-10`}
    >
      <span
        className={`inline-flex h-14 w-14 items-center justify-center rounded-full ${tone === 'error' ? 'bg-error-soft text-error' : 'bg-leaf-soft text-leaf'}`}
      >
        {tone === 'error' ? (
          <AlertTriangle aria-hidden="true" className="h-6 w-6" />
        ) : (
          <ShoppingBag aria-hidden="true" className="h-6 w-6" />
        )}
      </span>
      <h2 id="checkout-notice-title" className="text-2xl">
        {title}
      </h2>
      {children}
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
    </section>
  )
}

function InitFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Notice
      tone="error"
      title="We couldn't start your checkout"
      actions={
        <>
          <ButtonLink to="/cart" size="lg">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Cart
          </ButtonLink>
          <Button variant="secondary" size="lg" onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        </>
      }
    >
      <p role="alert" className="text-ink-soft">
        {messages.checkout.initFailed}
      </p>
    </Notice>
  )
}

function EmptyCart({ issues }: { issues?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      {issues}
      <Notice
        tone="neutral"
        title="Your cart is empty"
        actions={
          <>
            <ButtonLink to="/products" size="lg">
              Browse Products
            </ButtonLink>
            <ButtonLink to="/cart" variant="secondary" size="lg">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to Cart
            </ButtonLink>
          </>
        }
      >
        <p role="alert" className="text-ink-soft">
          {messages.cart.emptyAtCheckout}
        </p>
      </Notice>
    </div>
  )
}
