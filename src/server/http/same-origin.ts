// The back office's defence against cross-site request forgery (decision 030): a write signed in by cookie must
// come from the shop's own pages, as JSON (or, on a picture upload, multipart/form-data).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requestMessages } from '#domain/messages-requests.ts'
import type { Config } from '../config.ts'
import { AppError } from '../errors.ts'

/** The paths whose writes are authenticated by the back office's cookie: its API and its Better Auth. */
export const COOKIE_AUTHENTICATED_PREFIXES = ['/api/admin/v1', '/api/admin/auth'] as const

declare module 'fastify' {
  interface FastifyInstance {
    /** `POST /api/admin/v1/products/:id/images`: the routes whose schema consumes multipart/form-data */
    uploadRoutes: ReadonlySet<string>
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const underPrefix = (url: string) => {
  const path = url.split('?', 1)[0] ?? ''
  return COOKIE_AUTHENTICATED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
}

const mediaType = (header: string | undefined) => (header ?? '').split(';', 1)[0]!.trim().toLowerCase()

/** Whether a request carries a body: a length above 0, or a chunked one. */
const hasBody = (request: FastifyRequest) => {
  const length = request.headers['content-length']
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
}

/**
 * Whether the page that sent the request may write. `Origin` when the browser sends it (every browser does on a
 * POST, PUT, PATCH or DELETE): PUBLIC_URL's origin, and outside production also the origin the request itself was
 * sent to (its host is the Host header: `npm run dev`'s proxy, a laptop's LAN address). Without `Origin`,
 * `Sec-Fetch-Site` decides: only `same-origin`. With neither header the caller is not a browser (curl, a script
 * holding the cookie itself), which no other site can make send a request: allowed.
 */
export function sameOriginWrite(request: FastifyRequest, config: Pick<Config, 'env' | 'publicUrl'>): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  const publicOrigin = new URL(config.publicUrl).origin
  if (origin === publicOrigin) return true
  if (config.env === 'production') return false
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === request.headers.host
  } catch {
    return false
  }
}

/**
 * Refuses, with a 403 and before any session is looked up, a back-office write (POST, PUT, PATCH, DELETE under
 * /api/admin/v1 and /api/admin/auth) that comes from another page than the shop's own, or whose body is not JSON:
 * a form on a sibling subdomain or another port of the same host (same-site, so `SameSite=Strict` lets the cookie
 * through) can post `text/plain`, `application/x-www-form-urlencoded` or `multipart/form-data`, never JSON. The
 * picture uploads (routes whose schema consumes multipart/form-data) take multipart instead. A write without a
 * body may come without a content type.
 */
export function registerSameOriginGuard(
  app: FastifyInstance,
  config: Pick<Config, 'env' | 'publicUrl'>,
): void {
  const publicOrigin = new URL(config.publicUrl).origin
  const uploads = new Set<string>()
  app.decorate('uploadRoutes', uploads)
  app.addHook('onRoute', (route) => {
    if (!(route.schema?.consumes ?? []).includes('multipart/form-data')) return
    for (const method of [route.method].flat()) uploads.add(`${method} ${route.url}`)
  })
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method) || !underPrefix(request.url)) return
    if (!sameOriginWrite(request, config))
      throw new AppError('forbidden', requestMessages.foreignOrigin(publicOrigin))
    const type = mediaType(request.headers['content-type'])
    if (type === '' && !hasBody(request)) return
    const multipart = uploads.has(`${request.method} ${request.routeOptions.url}`)
    if (multipart && type !== 'multipart/form-data')
      throw new AppError('forbidden', requestMessages.multipartRequired)
    if (!multipart && type !== 'application/json')
      throw new AppError('forbidden', requestMessages.jsonRequired)
  })
}
