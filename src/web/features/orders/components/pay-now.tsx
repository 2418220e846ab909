import { useQueryClient } from '@tanstack/react-query'
import { Clock, CreditCard } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { Order } from '#domain/contracts/checkout.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cartKeys, orderKeys } from '#web/lib/query-keys.ts'
import { CheckoutDismissed, openCheckout } from '#web/lib/razorpay-checkout.ts'
import { useNavigate } from '#web/lib/router.tsx'
import { verifyPayment } from '#web/lib/verify-payment.ts'
import { buttonClass } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { toast } from '#web/ui/toast.tsx'
import { payOrder } from '../api/pay-order.ts'

/** Whole minutes left to pay before the reservation ends (0 when it has). */
export function minutesLeft(expiresAt: string | null, now = Date.now()): number | null {
  if (!expiresAt) return null
  const ms = new Date(expiresAt).getTime() - now
  return Number.isNaN(ms) ? null : Math.max(0, Math.ceil(ms / 60_000))
}

/**
 * 'Pay now' on an open unpaid order (decision 014): Checkout opens for it, the payment is verified, and the order
 * is shown paid. A payment that arrived after the order expired or was cancelled is refunded, and said so.
 */
export function PayNow({
  order,
  size = 'sm',
  hintClassName,
  buttonClassName,
}: {
  order: Order
  size?: 'sm' | 'md' | 'lg'
  /** The hint and the button are laid out by the parent (a fragment), so each takes its own place. */
  hintClassName?: string
  buttonClassName?: string
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const { t } = useT()
  const button = useRef<HTMLButtonElement>(null)
  // The minutes left count down while the page stays open.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!order.can_pay || !order.reservation_expires_at) return
    const timer = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(timer)
  }, [order.can_pay, order.reservation_expires_at])
  if (!order.can_pay) return null
  const left = minutesLeft(order.reservation_expires_at, now)

  const pay = async () => {
    setBusy(true)
    try {
      const options = await payOrder(order.id)
      const response = await openCheckout(options)
      const { order_id } = await verifyPayment(response)
      toast.success(t('order.pay.placed'))
      // The server took the paid lines out of the cart: the cached cart and count are read again (docs/product.md, States and transitions).
      void queryClient.invalidateQueries({ queryKey: cartKeys.all })
      emitAppEvent('cartUpdated', null)
      navigate(`/orders/${encodeURIComponent(order_id)}`)
    } catch (err) {
      // Back where the shopper was once the payment window closes.
      if (err instanceof CheckoutDismissed) requestAnimationFrame(() => button.current?.focus())
      // A closed window counts as a failed payment (docs/product.md, Calls); a 409 says why (late payment, no longer payable).
      toast.error(err instanceof ApiError && err.status === 409 ? err.message : t('order.pay.failed'))
    } finally {
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    }
  }

  return (
    <>
      {left !== null && left > 0 && (
        <span className={cn('inline-flex items-center gap-1.5 text-sm text-turmeric-deep', hintClassName)}>
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t('order.pay.within', { minutes: left })}
        </span>
      )}
      <button
        ref={button}
        type="button"
        onClick={() => void pay()}
        disabled={busy}
        aria-label={t('order.pay.for', { id: order.id })}
        className={buttonClass('primary', size, buttonClassName)}
      >
        <CreditCard aria-hidden="true" className="h-4 w-4" />
        {busy ? t('order.pay.opening') : t('order.pay')}
      </button>
    </>
  )
}
