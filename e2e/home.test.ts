import { gzipSync } from 'node:zlib'
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

/** Scrolls to the end so the sections loaded on approach are on the page. */
async function scrollToEnd(page: Page) {
  await page.locator('main h1').waitFor()
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    if (atEnd) break
    await page.waitForTimeout(50)
  }
  await page.waitForLoadState('networkidle')
}

describe('home', () => {
  it('has a hero with Shop Moringa and Our Story, and an eager hero image', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.getByRole('link', { name: 'Shop Moringa' }).getAttribute('href')).toBe(
      '/product/moringa/101',
    )
    expect(await page.getByRole('link', { name: 'Our Story' }).getAttribute('href')).toBe('/about')
    // On a phone the first picture is the first bestseller's (the hero picture is for wide screens).
    const hero = page.locator('main img').first()
    expect(await hero.getAttribute('fetchpriority')).toBe('high')
    expect(await hero.getAttribute('loading')).toBe('eager')
    expect(await hero.getAttribute('width')).toBe('400')
    for (const value of ['Purity', 'Heritage', 'Sustainability', 'Wellness'])
      await page.getByRole('heading', { name: value, exact: true }).waitFor()
    expect(await page.title()).toContain('Surya Naturals')
  })

  it('shows products and their prices on the first screen of a phone, in the server-rendered page too', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('data-testid="hero-pick"')
    expect(html).toMatch(/hero-pick[\s\S]*₹349\.00/)
    await page.goto('/')
    const picks = page.getByTestId('hero-pick')
    await expect.poll(() => picks.count()).toBe(2)
    for (const pick of await picks.all()) {
      const box = await pick.boundingBox()
      expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height)
      expect(await pick.textContent()).toMatch(/₹[\d,]+\.\d{2}/)
    }
    expect(await picks.first().textContent()).toContain('Moringa')
  })

  it('shows 4 featured cards, moringa first, with their badges, prices and links', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/')
    await scrollToEnd(page)
    const cards = page.getByTestId('featured-card')
    await expect.poll(() => cards.count()).toBe(4)
    const names = await cards.locator('h3').allTextContents()
    expect(names.slice(0, 3)).toEqual(['Moringa Powder', 'Moringa Leaf Tea', 'Moringa Amla Immunity Blend'])
    expect(names[3]).not.toMatch(/moringa/i)

    const first = cards.first()
    expect(await first.getByText('Featured', { exact: true }).count()).toBe(1)
    expect(await first.getByText('In Stock').count()).toBe(1)
    expect(await first.getByText('22% OFF').count()).toBe(1)
    expect(await first.textContent()).toMatch(/₹349\.00.*₹449\.00/)
    expect(await first.getByRole('link').getAttribute('href')).toBe('/product/101')
    // the fourth (not moringa) has no Featured badge
    expect(await cards.nth(3).getByText('Featured', { exact: true }).count()).toBe(0)

    await first.getByRole('link').click()
    await page.waitForURL(/\/product\/101$/)
  })

  it('shows the top 3 reviews with name, stars, title, comment and product', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/')
    await scrollToEnd(page)
    const reviews = page.getByTestId('home-reviews').getByRole('listitem')
    await expect.poll(() => reviews.count()).toBe(3)
    for (const review of await reviews.all()) {
      expect(await review.getByRole('img', { name: /Rated 5 out of 5/ }).count()).toBe(1)
      expect(await review.locator('h3').textContent()).not.toBe('')
      expect(await review.getByRole('link', { name: /Moringa/ }).count()).toBe(1)
    }
  })

  it('links the moringa teaser to /product/moringa/101 and tells the farmer story', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/')
    await scrollToEnd(page)
    expect(await page.getByRole('link', { name: 'Discover Moringa' }).getAttribute('href')).toBe(
      '/product/moringa/101',
    )
    await page.getByRole('heading', { name: 'Farm traceability' }).waitFor()
    await page.getByRole('heading', { name: 'Lab tested' }).waitFor()
    await page.getByRole('heading', { name: /village kitchen/ }).waitFor()
  })

  it('stays within the 120 KB JavaScript budget on a phone', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    const bodies: Promise<Buffer>[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body())
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    const gzip = (await Promise.all(bodies)).reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0)
    expect(gzip / 1024).toBeLessThan(120)
  })
})

describe('about', () => {
  it('tells the mission, vision, story and values', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/about')
    await page.getByRole('heading', { level: 1 }).waitFor()
    for (const name of [
      'Our mission',
      'Our vision',
      'From the farm, through the dryer, to your jar',
      // the owner's own text from here on (the editable 'about' page, decision 043)
      'What we stand for',
      'Our promises to you',
    ])
      await page.getByRole('heading', { name }).waitFor()
    const story = await page.locator('main').textContent()
    expect(story).toMatch(/solar dryers/i)
    expect(story).toMatch(/buy back/i)
    expect(story).toMatch(/self-help groups/i)
    expect(story).toMatch(/powders/i)
    expect(await page.title()).toBe('About Us | Surya Naturals')
  })
})

describe('accessibility', () => {
  for (const path of ['/', '/about', '/no-such-page'])
    for (const [label, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const)
      it(`${path} at ${label} px has no serious violations`, async () => {
        const page = await e2e.newPage({ viewport })
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).waitFor()
        await scrollToEnd(page)
        expect(await page.locator('h1').count()).toBe(1)
        expect(await seriousA11yViolations(page)).toEqual([])
      })
})
