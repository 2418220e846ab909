import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  meView,
  setupDoneView,
  setupInput,
  setupLinkView,
  setupQuery,
} from '#domain/contracts/admin-staff.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { catalogueCsvRoutes } from './catalogue-csv-routes.ts'
import { categoriesRoutes } from './categories-routes.ts'
import { couponsRoutes } from './coupons-routes.ts'
import { customersRoutes } from './customers-routes.ts'
import { dashboardRoutes } from './dashboard.ts'
import { moderationRoutes } from './moderation-routes.ts'
import type { OperatorsService } from './operators.ts'
import { ordersAdminRoutes } from './orders-routes.ts'
import { packsRoutes } from './packs-routes.ts'
import { productsRoutes } from './products-routes.ts'
import { recipesRoutes } from './recipes-routes.ts'
import { type AdminRouteDeps, guarded, TAG } from './route-kit.ts'
import { staffRoutes } from './staff-routes.ts'
import { stockRoutes } from './stock-routes.ts'
import { translationsRoutes } from './translations-routes.ts'

export const ADMIN_API_PREFIX = '/api/admin/v1'

/** The setup of an invited operator's account: the one-time link is the credential, so no session is needed. */
export const adminSetupRoutes: FastifyPluginAsyncZod<{ operators: OperatorsService }> = async (
  app,
  { operators },
) => {
  app.get(
    '/setup',
    {
      schema: {
        tags: TAG,
        summary: 'Whom a setup link is for (the setup page shows the email)',
        querystring: setupQuery,
        response: {
          200: dataReply(setupLinkView),
          ...errorReplies(400),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      return { success: true as const, data: await operators.checkSetupLink(req.query.token) }
    },
  )
  app.post(
    '/setup',
    {
      schema: {
        tags: TAG,
        summary:
          'An invited operator chooses a name and a password (at least 12 characters); the link works once',
        description:
          'Then sign in at POST /api/admin/auth/sign-in/email and set up the second factor with ' +
          '/api/admin/auth/two-factor/enable and /two-factor/verify-totp before any other back-office route opens.',
        body: setupInput,
        response: { 200: dataReply(setupDoneView), ...errorReplies(400) },
      },
    },
    async (req) => ({ success: true as const, data: await operators.completeSetup(req.body, req.ip) }),
  )
}

/**
 * Every other back-office route: an operator's session with its second factor, and owner-only where marked.
 * Each area is its own plugin (staff, products, recipes, coupons, moderation, customers), registered in this
 * order inside these hooks.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { db, operators } = deps
  app.addHook('onRequest', operators.authenticate)
  await app.register(fastifyMultipart, {
    limits: { fileSize: deps.config.uploadMaxBytes, files: 1, fields: 2, parts: 3 },
  })
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })
  await app.register(dashboardRoutes, { db })
  await app.register(ordersAdminRoutes, deps)

  app.get(
    '/me',
    {
      config: { beforeSecondFactor: true, permission: 'signed-in' },
      schema: {
        tags: TAG,
        summary:
          'The signed-in operator (answers before the second factor is set up, so the page can ask for it)',
        response: { 200: dataReply(meView), ...guarded },
      },
    },
    async (req) => {
      const me = req.operator!
      return {
        success: true as const,
        data: {
          email: me.email,
          name: me.name,
          role: me.role,
          permissions: me.permissions,
          two_factor_enabled: me.twoFactorEnabled,
        },
      }
    },
  )

  await app.register(staffRoutes, deps)
  await app.register(productsRoutes, deps)
  await app.register(categoriesRoutes, deps)
  await app.register(packsRoutes, deps)
  await app.register(stockRoutes, deps)
  await app.register(catalogueCsvRoutes, deps)
  await app.register(recipesRoutes, deps)
  await app.register(translationsRoutes, deps)
  await app.register(couponsRoutes, deps)
  await app.register(moderationRoutes, deps)
  await app.register(customersRoutes, deps)
}
