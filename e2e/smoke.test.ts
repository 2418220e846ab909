import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2E, seriousA11yViolations, startE2E } from './harness.ts'

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(async () => {
  await e2e?.close()
})

describe('the built shop', () => {
  it('serves the storefront and its hashed assets with long-cache headers', async () => {
    const page = await e2e.newPage()
    const assetHeaders: Record<string, string>[] = []
    page.on('response', (res) => {
      if (res.url().includes('/assets/')) assetHeaders.push(res.headers())
    })
    await page.goto('/')
    await expect.poll(() => page.locator('#main').count()).toBe(1)
    expect(assetHeaders.length).toBeGreaterThan(0)
    for (const h of assetHeaders) expect(h['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves the catalogue API from the same origin', async () => {
    const res = await fetch(`${e2e.shop.base}/api/v1/products/101`)
    expect(res.status).toBe(200)
    expect((await res.json()).data.name).toBe('Moringa Powder')
  })

  it('has an accessibility check that finds serious violations, in the page and in its same-origin frames', async () => {
    const page = await e2e.newPage()
    await page.goto('/')
    expect(await seriousA11yViolations(page)).toEqual([])
    // A picture with no text, a button with no name, and one more picture inside a frame of the same origin.
    await page.evaluate(() => {
      const main = document.querySelector('main')!
      main.insertAdjacentHTML(
        'beforeend',
        '<img src="/favicon.svg" class="probe-img"><button class="probe-btn"></button>',
      )
      const frame = document.createElement('iframe')
      frame.title = 'probe'
      frame.srcdoc =
        '<!doctype html><html lang="en"><title>f</title><img src="/favicon.svg" class="in-frame">'
      main.append(frame)
      return new Promise((r) => frame.addEventListener('load', r))
    })
    const found = await seriousA11yViolations(page)
    expect(found.map((v) => v.id).sort()).toEqual(['button-name', 'image-alt'])
    expect(found.find((v) => v.id === 'image-alt')!.nodes).toEqual(['.probe-img', 'iframe img'])
    // A second check of the same page uses the copy of axe already in it.
    expect((await seriousA11yViolations(page)).length).toBe(2)
  })
})
