import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { logoutReply, verifyTokenQuery, verifyTokenReply } from '#domain/contracts/identity.ts'
import { accountMessages } from '#domain/messages-auth.ts'
import { requestMessages } from '#domain/messages-requests.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { rawBodies } from '#server/http/raw-body.ts'
import { holdsNul, NUL_IN_TEXT } from '#server/http/text-input.ts'
import { AUTH_BASE_PATH } from './auth.ts'
import type { IdentityService } from './service.ts'

/** A Better Auth instance as the handler needs it. */
interface MountedAuth {
  handler: (request: Request) => Promise<Response>
  options: { baseURL?: unknown }
}

/**
 * Better Auth's own endpoints under `basePath/*` (the shop's at /api/auth): the request is handed over as a Fetch
 * Request, untouched. With `allow`, only those endpoints are served; any other answers 404.
 */
export async function mountAuthHandler(
  app: FastifyInstance,
  auth: MountedAuth,
  basePath = AUTH_BASE_PATH,
  allow?: ReadonlySet<string>,
): Promise<void> {
  await app.register(async (scope) => {
    // Better Auth reads the raw body itself.
    rawBodies(scope, 65_536)
    scope.route({
      method: ['GET', 'POST'],
      url: `${basePath}/*`,
      schema: { hide: true },
      async handler(request, reply) {
        const url = new URL(request.url, auth.options.baseURL as string)
        if (allow && !allow.has(url.pathname.slice(basePath.length)))
          return reply.code(404).send({ success: false, message: requestMessages.notFound })
        const headers = new Headers()
        for (const [k, v] of Object.entries(request.headers)) {
          if (Array.isArray(v)) for (const item of v) headers.append(k, item)
          else if (v !== undefined) headers.set(k, String(v))
        }
        headers.set('x-forwarded-for', request.ip)
        const body = request.method === 'GET' ? undefined : (request.body as Buffer | undefined)
        // PostgreSQL text cannot hold NUL, and Better Auth would carry one to its first query (a 500): refused
        // here as the shop's own routes refuse it (src/server/http/text-input.ts).
        if (carriesNul(url, body, request.headers['content-type']))
          return reply.code(400).send({ success: false, message: NUL_IN_TEXT })
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: body?.length ? new Uint8Array(body) : undefined,
          }),
        )
        reply.code(response.status)
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value)
        })
        const cookies = response.headers.getSetCookie()
        if (cookies.length > 0) reply.header('set-cookie', cookies)
        reply.header('cache-control', 'no-store')
        const payload = response.body ? Buffer.from(await response.arrayBuffer()) : null
        if (response.status === 403 && payload) {
          const explained = explainRefusedOrigin(payload, headers.get('origin'), url.origin)
          if (explained) return reply.type('application/json').send(explained)
        }
        // A refusal's message is the shop's (phone-sign-in.ts, the error catalogue): sent as an object, it is said
        // in the page's language as every other reply's (decision 061).
        if (response.status >= 400 && payload && response.headers.get('content-type')?.includes('json')) {
          const refusal = readObject(payload)
          if (refusal) return reply.send(refusal)
        }
        return reply.send(payload)
      },
    })
  })
}

function readObject(payload: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(payload.toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : undefined
  } catch {
    return undefined
  }
}

/** Whether a request for Better Auth holds a NUL: in its query, or in its body (raw, JSON or a form). */
function carriesNul(url: URL, body: Buffer | undefined, type: string | undefined): boolean {
  for (const [key, value] of url.searchParams)
    if (key.includes('\u0000') || value.includes('\u0000')) return true
  if (!body?.length) return false
  if (body.includes(0)) return true
  const text = body.toString('utf8')
  if (type?.includes('application/x-www-form-urlencoded'))
    return [...new URLSearchParams(text)].some(([k, v]) => k.includes('\u0000') || v.includes('\u0000'))
  if (!text.includes('\\u0000')) return false
  try {
    return holdsNul(JSON.parse(text))
  } catch {
    return false
  }
}

/**
 * Better Auth's bare 'Invalid origin' says nothing to whoever opened the shop at another address: the message
 * names the address sign-in is accepted from and the setting that decides it.
 */
function explainRefusedOrigin(
  payload: Buffer,
  origin: string | null,
  publicOrigin: string,
): string | undefined {
  let body: { code?: unknown }
  try {
    body = JSON.parse(payload.toString('utf8'))
  } catch {
    return undefined
  }
  if (body.code !== 'INVALID_ORIGIN') return undefined
  const opened = origin && origin !== 'null' ? `This page was opened at ${origin}, but s` : 'S'
  return JSON.stringify({
    code: 'INVALID_ORIGIN',
    message: `${opened}ign-in and sign-up are accepted only from ${publicOrigin} (PUBLIC_URL). Open the shop at ${publicOrigin}, or set PUBLIC_URL to the address the shop is reached at.`,
  })
}

export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (
  app,
  { identity },
) => {
  app.get(
    '/auth/verify-token',
    {
      schema: {
        tags: ['identity'],
        summary: 'Checks an id token and returns the signed-in user (docs/product.md, Entities: auth user)',
        querystring: verifyTokenQuery,
        response: {
          200: verifyTokenReply,
          ...errorReplies(400, 401, 419),
        },
      },
    },
    async (req) => {
      const user = await identity.verifyToken(req.query.id_token)
      return {
        success: true as const,
        data: { valid: true as const, user: await identity.describeUser(user.id) },
      }
    },
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Ends the session of the bearer token (its id tokens stop working) and of this browser (cookie)',
        response: { 200: logoutReply, ...errorReplies(401, 419) },
      },
    },
    async (req, reply) => {
      const user = await identity.requireUser(req)
      // The bearer token's session ends here, so the token is refused by every process from now on.
      await identity.endSession(user.sessionId)
      const headers = new Headers()
      if (req.headers.cookie) headers.set('cookie', req.headers.cookie)
      if (req.headers.cookie) {
        const res = await identity.auth.api.signOut({ headers, asResponse: true })
        const cookies = res.headers.getSetCookie()
        if (cookies.length > 0) reply.header('set-cookie', cookies)
      }
      return { success: true as const, message: accountMessages.loggedOut }
    },
  )
}
