import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '#web/lib/api-client.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { guestOrderLinks, pathOfLink, readGuestCheckout } from '#web/lib/guest-checkout.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { cartKeys, orderKeys } from '#web/lib/query-keys.ts'
import { CheckoutDismissed, openCheckout, type RazorpayResponse } from '#web/lib/razorpay-checkout.ts'
import { useNavigate } from '#web/lib/router.tsx'
import { useVerifyPayment } from '#web/lib/verify-payment.ts'
import { toast } from '#web/ui/toast.tsx'
import { useCodEligibility, usePlaceCod } from './api/cash-on-delivery.ts'
import {
  type CreatePaymentOrderBody,
  type PaymentOrder,
  useCreatePaymentOrder,
} from './api/create-payment-order.ts'
import type { PayMethod } from './components/payment-step.tsx'
import { type CheckoutEvent, type CheckoutStep, SUCCESS_REDIRECT_MS } from './model/checkout-view.ts'
import '#web/lib/i18n/messages/checkout.en.ts'

/**
 * Runs the payment of one checkout: places the shop's order for the cart (Continue to Payment), opens the
 * payment window and verifies what it returns, or places the order as cash on delivery; then the success view
 * and, after a short pause, the order's page (docs/product.md, States and transitions). `onOrderLost` gets the server's reason when a payment
 * came after its order was cancelled or expired: the flow goes back to shipping and says it there.
 */
export function usePayment({
  step,
  dispatch,
  onOrderLost,
}: {
  step: CheckoutStep
  dispatch: (event: CheckoutEvent) => void
  onOrderLost: (message: string) => void
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const createOrder = useCreatePaymentOrder()
  const verify = useVerifyPayment()
  const placeCod = usePlaceCod()

  const [order, setOrder] = useState<PaymentOrder | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)
  const [paidOrderId, setPaidOrderId] = useState<string | null>(null)
  const [method, setMethod] = useState<PayMethod>('online')
  const payButton = useRef<HTMLButtonElement>(null)
  const cod = useCodEligibility(step === 'payment' ? (order?.shop_order_id ?? null) : null)

  // Success: after a short pause the order detail opens (docs/product.md, States and transitions); a guest's
  // opens by the order's private link (decision 057).
  useEffect(() => {
    if (!paidOrderId) return
    let cancelled = false
    const open = async () => {
      if (!readGuestCheckout()) return navigate(`/orders/${encodeURIComponent(paidOrderId)}`)
      const links = await guestOrderLinks().catch(() => [])
      const mine = links.find((l) => l.order_id === paidOrderId)
      if (!cancelled && mine) navigate(pathOfLink(mine.link))
    }
    const timer = setTimeout(() => void open(), SUCCESS_REDIRECT_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [paidOrderId, navigate])

  /** Continue to Payment: the cart becomes the shopper's open order; `onError` says why it could not. */
  const createFor = (body: CreatePaymentOrderBody, onError: (err: Error) => void) =>
    createOrder.mutate(body, {
      onSuccess: (created) => {
        setOrder(created)
        setError(null)
        dispatch({ type: 'orderCreated' })
      },
      onError,
    })

  const back = () => {
    // The shopper's open order is kept: continuing again rewrites it to the cart as it is then (decision 014),
    // and My Orders offers Pay now on it meanwhile.
    setOrder(null)
    setError(null)
    dispatch({ type: 'back' })
  }

  const fail = () => {
    setError(say('checkout.payment.failed'))
    setPaying(false)
  }

  const complete = (orderId: string) => {
    setPaying(false)
    setPaidOrderId(orderId)
    dispatch({ type: 'paid' })
    toast.success(say('checkout.placed'))
    // The server cleared the cart: the cached cart and count are read again, then the change is told (docs/product.md, States and transitions).
    void queryClient.invalidateQueries({ queryKey: cartKeys.all })
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    emitAppEvent('cartUpdated', null)
  }

  const pay = async () => {
    setError(null)
    if (!order) {
      setError(say('checkout.order.missing'))
      return
    }
    setPaying(true)
    let response: RazorpayResponse
    try {
      // The same Checkout as 'Pay now' on My Orders (web/lib); a declined card inside it leaves it open to retry.
      response = await openCheckout(order, {
        onFailedAttempt: () => setError(say('checkout.payment.failed')),
      })
    } catch (err) {
      // Closed window or a script that would not load: both count as a failed payment (docs/product.md, Calls).
      fail()
      if (err instanceof CheckoutDismissed) requestAnimationFrame(() => payButton.current?.focus())
      return
    }
    verify.mutate(response, {
      onSuccess: ({ order_id }) => complete(order_id),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) {
          // The payment came after the order was cancelled or expired (or was not its amount) and the server
          // refunded it: say so, and leave that order behind; Continue to Payment places the cart afresh.
          setPaying(false)
          setOrder(null)
          setError(null)
          onOrderLost(err.message)
          dispatch({ type: 'back' })
        } else fail()
      },
    })
  }

  /** Cash on delivery: the open order is placed at once, to be paid when it arrives. */
  const payInCash = () => {
    if (!order) {
      setError(say('checkout.order.missing'))
      return
    }
    setError(null)
    placeCod.mutate(order.shop_order_id, {
      onSuccess: (placed) => complete(placed.id),
      onError: (err) => {
        // The reason it is not offered (any more): said as the server says it; online payment stays open.
        setError(err instanceof ApiError && err.message ? err.message : say('checkout.create.failed'))
        setMethod('online')
        void cod.refetch()
      },
    })
  }

  const chooseMethod = (m: PayMethod) => {
    setMethod(m)
    setError(null)
  }

  return {
    order,
    error,
    paidOrderId,
    method,
    cod: cod.data,
    /** cash on delivery chosen and offered for this order */
    paysCash: method === 'cod' && Boolean(cod.data?.available),
    creating: createOrder.isPending,
    busy: paying || verify.isPending || placeCod.isPending,
    payButton,
    createFor,
    back,
    pay: () => void pay(),
    payInCash,
    chooseMethod,
  }
}
