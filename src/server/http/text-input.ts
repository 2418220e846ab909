import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requestMessages } from '#domain/messages-requests.ts'
import { AppError } from '../errors.ts'

export const NUL_IN_TEXT = requestMessages.nulInText

/** Whether a parsed body holds a NUL character in any string or key (walked without recursion: depth is free). */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const v = stack.pop()
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item)
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return true
        stack.push(item)
      }
    }
  }
  return false
}

/**
 * PostgreSQL text cannot hold NUL, so a body carrying one would fail at the first query that names it (a 500).
 * No field of the shop needs it: such a body is refused up front, before validation, with a 400. Raw bodies
 * (the signed webhooks, Better Auth's own routes) are Buffers and are left to their handlers.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.body !== undefined && holdsNul(request.body)) throw new AppError('bad_request', NUL_IN_TEXT)
  })
}

/**
 * The same refusal for the query string and path parameters of a scope (the back office, whose filters reach
 * the database as text: orders' q, state, coupon, the audit log's entity_*): a 400 with the reason, before
 * validation, for every route of the scope in one place. The public catalogue keeps its own rule (a search drops
 * NUL, an unknown recipe id is a 404).
 */
export function refuseNulInAddress(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request: FastifyRequest) => {
    if (holdsNul(request.query) || holdsNul(request.params)) throw new AppError('bad_request', NUL_IN_TEXT)
  })
}
