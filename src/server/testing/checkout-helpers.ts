import { bearer, type TestUser } from './auth-helpers.ts'
import type { TestContext } from './test-app.ts'

export const HYDERABAD = {
  street: '12-2-823, Mehdipatnam',
  city: 'Hyderabad',
  state: 'Telangana',
  postal_code: '500028',
  country: 'India',
}
export const BENGALURU = {
  street: '4th Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560038',
  country: 'India',
}

export async function api(
  t: TestContext,
  u: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: u ? bearer(u.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

/** Cart → address → Razorpay order, as the checkout page does it. */
export async function startCheckout(
  t: TestContext,
  u: TestUser,
  opts: {
    /** a line of the pack at `variant_index` (decision 048); the default pack without it */
    items: { product_id: number; quantity: number; variant_index?: number }[]
    coupon?: string
    address?: typeof HYDERABAD
    level?: 'standard' | 'express'
    /** the page's language sent with the order (decision 060); none: the profile's, else English */
    language?: string
  },
) {
  for (const item of opts.items) {
    const res = await api(t, u, 'POST', '/cart/items', item)
    if (res.statusCode !== 200) throw new Error(`add failed: ${res.body}`)
  }
  if (opts.coupon) await api(t, u, 'POST', '/cart/checkout/apply-coupon', { coupon_code: opts.coupon })
  const estimate = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', {
    first_name: 'Asha',
    last_name: 'Rao',
    mobile: '9848012345',
    ...(opts.address ?? HYDERABAD),
  })
  const { address_id } = estimate.json().data
  const created = await api(t, u, 'POST', '/payments/create-order', {
    first_name: 'Asha',
    last_name: 'Rao',
    mobile: '9848012345',
    shipping_address_id: address_id,
    shipping_service_level: opts.level ?? 'standard',
    ...(opts.language ? { language: opts.language } : {}),
  })
  return { estimate, created }
}

/** What the test gateway's card form does: pays (4111…) or is declined (4000…0002). */
export async function payWithCard(
  t: TestContext,
  keyId: string,
  providerOrderId: string,
  card = '4111 1111 1111 1111',
) {
  return t.app.inject({
    method: 'POST',
    url: '/test-gateway/checkout/pay',
    payload: {
      key: keyId,
      order_id: providerOrderId,
      card_number: card,
      expiry: '12/30',
      cvv: '123',
      name: 'Asha Rao',
    },
  })
}
