// The back office's coupon routes: list, create, one coupon with its orders, edit or pause.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  type AdminCoupon,
  adminCouponView,
  couponCreateInput,
  couponOrderView,
  couponUpdateInput,
} from '#domain/contracts/admin-coupons.ts'
import { dataReply } from '#domain/contracts/common.ts'
import type { Db } from '#server/db/client.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { AuditEntry } from './operator-guard.ts'
import {
  type AdminRouteDeps,
  guarded,
  staleVersionReply,
  TAG,
  versionedWriteErrors,
  versionRequiredReply,
  versionTag,
  writeErrors,
} from './route-kit.ts'

export const couponsRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { operators } = deps
  // The cart's quick offers are the shop's settings (GET /api/v1/settings: active, featured coupons that can be used
  // now), which the response cache keeps: a coupon written clears it, in every process, as a catalogue change does.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 300) app.catalogueChanged()
  })
  /** The audit of a coupon's save, which first refuses a discount above the owner's limits (decision 044). */
  async function limitedAuditor(req: FastifyRequest) {
    const audit = operators.auditor(req)
    const limits = await operators.limitsFor(req.operator)
    return async (tx: Db, entry: AuditEntry) => {
      limits.coupon(entry.after as AdminCoupon)
      await audit(tx, entry)
    }
  }
  app.get(
    '/coupons',
    {
      config: { permission: 'coupons' },
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
      config: { permission: 'coupons' },
      schema: {
        tags: TAG,
        summary: 'Creates a coupon (percent or flat; window, minimum order, limits)',
        body: couponCreateInput,
        response: { 200: dataReply(adminCouponView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.coupons.create(req.body, await limitedAuditor(req)),
    }),
  )
  app.get(
    '/coupons/:code',
    {
      config: { permission: 'coupons' },
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
    async (req, reply) => {
      const data = await deps.coupons.get(req.params.code)
      reply.header('etag', versionTag(data.coupon.version))
      return { success: true as const, data }
    },
  )
  app.patch(
    '/coupons/:code',
    {
      config: { permission: 'coupons' },
      schema: {
        tags: TAG,
        summary: 'Edits a coupon; active: false pauses it (carts are refused it from now on)',
        description:
          'The body names the `version` it was edited from (decision 040): without it 428; when someone saved the coupon since, 409 with `reason: stale_version` and the coupon as it is now in `current`, and nothing is saved. Orders using it move no version.',
        params: z.object({ code: z.string().max(40) }),
        body: couponUpdateInput,
        response: { 200: dataReply(adminCouponView), ...versionedWriteErrors(adminCouponView) },
      },
    },
    async (req, reply) => {
      const { version, ...fields } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const result = await deps.coupons.update(req.params.code, fields, version, await limitedAuditor(req))
      if (!result.saved) return reply.code(409).send(staleVersionReply('coupon', result.current))
      reply.header('etag', versionTag(result.coupon.version))
      return { success: true as const, data: result.coupon }
    },
  )
}
