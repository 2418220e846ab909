import type { FastifyInstance } from 'fastify'

/**
 * In this (encapsulated) scope every body arrives as the raw bytes, whatever its content type: for signatures
 * computed over the body (webhooks) and for handlers that read it themselves (Better Auth).
 */
export function rawBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body))
}
