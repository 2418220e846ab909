import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataReply } from '#domain/contracts/common.ts'
import { gstr1Query, gstr1View } from '#domain/contracts/gst.ts'
import { gstr1Csv } from '#domain/gstr1-csv.ts'
import { gstr1OfflineCsv } from '#domain/gstr1-offline-csv.ts'
import type { Db } from '#server/db/client.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { OperatorsService } from '../admin/operators.ts'
import { type GstReturns, toGstr1View } from './gst-returns.ts'

/** The back office's GST returns (decision 025): owners and staff, with the second factor, like every admin route. */
export const gstAdminRoutes: FastifyPluginAsyncZod<{
  db: Db
  operators: OperatorsService
  gstReturns: GstReturns
  /** the shop's GSTIN now (a setting, decision 043) */
  sellerGstin: () => string
}> = async (app, deps) => {
  app.addHook('onRequest', deps.operators.authenticate)
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/gst/gstr1',
    {
      config: { permission: 'reports' },
      schema: {
        tags: ['admin'],
        summary:
          "GSTR-1 of a month from the shop's own invoices and credit notes: B2C (small) by place of supply and rate, the HSN summary and the documents issued",
        description:
          'format=json (default) gives all three tables with totals that reconcile to the invoices less the credit notes of the month, to the paisa; ' +
          'format=csv gives one table (section=b2cs, hsn or docs) with a total row, amounts in rupees; ' +
          "with layout=offline, in the columns of the GST offline tool's import template of that table (b2cs.csv, hsn.csv, docs.csv), without a total row. " +
          'Rows whose every figure is zero (a place of supply or HSN code credited in full) are left out. Each CSV download is in the audit log. ' +
          'B2C (small) and the HSN summary are reported net of the credit notes issued in the month.',
        querystring: gstr1Query,
        produces: ['application/json', 'text/csv'],
        response: {
          200: z.union([dataReply(gstr1View), z.string().describe('CSV')]),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (req, reply) => {
      const { month, format, section, layout } = req.query
      const r = await deps.gstReturns.gstr1(month)
      if (format === 'csv' && section) {
        await deps.operators.auditor(req)(deps.db, {
          action: 'gstr1.export',
          entityType: 'export',
          entityId: `gstr1-${month}-${section}${layout === 'offline' ? '-offline' : ''}.csv`,
          after: { month, section, layout },
        })
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="gstr1-${month}-${section}${layout === 'offline' ? '-offline' : ''}.csv"`,
          )
          .send(layout === 'offline' ? gstr1OfflineCsv(r, section) : gstr1Csv(r, section))
      }
      return { success: true as const, data: toGstr1View(r, deps.sellerGstin()) }
    },
  )
}
