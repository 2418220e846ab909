import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, seriousA11yViolations, startE2E } from './harness.ts'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(async () => {
  await e2e?.close()
})

const allRecipes = (page: Page) => page.getByRole('region', { name: 'All Moringa Recipes' })

describe('recipes', () => {
  it('filters by category, opens a recipe and comes back', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/recipes')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Moringa Recipes')
    await page.getByRole('heading', { name: 'Featured Recipes' }).waitFor()
    expect(await page.getByTestId('featured-recipe').count()).toBe(3)

    // Counts are computed from the loaded recipes (spec: All Recipes 4, Breakfast 1, Dessert 1, Superfoods 2).
    const filters = allRecipes(page)
      .getByRole('group', { name: 'Filter recipes by category' })
      .getByRole('button')
    expect(await filters.allTextContents()).toEqual(['All Recipes4', 'Breakfast1', 'Dessert1', 'Superfoods2'])
    // Each recipe once: the three featured lead, the grid holds the fourth.
    expect(await allRecipes(page).getByTestId('recipe-card').count()).toBe(1)
    const names = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()
    expect(names.filter((n) => n.startsWith('Moringa'))).toHaveLength(4)
    expect(new Set(names).size).toBe(names.length)

    const superfoods = page.getByRole('button', { name: /^Superfoods/ })
    await superfoods.click()
    await expect.poll(() => superfoods.getAttribute('aria-pressed')).toBe('true')
    await expect
      .poll(() => page.getByRole('button', { name: /^All Recipes/ }).getAttribute('aria-pressed'))
      .toBe('false')
    await expect.poll(() => allRecipes(page).getByTestId('recipe-card').count()).toBe(2)
    expect(await page.getByTestId('featured-recipe').count()).toBe(0)
    await expect.poll(() => page.url()).toContain('category=Superfoods')

    await allRecipes(page).getByRole('link', { name: 'Moringa Hummus' }).click()
    await page.waitForURL('**/recipes/4')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Creamy Moringa Hummus with Roasted Jeera')
    await page.getByRole('heading', { name: 'Ingredients' }).waitFor()
    await page.getByRole('heading', { name: 'Instructions' }).waitFor()
    await page.getByRole('heading', { name: 'Nutrition Facts' }).waitFor()
    await page.getByRole('heading', { name: 'Pro Tips' }).waitFor()
    expect(await page.getByRole('main').getByRole('listitem').filter({ hasText: 'Step 1:' }).count()).toBe(1)

    await page.getByRole('link', { name: 'Back to Recipes' }).click()
    await page.waitForURL((url) => url.pathname === '/recipes')
    await page.getByRole('heading', { name: 'All Moringa Recipes' }).waitFor()
  })

  it('opens a recipe by its slug too', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/recipes/moringa-coconut-ladoo')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Moringa Coconut Ladoo with Jaggery and Cardamom')
  })

  it('shows Recipe Not Found for an unknown recipe', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/recipes/9999')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Recipe Not Found')
    await page.getByRole('link', { name: 'Back to Recipes' }).last().click()
    await page.waitForURL((url) => url.pathname === '/recipes')
  })

  it('falls back to the sample recipes with a warning when the API fails', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    // The server renders /recipes with its data, so the browser's own request happens on a move within the app.
    await page.goto('/about')
    await page.route('**/api/v1/recipes*', (r) => r.abort())
    await page.evaluate(() => {
      history.pushState(null, '', '/recipes')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.getByText('Showing sample recipes. Unable to load latest recipes from server.').waitFor()
    expect(await allRecipes(page).getByTestId('recipe-card').count()).toBe(1)
    expect(await page.getByRole('button', { name: /^Superfoods/ }).textContent()).toBe('Superfoods2')
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('hides recipe images that fail to load', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.route('**/images/recipes/**', (r) => r.abort())
    await page.goto('/recipes')
    await page.getByRole('heading', { name: 'All Moringa Recipes' }).waitFor()
    // Bring the lazy images into range so every one of them is requested (and fails).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.locator('main img[src*="/images/recipes/"]').count()).toBe(0)
    // Hero artwork (3), featured (3) and the rest of the grid (1) all keep their shape with the leaf panel.
    expect(await page.getByTestId('recipe-image-fallback').count()).toBe(7)
  })

  // Decision 058: the list and a recipe in Hindi at 390 px, the seeded Hindi recipe names beside the page's words;
  // nothing wider than the phone, no serious accessibility violations.
  it('reads in Hindi at 390 px', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/hi/recipes')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('मोरिंगा रेसिपी')
    await page.getByRole('heading', { name: 'मोरिंगा की सभी रेसिपी' }).waitFor()
    expect(await page.getByRole('button', { name: /^सभी रेसिपी/ }).getAttribute('aria-pressed')).toBe('true')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.goto('/hi/recipes/4')
    await page.getByRole('heading', { name: 'सामग्री' }).waitFor()
    await page.getByRole('heading', { name: 'बनाने की विधि' }).waitFor()
    expect(await page.getByRole('link', { name: 'रेसिपी पर वापस जाएँ' }).getAttribute('href')).toBe(
      '/hi/recipes',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility violations at ${viewport.width} px`, async () => {
      const page = await e2e.newPage({ viewport })
      await page.goto('/recipes')
      await page.getByRole('heading', { name: 'All Moringa Recipes' }).waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await page.goto('/recipes/1')
      await page.getByRole('heading', { name: 'Ingredients' }).waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await page.goto('/recipes/9999')
      await page.getByRole('heading', { name: 'Recipe Not Found' }).waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
})
