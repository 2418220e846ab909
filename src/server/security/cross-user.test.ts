import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderDetailReply } from '#domain/contracts/checkout.ts'
import { accounts, sessions, users } from '../modules/identity/tables.ts'
import { profiles } from '../modules/profile/tables.ts'
import { reviewReports } from '../modules/reviews/tables.ts'
import { addresses } from '../modules/shipping/tables.ts'
import { bearer, freshIp, signUp, type TestUser } from '../testing/auth-helpers.ts'
import { BENGALURU, HYDERABAD, startCheckout } from '../testing/checkout-helpers.ts'
import { createTestApp, setReviewModeration, TEST_ORIGIN, type TestContext } from '../testing/test-app.ts'
import {
  betterAuthEndpoints,
  fillPath,
  type Method,
  openApiOperations,
  routeShape,
  treeRoutes,
} from './app-routes.ts'
import {
  expiredIdToken,
  sessionTokenOf,
  signedByStranger,
  unsignedCopy,
  withClaims,
  withFlippedSignatureByte,
  withTamperedSessionCookie,
} from './credentials.ts'

// Shopper A owns one of everything; shopper B, signed in with B's own valid token, tries every route that
// reads or changes a shopper's data with A's ids. B is refused (404 where even the existence of the thing is
// A's business, 403 where the thing is public anyway, such as a review), B's replies carry nothing of A's,
// and afterwards A's data reads back byte for byte as before. The same routes without a credential, or with a
// forged or expired one, answer 401 (419 for a genuine expired token). A guard test reads the routes from the
// running app, so a new signed-in route fails here until it is added to the table.

let t: TestContext

interface World {
  a: TestUser
  b: TestUser
  c: TestUser
  paid: { orderId: string; providerOrderId: string; paymentId: string; signature: string; invoiceNo: string }
  pending: { orderId: string; providerOrderId: string; amount: number }
  addressIds: string[]
  customerId: string
  cardId: string
  favorites: number[]
  cartLine: { productId: number; quantity: number }
  /** the restore link's token of a reminder of A's cart (decision 054) */
  cartRestoreToken: string
  /** a return A asked for on the paid order (decision 056), written as the request writes it */
  returnId: string
  coupon: string
  reviewId: string
  cReviewId: string
  avatarUrl: string
  accountId: string
  sessionToken: string
  expiredA: string
  forged: { label: string; token: string }[]
}
let w: World

// Markers that exist only in A's data: finding one in a reply to B is a leak.
const A_NAME = 'Zenobia Quillfeather'
const A_STREET = '7 Quillfeather Lane, Banjara Hills'
const A_STREET_2 = '22 Zenobia Cross, Koramangala'
const A_BIO = 'Bio of Zenobia: grows moringa on a terrace'
const A_PHONE = '9812345670'
const A_REVIEW = { rating: 5, title: 'Zenobia says: superb', comment: 'Zenobia private marker comment' }
const A_PASSWORD = 'zenobia-secret-pass-1'
const B_PASSWORD = 'mallory-other-pass-2'

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>
// biome-ignore lint/suspicious/noExplicitAny: replies of many shapes, each read by an expect that fails if wrong
type Json = any

interface Req {
  method: Method
  url: string
  payload?: unknown
}

function send(req: Req, headers: Record<string, string>): Promise<Reply> {
  return t.app.inject({
    method: req.method,
    url: req.url,
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': freshIp(), ...headers },
    ...(req.payload === undefined ? {} : { payload: req.payload as object }),
  })
}
const as = (u: TestUser, req: Req) => send(req, bearer(u.token))
const v1 = (path: string) => `/api/v1${path}`

async function ok(res: Reply | Promise<Reply>, what: string): Promise<Reply> {
  const r = await res
  if (r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`)
  return r
}

async function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#2F6B3B' } })
    .png()
    .toBuffer()
}

function multipart(field: string, filename: string, type: string, body: Buffer) {
  const boundary = '----securitysuite'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
}

async function payAndSave(keyId: string, providerOrderId: string, customerId: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/test-gateway/checkout/pay',
    payload: {
      key: keyId,
      order_id: providerOrderId,
      card_number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
      name: A_NAME,
      customer_id: customerId,
      save: true,
    },
  })
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.body}`)
  return paid.json() as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
}

/** A: cart with a coupon, wishlist, two saved addresses, a paid order with invoice, a pending order, a saved
 * card, a profile with an avatar, a review, and a like and a report of C's review. */
