// The back office's customer routes: shoppers with their orders and addresses, newsletter subscribers and their CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminList } from '#domain/contracts/admin.ts'
import { customerRow, customerView, subscriberView } from '#domain/contracts/admin-customers.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { toCsv } from '#domain/csv.ts'
import { buildPagination } from '#domain/pagination.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { getCustomer, listCustomers, listSubscribers } from './reports.ts'
import { type AdminRouteDeps, guarded, TAG } from './route-kit.ts'

export const customersRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { db } = deps
  app.get(
    '/customers',
    {
      config: { permission: 'customers' },
      schema: {
        tags: TAG,
        summary: 'Shoppers, newest first, with search by name or email; orders and lifetime value',
        querystring: z.object({
          q: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: adminList(customerRow), ...guarded, ...errorReplies(400) },
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
      config: { permission: 'customers' },
      schema: {
        tags: TAG,
        summary: "A shopper's orders, lifetime value and address book (never a password or token)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: dataReply(customerView), ...guarded, ...errorReplies(404) },
      },
    },
    async (req) => ({ success: true as const, data: await getCustomer(db, req.params.id) }),
  )
  app.get(
    '/subscribers',
    {
      config: { permission: 'customers' },
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
      config: { permission: 'customers' },
      schema: {
        tags: TAG,
        summary: 'The confirmed subscribers as CSV (email, confirmed_at); each export is in the audit log',
        produces: ['text/csv'],
        response: { 200: z.string(), ...guarded },
      },
    },
    async (req, reply) => {
      const rows = await listSubscribers(db)
      await deps.operators.auditor(req)(db, {
        action: 'subscribers.export',
        entityType: 'export',
        entityId: 'subscribers.csv',
        after: { rows: rows.length },
      })
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
