// The back office's moderation routes: reviews (hide, show, approve) and the contact inbox (threads, replies, status).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminList } from '#domain/contracts/admin.ts'
import {
  adminMessageThreadView,
  adminMessageView,
  adminReviewQuery,
  adminReviewView,
  hideReviewInput,
} from '#domain/contracts/admin-moderation.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { buildPagination } from '#domain/pagination.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import {
  getContactThread,
  listContactMessages,
  replyToContactMessage,
  setContactMessageStatus,
} from '../content/messages-admin.ts'
import { adminReviewOf, listReviewsForStaff } from '../reviews/admin.ts'
import { type AdminRouteDeps, guarded, TAG, uuidParam, writeErrors } from './route-kit.ts'

export const moderationRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { db, operators } = deps
  app.get(
    '/reviews',
    {
      config: { permission: 'reviews' },
      schema: {
        tags: TAG,
        summary:
          'Every review, hidden and held ones too, newest first, with how often shoppers reported it and why; filter by rating, hidden, reported (most reported first) and held (waiting for approval, the longest waiting first)',
        querystring: adminReviewQuery,
        response: { 200: adminList(adminReviewView), ...guarded, ...errorReplies(400) },
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
  for (const action of ['hide', 'show', 'approve'] as const) {
    app.post(
      `/reviews/:id/${action}`,
      {
        config: { permission: 'reviews' },
        schema: {
          tags: TAG,
          summary:
            action === 'hide'
              ? 'Hides a review with a reason: it leaves the product page, its average and its count at once (a held review is refused so)'
              : action === 'show'
                ? 'Shows a hidden review again'
                : 'Approves a review waiting for approval: it joins the product page, its average and its count (decision 045)',
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
          action === 'hide'
            ? { hide: true, reason }
            : action === 'show'
              ? { hide: false }
              : { approve: true },
          (tx, before, after) =>
            audit(tx, {
              action: `review.${action}`,
              entityType: 'review',
              entityId: before.id,
              before: {
                hidden: before.hiddenAt !== null,
                reason: before.hiddenReason,
                held: before.heldAt !== null,
              },
              after: {
                hidden: after.hiddenAt !== null,
                reason: after.hiddenReason,
                held: after.heldAt !== null,
              },
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
      config: { permission: 'reviews' },
      schema: {
        tags: TAG,
        summary: 'The contact inbox, newest first',
        querystring: z.object({
          status: status.optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: adminList(adminMessageView), ...guarded, ...errorReplies(400) },
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
  const threadView = adminMessageThreadView
  app.get(
    '/messages/:id',
    {
      config: { permission: 'reviews' },
      schema: {
        tags: TAG,
        summary: 'A contact message with its replies',
        params: uuidParam,
        response: { 200: dataReply(threadView), ...guarded, ...errorReplies(404) },
      },
    },
    async (req) => ({ success: true as const, data: await getContactThread(db, req.params.id) }),
  )
  app.post(
    '/messages/:id/reply',
    {
      config: { permission: 'reviews' },
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
      config: { permission: 'reviews' },
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
}
