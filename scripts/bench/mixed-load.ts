// A mixed load: each connection sends its own cycle of requests (a shopper's list, product, pages, search and
// add-to-cart, say) in turn, for a while; replies counted by kind.
import autocannon, { type Request as CannonRequest, type Client } from 'autocannon'

export interface MixedRequest {
  /** what the request is, for the counts (e.g. 'search') */
  name: string
  method?: 'GET' | 'POST'
  /** the path of this connection's n-th request of this kind (0-based) */
  path: (n: number) => string
  headers?: Record<string, string>
  body?: (n: number) => string
}

export interface MixedFigures {
  requests: number
  reqPerSec: number
  non2xx: number
  /** per kind: 2xx and other replies, e.g. { 'add to cart': { ok: 120, other: 2 } } */
  byName: Record<string, { ok: number; other: number }>
  /** the first reply that was not 2xx, of each kind, to say why */
  firstFailures: string[]
}

export async function mixedLoad(
  base: string,
  seconds: number,
  cycleOf: (connection: number) => MixedRequest[],
  connections = 20,
): Promise<MixedFigures> {
  const byName: MixedFigures['byName'] = {}
  const firstFailures = new Map<string, string>()
  let next = 0
  const setupClient = (client: Client) => {
    const cycle = cycleOf(next++)
    client.setRequests(
      cycle.map((r): CannonRequest => {
        let n = 0
        const counts = byName[r.name] ?? { ok: 0, other: 0 }
        byName[r.name] = counts
        return {
          method: r.method ?? 'GET',
          headers: r.headers ?? {},
          setupRequest: (req) => {
            const i = n++
            return { ...req, path: r.path(i), ...(r.body ? { body: r.body(i) } : {}) }
          },
          onResponse: (status, body) => {
            if (status >= 200 && status <= 299) counts.ok++
            else {
              counts.other++
              if (!firstFailures.has(r.name))
                firstFailures.set(r.name, `${r.name}: ${status} ${body.slice(0, 200)}`)
            }
          },
        }
      }),
    )
  }
  const started = Date.now()
  const result = await autocannon({ url: base, duration: seconds, connections, pipelining: 1, setupClient })
  const elapsed = (Date.now() - started) / 1000
  const replies = Object.values(byName).reduce((sum, c) => sum + c.ok + c.other, 0)
  return {
    requests: replies,
    reqPerSec: replies / elapsed,
    non2xx: Object.values(byName).reduce((sum, c) => sum + c.other, 0) + result.errors,
    byName,
    firstFailures: [...firstFailures.values()],
  }
}
