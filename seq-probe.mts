import { chromium } from 'playwright-core'
import { readFileSync, readdirSync } from 'node:fs'
function cpu() { const by: Record<string, number> = {}; for (const pid of readdirSync('/proc')) { if (!/^\d+$/.test(pid)) continue; try { const cmd = readFileSync(`/proc/${pid}/cmdline`,'utf8'); if (!cmd.includes('chromium-headless-shell')) continue; const st = readFileSync(`/proc/${pid}/stat`,'utf8'); const f = st.slice(st.lastIndexOf(')')+2).split(' '); const k = cmd.includes('type=renderer') ? 'r' : cmd.includes('type=gpu') ? 'g' : cmd.includes('type=utility') ? 'u' : 'b'; by[k] = (by[k] ?? 0) + (+f[11] + +f[12]) / 100 } catch {} } return by }
const fmt = (a: any, b: any) => Object.keys(b).map(k => k + ' ' + ((b[k]??0)-(a[k]??0)).toFixed(2)).join(' ')
const args = ['--no-sandbox','--disable-gpu', ...(process.env.EXTRA ? process.env.EXTRA.split(' ') : [])]
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args })
let R = 0, ALL = 0
for (let round = 0; round < 3; round++) {
  const ctx = await browser.newContext({ baseURL: 'http://localhost:4310', viewport: {width:390,height:844} })
  await ctx.addCookies([{ name: 'splash_seen', value: '1', url: 'http://localhost:4310' }])
  await ctx.addInitScript(() => { try { sessionStorage.setItem('splashSeen', '1') } catch {} })
  const c00 = cpu()
  const page = await ctx.newPage()
  for (const path of ['/', '/products', '/product/101', '/cart', '/products']) {
    const c0 = cpu()
    await page.goto(path); await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive')); await page.waitForLoadState('networkidle')
    const c9 = cpu(); R += (c9.r ?? 0) - (c0.r ?? 0); ALL += Object.keys(c9).reduce((s, k) => s + (c9[k] ?? 0) - (c0[k] ?? 0), 0)
  }
  const c1 = cpu(); await ctx.close(); await new Promise(r => setTimeout(r, 500)); 
}
await browser.close()
console.log('renderer', R.toFixed(2), 'all', ALL.toFixed(2))