async function buildWorld(): Promise<World> {
  const a = await signUp(t, { name: A_NAME, password: A_PASSWORD })
  const b = await signUp(t, { name: 'Mallory Bhat', password: B_PASSWORD })
  const c = await signUp(t, { name: 'Chandra Iyer' })

  const customerId = (await ok(as(a, { method: 'POST', url: v1('/payments/methods') }), 'card on')).json()
    .data.customer_id as string
  const first = await startCheckout(t, a, {
    items: [{ product_id: 101, quantity: 2 }],
    coupon: 'SAVE10',
    address: { ...HYDERABAD, street: A_STREET },
  })
  const firstOrder = (await ok(first.created, 'first order')).json().data
  const payment = await payAndSave(firstOrder.key_id, firstOrder.order_id, customerId)
  await ok(as(a, { method: 'POST', url: v1('/payments/verify'), payload: payment }), 'verify')
  const paidDetail = orderDetailReply.parse(
    (await ok(as(a, { method: 'GET', url: v1(`/orders/${firstOrder.shop_order_id}`) }), 'order')).json(),
  ).data.order
  expect(paidDetail.payment_status).toBe('completed')
  const cardId = (await ok(as(a, { method: 'GET', url: v1('/payments/methods') }), 'cards')).json().data
    .methods[0].id as string

  // A second checkout left pending: its cart (with a coupon) stays, and its intent can be named.
  const cartLine = { productId: 104, quantity: 7 }
  const second = await startCheckout(t, a, {
    items: [{ product_id: cartLine.productId, quantity: cartLine.quantity }],
    coupon: 'DEAL5',
    address: { ...BENGALURU, street: A_STREET_2 },
  })
  const secondOrder = (await ok(second.created, 'second order')).json().data

  for (const id of [105, 110])
    await ok(as(a, { method: 'POST', url: v1('/favorites'), payload: { product_id: id } }), 'fav')
  await ok(
    as(a, {
      method: 'PUT',
      url: v1('/profiles'),
      payload: {
        first_name: 'Zenobia',
        last_name: 'Quillfeather',
        phone: A_PHONE,
        bio: A_BIO,
        address_line_1: A_STREET,
        city: 'Hyderabad',
        state: 'Telangana',
        pincode: '500034',
      },
    }),
    'profile',
  )
  const upload = multipart('image', 'me.png', 'image/png', await pngImage())
  const avatarUrl = (
    await ok(
      t.app.inject({
        method: 'POST',
        url: v1('/profiles/upload-image'),
        headers: { ...bearer(a.token), 'content-type': upload.contentType },
        payload: upload.payload,
      }),
      'avatar',
    )
  ).json().image_url as string

  const cReviewId = (
    await ok(
      as(c, {
        method: 'POST',
        url: v1('/products/101/reviews'),
        payload: { rating: 4, title: 'Good powder', comment: 'Mixes well in buttermilk.' },
      }),
      'C review',
    )
  ).json().data.id as string
  const reviewId = (
    await ok(as(a, { method: 'POST', url: v1('/products/101/reviews'), payload: A_REVIEW }), 'A review')
  ).json().data.id as string
  await ok(
    as(a, {
      method: 'POST',
      url: v1(`/products/101/reviews/${cReviewId}/like`),
      payload: { action: 'like' },
    }),
    'like',
  )
  await ok(
    as(a, {
      method: 'POST',
      url: v1(`/products/101/reviews/${cReviewId}/report`),
      payload: { reason: 'off_topic' },
    }),
    'report',
  )

  const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, a.id))
  const addressRows = await t.database.db.select().from(addresses).where(eq(addresses.userId, a.id))
  const forged = [
    { label: "A's token with one signature byte changed", token: withFlippedSignatureByte(a.token) },
    {
      label: "B's token with A's subject written in",
      token: withClaims(b.token, { sub: a.id, email: a.email, name: a.name }),
    },
    { label: "A's claims unsigned (alg none)", token: unsignedCopy(a.token) },
    { label: "A's claims signed by a stranger's key", token: await signedByStranger(a.token) },
    { label: 'not a token at all', token: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln' },
  ]
  // A reminder of A's cart, as the sweep writes it; its link's token, as A's mail carries it.
  const [cartRow] = (
    (await t.database.db.execute(sql`select id from carts where user_id = ${a.id}`)) as unknown as {
      rows: { id: string }[]
    }
  ).rows
  const [reminder] = (
    (await t.database.db.execute(sql`insert into cart_reminders (user_id, cart_id, n, channel, items)
      values (${a.id}, ${cartRow!.id}, 1, 'email',
        ${JSON.stringify([{ product_id: cartLine.productId, pack_id: 0, quantity: cartLine.quantity }])}::jsonb)
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows
  const [ret] = (
    (await t.database.db.execute(sql`insert into returns (order_id, user_id, reason, pickup_address)
      values (${firstOrder.shop_order_id}, ${a.id}, 'damaged', '{}'::jsonb) returning id`)) as unknown as {
      rows: { id: string }[]
    }
  ).rows
  return {
    returnId: ret!.id,
    cartRestoreToken: t.app.cartReminders.tokenOf('restore', reminder!.id),
    a,
    b,
    c,
    paid: {
      orderId: firstOrder.shop_order_id,
      providerOrderId: payment.razorpay_order_id,
      paymentId: payment.razorpay_payment_id,
      signature: payment.razorpay_signature,
      invoiceNo: paidDetail.invoice_number ?? '',
    },
    pending: {
      orderId: secondOrder.shop_order_id,
      providerOrderId: secondOrder.order_id,
      amount: secondOrder.amount,
    },
    addressIds: addressRows.map((r) => r.id),
    customerId,
    cardId,
    favorites: [105, 110],
    cartLine,
    coupon: 'DEAL5',
    reviewId,
    cReviewId,
    avatarUrl,
    accountId: account!.id,
    sessionToken: sessionTokenOf(a.cookie),
    expiredA: await expiredIdToken(t, a.cookie),
    forged,
  }
}

/** Values only A's data holds: none may appear in a reply to anyone else, unless the caller sent it. */
function secretsOfA(): [string, string][] {
  return [
    ['email', w.a.email],
    ['name', A_NAME],
    ['street', A_STREET],
    ['second street', A_STREET_2],
    ['bio', A_BIO],
    ['phone', A_PHONE],
    ['review comment', A_REVIEW.comment],
    ['user id', w.a.id],
    ['paid order id', w.paid.orderId],
    ['pending order id', w.pending.orderId],
    ['provider order id', w.paid.providerOrderId],
    ['pending provider order id', w.pending.providerOrderId],
    ['payment id', w.paid.paymentId],
    ['invoice number', w.paid.invoiceNo],
    ['customer id', w.customerId],
    ['saved card id', w.cardId],
    ['avatar', w.avatarUrl],
    ['account id', w.accountId],
    ['session token', w.sessionToken],
    ...w.addressIds.map((id, i) => [`address id ${i + 1}`, id] as [string, string]),
  ].filter(([, v]) => v !== undefined && v.length > 0) as [string, string][]
}

function leaksIn(req: Req, res: Reply): string[] {
  const sent = `${decodeURIComponent(req.url)} ${JSON.stringify(req.payload ?? '')}`
  return secretsOfA()
    .filter(([, value]) => !sent.includes(value) && res.body.includes(value))
    .map(([label]) => label)
}

// ---------------------------------------------------------------------------------------------------------
// The table: every route of /api/v1 that needs a signed-in shopper.

type Credential = 'bearer' | 'bearer-or-session' | 'id-token-query'

interface Attack {
  /** the OpenAPI operation */
  route: string
  what: string
  credential: Credential
  /** what B sends (A's ids in it) */
  request: () => Req
  /** B's status: 403/404 for A's things; for routes that only ever act on the caller's own account, B's own answer */
  status: number
  /** more about B's answer */
  check?: (json: Json) => void
}

interface OwnOnly {
  route: string
  credential: Credential
  /** why the route cannot name another shopper's data */
  reason: string
  request: () => Req
}

/** B's cart never shows A's line or A's coupon. */
const notAsCart = (json: Json) => {
  const cart = json?.data?.cart ?? json?.data
  const lines = (cart?.items ?? []) as { product_id: number; quantity: number }[]
  expect(lines.some((l) => l.product_id === w.cartLine.productId && l.quantity === w.cartLine.quantity)).toBe(
    false,
  )
  expect(cart?.coupon_code ?? null).not.toBe(w.coupon)
}

const attacks: Attack[] = [
  {
    route: 'GET /api/v1/auth/verify-token',
    what: "B's own token describes B, never A",
    credential: 'id-token-query',
    request: () => ({ method: 'GET', url: v1(`/auth/verify-token?id_token=${w.b.token}`) }),
    status: 200,
    check: (json) => expect(json.data.user.uid).toBe(w.b.id),
  },
  // cart: the line and coupon live in A's cart; B's calls land on B's cart
  {
    route: 'GET /api/v1/cart',
    what: 'reads own cart',
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/cart') }),
    status: 200,
    check: notAsCart,
  },
  {
    route: 'PUT /api/v1/cart/items/{productId}',
    what: "sets the quantity of A's line",
    credential: 'bearer',
    request: () => ({
      method: 'PUT',
      url: v1(`/cart/items/${w.cartLine.productId}`),
      payload: { quantity: 1 },
    }),
    status: 404,
  },
  {
    route: 'DELETE /api/v1/cart/items/{productId}',
    what: "removes A's line",
    credential: 'bearer',
    request: () => ({ method: 'DELETE', url: v1(`/cart/items/${w.cartLine.productId}`) }),
    status: 404,
  },
  {
    route: 'POST /api/v1/cart/items/{productId}/increment',
    what: "increments A's line",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1(`/cart/items/${w.cartLine.productId}/increment`) }),
    status: 404,
  },
  {
    route: 'POST /api/v1/cart/items/{productId}/decrement',
    what: "decrements A's line",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1(`/cart/items/${w.cartLine.productId}/decrement`) }),
    status: 404,
  },
  {
    route: 'GET /api/v1/cart/summary',
    what: 'own totals',
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/cart/summary') }),
    status: 200,
    check: (j) => expect(j.data.coupon_code).not.toBe(w.coupon),
  },
  {
    route: 'GET /api/v1/cart/count',
    what: 'own count',
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/cart/count') }),
    status: 200,
    check: (j) => expect(j.data.item_count).toBe(1),
  },
  {
    route: 'GET /api/v1/cart/validate',
    what: 'own validation',
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/cart/validate') }),
    status: 200,
    check: notAsCart,
  },
  {
    route: 'GET /api/v1/cart/checkout/prepare',
    what: 'own checkout',
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/cart/checkout/prepare') }),
    status: 200,
    check: notAsCart,
  },
  {
    route: 'DELETE /api/v1/cart/checkout/remove-coupon',
    what: "removes the coupon (A's stays)",
    credential: 'bearer',
    request: () => ({ method: 'DELETE', url: v1('/cart/checkout/remove-coupon') }),
    status: 200,
    check: notAsCart,
  },
  {
    route: 'POST /api/v1/cart/checkout/apply-coupon',
    what: "applies A's coupon to B's own cart only",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/cart/checkout/apply-coupon'),
      payload: { coupon_code: 'SAVE10' },
    }),
    status: 200,
    check: (j) => expect(j.data.cart.items.map((l: Json) => l.product_id)).toEqual([112]),
  },
  {
    route: 'POST /api/v1/cart/items',
    what: "adds A's product to B's own cart only",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/cart/items'),
      payload: { product_id: w.cartLine.productId, quantity: 2 },
    }),
    status: 200,
    check: notAsCart,
  },
  {
    route: 'POST /api/v1/cart/merge',
    what: "merges into B's own cart only",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/cart/merge'),
      payload: { items: [{ product_id: 110, quantity: 1 }] },
    }),
    status: 200,
    check: notAsCart,
  },
  {
    route: 'POST /api/v1/cart/restore',
    what: "restores A's cart from A's reminder link into B's",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1('/cart/restore'), payload: { token: w.cartRestoreToken } }),
    status: 403,
    check: (j) =>
      expect(j.message).toBe(
        'This cart link was sent to another account. Sign in with that account to restore its cart.',
      ),
  },
  {
    route: 'POST /api/v1/cart/checkout/estimate-shipping',
    what: "saves an address to B's own account",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/cart/checkout/estimate-shipping'),
      payload: {
        ...HYDERABAD,
        street: 'Mallory street 1',
        first_name: 'Mallory',
        last_name: 'Bhat',
        mobile: '9848012346',
      },
    }),
    status: 200,
    check: (j) => expect(w.addressIds).not.toContain(j.data.address_id),
  },
  // wishlist
  {
    route: 'GET /api/v1/favorites',
    what: 'own wishlist',
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/favorites') }),
    status: 200,
    check: (j) => expect(j.data.count).toBe(0),
  },
  {
    route: 'DELETE /api/v1/favorites',
    what: "removes A's wishlist entry",
    credential: 'bearer',
    request: () => ({ method: 'DELETE', url: v1('/favorites'), payload: { product_id: w.favorites[0] } }),
    status: 404,
  },
  {
    route: 'GET /api/v1/favorites/check/{productId}',
    what: "asks about A's wishlist entry",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1(`/favorites/check/${w.favorites[0]}`) }),
    status: 200,
    check: (j) => expect(j.data.is_favorite).toBe(false),
  },
  {
    route: 'POST /api/v1/favorites',
    what: "adds A's favourite to B's own wishlist",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1('/favorites'), payload: { product_id: w.favorites[1] } }),
    status: 200,
  },
  // payments
  {
    route: 'POST /api/v1/payments/create-order',
    what: "orders to A's saved address",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/payments/create-order'),
      payload: {
        first_name: 'Mallory',
        last_name: 'Bhat',
        mobile: '9848012346',
        shipping_address_id: w.addressIds[0],
      },
    }),
    status: 404,
  },
  {
    route: 'POST /api/v1/payments/verify',
    what: "claims A's payment (A's genuine ids and signature)",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/payments/verify'),
      payload: {
        razorpay_payment_id: w.paid.paymentId,
        razorpay_order_id: w.paid.providerOrderId,
        razorpay_signature: w.paid.signature,
      },
    }),
    status: 404,
  },
  {
    route: 'GET /api/v1/payments/methods',
    what: 'own saved cards',
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/payments/methods') }),
    status: 200,
    check: (j) => expect(j.data).toEqual({ customer_id: null, methods: [] }),
  },
  {
    route: 'DELETE /api/v1/payments/methods/{id}',
    what: "deletes A's saved card",
    credential: 'bearer',
    request: () => ({ method: 'DELETE', url: v1(`/payments/methods/${w.cardId}`) }),
    status: 404,
  },
  {
    route: 'POST /api/v1/payments/create-intent',
    what: "asks for the intent of A's pending checkout (its amount)",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/payments/create-intent'),
      payload: { amount: w.pending.amount, currency: 'INR' },
    }),
    status: 409,
  },
  {
    route: 'POST /api/v1/payments/confirm',
    what: "pays A's intent with A's saved card",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/payments/confirm'),
      payload: { paymentIntentId: w.pending.providerOrderId, paymentMethodId: w.cardId },
    }),
    status: 404,
  },
  {
    route: 'POST /api/v1/payments/methods',
    what: "turns on saved cards for B's own account",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1('/payments/methods') }),
    status: 200,
    check: (j) => expect(j.data.methods).toEqual([]),
  },
  // orders
  {
    route: 'GET /api/v1/orders',
    what: 'own orders',
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/orders?sort=oldest&limit=50') }),
    status: 200,
    check: (j) => expect(j.data.orders).toEqual([]),
  },
  {
    route: 'GET /api/v1/orders/{id}',
    what: "reads A's paid order",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1(`/orders/${w.paid.orderId}`) }),
    status: 404,
  },
  {
    route: 'GET /api/v1/orders/{id}/status',
    what: "reads A's order status",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1(`/orders/${w.pending.orderId}/status`) }),
    status: 404,
  },
  {
    route: 'PUT /api/v1/orders/{id}/cancel',
    what: "cancels A's pending order",
    credential: 'bearer',
    request: () => ({ method: 'PUT', url: v1(`/orders/${w.pending.orderId}/cancel`) }),
    status: 404,
  },
  {
    route: 'POST /api/v1/orders/{id}/cancel',
    what: "cancels A's paid order",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1(`/orders/${w.paid.orderId}/cancel`) }),
    status: 404,
  },
  {
    route: 'POST /api/v1/orders',
    what: "places an order to A's saved address",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/orders'),
      payload: {
        first_name: 'Mallory',
        last_name: 'Bhat',
        mobile: '9848012346',
        shipping_address_id: w.addressIds[0],
      },
    }),
    status: 404,
  },
  {
    route: 'POST /api/v1/orders/{id}/pay',
    what: "opens the payment of A's open order",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1(`/orders/${w.pending.orderId}/pay`) }),
    status: 404,
  },
  {
    route: 'GET /api/v1/orders/{id}/invoice',
    what: "downloads A's invoice",
    credential: 'bearer-or-session',
    request: () => ({ method: 'GET', url: v1(`/orders/${w.paid.orderId}/invoice?download=1`) }),
    status: 404,
  },
  {
    route: 'GET /api/v1/orders/{id}/credit-notes/{seq}',
    what: "downloads a credit note of A's paid order",
    credential: 'bearer-or-session',
    request: () => ({ method: 'GET', url: v1(`/orders/${w.paid.orderId}/credit-notes/1?download=1`) }),
    status: 404,
  },
  {
    route: 'GET /api/v1/orders/{id}/cash-on-delivery',
    what: "asks whether A's open order may be paid in cash",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1(`/orders/${w.pending.orderId}/cash-on-delivery`) }),
    status: 404,
  },
  {
    route: 'POST /api/v1/orders/{id}/cash-on-delivery',
    what: "places A's open order for cash on delivery",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1(`/orders/${w.pending.orderId}/cash-on-delivery`) }),
    status: 404,
  },
  {
    route: 'GET /api/v1/orders/{id}/returns',
    what: "reads the returns of A's order",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1(`/orders/${w.paid.orderId}/returns`) }),
    status: 404,
  },
  {
    route: 'POST /api/v1/orders/{id}/returns',
    what: "asks to return units of A's order",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1(`/orders/${w.paid.orderId}/returns`),
      payload: { reason: 'damaged', items: [{ product_id: 101, pack_id: 0, quantity: 1 }] },
    }),
    status: 404,
  },
  {
    route: 'POST /api/v1/orders/{id}/returns/{returnId}/cancel',
    what: "withdraws A's return",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1(`/orders/${w.paid.orderId}/returns/${w.returnId}/cancel`) }),
    status: 404,
  },
  {
    route: 'GET /api/v1/orders/{id}/returns/{returnId}/photos/{file}',
    what: "reads a photo of A's return",
    credential: 'bearer-or-session',
    request: () => ({
      method: 'GET',
      url: v1(`/orders/${w.paid.orderId}/returns/${w.returnId}/photos/abcdefghijklmnop.webp`),
    }),
    status: 404,
  },
  // address book
  {
    route: 'GET /api/v1/addresses',
    what: "own address book, none of A's",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/addresses') }),
    status: 200,
    check: (j) => {
      for (const a of j.data.addresses as { id: string }[]) expect(w.addressIds).not.toContain(a.id)
    },
  },
  {
    route: 'PUT /api/v1/addresses/{id}/default',
    what: "makes A's address B's default",
    credential: 'bearer',
    request: () => ({ method: 'PUT', url: v1(`/addresses/${w.addressIds[0]}/default`) }),
    status: 404,
  },
  {
    route: 'DELETE /api/v1/addresses/{id}',
    what: "deletes A's address",
    credential: 'bearer',
    request: () => ({ method: 'DELETE', url: v1(`/addresses/${w.addressIds[0]}`) }),
    status: 404,
  },
  // profile
  {
    route: 'GET /api/v1/profiles',
    what: "reads a profile: B's own (made from B's first checkout address), never A's",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1('/profiles') }),
    status: 200,
    check: (j) => expect(j.data).toMatchObject({ email: w.b.email, address_line_1: 'Mallory street 1' }),
  },
  {
    route: 'PUT /api/v1/profiles',
    what: "writes B's own profile only",
    credential: 'bearer',
    request: () => ({
      method: 'PUT',
      url: v1('/profiles'),
      payload: { first_name: 'Mallory', bio: 'just B' },
    }),
    status: 200,
    check: (j) =>
      expect(j.data).toMatchObject({ first_name: 'Mallory', email: w.b.email, profile_picture_url: null }),
  },
  {
    route: 'POST /api/v1/profiles/auto',
    what: "auto-fills B's own profile only",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1('/profiles/auto') }),
    status: 200,
    check: (j) => expect(j.data.email).toBe(w.b.email),
  },
  {
    route: 'GET /api/v1/profiles/image/{file}',
    what: "fetches A's avatar",
    credential: 'bearer-or-session',
    request: () => ({ method: 'GET', url: w.avatarUrl }),
    status: 404,
  },
  // reviews
  {
    route: 'POST /api/v1/products/{id}/reviews',
    what: "reviews the product A reviewed: a new review of B's, A's untouched",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1('/products/101/reviews'),
      payload: { rating: 1, title: 'B', comment: 'B was here' },
    }),
    status: 200,
    check: (j) =>
      expect([j.data.updated, j.data.id === w.reviewId, j.data.user_id]).toEqual([false, false, w.b.id]),
  },
  {
    route: 'POST /api/v1/products/{productId}/reviews/{reviewId}/like',
    what: "takes back A's like of C's review",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1(`/products/101/reviews/${w.cReviewId}/like`),
      payload: { action: 'unlike' },
    }),
    status: 200,
    check: (j) =>
      expect([j.data.action_performed, j.data.likes_count, j.data.is_user_liked]).toEqual([
        'unchanged',
        1,
        false,
      ]),
  },
  {
    route: 'POST /api/v1/products/{productId}/reviews/{reviewId}/report',
    what: "reports C's review that A reported: a report of B's own, A's untouched",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1(`/products/101/reviews/${w.cReviewId}/report`),
      payload: { reason: 'spam' },
    }),
    status: 200,
    check: (j) => expect(j.message).toBe('Thank you. Our team will look at this review.'),
  },
  {
    route: 'DELETE /api/v1/products/{productId}/reviews/{reviewId}',
    what: "deletes A's review",
    credential: 'bearer',
    request: () => ({ method: 'DELETE', url: v1(`/products/101/reviews/${w.reviewId}`) }),
    status: 403,
  },
  {
    route: 'GET /api/v1/users/{userId}/reviews',
    what: "lists A's reviews by A's user id",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1(`/users/${w.a.id}/reviews`) }),
    status: 403,
  },
  {
    route: 'POST /api/v1/guest/claim',
    what: "attaches no order of A's to B (A's are an account's, not a guest's)",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1('/guest/claim') }),
    status: 200,
    check: (json) => expect(json.data.attached_orders).toEqual([]),
  },
]

/**
 * Guest checkout's private links (decision 057) need no credential: the token is the order's. B (or anyone) with a
 * link to A's paid order forged from another order's signature is refused 404, with a bearer token or without.
 */
const linkAttacks: Attack[] = [
  {
    route: 'GET /api/v1/guest/orders/{token}',
    what: "reads A's paid order by a forged private link",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1(`/guest/orders/${forgedGuestLink()}`) }),
    status: 404,
  },
  {
    route: 'GET /api/v1/guest/orders/{token}/invoice',
    what: "downloads A's invoice by a forged private link",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1(`/guest/orders/${forgedGuestLink()}/invoice`) }),
    status: 404,
  },
  {
    route: 'POST /api/v1/guest/orders/{token}/cancel',
    what: "cancels A's paid order by a forged private link",
    credential: 'bearer',
    request: () => ({ method: 'POST', url: v1(`/guest/orders/${forgedGuestLink()}/cancel`) }),
    status: 404,
  },
  {
    route: 'GET /api/v1/guest/orders/{token}/returns',
    what: "reads A's returns by a forged private link",
    credential: 'bearer',
    request: () => ({ method: 'GET', url: v1(`/guest/orders/${forgedGuestLink()}/returns`) }),
    status: 404,
  },
  {
    route: 'POST /api/v1/guest/orders/{token}/returns/{returnId}/cancel',
    what: "withdraws A's return by a forged private link",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1(`/guest/orders/${forgedGuestLink()}/returns/${w.returnId}/cancel`),
    }),
    status: 404,
  },
  {
    route: 'POST /api/v1/guest/orders/{token}/returns',
    what: "asks a return of A's order by a forged private link",
    credential: 'bearer',
    request: () => ({
      method: 'POST',
      url: v1(`/guest/orders/${forgedGuestLink()}/returns`),
      payload: { reason: 'damaged', items: [{ product_id: 101, pack_id: 0, quantity: 1 }] },
    }),
    status: 404,
  },
]

// Guest checkout's cookie (decision 057): not a bearer credential, and it names only its own guest.
const guestCookieRoutes: Record<string, string> = {
  'GET /api/v1/guest/session':
    "the guest of the caller's own signed guest cookie (a bearer token is no guest: 401); names no one else",
}

/** A private link naming A's paid order, signed for another order: what an attacker can make. */
function forgedGuestLink(): string {
  const [, expires, sig] = t.app.guests.tokenOf('SN-20260101-OTHER').split('.')
  return `${Buffer.from(w.paid.orderId).toString('base64url')}.${expires}.${sig}`
}

const ownOnly: OwnOnly[] = [
  {
    route: 'POST /api/v1/auth/logout',
    credential: 'bearer',
    reason: "ends the caller's own browser session (its cookie) and names nothing else",
    request: () => ({ method: 'POST', url: v1('/auth/logout') }),
  },
  {
    route: 'POST /api/v1/profiles/upload-image',
    credential: 'bearer',
    reason: "always writes the caller's own avatar (covered below: A's avatar and profile stay A's)",
    request: () => ({ method: 'POST', url: v1('/profiles/upload-image') }),
  },
]

// Signed but not a shopper's: answered only to a valid signature of the provider or courier.
const signedWebhooks: Record<string, string> = {
  'POST /api/v1/shipping/webhook': 'courier status updates, HMAC-signed with COURIER_WEBHOOK_SECRET',
  'POST /api/v1/payments/webhook': 'Razorpay events, HMAC-signed with the webhook secret',
  'POST /api/v1/shipping/shiprocket/webhook':
    "Shiprocket's tracking updates, answered only with the shop's token in x-api-key (decision 046)",
  'POST /api/v1/whatsapp/webhook':
    "Meta's WhatsApp events, answered only with X-Hub-Signature-256 of the app secret (decision 049)",
}

// ---------------------------------------------------------------------------------------------------------

interface Snapshot {
  [what: string]: string
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** Everything of A's, read back as A (and from the database where no route shows it). */
async function snapshotOfA(): Promise<Snapshot> {
  const shot: Snapshot = {}
  const read = async (url: string, headers: Record<string, string> = bearer(w.a.token)) => {
    const res = await t.app.inject({ method: 'GET', url, headers })
    return `${res.statusCode} ${res.headers['content-type']} ${res.rawPayload.length} ${sha(res.rawPayload)}\n${
      String(res.headers['content-type']).includes('json') ? res.body : ''
    }`
  }
  for (const path of [
    '/cart',
    '/cart/summary',
    '/cart/count',
    '/favorites',
    ...w.favorites.map((id) => `/favorites/check/${id}`),
    '/orders?sort=oldest&limit=50',
    `/orders/${w.paid.orderId}`,
    `/orders/${w.paid.orderId}/status`,
    `/orders/${w.pending.orderId}`,
    `/orders/${w.pending.orderId}/status`,
    `/orders/${w.paid.orderId}/invoice`,
    '/profiles',
    `/users/${w.a.id}/reviews?limit=50`,
    '/payments/methods',
    `/auth/verify-token?id_token=${w.a.token}`,
  ]) {
    shot[path] = await read(v1(path))
  }
  shot.avatar = await read(w.avatarUrl)
  shot['avatar by cookie'] = await read(w.avatarUrl, { cookie: w.a.cookie })
  // A's review and A's like, from the public list (B may add reviews of B's own to it)
  const list = (
    await t.app.inject({ url: v1('/products/101/reviews?limit=50'), headers: bearer(w.a.token) })
  ).json()
  shot['reviews of 101 by A or liked by A'] = JSON.stringify(
    list.data.reviews.filter((r: Json) => r.id === w.reviewId || r.id === w.cReviewId),
  )
  const db = t.database.db
  shot['addresses (db)'] = JSON.stringify(
    await db.select().from(addresses).where(eq(addresses.userId, w.a.id)).orderBy(addresses.id),
  )
  shot['user (db)'] = JSON.stringify(await db.select().from(users).where(eq(users.id, w.a.id)))
  shot['accounts (db)'] = JSON.stringify(await db.select().from(accounts).where(eq(accounts.userId, w.a.id)))
  shot['sessions (db)'] = JSON.stringify(
    await db.select().from(sessions).where(eq(sessions.userId, w.a.id)).orderBy(sessions.id),
  )
  shot['profile (db)'] = JSON.stringify(await db.select().from(profiles).where(eq(profiles.userId, w.a.id)))
  shot['review reports (db)'] = JSON.stringify(
    await db.select().from(reviewReports).where(eq(reviewReports.userId, w.a.id)),
  )
  const session = await t.app.inject({
    url: '/api/auth/get-session',
    headers: { cookie: w.a.cookie, origin: TEST_ORIGIN },
  })
  shot['session (better auth)'] = `${session.statusCode} ${session.body}`
  return shot
}

let before: Snapshot

beforeAll(async () => {
  t = await createTestApp()
  // reviews go live at once here; which wait for staff is tested in reviews/moderation.test.ts (decision 045)
  await setReviewModeration(t, 'publish_at_once')
  w = await buildWorld()
  // B starts with a cart of its own (so B's order attempts get as far as the address) and no profile.
  await ok(
    as(w.b, { method: 'POST', url: v1('/cart/items'), payload: { product_id: 112, quantity: 1 } }),
    'B cart',
  )
  before = await snapshotOfA()
}, 120_000)
afterAll(async () => {
  await t?.close()
})

type Failure = { route: string; as: string; problem: string }

describe('shopper B with A’s ids', () => {
  it('reads back the same snapshot twice (the comparison below means something)', async () => {
    expect(await snapshotOfA()).toEqual(before)
    expect(before['/cart']).toContain(`"quantity":${w.cartLine.quantity}`)
    expect(before[`/orders/${w.paid.orderId}/invoice`]).toMatch(/^200 application\/pdf/)
    expect(before.avatar).toMatch(/^200 image\/webp/)
    expect(before['/payments/methods']).toContain(w.cardId)
    expect(before['review reports (db)']).toContain('"reason":"off_topic"')
  })

  it('is refused or answered from B’s own account, and sees nothing of A’s', async () => {
    const failures: Failure[] = []
    for (const attack of attacks) {
      const req = attack.request()
      const ways: [string, Record<string, string>][] = [['B bearer', bearer(w.b.token)]]
      if (attack.credential === 'bearer-or-session') ways.push(['B session cookie', { cookie: w.b.cookie }])
      if (attack.credential === 'id-token-query') ways.splice(0, 1, ['B token in the query', {}])
      for (const [way, headers] of ways) {
        const res = await send(req, headers)
        const note = (problem: string) =>
          failures.push({ route: `${attack.route} (${attack.what})`, as: way, problem })
        if (res.statusCode !== attack.status)
          note(`status ${res.statusCode}, expected ${attack.status}: ${res.body.slice(0, 200)}`)
        for (const leak of leaksIn(req, res)) note(`reply shows A's ${leak}`)
        if (res.statusCode >= 400 && res.json().success !== false)
          note(`error reply without the envelope: ${res.body}`)
        if (attack.check && res.statusCode < 300) {
          try {
            attack.check(res.json())
          } catch (err) {
            note(`check: ${(err as Error).message.split('\n')[0]}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('refuses a forged private link to A’s order (decision 057) with or without a credential, showing nothing', async () => {
    const failures: Failure[] = []
    for (const attack of linkAttacks) {
      const req = attack.request()
      for (const [way, headers] of [
        ['B bearer', bearer(w.b.token)],
        ['anonymous', {}],
        ["A's session cookie", { cookie: w.a.cookie }],
      ] as const) {
        const res = await send(req, headers)
        const note = (problem: string) =>
          failures.push({ route: `${attack.route} (${attack.what})`, as: way, problem })
        if (res.statusCode !== attack.status)
          note(`status ${res.statusCode}, expected ${attack.status}: ${res.body.slice(0, 200)}`)
        for (const leak of leaksIn(req, res)) note(`reply shows A's ${leak}`)
        if (res.statusCode >= 400 && res.json().success !== false)
          note(`error reply without the envelope: ${res.body}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('answers 401 without a valid credential and 419 to an expired one, on every signed-in route', async () => {
    const failures: Failure[] = []
    const routes = [...attacks, ...ownOnly]
    for (const entry of routes) {
      const req = entry.request()
      const variants: { label: string; headers: Record<string, string>; url?: string; status: number }[] = []
      if (entry.credential === 'id-token-query') {
        const base = req.url.replace(/id_token=[^&]*/, '')
        variants.push({ label: 'no id_token', headers: {}, url: base.replace(/[?&]$/, ''), status: 400 })
        for (const f of w.forged)
          variants.push({
            label: f.label,
            headers: {},
            url: `${base}id_token=${encodeURIComponent(f.token)}`,
            status: 401,
          })
        variants.push({
          label: "A's expired token",
          headers: {},
          url: `${base}id_token=${w.expiredA}`,
          status: 419,
        })
      } else {
        variants.push({ label: 'no credential', headers: {}, status: 401 })
        variants.push({
          label: 'a malformed Authorization header',
          headers: { authorization: `Basic ${w.a.token}` },
          status: 401,
        })
        for (const f of w.forged) variants.push({ label: f.label, headers: bearer(f.token), status: 401 })
        variants.push({ label: "A's expired token", headers: bearer(w.expiredA), status: 419 })
        if (entry.credential === 'bearer') {
          // bearer-only routes ignore cookies: a cross-site form carrying A's cookie gets nowhere
          variants.push({
            label: "A's genuine session cookie (no bearer)",
            headers: { cookie: w.a.cookie },
            status: 401,
          })
        } else {
          variants.push({
            label: "A's session cookie, tampered",
            headers: { cookie: withTamperedSessionCookie(w.a.cookie) },
            status: 401,
          })
        }
      }
      for (const v of variants) {
        const attempt = { ...req, url: v.url ?? req.url }
        const res = await send(attempt, v.headers)
        const note = (problem: string) => failures.push({ route: entry.route, as: v.label, problem })
        if (res.statusCode !== v.status)
          note(`status ${res.statusCode}, expected ${v.status}: ${res.body.slice(0, 160)}`)
        else if (res.json().success !== false || typeof res.json().message !== 'string')
          note(`no error envelope: ${res.body}`)
        for (const leak of leaksIn(attempt, res)) note(`reply shows A's ${leak}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('shows B whether B liked a review, never whether A did', async () => {
    const list = (
      await t.app.inject({ url: v1('/products/101/reviews?limit=50'), headers: bearer(w.b.token) })
    ).json()
    const cReview = list.data.reviews.find((r: Json) => r.id === w.cReviewId)
    expect([cReview.is_user_liked, cReview.likes_count]).toEqual([false, 1])
  })

  it('cannot overwrite A’s avatar: an upload lands on B’s own profile', async () => {
    const upload = multipart('image', 'x.png', 'image/png', await pngImage())
    const res = await t.app.inject({
      method: 'POST',
      url: v1('/profiles/upload-image'),
      headers: { ...bearer(w.b.token), 'content-type': upload.contentType },
      payload: upload.payload,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().image_url).not.toBe(w.avatarUrl)
    expect((await t.app.inject({ url: res.json().image_url, headers: bearer(w.a.token) })).statusCode).toBe(
      404,
    )
  })
})

// ---------------------------------------------------------------------------------------------------------
// Better Auth's own endpoints under /api/auth: B's session cookie with A's ids.

interface AuthAttack {
  path: string
  method: 'GET' | 'POST'
  what: string
  body?: () => unknown
  query?: () => string
  /** B's status with B's own cookie */
  status: number
  check?: (json: Json) => void
  /** needs a session: no cookie or a tampered one answers 401 */
  session: boolean
}

const authAttacks: AuthAttack[] = [
  {
    path: '/get-session',
    method: 'GET',
    what: "B's session is B's",
    status: 200,
    session: false,
    check: (j) => expect(j.user.id).toBe(w.b.id),
  },
  {
    path: '/token',
    method: 'GET',
    what: "B's id token names B",
    status: 200,
    session: true,
    check: (j) =>
      expect(JSON.parse(Buffer.from(j.token.split('.')[1], 'base64url').toString()).sub).toBe(w.b.id),
  },
  {
    path: '/list-sessions',
    method: 'GET',
    what: "lists only B's sessions",
    status: 200,
    session: true,
    check: (j) => expect(j.every((s: Json) => s.userId === w.b.id)).toBe(true),
  },
  {
    path: '/list-accounts',
    method: 'GET',
    what: "lists only B's accounts",
    status: 200,
    session: true,
    check: (j) => expect(j.every((a: Json) => a.userId === w.b.id || a.userId === undefined)).toBe(true),
  },
  {
    path: '/revoke-session',
    method: 'POST',
    what: "revokes A's session by its token",
    body: () => ({ token: w.sessionToken }),
    status: 200,
    session: true,
  },
  {
    path: '/account-info',
    method: 'GET',
    what: "reads A's account",
    query: () => `accountId=${w.accountId}`,
    status: 400,
    session: true,
  },
  {
    path: '/unlink-account',
    method: 'POST',
    what: "unlinks A's account",
    body: () => ({ providerId: 'credential', accountId: w.accountId }),
    status: 400,
    session: true,
  },
  {
    path: '/get-access-token',
    method: 'POST',
    what: "reads A's provider token",
    body: () => ({ accountId: w.accountId, userId: w.a.id }),
    status: 400,
    session: true,
  },
  {
    path: '/refresh-token',
    method: 'POST',
    what: "refreshes A's provider token",
    body: () => ({ accountId: w.accountId, userId: w.a.id }),
    status: 400,
    session: true,
  },
  {
    path: '/update-user',
    method: 'POST',
    what: "renames A (A's id in the body)",
    body: () => ({ name: 'Mallory Bhat', id: w.a.id, userId: w.a.id }),
    status: 200,
    session: true,
  },
  {
    path: '/change-email',
    method: 'POST',
    what: "takes A's email",
    body: () => ({ newEmail: w.a.email }),
    status: 400,
    session: true,
  },
  {
    path: '/verify-password',
    method: 'POST',
    what: "tries A's password on B's account",
    body: () => ({ password: A_PASSWORD }),
    status: 400,
    session: true,
  },
  {
    path: '/change-password',
    method: 'POST',
    what: "changes a password with A's current one",
    body: () => ({ currentPassword: A_PASSWORD, newPassword: 'mallory-new-pass-3' }),
    status: 400,
    session: true,
  },
  {
    path: '/update-session',
    method: 'POST',
    what: "updates B's own session (nothing to change)",
    body: () => ({}),
    status: 400,
    session: true,
  },
  {
    path: '/delete-user',
    method: 'POST',
    what: 'deletes a user (disabled; A stays)',
    body: () => ({ userId: w.a.id }),
    status: 404,
    session: true,
  },
  {
    path: '/revoke-other-sessions',
    method: 'POST',
    what: "revokes B's other sessions",
    body: () => ({}),
    status: 200,
    session: true,
  },
  {
    path: '/revoke-sessions',
    method: 'POST',
    what: "revokes B's sessions (A's stay)",
    body: () => ({}),
    status: 200,
    session: true,
  },
]

// Endpoints whose only subject is the credential the caller presents (an email, a password, a mailed token)
// or that carry no user data.
const authAllowlist: Record<string, string> = {
  '/sign-up/email': 'creates a new account; an existing email is refused (covered by identity tests)',
  '/sign-in/email': "the credentials are the subject: A's email with B's password is refused (tested below)",
  '/sign-out': "ends the caller's own session cookie",
  '/sign-in/social': 'starts an OAuth redirect; no user data',
  '/callback/:id': "OAuth provider callback; the provider's signed state is the credential",
  '/link-social': "links a provider to the caller's own account; no foreign ids",
  '/request-password-reset': "mails the address's owner only; same answer for any address",
  '/reset-password': 'the mailed one-time token is the credential',
  '/reset-password/:token': 'the mailed one-time token is the credential',
  '/send-verification-email': "mails the address's owner only",
  '/verify-email': 'the mailed signed token is the credential',
  '/delete-user/callback': 'the mailed one-time token is the credential',
  // sign-in by mobile (decision 055): the code sent to the number is the credential
  '/phone-number/send-otp': "texts a code to the number's owner only; the same answer for any number",
  '/phone-number/verify':
    "the code sent to the number is the credential; adding the mobile acts on the caller's own account only",
  '/sign-in/phone-number': "the credentials are the subject, as '/sign-in/email'",
  '/phone-number/request-password-reset': 'refused (404): passwords are reset by mail',
  '/phone-number/reset-password': 'refused (404): passwords are reset by mail',
  '/jwks': 'public keys',
  '/ok': 'health',
  '/error': 'static error page',
}

describe('Better Auth endpoints with A’s ids', () => {
  const call = (a: AuthAttack, cookie: string | undefined) =>
    t.app.inject({
      method: a.method,
      url: `/api/auth${a.path}${a.query ? `?${a.query()}` : ''}`,
      headers: {
        origin: TEST_ORIGIN,
        'x-forwarded-for': freshIp(),
        ...(cookie ? { cookie } : {}),
        ...(a.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(a.body ? { payload: JSON.stringify(a.body()) } : {}),
    })

  it('refuses B, or acts on B alone, and shows nothing of A’s', async () => {
    const failures: Failure[] = []
    const bCookie = w.b.cookie
    for (const a of authAttacks) {
      const note = (as: string, problem: string) =>
        failures.push({ route: `${a.method} ${a.path} (${a.what})`, as, problem })
      if (a.session) {
        for (const [label, cookie] of [
          ['no cookie', undefined],
          ["A's session cookie, tampered", withTamperedSessionCookie(w.a.cookie)],
        ] as const) {
          const res = await call(a, cookie)
          if (res.statusCode !== 401)
            note(label, `status ${res.statusCode}, expected 401: ${res.body.slice(0, 160)}`)
        }
      }
      const res = await call(a, bCookie)
      const req = { method: a.method, url: `${a.path}?${a.query?.() ?? ''}`, payload: a.body?.() }
      if (res.statusCode !== a.status)
        note('B cookie', `status ${res.statusCode}, expected ${a.status}: ${res.body.slice(0, 200)}`)
      for (const leak of leaksIn(req, res)) note('B cookie', `reply shows A's ${leak}`)
      if (a.check && res.statusCode === 200) {
        try {
          a.check(res.json())
        } catch (err) {
          note('B cookie', `check: ${(err as Error).message.split('\n')[0]}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it("refuses A's email with B's password", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      payload: JSON.stringify({ email: w.a.email, password: B_PASSWORD }),
    })
    expect(res.statusCode).toBe(401)
    expect(res.headers['set-cookie']).toBeUndefined()
  })
})

describe('afterwards', () => {
  it('A’s data reads back byte for byte as before, and A can still sign in', async () => {
    expect(await snapshotOfA()).toEqual(before)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      payload: JSON.stringify({ email: w.a.email, password: A_PASSWORD }),
    })
    expect(res.statusCode).toBe(200)
    const tables = await t.database.db.execute(
      sql`select count(*)::int as n from orders where user_id = ${w.a.id}`,
    )
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2)
  })
})

// ---------------------------------------------------------------------------------------------------------

describe('the table covers every signed-in route', () => {
  it('lists every /api/v1 operation that answers an anonymous caller with 401 or documents a 401', async () => {
    // The back office's routes (/api/admin/v1) hold no shopper's data by id: admin/access.test.ts checks that
    // every one of them refuses shoppers (token or cookie) and anyone without an operator's second factor.
    const ops = openApiOperations(t.app).filter((o) => o.path.startsWith('/api/v1/'))
    const needsAuth: string[] = []
    for (const op of ops) {
      const res = await t.app.inject({
        method: op.method,
        url: fillPath(op.path, () => 'probe1'),
        headers: { 'x-forwarded-for': freshIp(), ...(op.body ? { 'content-type': 'application/json' } : {}) },
        ...(op.body ? { payload: '{}' } : {}),
      })
      if (op.responses.includes(401) || res.statusCode === 401 || res.statusCode === 419)
        needsAuth.push(op.key)
    }
    const listed = new Set([
      ...attacks.map((a) => a.route),
      ...ownOnly.map((o) => o.route),
      ...Object.keys(signedWebhooks),
      ...linkAttacks.map((a) => a.route),
      ...Object.keys(guestCookieRoutes),
    ])
    expect(
      needsAuth.filter((key) => !listed.has(key)),
      'signed-in routes missing from the cross-user table',
    ).toEqual([])
    const known = new Set(ops.map((o) => o.key))
    expect(
      [...listed].filter((key) => !known.has(key)),
      'table entries for routes that no longer exist',
    ).toEqual([])
    // sanity: the probe sees the signed-in routes it must see
    expect(needsAuth).toContain('GET /api/v1/orders/{id}/invoice')
    expect(needsAuth).toContain('GET /api/v1/profiles/image/{file}')
  })

  it('finds no /api/v1 route hidden from the OpenAPI document, and no unclassified route elsewhere', () => {
    const documented = new Set(openApiOperations(t.app).map((o) => `${o.method} ${routeShape(o.path)}`))
    const tree = treeRoutes(t.app)
    const hidden = tree
      .filter((r) => r.path.startsWith('/api/v1/'))
      .flatMap((r) => r.methods.map((m) => `${m} ${routeShape(r.path)}`))
      .filter((key) => !documented.has(key))
    expect(hidden).toEqual([])
    // Outside /api/v1: operator, documentation, the test-mode gateway, crawler files, link-preview pictures of
    // public products and recipes, and Better Auth's mount (printed as a bare `*`). None serves a shopper's data
    // through our own code.
    const outside = tree.filter((r) => !r.path.startsWith('/api/v1/'))
    const classified = [
      /^\/metrics$/,
      /^\/api\/docs/,
      /^\/test-gateway\//,
      // the WhatsApp Cloud API's stand-in, mounted only in development and tests (decision 049)
      /^\/test-whatsapp\//,
      // MSG91's SendOTP stand-in, mounted only in development and tests (decision 055)
      /^\/test-sms\//,
      /^\/sitemap\.xml$/,
      /^\/robots\.txt$/,
      /^\/og\/:kind\/:file$/,
      // the back office: every route is staff-only (admin/access.test.ts); its Better Auth mount serves a list
      /^\/api\/admin\//,
      // pictures staff uploaded for products and recipes: public like the catalogue
      /^\/media\/(products|recipes)\/:file$/,
      /^\*$/,
    ]
    expect(outside.filter((r) => !classified.some((re) => re.test(r.path))).map((r) => r.path)).toEqual([])
    expect(t.app.hasRoute({ method: 'POST', url: '/api/auth/*' })).toBe(true)
    expect(tree.length).toBeGreaterThan(40)
  })

  it('lists every Better Auth endpoint as attacked or as carrying no foreign ids', () => {
    const endpoints = betterAuthEndpoints(t.app).map((e) => e.path)
    const listed = new Set([...authAttacks.map((a) => a.path), ...Object.keys(authAllowlist)])
    expect(endpoints.filter((p) => !listed.has(p))).toEqual([])
    expect([...listed].filter((p) => !endpoints.includes(p))).toEqual([])
  })
})
