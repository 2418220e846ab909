import { createHmac, timingSafeEqual } from 'node:crypto'

// The Razorpay adapter: Orders API, refunds, and the two HMAC checks (payment signature, webhook signature).
// The same code talks to api.razorpay.com and to the built-in test gateway; only the base URL and keys differ.

export interface RazorpayOrder {
  id: string
  entity: 'order'
  amount: number
  currency: string
  receipt: string | null
  status: string
}

export interface RazorpayRefund {
  id: string
  entity: 'refund'
  amount: number
  payment_id: string
  status: string
  notes?: Record<string, string> | unknown[]
}

/** A payment as Razorpay describes it (the fields the shop reads). */
export interface RazorpayPayment {
  id: string
  order_id: string | null
  amount: number
  status: string
  method?: string
  vpa?: string | null
  bank?: string | null
  wallet?: string | null
  card?: { network?: string | null; last4?: string | null } | null
}

export interface RazorpayToken {
  id: string
  entity: 'token'
  method: 'card'
  card: { network: string; last4: string; expiry_month: number; expiry_year: number; name: string | null }
  created_at: number
}

export class RazorpayError extends Error {
  override name = 'RazorpayError'
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

export interface RazorpayClient {
  keyId: string
  createOrder(input: {
    amountPaise: number
    currency: 'INR'
    receipt: string
    notes?: Record<string, string>
  }): Promise<RazorpayOrder>
  refund(
    paymentId: string,
    input: { amountPaise: number; notes?: Record<string, string> },
  ): Promise<RazorpayRefund>
  /** Payments made against an order (used to reconcile after a crash). */
  orderPayments(orderId: string): Promise<RazorpayPayment[]>
  /** One payment: its order, amount and status (verify checks them; the signature alone says nothing of them). */
  fetchPayment(paymentId: string): Promise<RazorpayPayment>
  /** Refunds of a payment: a refund whose call died is found here by its idempotency key before any retry. */
  paymentRefunds(paymentId: string): Promise<RazorpayRefund[]>
  createCustomer(input: { name: string; email: string; contact?: string }): Promise<{ id: string }>
  listTokens(customerId: string): Promise<RazorpayToken[]>
  deleteToken(customerId: string, tokenId: string): Promise<void>
  /** Checkout's handler signature: HMAC-SHA256(order_id|payment_id) with the key secret. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean
  /** Webhooks: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean
}

export function hmacHex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

export function safeEqualHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

export function createRazorpayClient(opts: {
  keyId: string
  keySecret: string
  webhookSecret: string
  apiUrl: string
  fetch?: FetchLike
}): RazorpayClient {
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init))
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const res = await doFetch(`${opts.apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers:
        body === undefined
          ? { authorization: auth }
          : { authorization: auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    })
    const json = (await res.json().catch(() => ({}))) as { error?: { description?: string } }
    if (!res.ok)
      throw new RazorpayError(res.status, json.error?.description ?? `Razorpay answered ${res.status}`)
    return json as T
  }

  return {
    keyId: opts.keyId,
    createOrder: (input) =>
      call<RazorpayOrder>('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes ?? {},
      }),
    refund: (paymentId, input) =>
      call<RazorpayRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: input.amountPaise,
        notes: input.notes ?? {},
      }),
    orderPayments: async (orderId) =>
      (await call<{ items: RazorpayPayment[] }>('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`))
        .items,
    fetchPayment: (paymentId) =>
      call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
    paymentRefunds: async (paymentId) =>
      (
        await call<{ items: RazorpayRefund[] }>(
          'GET',
          `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        )
      ).items,
    createCustomer: (input) =>
      call<{ id: string }>('POST', '/v1/customers', { ...input, fail_existing: '0' }),
    listTokens: async (customerId) =>
      (
        await call<{ items: RazorpayToken[] }>(
          'GET',
          `/v1/customers/${encodeURIComponent(customerId)}/tokens`,
        )
      ).items,
    deleteToken: async (customerId, tokenId) => {
      await call(
        'DELETE',
        `/v1/customers/${encodeURIComponent(customerId)}/tokens/${encodeURIComponent(tokenId)}`,
      )
    },
    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      safeEqualHex(hmacHex(opts.keySecret, `${orderId}|${paymentId}`), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      safeEqualHex(hmacHex(opts.webhookSecret, rawBody), signature),
  }
}
