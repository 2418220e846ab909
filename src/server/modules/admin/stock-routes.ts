// The back office's stock screen (decision 042): a product's ledger with its running balance (filtered, as CSV)
// and the stock take (preview, then apply; typed on the screen or uploaded as a CSV file).
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminList } from '#domain/contracts/admin.ts'
import { batchView } from '#domain/contracts/admin-batches.ts'
import {
  type StockTakeInput,
  stockLedgerEntry,
  stockLedgerQuery,
  stockTakeInput,
  stockTakePreview,
  stockTakeResult,
} from '#domain/contracts/admin-stock.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { buildPagination } from '#domain/pagination.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { readUploadedFile } from '#server/http/upload.ts'
import { readStockTakeCsv, screenLines } from '../catalogue/stock-take.ts'
import { type AdminRouteDeps, guarded, productId, TAG, writeErrors } from './route-kit.ts'

const STOCK_TAKE_DOC =
  'Typed on the screen (POST /stock-take…, JSON `{ lines: [{ product, counted }], note }`, `product` a number or a name) or uploaded (POST /stock-take/file…, multipart field `file`, a CSV with the header `sku_or_product,counted`). Every line is checked: a count that is negative, not a whole number or missing, an unknown or repeated product, a line without two cells; each error names its line and column. A file that is not CSV text, has other columns, no line or is too large is refused whole.'

export const stockRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { operators } = deps

  // Batches from farm to pack (decision 052). Received through POST /products/{id}/stock with `batch`.
  app.get(
    '/products/:id/batches',
    {
      config: { permission: 'stock' },
      schema: {
        tags: TAG,
        summary:
          "A product's batches (lots) by pack, first expiry first: dates, source, received and remaining",
        description:
          'Sales take a pack’s unexpired batches earliest best-before first, then stock no batch names; an expired batch is written off, never sold (decision 052).',
        params: productId,
        response: { 200: dataReply(z.array(batchView)), ...guarded, ...errorReplies(400, 404) },
      },
    },
    async (req) => {
      await deps.catalogue.get(req.params.id)
      return { success: true as const, data: await deps.catalogue.listBatches(req.params.id) }
    },
  )
  /** The lines of an uploaded stock-take file (multipart field `file`). */
  async function fileLines(req: FastifyRequest) {
    const file = await readUploadedFile(req, 'file', {
      tooLarge: adminMessages.stockTakeTooLarge(deps.config.uploadMaxBytes),
      missing: adminMessages.stockTakeMissingFile,
    })
    return readStockTakeCsv(file)
  }

  app.get(
    '/products/:id/ledger',
    {
      config: { permission: 'stock' },
      schema: {
        tags: TAG,
        summary:
          "A product's stock ledger, newest first: each change, the running balance after it, who or which order, and why",
        description:
          'Filtered by kind and by days in India time (from and to included). Every change of the stock is a row (decision 031), so the newest row’s `stock_after` is the stock on hand.',
        params: productId,
        querystring: stockLedgerQuery,
        response: { 200: adminList(stockLedgerEntry), ...guarded, ...errorReplies(400, 404) },
      },
    },
    async (req) => {
      await deps.catalogue.get(req.params.id)
      const { items, total } = await deps.catalogue.stockLedger(req.params.id, req.query)
      return {
        success: true as const,
        data: items,
        pagination: buildPagination(req.query.page, req.query.per_page, total),
      }
    },
  )
  app.get(
    '/products/:id/ledger.csv',
    {
      config: { permission: 'stock' },
      schema: {
        tags: TAG,
        summary: "A product's stock ledger as CSV, oldest first, times in India time (the screen's filters)",
        produces: ['text/csv'],
        params: productId,
        querystring: stockLedgerQuery.omit({ page: true, per_page: true }),
        response: { 200: z.string(), ...guarded, ...errorReplies(400, 404) },
      },
    },
    async (req, reply) => {
      await deps.catalogue.get(req.params.id)
      const { csv } = await deps.catalogue.stockLedgerCsv(req.params.id, {
        ...req.query,
        page: 1,
        per_page: 1,
      })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="stock-ledger-${req.params.id}.csv"`)
        .send(csv)
    },
  )
  // The screen's lines (JSON) and an uploaded file (multipart) are separate routes: the back office takes a
  // route's one body type only (same-origin guard).
  for (const from of ['screen', 'file'] as const) {
    const base = from === 'screen' ? '/stock-take' : '/stock-take/file'
    const consumes = from === 'screen' ? ['application/json'] : ['multipart/form-data']
    const body = from === 'screen' ? { body: stockTakeInput } : {}
    const lines = async (req: FastifyRequest) =>
      from === 'screen'
        ? { raws: screenLines(req.body as StockTakeInput), note: (req.body as StockTakeInput).note }
        : { raws: await fileLines(req), note: '' }
    app.post(
      `${base}/preview`,
      {
        config: { permission: 'stock' },
        schema: {
          tags: TAG,
          summary: `Checks a stock take (${from === 'screen' ? 'typed on the screen' : 'an uploaded CSV file'}): every line’s change (counted − on hand) and every error with its line; writes nothing`,
          description: STOCK_TAKE_DOC,
          consumes,
          ...body,
          response: { 200: dataReply(stockTakePreview), ...writeErrors, ...errorReplies(413) },
        },
      },
      async (req) => {
        const { raws } = await lines(req)
        return { success: true as const, data: await deps.catalogue.previewStockTake(raws) }
      },
    )
    app.post(
      base,
      {
        config: { permission: 'stock' },
        schema: {
          tags: TAG,
          summary: `Applies a stock take (${from === 'screen' ? 'typed on the screen' : 'an uploaded CSV file'}): one 'correction' row by the counter per product whose count differs, all in one transaction`,
          description: `${STOCK_TAKE_DOC} Any error refuses the whole stock take (400, its errors in the message) and nothing is written. The counted products are locked in id order, as an order taking stock locks them, and each correction is counted − on hand at that moment, so the ledger adds up to on hand whatever shoppers buy meanwhile (decision 042).`,
          consumes,
          ...body,
          response: { 200: dataReply(stockTakeResult), ...writeErrors, ...errorReplies(413) },
        },
      },
      async (req) => {
        const { raws, note } = await lines(req)
        const counter = req.operator!.name || req.operator!.email
        return {
          success: true as const,
          data: await deps.catalogue.applyStockTake(raws, note, counter, operators.auditor(req)),
        }
      },
    )
  }
}
