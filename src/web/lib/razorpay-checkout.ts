// The payment provider's Checkout script is loaded on demand (docs/product.md, Calls), only when the shopper pays, so no
// other page downloads it. One <script src> per URL; a failed load is forgotten so the next try starts afresh.

import { paiseOf } from './wire-money.ts'

export interface RazorpayResponse {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

export interface RazorpayOptions {
  key: string
  /** paise */
  amount: number
  currency: string
  order_id: string
  name: string
  description: string
  prefill?: { name?: string; email?: string; contact?: string }
  theme?: { color?: string }
  handler: (response: RazorpayResponse) => void
  modal?: { ondismiss?: () => void }
}

export interface RazorpayInstance {
  on(
    event: 'payment.failed',
    handler: (response: { error?: { description?: string } }) => void,
  ): RazorpayInstance
  open(): void
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>()

export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay)
  const pending = loading.get(src)
  if (pending) return pending
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.checkoutScript = ''
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay)
      else fail(new Error('The payment script loaded without Razorpay'))
    }
    script.onerror = () => fail(new Error(`The payment script failed to load: ${src}`))
    function fail(err: Error) {
      script.remove()
      loading.delete(src)
      reject(err)
    }
    document.head.append(script)
  })
  loading.set(src, promise)
  return promise
}

/** docs/product.md, Calls: the payment window's theme colour is the shop's green. */
export const CHECKOUT_THEME_COLOUR = '#2F6B3B'

/** What the server answers for a payment (create-order, 'Pay now'): the options Checkout opens with. */
export interface CheckoutOrder {
  key_id: string
  order_id: string
  /** rupees */
  amount: number
  currency: string
  name: string
  description: string
  checkout_script: string
  prefill?: { name?: string; email?: string; contact?: string }
}

/** The shopper closed the payment window without paying (docs/product.md, Calls: counts as a failure). */
export class CheckoutDismissed extends Error {
  override name = 'CheckoutDismissed'
}

/**
 * Opens Razorpay Checkout for an order and settles with what its handler receives; rejects when the script
 * cannot load or the shopper closes the window. A failed attempt inside the window leaves it open to retry.
 */
export async function openCheckout(
  order: CheckoutOrder,
  opts: { onFailedAttempt?: () => void } = {},
): Promise<RazorpayResponse> {
  const Razorpay = await loadCheckoutScript(order.checkout_script)
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.key_id,
      // docs/product.md, Calls: Checkout takes paise (rupees × 100, whole).
      amount: paiseOf(order.amount),
      currency: order.currency,
      order_id: order.order_id,
      name: order.name,
      description: order.description,
      prefill: order.prefill,
      theme: { color: CHECKOUT_THEME_COLOUR },
      handler: resolve,
      modal: { ondismiss: () => reject(new CheckoutDismissed('The payment window was closed')) },
    })
    checkout.on('payment.failed', () => opts.onFailedAttempt?.())
    checkout.open()
  })
}
