import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  type E2E,
  PHONE,
  poll,
  saveShot,
  scrollTo,
  seriousA11yViolations,
  startE2E,
} from './harness.ts'
import { checkoutStep, reachPaymentStep, shopperApi, signUpShopper } from './shopper.ts'

// Decision 020 on a phone: 'Check delivery' by PIN on a product page, the free-shipping line that moves with the
// cart, and 'Notify me' on a product that is not in stock.

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ AUTH_RATE_LIMIT: 'false' })
})
afterAll(async () => {
  await e2e?.close()
})

describe('check delivery on a product page', () => {
  it('at 390 px: a bad PIN is refused, a good one shows dates and cash on delivery, and is remembered', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/product/101')
    const box = page.getByRole('region', { name: 'Check delivery' })
    await scrollTo(page, box) // under a phone's first screen, loaded as the shopper scrolls near it
    await poll(() => box.getByText('Free shipping on orders over ₹500').isVisible()).toBe(true)
    await box.getByLabel('PIN code').fill('12')
    await box.getByRole('button', { name: 'Check' }).click()
    await poll(() => box.getByText('Enter a valid 6-digit PIN code').isVisible()).toBe(true)
    expect(await box.getByLabel('PIN code').getAttribute('aria-invalid')).toBe('true')

    await box.getByLabel('PIN code').fill('560038')
    await box.getByRole('button', { name: 'Check' }).click()
    await poll(() =>
      box
        .getByText(/^Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}/)
        .first()
        .isVisible(),
    ).toBe(true)
    expect(await box.getByText('Cash on delivery available').isVisible()).toBe(true)
    await box.scrollIntoViewIfNeeded()
    await saveShot(page, 'product-check-delivery-390', { fullPage: false })
    expect(await seriousA11yViolations(page), 'product page with delivery check').toEqual([])

    // the PIN stays for the visit
    await page.reload()
    const again = page.getByRole('region', { name: 'Check delivery' })
    await scrollTo(page, again)
    await poll(() => again.getByLabel('PIN code').inputValue()).toBe('560038')
    await poll(() =>
      again
        .getByText(/^Delivery by /)
        .first()
        .isVisible(),
    ).toBe(true)

    // a remote PIN: no cash on delivery, said why
    await again.getByLabel('PIN code').fill('744101')
    await again.getByRole('button', { name: 'Check' }).click()
    await poll(() =>
      again.getByText('Cash on delivery is not available for this PIN code.').isVisible(),
    ).toBe(true)
  })

  it("a signed-in shopper's profile PIN is used", async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUpShopper(page, 'Nandini', 'Shetty')
    await shopperApi(page, 'PUT', '/profiles', { first_name: 'Nandini', pincode: '500028' })
    await page.goto('/product/103')
    const box = page.getByRole('region', { name: 'Check delivery' })
    await poll(() => box.getByLabel('PIN code').inputValue()).toBe('500028')
    await poll(() =>
      box
        .getByText(/^Delivery by /)
        .first()
        .isVisible(),
    ).toBe(true)
  })
})

describe('free-shipping line', () => {
  it('at 390 px: says how much more to add, and moves as the cart changes', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUpShopper(page, 'Rohan', 'Verma')
    await shopperApi(page, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    await page.goto('/cart')
    const line = page.getByTestId('free-shipping-progress').first()
    await poll(() => line.textContent()).toContain('Add ₹151 more for free shipping')
    await saveShot(page, 'cart-free-shipping-nudge-390')
    await page
      .getByRole('button', { name: /^Increase quantity of / })
      .first()
      .click()
    await poll(() => line.textContent()).toContain('Your order qualifies for free shipping')
  })
})

describe('notify me', () => {
  it('at 390 px: an anonymous visitor leaves an email on a coming-soon product and is told it is saved', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/product/118')
    const email = page.getByLabel('Email address')
    await poll(() => email.isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Notify me' }).click()
    await poll(() => page.getByText('Please enter a valid email address.').isVisible()).toBe(true)
    await email.fill('waiting@example.in')
    await page.getByRole('button', { name: 'Notify me' }).click()
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: "We'll email you as soon as it's back in stock." })
        .isVisible(),
    ).toBe(true)
    await saveShot(page, 'product-notify-me-390', { fullPage: false })
  })
})

