import type { FastifyInstance } from 'fastify'
import { currentRequestId, REQUEST_ID_HEADER } from './logging.ts'

const NULL_BODY = new Set([101, 204, 205, 304])

/**
 * `fetch` answered by this app through app.inject: no socket, no network, the same routes and checks as any
 * client. A call made while handling a request continues it (its log lines carry the same request id). Used by
 * the server renderer (the storefront's API calls) and by the Razorpay adapter in test mode (the built-in gateway).
 */
export function injectFetch(app: FastifyInstance, extraHeaders: Record<string, string> = {}): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const reqId = currentRequestId()
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: {
        ...Object.fromEntries(new Headers(init?.headers).entries()),
        ...(reqId ? { [REQUEST_ID_HEADER]: reqId } : {}),
        ...extraHeaders,
      },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    })
    const headers = new Headers()
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue
      for (const one of Array.isArray(v) ? v : [v]) headers.append(k, String(one))
    }
    return new Response(NULL_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    })
  }
}
