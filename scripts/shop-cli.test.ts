import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { root, startShop } from './lib/shop-process.ts'

// The embedded database is one process's: an operator command beside a running shop must not open it (its reads
// would be stale and its writes lost), nor may a second shop.
function shopCommand(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/shop.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

describe('operator commands and the embedded database', () => {
  it('refuses beside a running shop, naming it; works once the shop has stopped', async () => {
    const shop = await startShop({}, { capture: true })
    let stopped = false
    try {
      const beside = shopCommand(shop.dataDir, 'order:list')
      expect(beside.status).toBe(75)
      expect(beside.stderr).toContain(`in use by process ${shop.child.pid}`)
      expect(beside.stderr).toContain('the shop, npm start')
      expect(beside.stdout).not.toContain('No orders yet')
      // someone waits for Giloy (coming soon)
      const asked = await fetch(`${shop.base}/api/v1/products/118/notify-me`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'waiting@example.in' }),
      })
      expect(asked.status).toBe(200)

      // a second shop on the same data refuses too
      const second = spawnSync(process.execPath, [path.join(root, 'src/server/main.ts')], {
        cwd: root,
        env: { ...process.env, DATA_DIR: shop.dataDir, PORT: '0', LOG_LEVEL: 'info' },
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(second.status).toBe(75)
      expect(second.stdout + second.stderr).toContain(`in use by process ${shop.child.pid}`)

      await new Promise<void>((resolve) => {
        shop.child.once('exit', () => resolve())
        shop.child.kill('SIGTERM')
      })
      stopped = true
      const after = shopCommand(shop.dataDir, 'order:list')
      expect(after.status, after.stderr).toBe(0)
      expect(after.stdout).toContain('No orders yet')
      // the operator's stock count puts it on sale: the waiting address is mailed, once
      const stocked = shopCommand(shop.dataDir, 'product:stock', '118', '30', '--status', 'In Stock')
      expect(stocked.status, stocked.stderr).toBe(0)
      expect(stocked.stdout).toContain('product 118: stock 30, In Stock; 1 back-in-stock mail(s) sent')
      const mails = readdirSync(path.join(shop.dataDir, 'outbox')).filter((f) =>
        f.includes('waiting@example.in'),
      )
      expect(mails.filter((f) => f.endsWith('.json'))).toHaveLength(1)
      const again = shopCommand(shop.dataDir, 'product:stock', '118', '31')
      expect(again.stdout).toContain('0 back-in-stock mail(s) sent')
      // the first owner of the back office, with a one-time setup link (also mailed)
      const owner = shopCommand(shop.dataDir, 'operator:add', 'Founder@SuryaNaturals.in', '--role', 'owner')
      expect(owner.status, owner.stderr).toBe(0)
      expect(owner.stdout).toContain('founder@suryanaturals.in added to the back office as owner.')
      expect(owner.stdout).toMatch(
        /Setup link \(works once, for 7 days; also mailed\): http\S+\/admin\/setup\?token=\S{40,}/,
      )
      // not set up yet: asked again, a new link replaces the first
      const twice = shopCommand(shop.dataDir, 'operator:add', 'founder@suryanaturals.in', '--role', 'owner')
      expect(twice.status, twice.stderr).toBe(0)
      const linkOf = (out: string) => /(http\S+token=\S+)/.exec(out)?.[1]
      // the shop's address, though this command's environment names no PORT or PUBLIC_URL (decision 050)
      expect(new URL(linkOf(owner.stdout)!).port).toBe(new URL(shop.base).port)
      expect(linkOf(twice.stdout)).toBeTruthy()
      expect(linkOf(twice.stdout)).not.toBe(linkOf(owner.stdout))
    } finally {
      if (!stopped) await shop.stop()
      rmSync(shop.dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
