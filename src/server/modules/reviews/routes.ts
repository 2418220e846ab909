import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '#domain/contracts/catalogue.ts'
import {
  createReviewBody,
  createReviewReply,
  deleteReviewReply,
  likeBody,
  likeReply,
  reportReviewBody,
  reportReviewReply,
  reviewParams,
  userReviewsQuery,
  userReviewsReply,
} from '#domain/contracts/review-writes.ts'
import {
  productReviewsQuery,
  productReviewsReply,
  recentReviewsQuery,
  recentReviewsReply,
} from '#domain/contracts/reviews.ts'
import { messages } from '#domain/messages.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { ResponseCache } from '#server/http/response-cache.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import { type ReviewsService, reviewMessages } from './service.ts'

export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService
  cache: ResponseCache
  identity: IdentityService
}> = async (app, { reviews, cache, identity }) => {
  const authErrors = errorReplies(401, 403, 404, 419)

  app.post(
    '/products/:id/reviews',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['reviews'],
        summary:
          'Writes (or updates) the shopper’s review of a product; verified only after a delivered order holding ' +
          'it. The shop’s moderation rule may hold it for approval (`held`; decision 045)',
        params: idParams,
        body: createReviewBody,
        response: { 200: createReviewReply, ...errorReplies(400), ...authErrors },
      },
    },
    async (req) => {
      const { product, ...review } = await reviews.write(userIdOf(req), req.params.id, req.body)
      return {
        success: true as const,
        product,
        message: review.held
          ? reviewMessages.held
          : review.updated
            ? reviewMessages.updated
            : messages.reviews.submitted,
        data: review,
      }
    },
  )

  app.post(
    '/products/:productId/reviews/:reviewId/like',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'Likes or unlikes a review (idempotent per shopper)',
        params: reviewParams,
        body: likeBody,
        response: { 200: likeReply, ...errorReplies(400), ...authErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await reviews.like(userIdOf(req), req.params.productId, req.params.reviewId, req.body.action),
    }),
  )

  app.post(
    '/products/:productId/reviews/:reviewId/report',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['reviews'],
        summary:
          "Reports another shopper's review to the shop's staff with a reason (once per shopper; a repeat answers the same)",
        params: reviewParams,
        body: reportReviewBody,
        response: { 200: reportReviewReply, ...errorReplies(400), ...authErrors },
      },
    },
    async (req) => {
      await reviews.report(userIdOf(req), req.params.productId, req.params.reviewId, req.body.reason)
      return { success: true as const, message: reviewMessages.reported }
    },
  )

  app.delete(
    '/products/:productId/reviews/:reviewId',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'Deletes a review; only its author may',
        params: reviewParams,
        response: { 200: deleteReviewReply, ...errorReplies(400), ...authErrors },
      },
    },
    async (req) => {
      const product = await reviews.remove(userIdOf(req), req.params.productId, req.params.reviewId)
      return { success: true as const, message: messages.reviews.deleted, product }
    },
  )

  app.get(
    '/users/:userId/reviews',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['reviews'],
        summary: "The signed-in shopper's own reviews",
        params: z.object({ userId: z.string() }),
        querystring: userReviewsQuery,
        response: { 200: userReviewsReply, ...errorReplies(400), ...authErrors },
      },
    },
    async (req) => {
      const me = userIdOf(req)
      if (req.params.userId !== me) throw new AppError('forbidden', reviewMessages.ownOnly)
      return { success: true as const, data: await reviews.listForUser(me, req.query) }
    },
  )

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first",
        params: idParams,
        querystring: productReviewsQuery,
        response: { 200: productReviewsReply, ...errorReplies(400, 404) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await reviews.listForProduct({
        productId: req.params.id,
        page: req.query.page,
        limit: req.query.limit,
        viewerId: (await identity.optionalUser(req))?.id,
      }),
    }),
  )

  app.get(
    '/reviews/recent',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Top recent reviews for the home page (moringa first, then by rating)',
        querystring: recentReviewsQuery,
        response: { 200: recentReviewsReply, ...errorReplies(400) },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () => ({
        success: true,
        data: { reviews: await reviews.recent(req.query.limit) },
      })),
  )
}
