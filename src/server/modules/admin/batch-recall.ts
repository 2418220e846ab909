// A batch's recall (decision 052): every order holding units of the batch with its shopper (the back office's
// batch page and its CSV), and one action that mails them all through the outbox (decision 024), one mail per
// shopper, never twice: the outbox row's key is the batch and the address.
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  type BatchOrderView,
  batchDetail,
  recallInput,
  recallResult,
} from '#domain/contracts/admin-batches.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { toCsv } from '#domain/csv.ts'
import type { Db } from '#server/db/client.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { CatalogueAdmin } from '../catalogue/admin.ts'
import { indiaTime } from '../catalogue/stock-take.ts'
import { orderItemBatches } from '../catalogue/tables.ts'
import { guests, users } from '../identity/tables.ts'
import type { Notify } from '../notifications/service.ts'
import { notifications } from '../notifications/tables.ts'
import { orders } from '../orders/tables.ts'
import type { OperatorsService } from './operators.ts'
import { guarded, TAG, writeErrors } from './route-kit.ts'

/** The outbox key of a batch's recall mail to one shopper: the same batch and address is one mail, ever. */
export const recallKey = (batchId: number, email: string) =>
  `batch:${batchId}:recall:${email.trim().toLowerCase()}`

/** The recall list's CSV columns, one entry per column. */
const RECALL_CSV: { header: string; cell(o: BatchOrderView): string | number }[] = [
  { header: 'order_id', cell: (o) => o.order_id },
  { header: 'placed_at_india_time', cell: (o) => indiaTime(new Date(o.placed_at)) },
  { header: 'status', cell: (o) => o.status },
  { header: 'quantity', cell: (o) => o.quantity },
  { header: 'customer_name', cell: (o) => o.customer_name },
  { header: 'email', cell: (o) => o.email },
  { header: 'phone', cell: (o) => o.phone },
  { header: 'city', cell: (o) => o.city },
  { header: 'recall_mailed', cell: (o) => (o.recall_mailed ? 'yes' : 'no') },
]

