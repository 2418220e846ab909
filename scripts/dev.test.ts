import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { root, START_TIMEOUT_MS, waitFor } from './lib/shop-process.ts'

// `npm run dev`: the API names the address shoppers open (Vite's, not its own), Vite starts only once
// the API answers (no proxy ECONNREFUSED while it boots), and PORT / API_PORT move the two.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

let dev: ChildProcess | undefined
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-dev-'))
afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    const gone = new Promise((r) => dev!.once('exit', r))
    process.kill(-dev.pid, 'SIGTERM')
    await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))])
    if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL')
  }
  rmSync(dataDir, { recursive: true, force: true })
})

describe('npm run dev', () => {
  it('names the web address, starts Vite once the API answers, and serves the API through it', async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()]
    let output = ''
    const { PUBLIC_URL: _named, ...withoutPublicUrl } = process.env
    dev = spawn(process.execPath, [path.join(root, 'scripts/dev.ts')], {
      cwd: root,
      detached: true, // its own process group: the API and Vite go with it
      env: {
        ...withoutPublicUrl,
        NODE_ENV: 'development',
        PORT: String(webPort),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
    })
    dev.stdout!.on('data', (d) => {
      output += d
    })
    dev.stderr!.on('data', (d) => {
      output += d
    })
    const watch = {
      exited: () => (dev!.exitCode !== null ? `exited with code ${dev!.exitCode}` : null),
      tail: () => output.slice(-3000),
    }
    await waitFor(`http://127.0.0.1:${webPort}/api/v1/health`, START_TIMEOUT_MS + 60_000, watch)

    // the API says where shoppers open the shop: Vite's port, never its own
    await expect.poll(() => output, { timeout: 30_000 }).toContain(`is open at http://localhost:${webPort}`)
    expect(output).not.toContain(`is open at http://localhost:${apiPort}`)
    // Vite started after the API answered, so its proxy never met a closed port
    expect(output).not.toMatch(/ECONNREFUSED/)
    // the page itself comes from Vite, with the API behind it on the other port
    const page = await fetch(`http://127.0.0.1:${webPort}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')
    expect((await fetch(`http://127.0.0.1:${apiPort}/api/v1/health`)).status).toBe(200)
  }, 240_000)
})