describe('saved addresses at checkout', () => {
  it('at 390 px: the address of the last checkout is offered (and filled in) the next time; a new one can be typed', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUpShopper(page, 'Ishaan', 'Gupta')
    await shopperApi(page, 'POST', '/cart/items', { product_id: 102, quantity: 1 })
    await reachPaymentStep(page)
    await page.goto('/checkout')
    const saved = page.getByRole('group', { name: 'Deliver to a saved address' })
    await poll(() => saved.getByRole('radio', { name: /Besant Nagar/ }).isChecked()).toBe(true)
    expect(await saved.getByText('Default').isVisible()).toBe(true)
    await poll(() => page.getByLabel('Street address').inputValue()).toBe('14, 2nd Main Road, Besant Nagar')
    expect(await page.getByLabel('PIN code').inputValue()).toBe('600090')
    await saveShot(page, 'checkout-saved-addresses-390')
    expect(await seriousA11yViolations(page), 'saved addresses 390').toEqual([])
    await saved.getByRole('radio', { name: 'Use a new address' }).check()
    expect(await page.getByLabel('Street address').inputValue()).toBe('')
  })
})

describe('contact details a courier can use', () => {
  it("at 390 px: mobile '12' and a 5-digit PIN are refused at their fields, and the typed values stay", async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUpShopper(page, 'Zoya', 'Khan')
    await shopperApi(page, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    await page.goto('/checkout')
    await poll(() => checkoutStep(page)).toContain('Shipping Address')
    // the form fills itself from the account's name once the profile arrives: typing before that would race it
    await poll(() => page.getByLabel('First name').inputValue()).toBe('Zoya')
    await page.getByLabel('First name').fill('Zoya')
    await page.getByLabel('Last name').fill('Khan')
    await page.getByLabel('Mobile number').fill('12')
    await page.getByLabel('Street address').fill('22 Park Street')
    await page.getByLabel('City').fill('Kolkata')
    await page.getByLabel('State').selectOption('West Bengal')
    await page.getByLabel('PIN code').fill('70001')
    expect(await page.getByLabel('First name').inputValue()).toBe('Zoya')
    await page.getByRole('button', { name: 'Continue to Shipping' }).click()
    const mobile = page.getByLabel('Mobile number')
    await poll(() => mobile.getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByText('Enter a valid 10-digit Indian mobile number').isVisible()).toBe(true)
    expect(await page.getByText('Enter a valid 6-digit PIN code').isVisible()).toBe(true)
    expect(await mobile.inputValue()).toBe('12')
    expect(await page.getByLabel('First name').inputValue()).toBe('Zoya')
    expect(await checkoutStep(page)).toContain('Shipping Address')
    await saveShot(page, 'checkout-invalid-mobile-pin-390')
    expect(await seriousA11yViolations(page), 'address errors 390').toEqual([])

    await mobile.fill('+91 98300 12345')
    await page.getByLabel('PIN code').fill('700016')
    await page.getByRole('button', { name: 'Continue to Shipping' }).click()
    await poll(() => checkoutStep(page)).toContain('Shipping Options')
  })
})

describe('net quantity and what the law asks a product page to show', () => {
  it("at 390 px: the sampler box says '6 × 100g' in its chip, its details and the cart line; MRP is labelled", async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/product/120')
    const details = page.getByRole('region', { name: 'Product details' })
    await poll(() => details.isVisible()).toBe(true)
    expect(await details.textContent()).toContain('Net quantity6 × 100g')
    expect(await details.textContent()).toContain('Country of originIndia')
    expect(await details.textContent()).toMatch(/Best before\d+ months from packaging/)
    expect(await details.textContent()).toMatch(/MRP₹[\d,]+\.\d\d \(incl\. of all taxes\)/)
    expect(await page.getByText('6 × 100g', { exact: true }).first().isVisible()).toBe(true)
    await details.scrollIntoViewIfNeeded()
    await saveShot(page, 'product-legal-details-390', { fullPage: false })
    await page.getByRole('button', { name: /ADD TO CART/ }).click()
    const drawer = page.getByRole('dialog', { name: /^Shopping Cart/ })
    await poll(() => drawer.isVisible()).toBe(true)
    await poll(() => drawer.textContent()).toContain('Net qty 6 × 100g')
  })
})
