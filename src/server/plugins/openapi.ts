import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'
import { authPaths, bearerScheme } from '../modules/identity/openapi.ts'
import { allowSwaggerUiStyles } from './security-headers.ts'

/**
 * The OpenAPI document, made from the routes' zod schemas (registered before any route, so it sees them all).
 * Routes that need a signed-in shopper say so, so /api/docs offers Authorize and sends the bearer token.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  opts: { shopName: string /** identity.authenticate, the signed-in routes' hook */; authenticate: unknown },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${opts.shopName} shop API`,
        version: '1.0.0',
        description:
          'Catalogue, cart, checkout and account API of the shop. Money is in rupees (INR) with two decimals on the wire. ' +
          'Every reply is `{ success, data }` or `{ success: false, message }`. ' +
          "A reply's `message` (and a refused body's `issues`) is said in the language `Accept-Language` asks for, of en, hi, te, ta, kn and ml (English when none; decision 061); the back office stays English. " +
          "The cart, address, checkout and payment routes also take a guest checkout's httpOnly cookie in place of the bearer token " +
          '(POST /api/v1/guest/session; decision 057); the `guest` routes follow an order by its private link. ' +
          'The routes tagged `admin` (/api/admin/v1) are the back office: staff only, with the `shop-admin` session cookie and a second factor.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: bearerScheme },
      paths: authPaths,
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input)
      // A signed-in route either takes identity.authenticate itself or sits in a plugin that does (and then
      // documents its 401, as every signed-in route does).
      if (input.url.startsWith('/api/admin/v1/') && !input.url.startsWith('/api/admin/v1/setup'))
        return { ...out, schema: { ...out.schema, security: [{ adminSession: [] }] } }
      const hooks: unknown[] = [input.route.onRequest].flat()
      const responses = (input.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {}
      if (hooks.includes(opts.authenticate) || '401' in responses)
        return { ...out, schema: { ...out.schema, security: [{ bearerAuth: [] }] } }
      return out
    },
  })
}

/** The docs page at /api/docs (Swagger UI), when API_DOCS is on. */
export async function registerApiDocsPage(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.apiDocs) return
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: allowSwaggerUiStyles,
  })
}
