import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2E, startE2E } from './harness.ts'

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
})
