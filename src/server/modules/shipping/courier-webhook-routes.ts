import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { courierMessages } from '#domain/messages-courier.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { shiprocketTime } from '#server/integrations/shiprocket.ts'
import type { OrdersService } from '../orders/service.ts'

// Shiprocket's tracking webhook (decision 046): its own payload, and the token set in Shiprocket's panel sent as
// x-api-key (Shiprocket signs nothing). Answered 200 whenever the token is right and the body readable, an unknown
// AWB included (Shiprocket wants 200 only, and retries otherwise).

const trackingBody = z.object({
  awb: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(60)),
  current_status: z.string().min(1).max(80),
  current_timestamp: z.string().max(40).optional(),
  // the scans so far, newest last: a failed delivery's reason is the last one's activity
  scans: z
    .array(z.object({ activity: z.string().max(300).optional() }).loose())
    .max(500)
    .optional()
    .catch(undefined),
})

/** The courier's reason of a failed delivery: the last scan's activity, without the status it repeats. */
export function ndrReasonOf(status: string, scans: { activity?: string }[] | undefined): string | undefined {
  const activity = scans?.at(-1)?.activity?.trim()
  if (!activity) return undefined
  const prefix = `${status.trim().toUpperCase()} - `
  const reason = activity.toUpperCase().startsWith(prefix) ? activity.slice(prefix.length) : activity
  return reason.trim() && reason.trim().toUpperCase() !== status.trim().toUpperCase()
    ? reason.trim()
    : undefined
}

const sameToken = (want: string, got: string) => {
  const a = Buffer.from(want)
  const b = Buffer.from(got)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const courierWebhookRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; token?: string }> = async (
  app,
  { orders, token },
) => {
  app.post(
    '/shipping/shiprocket/webhook',
    {
      schema: {
        tags: ['shipping'],
        summary: "Shiprocket's tracking webhook (x-api-key)",
        description:
          'The courier adapter (decision 046). DELIVERED delivers a shipped order through its state machine; OUT FOR ' +
          'DELIVERY mails the shopper once; UNDELIVERED is a failed delivery (NDR): counted once on the order with ' +
          "the last scan's activity as its reason, the shopper mailed, the return to origin asked of the courier " +
          "after the owner's number of attempts; IN TRANSIT, RTO INITIATED and RTO DELIVERED are shown on the " +
          'order. Each update is on the timeline once (per AWB, status and time): a ' +
          'repeat changes nothing, an update older than the one shown is kept on the timeline only. A wrong token ' +
          'is 401, a body without awb and current_status 400, an unknown AWB 200 (logged). The AWB of a shopper ' +
          "return's reverse pickup (decision 056) moves the return's tracking (pickup scheduled, PICKED UP, IN TRANSIT, " +
          'DELIVERED: received at the warehouse), kept once per AWB, status and time and read in time order ' +
          "whatever order the updates come in; it changes neither the return's status nor stock.",
        response: {
          200: z.object({
            success: z.literal(true),
            order_id: z.string().optional(),
            return_id: z.string().optional().describe('the shopper return whose reverse pickup this AWB is'),
            status: z.string().optional(),
            courier_status: z.string().nullable().optional(),
            ignored: z.string().optional(),
          }),
          ...errorReplies(400, 401),
        },
      },
    },
    async (req) => {
      const got = String(req.headers['x-api-key'] ?? '')
      if (!token || !sameToken(token, got)) {
        req.log.warn({ from: req.ip }, 'Shiprocket webhook refused: wrong x-api-key')
        throw new AppError('unauthenticated', courierMessages.badWebhookToken)
      }
      const parsed = trackingBody.safeParse(req.body)
      if (!parsed.success) throw new AppError('bad_request', courierMessages.badWebhookBody)
      const { awb, current_status, current_timestamp, scans } = parsed.data
      const order = await orders.trackingUpdate({
        awb,
        status: current_status,
        at: shiprocketTime(current_timestamp, new Date()),
        reason: ndrReasonOf(current_status, scans),
      })
      const ret = order
        ? undefined
        : await orders.returnTrackingUpdate({
            awb,
            status: current_status,
            at: shiprocketTime(current_timestamp, new Date()),
          })
      if (ret)
        return {
          success: true as const,
          order_id: ret.order_id,
          return_id: ret.id,
          status: ret.status,
          courier_status: ret.tracking,
        }
      if (!order) {
        req.log.warn({ awb, status: current_status }, 'Shiprocket webhook for an unknown AWB: ignored')
        return { success: true as const, ignored: courierMessages.unknownAwb }
      }
      return {
        success: true as const,
        order_id: order.id,
        status: order.status,
        courier_status: order.courierStatus,
      }
    },
  )
}
