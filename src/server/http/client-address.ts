import type { FastifyServerOptions } from 'fastify'
import type { TrustProxy } from '../config.ts'

/**
 * Fastify's `trustProxy` from TRUST_PROXY. Off: `request.ip` is the socket's peer and X-Forwarded-For is
 * ignored. A hop count: the last N entries of the chain were added by our proxies, so the client is the entry
 * before them (Fastify's own numeric option trusts no hop at all, so the count is given as a function).
 * Addresses: hops are believed only while they come from one of them.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false
  if ('hops' in trust) {
    const { hops } = trust
    return (_address: string, hop: number) => hop < hops
  }
  return trust.addresses
}
