// The JavaScript a route loads, as the browser receives it (gzip), and the web fonts it loads (woff2, already
// compressed: their bytes), measured in headless Chromium. The fonts as a phone without the Indian scripts' Noto
// faces loads them (an iPhone): this machine has them installed, as an Android phone does, and the stylesheet names
// them first (decision 058), so the browser is given the stylesheet without those local() sources.
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../../e2e/harness.ts'

export async function measureRouteJs(
  base: string,
  paths: string[],
): Promise<{ path: string; files: number; gzip_kb: number; font_kb: number }[]> {
  const browser = await launchBrowser()
  const rows: { path: string; files: number; gzip_kb: number; font_kb: number }[] = []
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      await context.addInitScript(() => sessionStorage.setItem('splashSeen', '1'))
      await context.route(/\/assets\/[^/]+\.css$/, async (route) => {
        const res = await route.fetch()
        const css = (await res.text()).replace(/local\("?(Noto Sans|NotoSans)[^)]*\),?\s*/g, '')
        await route.fulfill({ response: res, body: css })
      })
      const page = await context.newPage()
      const bodies: Promise<Buffer>[] = []
      const fonts: Promise<Buffer>[] = []
      page.on('response', (res) => {
        const kind = res.request().resourceType()
        if (kind === 'script') bodies.push(res.body())
        if (kind === 'font') fonts.push(res.body())
      })
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
      const buffers = await Promise.all(bodies)
      const gzip = buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0)
      const fontBytes = (await Promise.all(fonts)).reduce((sum, b) => sum + b.length, 0)
      rows.push({
        path,
        files: buffers.length,
        gzip_kb: Math.round(gzip / 102.4) / 10,
        font_kb: Math.round(fontBytes / 102.4) / 10,
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return rows
}
