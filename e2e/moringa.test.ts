import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, seriousA11yViolations, startE2E } from './harness.ts'

// Generous waits: these run beside other builds and journeys on a shared machine.
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 })

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(async () => {
  await e2e?.close()
})

const TITLE = 'Moringa: the miracle tree'
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent()
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent()

describe('moringa info page', () => {
  it('answers on all three routes', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    for (const path of ['/products/moringa101', '/moringa', '/product/moringa/101']) {
      await page.goto(path)
      await eventually(() => h1(page)).toBe(TITLE)
      expect(await selectedTab(page)).toBe('Benefits')
      expect(await page.getByRole('heading', { name: 'Nutritional Power Comparison' }).isVisible()).toBe(true)
    }
  })

  it('switches tabs with the keyboard and shows each panel', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/moringa')
    await eventually(() => h1(page)).toBe(TITLE)
    await page.getByRole('tab', { name: 'Benefits' }).focus()

    await page.keyboard.press('ArrowRight')
    await eventually(() => selectedTab(page)).toBe('Recipes')
    expect(await page.getByRole('heading', { name: '9 ways to enjoy moringa' }).isVisible()).toBe(true)
    for (const group of ['Easy to use', 'Beverages', 'Blends and smoothies', 'Food recipes'])
      expect(await page.getByRole('heading', { name: group, exact: true }).isVisible()).toBe(true)

    await page.keyboard.press('ArrowRight')
    await eventually(() => selectedTab(page)).toBe('Traceability')
    const panel = page.getByRole('tabpanel')
    expect(await panel.textContent()).toContain('Telangana')
    expect(await panel.textContent()).toContain('5 acre')
    expect(await panel.getByRole('heading', { name: 'Fertigation schedule' }).isVisible()).toBe(true)

    await page.keyboard.press('End')
    await eventually(() => selectedTab(page)).toBe('Quality')
    expect(await panel.getByRole('heading', { name: 'Batch 103' }).isVisible()).toBe(true)
    expect(await panel.getByRole('row', { name: /Energy 375\.20 Kcal\/100g/ }).isVisible()).toBe(true)
    expect(await panel.getByRole('row', { name: /Protein 23\.85 g\/100g/ }).isVisible()).toBe(true)
    expect(await panel.getByRole('link', { name: /View report/ }).getAttribute('href')).toBe(
      '/docs/moringa-lab-report.pdf',
    )
    const pdf = await fetch(`${e2e.shop.base}/docs/moringa-lab-report.pdf`)
    expect(pdf.status).toBe(200)
    expect((await pdf.text()).startsWith('%PDF-1.')).toBe(true)

    await page.keyboard.press('Home')
    await eventually(() => selectedTab(page)).toBe('Benefits')
  })

  it('shows the demo video once it has loaded and links the three products', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/moringa')
    await eventually(() => h1(page)).toBe(TITLE)
    expect(await page.locator('video').count()).toBe(1)
    await eventually(() => page.getByText('Loading video…').count()).toBe(0)

    const products = page.getByRole('region', { name: 'Our Products' })
    const hrefs = await products
      .getByRole('link', { name: /^View Details/ })
      .evaluateAll((links) => links.map((l) => [l.textContent, l.getAttribute('href')]))
    expect(hrefs).toEqual([
      ['View Details of Moringa Powder', '/product/moringa/101'],
      ['View Details of Amla Powder', '/products'],
      ['View Details of Ashwagandha Powder', '/products'],
    ])
    expect(await products.getByRole('link', { name: 'View All Products' }).getAttribute('href')).toBe(
      '/products',
    )
  })

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`has no serious accessibility violations on any tab at ${label} px`, async () => {
      const page = await e2e.newPage({ viewport })
      await page.goto('/moringa')
      await eventually(() => h1(page)).toBe(TITLE)
      for (const tab of ['Benefits', 'Recipes', 'Traceability', 'Quality']) {
        await page.getByRole('tab', { name: tab }).click()
        await eventually(() => selectedTab(page)).toBe(tab)
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
        expect({ tab, violations: await seriousA11yViolations(page) }).toEqual({ tab, violations: [] })
      }
    })
  }

  // Decision 058: the page in Hindi and Malayalam (its longest words) at 390 px: every tab in the language, nothing
  // wider than the phone but the lab report's table, which scrolls by itself; no serious accessibility violations.
  it('reads in Hindi and Malayalam at 390 px, every tab fitting the phone', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    for (const [lang, title, tabs] of [
      ['hi', 'मोरिंगा: चमत्कारी पेड़', ['फ़ायदे', 'रेसिपी', 'स्रोत', 'गुणवत्ता']],
      ['ml', 'മുരിങ്ങ: അത്ഭുതവൃക്ഷം', ['ഗുണങ്ങൾ', 'വിഭവങ്ങൾ', 'ഉറവിടം', 'ഗുണമേന്മ']],
    ] as const) {
      await page.goto(`/${lang}/moringa`)
      await eventually(() => h1(page)).toBe(title)
      for (const tab of tabs) {
        await page.getByRole('tab', { name: tab }).click()
        await eventually(() => selectedTab(page)).toBe(tab)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
        expect({ lang, tab, violations: await seriousA11yViolations(page) }).toEqual({
          lang,
          tab,
          violations: [],
        })
      }
    }
  })
})
