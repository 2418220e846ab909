import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { messages } from '#domain/messages.ts'
import { paymentMessages } from '#domain/messages-payments.ts'
import { requestMessages } from '#domain/messages-requests.ts'
import { AppError } from '../errors.ts'
import { RazorpayError } from '../integrations/razorpay.ts'
import { StorageError } from '../integrations/storage.ts'

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const parts = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      const message = issue.message ?? 'is invalid'
      // Our own messages name the field in words a person reads; zod's generic ones do not.
      const generic = /^(invalid|too (big|small)|expected|unrecognized|required)/i.test(message)
      return field && generic ? `${field}: ${message}` : message
    })
    return [...new Set(parts)].join('; ')
  }
  return error.message
}

/**
 * The fields a refused body names (decision 037): each issue of the body's schema with its path inside the body
 * (`['bio']`, `['address', 'pin']`) and its own message, so a form puts each message under its field. Only for the
 * body: a query or path parameter is no field a person typed into.
 */
function fieldIssues(error: FastifyError): { issues?: { path: string[]; message: string }[] } {
  if (error.validationContext !== 'body' || !hasZodFastifySchemaValidationErrors(error)) return {}
  const issues = error.validation.map((issue) => ({
    path: issue.instancePath.split('/').filter(Boolean),
    message: issue.message ?? 'is invalid',
  }))
  return { issues }
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: requestMessages.badAddress,
  FST_ERR_MAX_PARAM_LENGTH: requestMessages.addressTooLong,
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path that is not
 * valid percent-encoding, a path parameter over the length limit) gets the same envelope as every other error.
 */
export function replyToFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400
  if (status >= 500) {
    request.log.error({ err: error }, 'router error')
    void reply.code(500).send({ success: false, message: messages.http.internal })
    return
  }
  void reply
    .code(status)
    .send({ success: false, message: FRAMEWORK_MESSAGES[error.code] ?? requestMessages.invalid })
}

/** How long a client is asked to wait before trying again while the database is unavailable. */
const RETRY_AFTER_SECONDS = 30

/** A page of the storefront (not the API, not a file): its errors are read by a person, in a browser. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?')[0] ?? '/'
  if (/^\/(api|test-gateway)(\/|$)/.test(pathname) || pathname === '/metrics') return false
  return !/\.[a-z0-9]{2,5}$/i.test(pathname)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page a shopper sees while the database is down: the shop's colours, no script, nothing to load. */
export function renderUnavailablePage(shopName: string): string {
  const name = escapeHtml(shopName)
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>We'll be right back · ${name}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#FBF7EF;color:#2B2A26}
main{max-width:32rem;padding:2rem;text-align:center}.brand{color:#1F4A29;font-weight:700;letter-spacing:.02em}
h1{color:#1F4A29;font-size:1.75rem;margin:.75rem 0}a{color:#1F4A29}</style></head>
<body><main><p class="brand">${name}</p><h1>We'll be right back</h1>
<p>${escapeHtml(messages.http.unavailable)}</p>
<p><a href="">Try again</a></p></main></body></html>`
}

/** Maps every error once to the spec's reply shape: { success: false, message }. */
export function registerErrorHandling(app: FastifyInstance, opts: { shopName?: string } = {}): void {
  const unavailablePage = renderUnavailablePage(opts.shopName ?? 'Surya Naturals')
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send({ success: false, message: error.message, ...(error.reason ? { reason: error.reason } : {}) })
    }
    if (error.validation) {
      return reply
        .code(400)
        .send({ success: false, message: describeValidation(error), ...fieldIssues(error) })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type)
      const message = status === 429 ? messages.http.tooManyRequests : error.message
      return reply.code(status).send({ success: false, message })
    }
    if (error instanceof RazorpayError) {
      request.log.error({ err: error }, 'payment provider error')
      return reply.code(503).send({
        success: false,
        message: paymentMessages.providerDown,
      })
    }
    if (error instanceof StorageError) {
      request.log.error({ err: error }, 'file storage error')
      return reply.code(503).send({ success: false, message: STORAGE_UNAVAILABLE })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS))
      // A shopper opening a page reads a page; API callers keep the JSON envelope.
      if (isPageRequest(request)) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(unavailablePage)
      }
      return reply.send({ success: false, message: messages.http.unavailable })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ success: false, message: messages.http.internal })
  })
}

/** The bucket (or disk) holding avatars and invoices failed; nothing the shopper did. */
export const STORAGE_UNAVAILABLE = requestMessages.storageUnavailable

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
])

/** The database is down or restarting (the driver's error may be wrapped by the query builder). */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: string }).code
    if (code && UNAVAILABLE_CODES.has(code)) return true
    if (
      // 'timeout exceeded when trying to connect': no connection of the pool came free within
      // DATABASE_POOL_WAIT_MS (decision 032); the shop is busy, not broken.
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection due to administrator command/i.test(
        String((e as Error).message),
      )
    ) {
      return true
    }
  }
  return false
}
