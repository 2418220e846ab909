// The payment provider's Checkout script is loaded on demand (spec §7), only when the shopper pays, so no
// other page downloads it. One <script src> per URL; a failed load is forgotten so the next try starts afresh.

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
