import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, scrollTo, seriousA11yViolations, startE2E } from './harness.ts'

// Generous waits: these run beside other builds and journeys on a shared machine.
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 })

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(async () => {
  await e2e?.close()
})

// By CSS rather than role: while the drawer is open the page behind it is hidden from the accessibility tree.
const showing = (page: Page) =>
  page
    .locator('[role="status"]')
    .filter({ hasText: /^Showing/ })
    .textContent({ timeout: 5000 })
    .catch(() => '')

/** The selling price of each card, in grid order (the first ₹ amount; the struck-out MRP comes after it). */
const cardPrices = (page: Page) =>
  page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => {
      const match = (card.textContent ?? '').match(/₹([\d,]+\.\d{2})/)
      return match ? Number(match[1]?.replaceAll(',', '')) : Number.NaN
    }),
  )

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent()

describe('catalogue journeys', () => {
  it('home → products → filter and sort → product → related product → back keeps the filters', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products', exact: true })
      .click()
    await eventually(() => new URL(page.url()).pathname).toBe('/products')
    await eventually(() => showing(page)).toBe('Showing 20 products')

    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByRole('radio', { name: 'In Stock' }).check()
    await filters.getByRole('checkbox', { name: 'On Sale' }).check()
    await page.getByLabel('Sort By').selectOption({ label: 'Price Low to High' })

    // Papaya (stock 0) and Giloy (coming soon, no discount) drop out.
    await eventually(() => showing(page)).toBe('Showing 18 products')
    expect(await page.getByText('Filters applied').isVisible()).toBe(true)
    const prices = await cardPrices(page)
    expect(prices).toHaveLength(18)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const search = new URL(page.url()).searchParams
    expect(Object.fromEntries(search)).toEqual({ stock: 'in', sale: '1', sort: 'price-asc' })

    // Cheapest first: open it from its name.
    const first = page.locator('main article').first().getByRole('heading', { level: 3 })
    const firstName = await first.textContent()
    await first.getByRole('link').click()
    await eventually(() => h1(page)).toBe(firstName)
    const firstUrl = page.url()

    const related = page.getByRole('region', { name: 'You Might Also Like' })
    await scrollTo(page, related)
    const relatedLink = related.getByRole('listitem').first().getByRole('link')
    const relatedName = await relatedLink.textContent()
    await relatedLink.click()
    await eventually(() => h1(page)).toBe(relatedName)
    expect(page.url()).not.toBe(firstUrl)

    await page.goBack()
    await eventually(() => h1(page)).toBe(firstName)
    await page.goBack()
    await eventually(() => showing(page)).toBe('Showing 18 products')
    expect(await filters.getByRole('radio', { name: 'In Stock' }).isChecked()).toBe(true)
    expect(await filters.getByRole('checkbox', { name: 'On Sale' }).isChecked()).toBe(true)
    expect(await page.getByLabel('Sort By').inputValue()).toBe('price-asc')

    await page.getByRole('button', { name: 'Clear all' }).first().click()
    await eventually(() => showing(page)).toBe('Showing 20 products')
    expect(await page.getByText('Filters applied').count()).toBe(0)
  })

  it('Back from a product opened mid-list returns to the same place in /products (decision record 028)', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/products')
    await eventually(() => showing(page)).toBe('Showing 20 products')
    const card = page.locator('main article').nth(12).getByRole('heading', { level: 3 })
    await card.scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 200)
    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800)
    await page.waitForTimeout(300) // the wheel's scroll has ended
    const left = await page.evaluate(() => window.scrollY)
    const name = await card.textContent()
    await card.getByRole('link').click()
    await eventually(() => h1(page)).toBe(name)
    expect(await page.evaluate(() => window.scrollY)).toBe(0) // a new page starts at its top

    await page.goBack()
    await eventually(() => showing(page)).toBe('Showing 20 products')
    await eventually(async () =>
      Math.abs((await page.evaluate(() => window.scrollY)) - left),
    ).toBeLessThanOrEqual(3)
    // focus on the page's heading, its title said in the live region
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1')
    await eventually(() => page.getByTestId('route-announcer').textContent()).toContain('Surya Naturals')
  })

  it('on a phone the filters live in a drawer and apply on Apply Filters', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/products')
    await eventually(() => showing(page)).toBe('Showing 20 products')
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.waitFor()
    await drawer.getByRole('radio', { name: 'Out of Stock' }).check()
    // Nothing changes until the shopper applies.
    expect(await showing(page)).toBe('Showing 20 products')
    expect(await seriousA11yViolations(page)).toEqual([])
    await drawer.getByRole('button', { name: 'Apply Filters' }).click()
    await drawer.waitFor({ state: 'detached' })
    await eventually(() => showing(page)).toBe('Showing 2 products')
    expect(new URL(page.url()).searchParams.get('stock')).toBe('out')

    // Escape closes the drawer without applying the draft.
    await page.getByRole('button', { name: /^Filters/ }).click()
    await drawer.getByRole('radio', { name: 'All Products' }).check()
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    expect(await showing(page)).toBe('Showing 2 products')
  })

  it('the price range keeps min at or below max and filters by price', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/products?min=1000')
    await eventually(() => showing(page)).toBe('Showing 1 product')
    const filters = page.getByRole('complementary', { name: 'Filters' })
    const max = filters.getByRole('slider', { name: 'Maximum price' })
    expect(await max.getAttribute('aria-valuetext')).toBe('₹2,000')
    await max.focus()
    // Try to take the maximum down to ₹800: it stops at the minimum.
    for (let i = 0; i < 12; i++) await page.keyboard.press('PageDown')
    await eventually(() => max.inputValue()).toBe('1000')
    const min = filters.getByRole('slider', { name: 'Minimum price' })
    expect(Number(await min.inputValue())).toBeLessThanOrEqual(1000)
    await eventually(() => new URL(page.url()).searchParams.get('max')).toBe('1000')
    await eventually(() => showing(page)).toBe('Showing 0 products')
    await eventually(() =>
      page.getByRole('heading', { name: 'No products match these filters' }).isVisible(),
    ).toBe(true)

    // The minimum's own Home and End: down to ₹0, then up to the maximum and no further.
    await min.focus()
    await page.keyboard.press('Home')
    await eventually(() => min.inputValue()).toBe('0')
    await eventually(() => new URL(page.url()).searchParams.get('min')).toBe(null)
    await page.keyboard.press('End')
    await eventually(() => min.inputValue()).toBe('1000')
    expect(await max.inputValue()).toBe('1000')
    expect(await min.getAttribute('aria-valuetext')).toBe('₹1,000')

    // With the mouse: drag the maximum's thumb to the end, then the minimum's past it, where it stops.
    const track = await max.boundingBox()
    if (!track) throw new Error('the price range is not drawn')
    const thumbAt = (rupees: number) => track.x + 12 + (rupees / 2000) * (track.width - 24)
    const middle = track.y + track.height / 2
    await page.mouse.move(thumbAt(1000) + 6, middle) // the maximum's half of the two thumbs at ₹1,000
    await page.mouse.down()
    await page.mouse.move(track.x + track.width + 20, middle, { steps: 8 })
    await page.mouse.up()
    await eventually(() => max.inputValue()).toBe('2000')
    await eventually(() => new URL(page.url()).searchParams.get('max')).toBe(null)
    await eventually(() => showing(page)).toBe('Showing 1 product')
    await page.mouse.move(thumbAt(1000), middle)
    await page.mouse.down()
    await page.mouse.move(thumbAt(1500), middle, { steps: 8 })
    await page.mouse.move(track.x + track.width + 20, middle, { steps: 8 })
    await page.mouse.up()
    await eventually(() => min.inputValue()).toBe('2000')
    expect(await max.inputValue()).toBe('2000')
    await eventually(() => new URL(page.url()).searchParams.get('min')).toBe('2000')
  })

  it('an unknown product id shows Product Not Found with a way back', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/product/9999')
    await eventually(() => h1(page)).toBe('Product Not Found')
    expect(await page.getByText('The product you are looking for could not be found.').isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Back to Products' }).click()
    await eventually(() => new URL(page.url()).pathname).toBe('/products')
  })

  it('the quantity stepper updates the total and never goes below 1', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/product/101')
    await eventually(() => h1(page)).toBe('Moringa Powder')
    const total = page.getByTestId('line-total')
    expect(await total.textContent()).toBe('₹349.00')
    const minus = page.getByRole('button', { name: 'Decrease quantity' })
    expect(await minus.isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await eventually(() => total.textContent()).toBe('₹1,047.00')
    await minus.click()
    await eventually(() => total.textContent()).toBe('₹698.00')
    await minus.click()
    await eventually(() => minus.isDisabled()).toBe(true)
    expect(await total.textContent()).toBe('₹349.00')
  })

  it('product pages show the spec texts: taxes, size, fixed moringa sections, reviews', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/product/101')
    await eventually(() => h1(page)).toBe('Moringa Powder')
    expect(await page.getByText('Inclusive of all taxes').isVisible()).toBe(true)
    // the size chip, and the net quantity in Product details (decision 021)
    expect(await page.getByText('100g', { exact: true }).count()).toBe(2)
    expect(await page.getByText('100g', { exact: true }).first().isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'ADD TO CART' }).isEnabled()).toBe(true)
    await scrollTo(page, page.getByRole('button', { name: 'Ingredients', exact: true }))
    for (const section of ['Ingredients', 'Usage Info', 'Benefits', 'Storage Info'])
      expect(await page.getByRole('button', { name: section, exact: true }).count()).toBe(1)
    await page.getByRole('button', { name: 'Benefits', exact: true }).click()
    expect(
      await page.getByRole('region', { name: 'Benefits', exact: true }).getByRole('listitem').count(),
    ).toBe(6)
    await page.getByRole('button', { name: 'Show image 3 of 5' }).click()
    expect(await page.getByRole('button', { name: 'Show image 3 of 5' }).getAttribute('aria-current')).toBe(
      'true',
    )
    await scrollTo(page, page.getByRole('heading', { name: 'Customer Reviews' }))
    await page.getByRole('button', { name: 'Write a Review' }).waitFor()
    expect(await page.getByText('Verified Purchase').count()).toBeGreaterThan(0)
    expect(await page.title()).toMatch(/^Moringa Powder/)

    // Coming soon: the add button is a disabled COMING SOON; no reviews yet, so the first-review card.
    await page.goto('/product/118')
    await eventually(() => h1(page)).toBe('Giloy Powder')
    expect(await page.getByRole('button', { name: 'COMING SOON' }).isDisabled()).toBe(true)
    await scrollTo(page, page.getByRole('heading', { name: 'Be the First to Review!' }))
    expect(await page.getByRole('button', { name: 'Write the First Review' }).isVisible()).toBe(true)

    // A product with one picture repeats it to fill the gallery.
    await page.goto('/product/119')
    await eventually(() => h1(page)).toBe('Mint (Pudina) Powder')
    expect(await page.getByRole('button', { name: /^Show image \d of 5$/ }).count()).toBe(5)
  })

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`has no serious accessibility violations at ${label} px`, async () => {
      const page = await e2e.newPage({ viewport })
      for (const [path, heading] of [
        ['/products', 'Our Products'],
        ['/product/101', 'Moringa Powder'],
        ['/product/119', 'Mint (Pudina) Powder'],
        ['/product/118', 'Giloy Powder'], // the coming-soon product
        ['/product/9999', 'Product Not Found'],
      ] as const) {
        await page.goto(path)
        await eventually(() => h1(page)).toBe(heading)
        await page.waitForLoadState('networkidle')
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
        expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] })
      }
    })
  }
})
