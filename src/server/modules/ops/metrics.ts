import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { requestMessages } from '#domain/messages-requests.ts'

/**
 * Prometheus metrics of one process: requests and latency by route, orders by status, Node's own. Served at
 * /metrics, in production only behind the metrics token (orders by status are nobody else's business).
 * Registered before any route, so every route is counted.
 */
export function registerMetrics(
  app: FastifyInstance,
  opts: {
    ordersByStatus: () => Promise<Record<string, number>>
    /** METRICS_TOKEN: asked for as a bearer token when set */
    token?: string
    production: boolean
  },
): Registry {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  })
  new Gauge({
    name: 'shop_process_info',
    help: 'This API process (one per worker)',
    labelNames: ['pid'] as const,
    registers: [registry],
  }).set({ pid: String(process.pid) }, 1)
  new Gauge({
    name: 'shop_orders',
    help: 'Orders by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const [status, n] of Object.entries(await opts.ordersByStatus())) this.set({ status }, n)
    },
  })

  app.addHook('onResponse', async (request, reply) => {
    // the route pattern, never the raw URL: ids would make the label set grow without bound
    const route = request.routeOptions.url ?? 'unmatched'
    requests.inc({ method: request.method, route, status: String(reply.statusCode) })
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000)
  })
  const { token } = opts
  if (token || !opts.production) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token && !bearerMatches(request.headers.authorization, token)) {
        return reply.code(401).send({ success: false, message: requestMessages.metricsTokenRequired })
      }
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics())
    })
  }
  return registry
}

/** `Authorization: Bearer <token>` with this token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest()
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`))
}
