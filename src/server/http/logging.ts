// Structured logs: JSON lines (pino). Every line logged while a request is handled carries its `reqId`,
// whichever logger wrote it; lines not tied to a request carry a `component` instead.
import { AsyncLocalStorage } from 'node:async_hooks'
import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { hostname } from 'node:os'
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify'
import type { Config } from '../config.ts'

export const REQUEST_ID_HEADER = 'x-request-id'
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

const requestContext = new AsyncLocalStorage<{ reqId: string }>()
/** Fastify's per-request loggers: they are bound to their reqId already. */
const requestLoggers = new WeakSet<object>()
/** Loggers made by `componentLogger`: bound to their component already. */
const componentLoggers = new WeakSet<object>()

/** The id of the request being handled, if any (for calls that continue it, e.g. to the built-in gateway). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId
}

/** An incoming `x-request-id` when it is a sane token (≤ 64 of A–Z a–z 0–9 . _ -), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** A logger for work outside requests (startup, timers, mail, auth): its lines name the component. */
export function componentLogger(parent: FastifyBaseLogger, component: string): FastifyBaseLogger {
  const child = parent.child({ component })
  componentLoggers.add(child)
  return child
}

/** The Fastify options that make the logger, request ids and per-request loggers. */
export function loggingOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'childLoggerFactory'> {
  if (config.logLevel === 'silent' && !stream) return { logger: false, genReqId: requestIdOf }
  return {
    logger: {
      level: config.logLevel,
      ...(stream ? { stream } : {}),
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        // Fastify's own request serializer, with the URL's secrets taken out.
        req: (req: FastifyRequest) =>
          typeof req?.url !== 'string'
            ? (req as unknown as Record<string, unknown>)
            : {
                method: req.method,
                url: scrubUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
                remotePort: req.socket?.remotePort,
              },
      },
      mixin(_line: object, _level: number, logger: object) {
        const store = requestContext.getStore()
        if (store) return requestLoggers.has(logger) ? {} : { reqId: store.reqId }
        return requestLoggers.has(logger) || componentLoggers.has(logger) ? {} : { component: 'server' }
      },
    },
    genReqId: requestIdOf,
    childLoggerFactory(logger, bindings, opts) {
      const child = logger.child(bindings, opts)
      requestLoggers.add(child)
      return child
    },
  }
}

/**
 * Every reply carries `x-request-id`; with WORKERS > 1 also `x-worker` (the process id, as in the log lines).
 * The handler and everything it calls run in the request's context, so any logger used there adds the reqId
 * (Fastify parses the body within the context it was started in, so it holds for bodies arriving later too).
 */
export function registerRequestContext(app: FastifyInstance): void {
  const worker = cluster.isWorker ? String(process.pid) : undefined
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    if (worker) reply.header('x-worker', worker)
    requestContext.run({ reqId: request.id }, done)
  })
}

/** Query parameters whose values open an account or prove something: never written to a log. */
const SECRET_QUERY = /token$|^(code|state|secret|password|signature|sig|key|otp)$/i
/** Path segments that are themselves secrets: /api/auth/reset-password/<token> */
const SECRET_PATH = /(\/(?:reset-password|verify-email)\/)[^/?#]+/gi
const REDACTED = '[redacted]'

/**
 * A request URL as it may be logged: the values of token-like query parameters and secret path segments
 * replaced by [redacted] (id tokens in verify-token?id_token=, reset and verification links, OAuth codes).
 */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?')
  const pathPart = (q === -1 ? url : url.slice(0, q)).replace(SECRET_PATH, `$1${REDACTED}`)
  if (q === -1) return pathPart
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq === -1) return pair
      let name = pair.slice(0, eq)
      try {
        name = decodeURIComponent(name)
      } catch {}
      return SECRET_QUERY.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair
    })
    .join('&')
  return `${pathPart}?${query}`
}

/** Headers that carry credentials, wherever a line holds headers: pino replaces them before writing. */
const REDACT_PATHS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-razorpay-signature',
  'x-courier-signature',
].flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`, `*.headers["${h}"]`])

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const
type Level = keyof typeof LEVELS

/**
 * The same JSON lines for processes that run no Fastify (the cluster primary) or have no config yet.
 * `level` is the configured threshold (LOG_LEVEL).
 */
export function plainLogger(component: string, threshold: Config['logLevel'] = 'info') {
  const min = threshold === 'silent' ? Number.POSITIVE_INFINITY : LEVELS[threshold]
  const write = (level: Level) => (fields: object, msg: string) => {
    if (LEVELS[level] < min) return
    const line = { level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), component }
    const e = (fields as { err?: unknown }).err
    const err = e instanceof Error ? { type: e.name, message: e.message, stack: e.stack } : e
    process.stdout.write(`${JSON.stringify({ ...line, ...fields, ...(err ? { err } : {}), msg })}\n`)
  }
  return { info: write('info'), warn: write('warn'), error: write('error'), fatal: write('fatal') }
}
