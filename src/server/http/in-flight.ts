import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * The work a graceful shutdown waits for before the database closes: every request, from its first hook until
 * its reply was produced and its response is over (written, or the client gone), and the background jobs run
 * through `run`. Fastify's close() waits for connections only, and a handler whose client disconnected keeps
 * running after its socket closed: without this it could reach a database pool that was already ended.
 */
export interface InFlight {
  /** Runs a background job (a reservation sweep, a change notice) that shutdown waits for. */
  run<T>(job: () => Promise<T>): Promise<T>
  /** requests and jobs under way */
  readonly size: number
  /** the requests under way (method, path, request id, and whether the reply was made yet), for a shutdown log */
  requests(): { method: string; url: string; reqId: string; replied: boolean }[]
  /**
   * From now on every reply closes its connection (a kept-alive client reconnects, to another process);
   * resolves true once nothing is under way, false when `timeoutMs` passes first.
   */
  drain(timeoutMs: number): Promise<boolean>
}

/** Whether Fastify reads a body for this request (it skips GET, HEAD and TRACE, and requests that declare none). */
function declaresBody(request: FastifyRequest): boolean {
  if (['GET', 'HEAD', 'TRACE'].includes(request.method)) return false
  const h = request.headers
  const length = h['content-length']
  return (
    h['content-type'] !== undefined ||
    h['transfer-encoding'] !== undefined ||
    (length !== undefined && length !== '0')
  )
}

/** Counts the app's requests; call before any route or plugin is registered, so that every route is counted. */
export function trackInFlight(app: FastifyInstance): InFlight {
  let size = 0
  let draining = false
  let onIdle: (() => void)[] = []
  const end = () => {
    size--
    if (size > 0) return
    const waiting = onIdle
    onIdle = []
    for (const fn of waiting) fn()
  }

  // A request is done when both its handler chain has replied (onSend) and its response is over: written
  // (onResponse), or cut short by the client ('close' on the raw response), in either order.
  const open = new Map<FastifyRequest, { replied: boolean; over: boolean }>()
  const settle = (request: FastifyRequest, step: 'replied' | 'over') => {
    const state = open.get(request)
    if (!state) return
    state[step] = true
    if (!state.replied || !state.over) return
    open.delete(request)
    end()
  }

  app.addHook('onRequest', async (request, reply) => {
    size++
    // A client may be gone before its request reaches the hooks (its data was read with the hang-up).
    const gone = reply.raw.closed || reply.raw.destroyed
    open.set(request, { replied: false, over: gone })
    if (!gone) reply.raw.once('close', () => settle(request, 'over'))
  })
  // Node destroys the body stream of a request whose client left, and Fastify, if it starts reading the body
  // only then (after async onRequest hooks), waits for it forever: the handler never runs and nothing replies.
  // Such a request ends here, answered (to nobody) with 499, so that it is neither left pending nor waited for.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.raw.destroyed && !request.raw.readableEnded && declaresBody(request)) {
      throw Object.assign(new Error('The client closed the request before its body was read'), {
        statusCode: 499,
      })
    }
    return payload
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (draining) reply.header('connection', 'close')
    settle(request, 'replied')
    return payload
  })
  app.addHook('onResponse', async (request) => settle(request, 'over'))

  return {
    async run(job) {
      size++
      try {
        return await job()
      } finally {
        end()
      }
    },
    get size() {
      return size
    },
    requests() {
      return [...open].map(([r, state]) => ({
        method: r.method,
        url: r.url.split('?')[0] ?? r.url,
        reqId: String(r.id),
        replied: state.replied,
      }))
    },
    drain(timeoutMs) {
      draining = true
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs)
        // Idle for a whole turn of the event loop: work that finishes by starting more (a notice sent again)
        // is not mistaken for the end.
        const check = () =>
          setImmediate(() => {
            if (size > 0) onIdle.push(check)
            else {
              clearTimeout(timer)
              resolve(true)
            }
          })
        check()
      })
    },
  }
}
