import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParams } from '../../../domain/contracts/catalogue.ts'
import { errorReplySchema } from '../../../domain/contracts/common.ts'
import {
  productReviewsQuery,
  productReviewsReply,
  recentReviewsQuery,
  recentReviewsReply,
} from '../../../domain/contracts/reviews.ts'
import type { ResponseCache } from '../../http/response-cache.ts'
import type { ReviewsService } from './service.ts'

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService; cache: ResponseCache }> = async (
  app,
  { reviews, cache },
) => {
  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first",
        params: idParams,
        querystring: productReviewsQuery,
        response: { 200: productReviewsReply, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (req) => ({
      success: true as const,
      data: await reviews.listForProduct({
        productId: req.params.id,
        page: req.query.page,
        limit: req.query.limit,
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
        response: { 200: recentReviewsReply, 400: errorReplySchema },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () => ({
        success: true,
        data: { reviews: await reviews.recent(req.query.limit) },
      })),
  )
}
