// npm run bench: throughput and latency of catalogue routes against a bare Fastify route
// returning a static JSON body of the same size, in the same run on the same machine.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { load, startBare, startShop, table } from './lib/shop-process.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const routes = ['/api/v1/products?per_page=20', '/api/v1/products/101', '/api/v1/products/search?q=moringa']

const shop = await startShop()
const rows: Record<string, string | number>[] = []
try {
  for (const route of routes) {
    const url = `${shop.base}${route}`
    const body = await (await fetch(url)).text()
    const bodyFile = path.join(tmpdir(), `bench-body-${process.pid}.json`)
    writeFileSync(bodyFile, body)
    await load(url, 2) // warm up
    const ours = await load(url, seconds)
    const bare = await startBare(bodyFile)
    try {
      await load(bare.url, 2)
      const base = await load(bare.url, seconds)
      rows.push({
        route,
        bytes: body.length,
        'req/s': Math.round(ours.reqPerSec),
        'p50 ms': ours.p50,
        'p99 ms': ours.p99,
        errors: ours.non2xx,
        'bare req/s': Math.round(base.reqPerSec),
        'bare p99 ms': base.p99,
        'ratio to bare': (ours.reqPerSec / base.reqPerSec).toFixed(2),
      })
    } finally {
      bare.child.kill()
    }
  }
} finally {
  await shop.stop()
}

console.info(
  `\nCatalogue API, embedded PGlite, 50 connections, ${seconds} s per route (node ${process.version})\n`,
)
console.info(table(rows))
const listRatio = Number(rows[0]?.['ratio to bare'] ?? 0)
console.info(`\nProduct list at ${listRatio.toFixed(2)}× the bare route (target: at least 0.50)`)
