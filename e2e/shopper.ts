import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { poll } from './harness.ts'

// What a shopper does in many journeys, written once: sign up, call the shop API as themselves, and walk
// /checkout to its payment step.

let counter = 0

export interface NewShopper {
  name: string
  email: string
  password: string
}

/**
 * A shopper not signed up yet, unique in this run: the name as given, or first and last name with a number
 * (so two journeys' shoppers are told apart), an email made from the first name, a password.
 */
export function newShopper(
  name: string | { first: string; last: string } = { first: 'Meera', last: 'Iyer' },
) {
  counter++
  const full = typeof name === 'string' ? name : `${name.first} ${name.last} ${counter}`
  const handle = full.split(' ')[0]!.toLowerCase()
  return {
    name: full,
    email: `${handle}${counter}-${Date.now()}@example.in`,
    password: `jaggery-laddu-${counter}3`,
  } satisfies NewShopper
}

/** Fills in /signup and presses Create Account; waits for nothing (the journey checks what follows). */
export async function submitSignUp(page: Page, who: NewShopper): Promise<void> {
  // The page's own form: the footer has a newsletter email box of its own.
  const main = page.getByRole('main')
  await page.goto('/signup')
  await main.getByLabel('Full name').fill(who.name)
  await main.getByLabel('Email address').fill(who.email)
  await main.getByLabel(/^Password\*?$/).fill(who.password)
  await main.getByLabel('Confirm password').fill(who.password)
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  await page.getByRole('button', { name: 'Create Account' }).click()
}

/** Signs up through /signup and waits until the storefront has the session. */
export async function signUp(page: Page, who: NewShopper = newShopper()): Promise<NewShopper> {
  await submitSignUp(page, who)
  await poll(
    () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email as string | undefined),
    { timeout: 15_000 },
  ).toBe(who.email)
  return who
}

/** Signs up a new shopper named first and last (numbered) and waits until the storefront has the session. */
export async function signUpShopper(page: Page, first = 'Meera', last = 'Iyer'): Promise<NewShopper> {
  return signUp(page, newShopper({ first, last }))
}

/** The shop API as the signed-in shopper (the bearer token comes from the session cookie). */
export async function shopperApi<T = { data: Record<string, unknown> }>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string }
  const res = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true)
  return (await res.json()) as T
}

export const checkoutStep = (page: Page) =>
  page.locator('nav[aria-label="Checkout progress"] [aria-current="step"]').textContent()

/** /checkout from its first step to the payment step, as the shopper goes through it (Chennai unless told). */
export async function reachPaymentStep(
  page: Page,
  where: { city: string; state: string; pin: string } = {
    city: 'Chennai',
    state: 'Tamil Nadu',
    pin: '600090',
  },
) {
  await page.goto('/checkout')
  await poll(() => checkoutStep(page)).toContain('Shipping Address')
  await page.getByLabel('First name').fill('Meera')
  await page.getByLabel('Last name').fill('Iyer')
  await page.getByLabel('Mobile number').fill('9840012345')
  await page.getByLabel('Street address').fill('14, 2nd Main Road, Besant Nagar')
  await page.getByLabel('City').fill(where.city)
  await page.getByLabel('State').selectOption(where.state)
  await page.getByLabel('PIN code').fill(where.pin)
  await page.getByRole('button', { name: 'Continue to Shipping' }).click()
  await poll(() => checkoutStep(page)).toContain('Shipping Options')
  // options say dates, not only a number of days (decision 020)
  await poll(() =>
    page
      .getByText(/^Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}/)
      .first()
      .isVisible(),
  ).toBe(true)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await poll(() => checkoutStep(page)).toContain('Payment')
  await poll(() => page.getByText('Test mode — no real money moves').isVisible()).toBe(true)
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹[\d,.]+ securely$/ })
export const testGateway = (page: Page) => page.getByTestId('test-gateway')

/**
 * The signed-in shopper's cart made an open order through the shop API, as the checkout page does it: the address in
 * Kochi saved with the estimate, the order created. Its reply: the payment order and the shop's order id.
 */
async function openOrder(
  page: Page,
  person: { first_name: string; last_name: string; mobile: string },
  street: string,
): Promise<Record<string, string>> {
  const estimate = await shopperApi<{ data: { address_id: string } }>(
    page,
    'POST',
    '/cart/checkout/estimate-shipping',
    { ...person, street, city: 'Kochi', state: 'Kerala', postal_code: '682011', country: 'India' },
  )
  const created = await shopperApi<{ data: Record<string, string> }>(page, 'POST', '/payments/create-order', {
    ...person,
    shipping_address_id: estimate.data.address_id,
  })
  return created.data
}

/**
 * A new shopper's cash-on-delivery order, through the API, placed for cash (decision 049's signals: a first order).
 */
export async function cashOrder(page: Page): Promise<string> {
  await signUpShopper(page, 'Anil', 'Varghese')
  await shopperApi(page, 'POST', '/cart/items', { product_id: 104, quantity: 1 })
  const person = { first_name: 'Anil', last_name: 'Varghese', mobile: '9847054321' }
  const id = (await openOrder(page, person, '4 Marine Drive')).shop_order_id!
  await shopperApi(page, 'POST', `/orders/${id}/cash-on-delivery`, {})
  return id
}

/** A new shopper pays for two lines through the shop API, as the checkout page does it. */
export async function paidOrder(page: Page): Promise<string> {
  await signUpShopper(page, 'Kavya', 'Menon')
  await shopperApi(page, 'POST', '/cart/items', { product_id: 101, quantity: 2 })
  await shopperApi(page, 'POST', '/cart/items', { product_id: 104, quantity: 1 })
  const person = { first_name: 'Kavya', last_name: 'Menon', mobile: '9847012345' }
  const created = { data: await openOrder(page, person, '22 MG Road, Ernakulam') }
  const { key_id, order_id, shop_order_id } = created.data
  const paid = await page.request.post('/test-gateway/checkout/pay', {
    data: {
      key: key_id,
      order_id,
      card_number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
      name: 'Kavya Menon',
    },
  })
  expect(paid.ok(), await paid.text()).toBe(true)
  await shopperApi(page, 'POST', '/payments/verify', await paid.json())
  return shop_order_id!
}
