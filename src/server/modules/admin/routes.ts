import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminCouponView,
  adminList,
  adminMessageView,
  adminProductQuery,
  adminProductView,
  adminReviewQuery,
  adminReviewView,
  auditEntryView,
  couponCreateInput,
  couponOrderView,
  couponUpdateInput,
  customerRow,
  customerView,
  hideReviewInput,
  inviteInput,
  meView,
  operatorUpdateInput,
  operatorView,
  productCreateInput,
  productUpdateInput,
  recipeCreateInput,
  recipeUpdateInput,
  setupInput,
  setupQuery,
  stockAdjustInput,
  stockMovementView,
  subscriberView,
} from '../../../domain/contracts/admin.ts'
import { recipeSchema } from '../../../domain/contracts/catalogue.ts'
import { dataReply, errorReplySchema } from '../../../domain/contracts/common.ts'
import { adminMessages } from '../../../domain/messages-admin.ts'
import { buildPagination } from '../../../domain/pagination.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { readUploadedFile } from '../../http/upload.ts'
import type { Mailer } from '../../integrations/mail.ts'
import type { CouponAdmin } from '../cart/coupon-admin.ts'
import type { CatalogueAdmin } from '../catalogue/admin.ts'
import {
  getContactThread,
  listContactMessages,
  replyToContactMessage,
  setContactMessageStatus,
} from '../content/messages-admin.ts'
import type { OrdersService } from '../orders/service.ts'
import { adminReviewOf, listReviewsForStaff } from '../reviews/admin.ts'
import type { ReviewsService } from '../reviews/service.ts'
import { dashboardRoutes } from './dashboard.ts'
import type { OperatorsService } from './operators.ts'
import { ordersAdminRoutes } from './orders-routes.ts'
import { getCustomer, listCustomers, listSubscribers, toCsv } from './reports.ts'

export const ADMIN_API_PREFIX = '/api/admin/v1'

const TAG = ['admin']
const guarded = {
  401: errorReplySchema,
  403: errorReplySchema,
}
const writeErrors = { ...guarded, 400: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema }
const ok = z.object({ success: z.literal(true), message: z.string() })
const productId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const uuidParam = z.object({ id: z.string().max(64) })

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
          200: dataReply(z.object({ email: z.string(), role: z.enum(['owner', 'staff']) })),
          400: errorReplySchema,
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
        response: { 200: dataReply(z.object({ email: z.string() })), 400: errorReplySchema },
      },
    },
    async (req) => ({ success: true as const, data: await operators.completeSetup(req.body) }),
  )
}

