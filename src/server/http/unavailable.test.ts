import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { type ClusterDatabase, createDatabase } from '../testing/pg-databases.ts'

// The shop reaches PostgreSQL through a TCP relay the test can cut: the database becomes unreachable as in an
// outage (connections reset, new ones refused). A page a shopper opens answers a page; the API keeps JSON.
const adminUrl = inject('pgAdminUrl')

describe.skipIf(!adminUrl)('while the database is unreachable', () => {
  let created: ClusterDatabase
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-outage-'))
  const sockets = new Set<net.Socket>()
  let relay: net.Server
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    created = await createDatabase({ prefix: 'shop_outage' })
    const target = new URL(adminUrl!)
    relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname)
      for (const s of [client, upstream]) {
        sockets.add(s)
        s.on('error', () => {})
        s.on('close', () => sockets.delete(s))
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    const url = new URL(created.url)
    url.host = `127.0.0.1:${(relay.address() as net.AddressInfo).port}`
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 })
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'outage-secret-outage-secret-outage-secret-0',
      CATALOGUE_CACHE_TTL_MS: '0',
      SHOP_NAME: 'Surya Naturals & Co',
    })
    app = await buildApp({ config, database })
    await app.ready()
  }, 60_000)

  afterAll(async () => {
    await app?.close()
    await database?.close().catch(() => {})
    relay?.close()
    await created?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('a page answers the shop’s own 503 page with Retry-After; the API keeps its JSON', async () => {
    const before = await app.inject({ method: 'GET', url: '/product/101' })
    expect(before.statusCode).toBe(200)

    relay.close()
    for (const s of sockets) s.destroy()

    const page = await app.inject({ method: 'GET', url: '/product/101', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(503)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['retry-after']).toBe('30')
    expect(page.body).toContain("<h1>We'll be right back</h1>")
    expect(page.body).toContain('Surya Naturals &#38; Co')
    expect(page.body).toContain('The shop is temporarily unavailable. Please try again in a moment.')
    expect(page.body).not.toContain('"success"')

    const api = await app.inject({ method: 'GET', url: '/api/v1/products/101' })
    expect(api.statusCode).toBe(503)
    expect(api.headers['content-type']).toMatch(/^application\/json/)
    expect(api.json()).toEqual({
      success: false,
      message: 'The shop is temporarily unavailable. Please try again in a moment.',
    })
  })
})
