// The back office's coupon routes: list, create, one coupon with its orders, edit or pause.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminCouponView,
  couponCreateInput,
  couponOrderView,
  couponUpdateInput,
} from '#domain/contracts/admin-coupons.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { type AdminRouteDeps, guarded, TAG, writeErrors } from './route-kit.ts'

export const couponsRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { operators } = deps
  // The cart's quick offers are the shop's settings (GET /api/v1/settings: active, featured coupons that can be used
  // now), which the response cache keeps: a coupon written clears it, in every process, as a catalogue change does.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 300) app.catalogueChanged()
  })
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
          ...errorReplies(404),
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
}