/** Every other back-office route: an operator's session with its second factor, and owner-only where marked. */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db
  config: Config
  mailer: Mailer
  operators: OperatorsService
  catalogue: CatalogueAdmin
  coupons: CouponAdmin
  reviews: ReviewsService
  /** the orders console (issue 17): the orders service's transitions, and payments to carry out refunds */
  orders: OrdersService
  payments: { settleRefunds(keys: string[]): Promise<void> }
}> = async (app, deps) => {
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
      config: { beforeSecondFactor: true },
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
        data: { email: me.email, name: me.name, role: me.role, two_factor_enabled: me.twoFactorEnabled },
      }
    },
  )

  // ---- staff (owner only) -------------------------------------------------------------------------------
  app.get(
    '/operators',
    {
      config: { ownerOnly: true },
      schema: {
        tags: TAG,
        summary: 'The staff list (owner)',
        response: { 200: dataReply(z.array(operatorView)), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await operators.list() }),
  )
  app.post(
    '/operators',
    {
      config: { ownerOnly: true },
      schema: {
        tags: TAG,
        summary: 'Invites someone to the staff (owner): a one-time setup link is mailed',
        body: inviteInput,
        response: { 200: dataReply(operatorView), ...writeErrors },
      },
    },
    async (req) => {
      const { operator } = await operators.invite(
        req.body.email,
        req.body.role,
        req.operator!.email,
        operators.auditor(req),
      )
      const listed = (await operators.list()).find((o) => o.id === operator.id)!
      return { success: true as const, data: listed }
    },
  )
  app.patch(
    '/operators/:id',
    {
      config: { ownerOnly: true },
      schema: {
        tags: TAG,
        summary:
          "Changes a staff member's role or revokes their access (owner); the shop keeps one owner at least",
        params: uuidParam,
        body: operatorUpdateInput,
        response: { 200: ok, ...writeErrors },
      },
    },
    async (req) => {
      await operators.update(req.params.id, req.body, req.operator!, operators.auditor(req))
      return { success: true as const, message: req.body.revoke ? 'Access revoked' : 'Role changed' }
    },
  )
  app.get(
    '/audit',
    {
      config: { ownerOnly: true },
      schema: {
        tags: TAG,
        summary: 'The audit log: every back-office write, newest first (owner)',
        querystring: z.object({
          entity_type: z.string().max(40).optional(),
          entity_id: z.string().max(64).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: adminList(auditEntryView), ...guarded, 400: errorReplySchema },
      },
    },
    async (req) => {
      const q = req.query
      const { rows, total } = await operators.auditTrail({
        page: q.page,
        perPage: q.per_page,
        entityType: q.entity_type,
        entityId: q.entity_id,
      })
      return {
        success: true as const,
        data: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: r.actor,
          action: r.action,
          entity_type: r.entityType,
          entity_id: r.entityId,
          before: r.before,
          after: r.after,
        })),
        pagination: buildPagination(q.page, q.per_page, total),
      }
    },
  )

  // ---- catalogue and stock -------------------------------------------------------------------------------
  app.get(
    '/products',
    {
      schema: {
        tags: TAG,
        summary: 'Products with search, filters and sort',
        querystring: adminProductQuery,
        response: { 200: adminList(adminProductView), ...guarded, 400: errorReplySchema },
      },
    },
    async (req) => {
      const { items, total } = await deps.catalogue.list(req.query)
      return {
        success: true as const,
        data: items,
        pagination: buildPagination(req.query.page, req.query.per_page, total),
      }
    },
  )
  app.post(
    '/products',
    {
      schema: {
        tags: TAG,
        summary: 'Creates a product; shoppers see it at once',
        body: productCreateInput,
        response: { 200: dataReply(adminProductView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.create(req.body, operators.auditor(req)),
    }),
  )
  app.get(
    '/products/:id',
    {
      schema: {
        tags: TAG,
        summary: 'One product with every field staff can change',
        params: productId,
        response: {
          200: dataReply(adminProductView),
          ...guarded,
          400: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (req) => ({ success: true as const, data: await deps.catalogue.get(req.params.id) }),
  )
  app.patch(
    '/products/:id',
    {
      schema: {
        tags: TAG,
        summary:
          'Changes any fields of a product (a price above the MRP is refused); shoppers see it at once',
        params: productId,
        body: productUpdateInput,
        response: { 200: dataReply(adminProductView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.update(req.params.id, req.body, operators.auditor(req)),
    }),
  )
  for (const action of ['archive', 'restore'] as const) {
    app.post(
      `/products/:id/${action}`,
      {
        schema: {
          tags: TAG,
          summary:
            action === 'archive'
              ? 'Takes a product out of the shop (lists, search, its page, carts, checkout) at once; orders, invoices and reviews keep naming it'
              : 'Puts an archived product back on sale',
          params: productId,
          response: { 200: dataReply(adminProductView), ...writeErrors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await deps.catalogue.setArchived(req.params.id, action === 'archive', operators.auditor(req)),
      }),
    )
  }
  app.delete(
    '/products/:id',
    {
      schema: {
        tags: TAG,
        summary:
          'Deletes an archived product no order ever held, with its pictures; one that was ordered answers 409 (archive it instead)',
        params: productId,
        response: { 200: ok, ...writeErrors },
      },
    },
    async (req) => {
      await deps.catalogue.remove(req.params.id, operators.auditor(req))
      return { success: true as const, message: 'Product deleted' }
    },
  )
  app.post(
    '/products/:id/stock',
    {
      schema: {
        tags: TAG,
        summary: 'Adds or takes away stock with a reason (received, damaged, correction); never below zero',
        params: productId,
        body: stockAdjustInput,
        response: { 200: dataReply(stockMovementView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.adjustStock(
        req.params.id,
        req.body,
        req.operator!.email,
        operators.auditor(req),
      ),
    }),
  )
  app.get(
    '/products/:id/stock',
    {
      schema: {
        tags: TAG,
        summary: "A product's stock history, newest first",
        params: productId,
        response: {
          200: dataReply(z.array(stockMovementView)),
          ...guarded,
          400: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (req) => {
      await deps.catalogue.get(req.params.id)
      return { success: true as const, data: await deps.catalogue.stockHistory(req.params.id) }
    },
  )

  app.post(
    '/products/:id/images',
    {
      schema: {
        tags: TAG,
        summary:
          'Adds a picture (multipart field `image`; JPEG, PNG, WebP or AVIF): re-encoded to WebP and AVIF at 1200 and 600 px, at most 5',
        params: productId,
        consumes: ['multipart/form-data'],
        response: {
          200: dataReply(adminProductView),
          ...writeErrors,
          413: errorReplySchema,
          503: errorReplySchema,
        },
      },
    },
    async (req) => {
      const upload = await readUploadedFile(req, 'image', {
        tooLarge: adminMessages.imageTooLarge(deps.config.uploadMaxBytes),
        missing: adminMessages.notAnImage,
      })
      return {
        success: true as const,
        data: await deps.catalogue.addImage(req.params.id, upload, operators.auditor(req)),
      }
    },
  )
  app.delete(
    '/products/:id/images/:position',
    {
      schema: {
        tags: TAG,
        summary: 'Removes a picture (0 is the first); the others move up and its files are deleted',
        params: productId.extend({ position: z.coerce.number().int().min(0).max(4) }),
        response: { 200: dataReply(adminProductView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.removeImage(req.params.id, req.params.position, operators.auditor(req)),
    }),
  )

  // ---- recipes ------------------------------------------------------------------------------------------
  const recipeId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  app.get(
    '/recipes',
    {
      schema: {
        tags: TAG,
        summary: 'Every recipe',
        response: { 200: dataReply(z.array(recipeSchema)), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await deps.catalogue.listRecipes() }),
  )
  app.get(
    '/recipes/:id',
    {
      schema: {
        tags: TAG,
        summary: 'One recipe with every field',
        params: recipeId,
        response: { 200: dataReply(recipeSchema), ...guarded, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (req) => ({ success: true as const, data: await deps.catalogue.getRecipe(req.params.id) }),
  )
  app.post(
    '/recipes',
    {
      schema: {
        tags: TAG,
        summary: 'Creates a recipe; shoppers see it at once',
        body: recipeCreateInput,
        response: { 200: dataReply(recipeSchema), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.createRecipe(req.body, req.operator!.email, operators.auditor(req)),
    }),
  )
  app.patch(
    '/recipes/:id',
    {
      schema: {
        tags: TAG,
        summary:
          'Changes any fields of a recipe (its picture can also be uploaded: POST /recipes/{id}/image); an uploaded picture that another address replaces is deleted; shoppers see it at once',
        params: recipeId,
        body: recipeUpdateInput,
        response: { 200: dataReply(recipeSchema), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.updateRecipe(
        req.params.id,
        req.body,
        req.operator!.email,
        operators.auditor(req),
      ),
    }),
  )
  app.post(
    '/recipes/:id/image',
    {
      schema: {
        tags: TAG,
        summary:
          "Sets a recipe's picture by upload (multipart field `image`; JPEG, PNG, WebP or AVIF): re-encoded to WebP and AVIF at 1200 and 600 px like product pictures, served at /media/recipes/{file}; the uploaded picture it replaces is deleted; shoppers see it at once",
        params: recipeId,
        consumes: ['multipart/form-data'],
        response: {
          200: dataReply(recipeSchema),
          ...writeErrors,
          413: errorReplySchema,
          503: errorReplySchema,
        },
      },
    },
    async (req) => {
      const upload = await readUploadedFile(req, 'image', {
        tooLarge: adminMessages.imageTooLarge(deps.config.uploadMaxBytes),
        missing: adminMessages.notAnImage,
      })
      return {
        success: true as const,
        data: await deps.catalogue.setRecipeImage(
          req.params.id,
          upload,
          req.operator!.email,
          operators.auditor(req),
        ),
      }
    },
  )

  // ---- coupons ------------------------------------------------------------------------------------------
  app.get(
    '/coupons',
    {
      schema: {
        tags: TAG,
        summary: 'Every coupon with its use so far',
        response: { 200: dataReply(z.array(adminCouponView)), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await deps.coupons.list() }),
  )
  app.post(
    '/coupons',
    {
      schema: {
        tags: TAG,
        summary: 'Creates a coupon (percent or flat; window, minimum order, limits)',
        body: couponCreateInput,
        response: { 200: dataReply(adminCouponView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.coupons.create(req.body, operators.auditor(req)),
    }),
  )
  app.get(
    '/coupons/:code',
    {
      schema: {
        tags: TAG,
        summary: 'A coupon and the orders that used it',
        params: z.object({ code: z.string().max(40) }),
        response: {
          200: dataReply(z.object({ coupon: adminCouponView, orders: z.array(couponOrderView) })),
          ...guarded,
          404: errorReplySchema,
        },
      },
    },
    async (req) => ({ success: true as const, data: await deps.coupons.get(req.params.code) }),
  )
  app.patch(
    '/coupons/:code',
    {
      schema: {
        tags: TAG,
        summary: 'Edits a coupon; active: false pauses it (carts are refused it from now on)',
        params: z.object({ code: z.string().max(40) }),
        body: couponUpdateInput,
        response: { 200: dataReply(adminCouponView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.coupons.update(req.params.code, req.body, operators.auditor(req)),
    }),
  )

  // ---- moderation and messages ---------------------------------------------------------------------------
  app.get(
    '/reviews',
    {
      schema: {
        tags: TAG,
        summary:
          'Every review, hidden ones too, newest first, with how often shoppers reported it and why; filter by rating, hidden and reported (most reported first)',
        querystring: adminReviewQuery,
        response: { 200: adminList(adminReviewView), ...guarded, 400: errorReplySchema },
      },
    },
    async (req) => {
      const { items, total } = await listReviewsForStaff(db, req.query)
      return {
        success: true as const,
        data: items,
        pagination: buildPagination(req.query.page, req.query.per_page, total),
      }
    },
  )
  for (const action of ['hide', 'show'] as const) {
    app.post(
      `/reviews/:id/${action}`,
      {
        schema: {
          tags: TAG,
          summary:
            action === 'hide'
              ? 'Hides a review with a reason: it leaves the product page, its average and its count at once'
              : 'Shows a hidden review again',
          params: uuidParam,
          ...(action === 'hide' ? { body: hideReviewInput } : {}),
          response: { 200: dataReply(adminReviewView), ...writeErrors },
        },
      },
      async (req) => {
        const audit = operators.auditor(req)
        const reason = (req.body as { reason?: string } | undefined)?.reason ?? ''
        const result = await deps.reviews.moderate(
          req.params.id,
          action === 'hide' ? { hide: true, reason } : { hide: false },
          (tx, before, after) =>
            audit(tx, {
              action: `review.${action}`,
              entityType: 'review',
              entityId: before.id,
              before: { hidden: before.hiddenAt !== null, reason: before.hiddenReason },
              after: { hidden: after.hiddenAt !== null, reason: after.hiddenReason },
            }),
        )
        if (!result) throw new AppError('not_found', adminMessages.reviewNotFound)
        const product = await deps.catalogue.get(result.after.productId)
        return { success: true as const, data: await adminReviewOf(db, result.after, product.name) }
      },
    )
  }

  const status = z.enum(['new', 'replied', 'closed'])
  app.get(
    '/messages',
    {
      schema: {
        tags: TAG,
        summary: 'The contact inbox, newest first',
        querystring: z.object({
          status: status.optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: adminList(adminMessageView), ...guarded, 400: errorReplySchema },
      },
    },
    async (req) => {
      const { items, total } = await listContactMessages(db, req.query)
      return {
        success: true as const,
        data: items,
        pagination: buildPagination(req.query.page, req.query.per_page, total),
      }
    },
  )
  const threadView = adminMessageView.extend({
    replies: z.array(
      z.object({ id: z.string(), body: z.string(), actor: z.string(), created_at: z.string() }),
    ),
  })
  app.get(
    '/messages/:id',
    {
      schema: {
        tags: TAG,
        summary: 'A contact message with its replies',
        params: uuidParam,
        response: { 200: dataReply(threadView), ...guarded, 404: errorReplySchema },
      },
    },
    async (req) => ({ success: true as const, data: await getContactThread(db, req.params.id) }),
  )
  app.post(
    '/messages/:id/reply',
    {
      schema: {
        tags: TAG,
        summary: 'Replies to a contact message: mailed to the sender, kept in the thread, marked replied',
        params: uuidParam,
        body: z.object({ body: z.string().max(5000) }),
        response: { 200: dataReply(threadView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await replyToContactMessage(
        db,
        { mailer: deps.mailer, shopName: deps.config.shop.name, shopEmail: deps.config.shop.email },
        req.params.id,
        req.body.body,
        req.operator!.email,
        operators.auditor(req),
      ),
    }),
  )
  app.post(
    '/messages/:id/status',
    {
      schema: {
        tags: TAG,
        summary: 'Marks a contact message new, replied or closed',
        params: uuidParam,
        body: z.object({ status }),
        response: { 200: dataReply(adminMessageView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await setContactMessageStatus(db, req.params.id, req.body.status, operators.auditor(req)),
    }),
  )

  // ---- customers and subscribers --------------------------------------------------------------------------
  app.get(
    '/customers',
    {
      schema: {
        tags: TAG,
        summary: 'Shoppers, newest first, with search by name or email; orders and lifetime value',
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: adminList(customerRow), ...guarded, 400: errorReplySchema },
      },
    },
    async (req) => {
      const { items, total } = await listCustomers(db, req.query)
      return {
        success: true as const,
        data: items,
        pagination: buildPagination(req.query.page, req.query.per_page, total),
      }
    },
  )
  app.get(
    '/customers/:id',
    {
      schema: {
        tags: TAG,
        summary: "A shopper's orders, lifetime value and address book (never a password or token)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: dataReply(customerView), ...guarded, 404: errorReplySchema },
      },
    },
    async (req) => ({ success: true as const, data: await getCustomer(db, req.params.id) }),
  )
  app.get(
    '/subscribers',
    {
      schema: {
        tags: TAG,
        summary: 'Newsletter subscribers who confirmed (pending and unsubscribed addresses are not listed)',
        response: { 200: dataReply(z.array(subscriberView)), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await listSubscribers(db) }),
  )
  app.get(
    '/subscribers.csv',
    {
      schema: {
        tags: TAG,
        summary: 'The confirmed subscribers as CSV (email, confirmed_at)',
        produces: ['text/csv'],
        response: { 200: z.string(), ...guarded },
      },
    },
    async (_req, reply) => {
      const rows = await listSubscribers(db)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(
          toCsv(
            ['email', 'confirmed_at'],
            rows.map((r) => [r.email, r.confirmed_at]),
          ),
        )
    },
  )
}
