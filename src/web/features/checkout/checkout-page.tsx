import { type ReactNode, useEffect, useRef, useState } from 'react'
import { messages } from '#domain/messages.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { usePrepareCheckout } from './api/prepare-checkout.ts'
import { CheckoutFlow } from './checkout-flow.tsx'
import { CheckoutSkeleton, EmptyCart, InitFailed } from './components/checkout-notices.tsx'
import { ValidationNotice } from './components/validation-notice.tsx'
import {
  CHECKOUT_STEP_KEY,
  type CheckoutStep,
  nextCheckoutStep,
  STEP_SCROLL_DELAY_MS,
} from './model/checkout-view.ts'
import '#web/lib/i18n/messages/checkout.en.ts'

function writeStepMarker(step: CheckoutStep | null): void {
  try {
    if (step) localStorage.setItem(CHECKOUT_STEP_KEY, step)
    else localStorage.removeItem(CHECKOUT_STEP_KEY)
  } catch {}
}

/** docs/product.md (Routes and screens, States and transitions: Checkout, /checkout): address, shipping options, payment, then the success view. */
export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('checkout.meta.title'), description: t('checkout.meta.description') })
  // checkout/prepare changes the cart, so each visit prepares once under its own key.
  const [visit] = useState(() => `${Date.now()}-${Math.random()}`)
  const prepare = usePrepareCheckout(visit)

  // docs/product.md, States and transitions: the step resets to address on entry; the marker is removed on entry and written at each step.
  const [step, setStep] = useState<CheckoutStep>('address')
  useEffect(() => writeStepMarker(null), [])
  useEffect(() => writeStepMarker(step), [step])

  // docs/product.md, Routes and screens and Business constants and limits: scroll to the top 50 ms after every step change (smooth), then focus the new step.
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
          {t('checkout.kicker')}
        </p>
        <h1 className="text-[2rem] leading-tight sm:text-4xl">{t('checkout.heading')}</h1>
      </header>
      {body}
    </div>
  )
}
