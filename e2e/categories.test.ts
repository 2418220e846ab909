import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, poll, saveShot, seriousA11yViolations } from './harness.ts'
import { checkAdminPage, completeOwnerSetup, startShopWithOwner } from './operator.ts'

// Decision 051: staff add, hide and reorder categories on the Categories screen, and the storefront's /products
// offers the visible ones with their counts. At 390 and 1280 px.
let e2e: E2E
let setupToken = ''
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
})
