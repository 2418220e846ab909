// Talking to a shop run with WORKERS=N: the cluster primary hands each new connection to the next worker,
// and each worker names itself in the `x-worker` reply header.
import http from 'node:http'

export interface FreshReply {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  /** the `x-worker` header: the process id of the worker that answered */
  worker: string | undefined
}

/** One request on a connection of its own (no keep-alive), so successive calls reach every worker. */
export function requestFresh(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<FreshReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: opts.method ?? 'GET', headers: { ...opts.headers, connection: 'close' }, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const worker = res.headers['x-worker']
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            worker: typeof worker === 'string' ? worker : undefined,
          })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(opts.body)
  })
}

/** Waits until `count` distinct workers have answered the health check; returns their ids. */
export async function waitForWorkers(base: string, count: number, timeoutMs = 60_000): Promise<Set<string>> {
  const seen = new Set<string>()
  const until = Date.now() + timeoutMs
  while (seen.size < count) {
    if (Date.now() > until)
      throw new Error(`only ${seen.size} of ${count} workers answered within ${timeoutMs} ms`)
    try {
      const res = await requestFresh(`${base}/api/v1/health`)
      if (res.status === 200 && res.worker) seen.add(res.worker)
    } catch {}
    if (seen.size < count) await new Promise((r) => setTimeout(r, 50))
  }
  return seen
}
