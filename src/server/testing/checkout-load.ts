// Scripted checkouts over HTTP for the load and outage tests (src/server/faults/load.test.ts) and the bench's
// `checkout` part: shoppers with a cart and a delivery address, then each places the order, pays through the
// test gateway's card form and verifies, as the checkout page does.
import pg from 'pg'
import { api, type BenchUser, signUpPool } from '../../../scripts/lib/bench-users.ts'

export const BUYER = { first_name: 'Asha', last_name: 'Rao', mobile: '9848012345' }
export const ADDRESS = {
  ...BUYER,
  street: '12-2-823, Mehdipatnam',
  city: 'Hyderabad',
  state: 'Telangana',
  postal_code: '500028',
  country: 'India',
}
export const PRODUCT = 101

export interface Buyer extends BenchUser {
  addressId: string
}

/** A query on a connection of its own (the test's view of the database, apart from the shop's pools). */
export async function sqlOf<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url })
  c.on('error', () => {})
  await c.connect()
  try {
    return (await c.query(text, params)).rows as T[]
  } finally {
    await c.end()
  }
}

/** `count` shoppers, each with one unit of PRODUCT in the cart and a saved address (stock set high first). */
export async function prepareBuyers(base: string, dbUrl: string, count: number): Promise<Buyer[]> {
  await sqlOf(dbUrl, 'update products set stock = 1000000')
  const users = await signUpPool(base, count, 8)
  const buyers: Buyer[] = []
  for (const u of users) buyers.push({ ...u, addressId: await addToCart(base, u) })
  return buyers
}

/** Puts one unit in the cart and answers the address id the checkout is delivered to. */
export async function addToCart(base: string, u: BenchUser): Promise<string> {
  await api(base, u.token, 'POST', '/cart/items', { product_id: PRODUCT, quantity: 1 })
  const est = await api<{ data: { address_id: string } }>(
    base,
    u.token,
    'POST',
    '/cart/checkout/estimate-shipping',
    ADDRESS,
  )
  return est.data.address_id
}

export interface Reply {
  status: number
  body: string
}

export interface CheckoutOutcome {
  placed?: Reply
  /** the test gateway's card form: 200 with the signed payment when the money was captured */
  paid?: Reply
  /** POST /payments/verify, sent only for a captured payment */
  verified?: Reply
  /** a request that got no reply at all */
  error?: string
  providerOrderId?: string
}

async function send(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Reply & { json: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: res.status, body: text.slice(0, 300), json }
}

/** Place the order, pay with the test card, verify: what each step answered. */
export async function checkout(base: string, b: Buyer): Promise<CheckoutOutcome> {
  const out: CheckoutOutcome = {}
  try {
    const placed = await send(
      base,
      '/api/v1/payments/create-order',
      { ...BUYER, shipping_address_id: b.addressId },
      b.token,
    )
    out.placed = placed
    if (placed.status !== 200) return out
    const o = placed.json.data as { key_id: string; order_id: string }
    out.providerOrderId = o.order_id
    const paid = await send(base, '/test-gateway/checkout/pay', {
      key: o.key_id,
      order_id: o.order_id,
      card_number: '4111111111111111',
    })
    out.paid = paid
    if (paid.status !== 200) return out
    out.verified = await send(base, '/api/v1/payments/verify', paid.json, b.token)
  } catch (err) {
    out.error =
      err instanceof Error
        ? `${err.name}: ${(err.cause as Error | undefined)?.message ?? err.message}`
        : String(err)
  }
  return out
}

/** "500×3, 503×1" of the replies given, for a message that says what went wrong. */
export function tally(replies: (Reply | undefined)[]): string {
  const counts = new Map<number, number>()
  for (const r of replies) if (r) counts.set(r.status, (counts.get(r.status) ?? 0) + 1)
  return [...counts].map(([s, n]) => `${s}×${n}`).join(', ')
}

export interface PaymentRecord {
  provider_order_id: string
  captured: number
  order_id: string | null
  payment_status: string | null
  recorded_payment: string | null
  payment_id: string
}

/**
 * Every captured payment of the test gateway beside the order it pays: `captured` is how many captured payments
 * the provider order has, `recorded_payment` the payment the order names.
 */
export async function capturedPayments(dbUrl: string): Promise<PaymentRecord[]> {
  return sqlOf<PaymentRecord>(
    dbUrl,
    `select p.order_id as provider_order_id, p.id as payment_id,
            (select count(*)::int from test_gateway_payments c where c.order_id = p.order_id and c.status = 'captured') as captured,
            o.id as order_id, o.payment_status, o.provider_payment_id as recorded_payment
       from test_gateway_payments p left join orders o on o.provider_order_id = p.order_id
      where p.status = 'captured'`,
  )
}
