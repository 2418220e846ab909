// The catalogue as CSV in the back office (decision 053): the export, the import's dry run and the import, all or
// nothing. The file is uploaded as multipart (field `file`), as the stock take's is.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CATALOGUE_CSV_COLUMNS, catalogueCsvMessages } from '#domain/catalogue-csv.ts'
import { catalogueCsvPlan, catalogueImportQuery } from '#domain/contracts/admin-catalogue-csv.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { readUploadedFile } from '#server/http/upload.ts'
import { type AdminRouteDeps, guarded, TAG, writeErrors } from './route-kit.ts'

const FORMAT = `One row per pack (SKU), the header \`${CATALOGUE_CSV_COLUMNS.join(',')}\` (the export's; \`stock\` may be left out and is never imported). A row whose SKU the shop has updates that pack and its product; a new SKU with a \`product_id\` adds a pack to that product; a new SKU without one adds a product (the rows of one new product share its name, the first its default pack). Prices in rupees with at most two decimals; \`active\` yes or no. Stock is never written: new packs start at 0 (a stock take or a receipt puts stock on them).`

export const catalogueCsvRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const file = (req: Parameters<typeof readUploadedFile>[0]) =>
    readUploadedFile(req, 'file', {
      tooLarge: catalogueCsvMessages.tooLarge(deps.config.uploadMaxBytes),
      missing: catalogueCsvMessages.missingFile,
    })

  app.get(
    '/catalogue.csv',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'The catalogue as CSV: every product (archived ones left out) with its packs, one row per SKU',
        description: FORMAT,
        produces: ['text/csv'],
        response: { 200: z.string(), ...guarded },
      },
    },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalogue.csv"')
        .send(await deps.catalogue.catalogueCsv.exportCsv()),
  )

  app.post(
    '/catalogue/import/preview',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Checks a catalogue CSV (the dry run): every row’s change and every error with its line, column and message; writes nothing',
        description: FORMAT,
        consumes: ['multipart/form-data'],
        response: { 200: dataReply(catalogueCsvPlan), ...writeErrors, ...errorReplies(413) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.catalogueCsv.check(await file(req)),
    }),
  )

  app.post(
    '/catalogue/import',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Imports a catalogue CSV, all or nothing: checked again under the products’ locks; any error refuses the whole file (400) and nothing is written',
        description: FORMAT,
        consumes: ['multipart/form-data'],
        querystring: catalogueImportQuery,
        response: { 200: dataReply(catalogueCsvPlan), ...writeErrors, ...errorReplies(413) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.catalogueCsv.apply(
        await file(req),
        deps.operators.auditor(req),
        req.query.expect,
      ),
    }),
  )
}
