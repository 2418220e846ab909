import { chromium } from 'playwright-core'
import { readFileSync, readdirSync } from 'node:fs'
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu'] })
function cpu() { const by: Record<string, number> = {}; let t = 0; for (const pid of readdirSync('/proc')) { if (!/^\d+$/.test(pid)) continue; try { const cmd = readFileSync(`/proc/${pid}/cmdline`,'utf8'); if (!cmd.includes('chromium-headless-shell')) continue; const st = readFileSync(`/proc/${pid}/stat`,'utf8'); const f = st.slice(st.lastIndexOf(')')+2).split(' '); const k = cmd.includes('type=renderer') ? 'r' : cmd.includes('type=gpu') ? 'g' : cmd.includes('type=utility') ? 'u' : 'b'; by[k] = (by[k] ?? 0) + (+f[11] + +f[12]) / 100; t += (+f[11] + +f[12]) } catch {} } return by }
for (const path of process.argv.slice(2)) {
  const ctx = await browser.newContext({ baseURL: 'http://localhost:4310', viewport: {width:390,height:844} })
  await ctx.addCookies([{ name: 'splash_seen', value: '1', url: 'http://localhost:4310' }])
  await ctx.addInitScript(() => { try { sessionStorage.setItem('splashSeen', '1') } catch {} })
  const page = await ctx.newPage()
  const c0 = cpu()
  await page.goto(path); await page.waitForLoadState('networkidle')
  const c1 = cpu()
  await page.waitForTimeout(1000)
  const c2 = cpu()
  console.log(path, 'load', Object.keys(c1).map(k => k + ' ' + ((c1[k]??0)-(c0[k]??0)).toFixed(2)).join(' '), 'idle 10 s', Object.keys(c2).map(k => k + ' ' + ((c2[k]??0)-(c1[k]??0)).toFixed(2)).join(' '))
  await ctx.close()
}
await browser.close()