/** Every order holding units of the batch, oldest first, with its shopper and whether the recall mail is queued. */
export async function ordersOfBatch(db: Db, batchId: number): Promise<BatchOrderView[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      status: orders.status,
      at: orders.createdAt,
      quantity: orderItemBatches.quantity,
      address: orders.shippingAddress,
      name: users.name,
      // a guest's email is the one given at checkout (decision 057): the recall reaches them
      email: sql<string>`coalesce(${guests.email}, ${users.email})`,
    })
    .from(orderItemBatches)
    .innerJoin(orders, eq(orders.id, orderItemBatches.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(guests, eq(guests.userId, orders.userId))
    .where(eq(orderItemBatches.batchId, batchId))
    .orderBy(asc(orders.createdAt), asc(orders.id))
  const keys = [...new Set(rows.map((r) => recallKey(batchId, r.email)))]
  const mailed = new Set(
    keys.length === 0
      ? []
      : (
          await db
            .select({ key: notifications.dedupeKey })
            .from(notifications)
            .where(inArray(notifications.dedupeKey, keys))
        ).map((r) => r.key),
  )
  return rows.map((r) => ({
    order_id: r.orderId,
    status: r.status,
    placed_at: r.at.toISOString(),
    quantity: r.quantity,
    customer_name: `${r.address.first_name} ${r.address.last_name}`.trim() || r.name,
    email: r.email,
    phone: r.address.mobile,
    city: r.address.city,
    recall_mailed: mailed.has(recallKey(batchId, r.email)),
  }))
}

const batchId = z.object({ batchId: z.coerce.number().int().positive().max(2_147_483_647) })

export const batchRecallRoutes: FastifyPluginAsyncZod<{
  db: Db
  operators: OperatorsService
  catalogue: CatalogueAdmin
  notify: Notify
}> = async (app, { db, operators, catalogue, notify }) => {
  // staff only, each route's permission checked (decision 044); nothing here is cached
  app.addHook('onRequest', operators.authenticate)
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })
  app.get(
    '/batches/:batchId',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary:
          'A batch with every order holding units of it (the recall list): status, units, shopper and city',
        description:
          'An order’s units leave the list when its stock is given back (cancelled, expired, returned to origin). `recall_mailed` says whether the recall mail to that shopper is in the outbox (decision 052).',
        params: batchId,
        response: { 200: dataReply(batchDetail), ...guarded, ...errorReplies(400, 404) },
      },
    },
    async (req) => ({
      success: true as const,
      data: {
        ...(await catalogue.getBatch(req.params.batchId)),
        orders: await ordersOfBatch(db, req.params.batchId),
      },
    }),
  )
  app.get(
    '/batches/:batchId/orders.csv',
    {
      config: { permission: 'customers' },
      schema: {
        tags: TAG,
        summary:
          "A batch's recall list as CSV: every order and shopper (name, email, phone, city) that received it",
        produces: ['text/csv'],
        params: batchId,
        response: { 200: z.string(), ...guarded, ...errorReplies(400, 404) },
      },
    },
    async (req, reply) => {
      const batch = await catalogue.getBatch(req.params.batchId)
      const rows = await ordersOfBatch(db, req.params.batchId)
      const csv = toCsv(
        RECALL_CSV.map((c) => c.header),
        rows.map((o) => RECALL_CSV.map((c) => c.cell(o))),
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="recall-${batch.lot.replaceAll('/', '-')}.csv"`)
        .send(csv)
    },
  )
  app.post(
    '/batches/:batchId/recall',
    {
      config: { permission: 'customers' },
      schema: {
        tags: TAG,
        summary: 'Mails every shopper who received the batch, once: one mail per shopper through the outbox',
        description:
          'Each mail is keyed by the batch and the address (decision 024), so a second click, or the same request on two processes, queues no second mail; `queued` counts the new ones (decision 052).',
        params: batchId,
        body: recallInput,
        response: { 200: dataReply(recallResult), ...writeErrors },
      },
    },
    async (req) => {
      const id = req.params.batchId
      const batch = await catalogue.getBatch(id)
      const list = await ordersOfBatch(db, id)
      const byEmail = new Map<string, BatchOrderView[]>()
      for (const o of list) {
        const key = o.email.trim().toLowerCase()
        byEmail.set(key, [...(byEmail.get(key) ?? []), o])
      }
      // each shopper's mail in the language of their latest order of the batch (decision 060)
      const ids = list.map((o) => o.order_id)
      const languages = new Map(
        ids.length === 0
          ? []
          : (
              await db
                .select({ id: orders.id, language: orders.language })
                .from(orders)
                .where(inArray(orders.id, ids))
            ).map((o) => [o.id, o.language]),
      )
      const audit = operators.auditor(req)
      const queued = await db.transaction(async (tx) => {
        const n = await notify(
          tx,
          [...byEmail].map(([email, held]) => ({
            to: held[0]!.email,
            dedupeKey: recallKey(id, email),
            orderId: held[0]!.order_id,
            payload: {
              kind: 'batch_recall' as const,
              productId: batch.product_id,
              productName: batch.product_name,
              size: batch.size,
              lot: batch.lot,
              bestBefore: batch.best_before,
              orders: held.map((o) => o.order_id),
              message: req.body.message,
              language: languages.get(held.at(-1)!.order_id),
            },
          })),
        )
        await audit(tx, {
          action: 'batch.recall',
          entityType: 'batch',
          entityId: id,
          before: null,
          after: {
            lot: batch.lot,
            sku: batch.sku,
            shoppers: byEmail.size,
            queued: n,
            message: req.body.message,
          },
        })
        return n
      })
      return { success: true as const, data: { queued, shoppers: byEmail.size } }
    },
  )
}
