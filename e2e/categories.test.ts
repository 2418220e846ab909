import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, poll, saveShot, seriousA11yViolations } from './harness.ts'
import { checkAdminPage, completeOwnerSetup, startShopWithOwner } from './operator.ts'

// Decision 051: staff add, hide and reorder categories on the Categories screen, and the storefront's /products
// offers the visible ones with their counts. Decision 059: the product screen's language tabs, where staff edit a
// product's Hindi beside its English and the shop answers it at once. At 390 and 1280 px.
let e2e: E2E
let setupToken = ''
/** the owner's page, signed in by the first journey (its setup link works once) */
let owner: Page | undefined
beforeAll(async () => {
  ;({ e2e, token: setupToken } = await startShopWithOwner())
})
afterAll(async () => {
  await e2e?.close()
})

describe('categories', () => {
  it('the owner adds a category, moves it up and hides Herbs; the storefront follows', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await completeOwnerSetup(page, setupToken)
    owner = page
    await page.goto('/admin/categories')
    await poll(() => page.getByRole('heading', { name: 'Categories' }).isVisible()).toBe(true)
    await page.getByLabel('New category').fill('Spice Blends')
    await page.getByRole('button', { name: 'Add category' }).click()
    await poll(() => page.getByRole('listitem', { name: 'Spice Blends' }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Move Spice Blends up' }).click()
    const herbs = page.getByRole('listitem', { name: 'Herbs' })
    await poll(async () => (await page.getByRole('listitem').allTextContents())[1]).toContain('Spice Blends')
    await herbs.getByRole('button', { name: 'Hide' }).click()
    await poll(() => herbs.getByText('Hidden').isVisible()).toBe(true)
    await herbs.getByRole('button', { name: 'Delete' }).click()
    await poll(() => herbs.getByRole('alert').isVisible()).toBe(true)
    // the notifications closed, so the picture shows the screen
    const close = page.getByRole('button', { name: 'Close notification' })
    while ((await close.count()) > 0)
      await close
        .first()
        .click({ timeout: 2000 })
        .catch(() => {})
    await checkAdminPage(page, 'cat-categories-1280')
    await page.setViewportSize(PHONE)
    await checkAdminPage(page, 'cat-categories-390')

    // the storefront: Herbs and its products are gone; Spice Blends has no product yet, so it is not offered
    const shop = await e2e.newPage({ viewport: DESKTOP })
    await shop.goto('/products')
    const group = shop.getByRole('group', { name: 'Category' })
    await poll(() => group.isVisible()).toBe(true)
    expect((await group.locator('label').allTextContents()).map((t) => t.replace(/\d+$/, ''))).toEqual([
      'All Categories',
      'Superfoods',
    ])
    expect(await seriousA11yViolations(shop)).toEqual([])
    await saveShot(shop, 'cat-products-1280', { fullPage: false })

    // shown again: both offered, and picking Herbs lists only its products
    await page.setViewportSize(DESKTOP)
    await herbs.getByRole('button', { name: 'Show' }).click()
    await poll(() => herbs.getByText('Hidden').count()).toBe(0)
    const phone = await e2e.newPage({ viewport: PHONE })
    await phone.goto('/products')
    await phone.getByRole('button', { name: /^Filters/ }).click()
    const drawer = phone.getByRole('dialog', { name: 'Filters' })
    await poll(() => drawer.getByRole('radio', { name: /^Herbs/ }).isVisible()).toBe(true)
    await drawer.getByRole('radio', { name: /^Herbs/ }).check()
    await saveShot(phone, 'cat-products-filter-390', { fullPage: false })
    await drawer.getByRole('button', { name: 'Apply Filters' }).click()
    await poll(() => phone.url()).toContain('category=Herbs')
    const categories = await phone.locator('main ul li p.uppercase').allTextContents()
    expect(categories.length).toBeGreaterThan(0)
    expect(new Set(categories)).toEqual(new Set(['Herbs']))
  })

  it('the owner edits a product’s Hindi in its language tab; the shop answers it in Hindi at once', async () => {
    const page = owner!
    await page.setViewportSize(DESKTOP)
    await page.goto('/admin/products')
    // the list says which languages a product lacks (the seed ships Hindi and Telugu in full)
    await poll(() => page.getByTestId('untranslated-111').textContent()).toBe(
      'Not translated: Tamil, Kannada, Malayalam',
    )
    await page.goto('/admin/products/111')
    const tabs = page.getByRole('tablist', { name: 'Language' })
    await poll(() => tabs.isVisible()).toBe(true)
    await tabs.getByRole('tab', { name: /हिन्दी/ }).click()
    const form = page.getByRole('form', { name: 'Hindi text' })
    await poll(() => form.getByLabel('Name · Hindi').inputValue()).toBe('हल्दी पाउडर (लाकाडोंग)')
    await form.getByLabel('Storage · Hindi').fill('')
    await form.getByLabel('Name · Hindi').fill('लाकाडोंग हल्दी पाउडर')
    await form.getByRole('button', { name: 'Save Hindi' }).click()
    await poll(() => form.getByText('Not translated — shoppers see English').count()).toBe(1)
    const shop = await e2e.newPage({ viewport: DESKTOP })
    const hi = await shop.request.get('/api/v1/products/111?lang=hi')
    expect((await hi.json()).data.name).toBe('लाकाडोंग हल्दी पाउडर')
    const close = page.getByRole('button', { name: 'Close notification' })
    while ((await close.count()) > 0)
      await close
        .first()
        .click({ timeout: 2000 })
        .catch(() => {})
    await checkAdminPage(page, 'ctr-product-hindi-1280')
    await page.setViewportSize(PHONE)
    await tabs.getByRole('tab', { name: /മലയാളം/ }).click()
    await poll(() => page.getByRole('form', { name: 'Malayalam text' }).isVisible()).toBe(true)
    await checkAdminPage(page, 'ctr-product-malayalam-390')
    await tabs.getByRole('tab', { name: /हिन्दी/ }).click()
    await checkAdminPage(page, 'ctr-product-hindi-390')
  })
})
