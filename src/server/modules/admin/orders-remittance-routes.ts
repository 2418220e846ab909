// The back office's COD remittance (decision 046, amended): the courier's remittance report uploaded as a CSV file
// or fetched from its API, checked (each row matched to a delivered COD order, short or over remittances flagged,
// errors by line and column), then imported all or nothing; and the COD delivered but not yet remitted.
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  codOutstanding,
  REMITTANCE_COLUMNS,
  remittanceApiInput,
  remittancePreview,
  remittanceResult,
} from '#domain/contracts/admin-remittance.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { remittanceMessages } from '#domain/messages-remittance.ts'
import { rupeesText } from '#domain/money.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { readUploadedFile } from '#server/http/upload.ts'
import { CourierError } from '#server/integrations/shiprocket.ts'
import { createCodRemittance, type RemittanceRaw, readRemittanceCsv } from '../orders/cod-remittance.ts'
import type { AdminApp, OrdersConsole } from './orders-console.ts'
import { readErrors, TAG, writeErrors } from './orders-console.ts'

/** An import's reply: what was written, and the sentence staff read. */
const imported = dataReply(remittanceResult).extend({ message: z.string() })

const accepted = Object.values(REMITTANCE_COLUMNS)
  .map((names) => names.join(' / '))
  .join('; ')

const REMITTANCE_DOC =
  `The courier's COD remittance report: a header row, then one row per COD shipment. The shop's header is ` +
  '`awb,order_id,cod_amount,remitted_amount,utr,remitted_on` (amounts in rupees, the day as YYYY-MM-DD or ' +
  'DD-MM-YYYY); each column may also be named as the courier’s export names it (any case): ' +
  `${accepted}. A row needs the AWB or the order id, the amount remitted, the UTR and the day. Each row is matched ` +
  'to a cash-on-delivery order by AWB, else order id: the order must be delivered and its total to collect must ' +
  "equal the amount remitted ('short' or 'over' otherwise, which refuses the import: take it up with the courier). " +
  'An unknown AWB or order, an order paid online or not delivered, one remitted before under another UTR, or the ' +
  'same order twice is an error naming its line and column. A row remitted before with the same UTR and amount is ' +
  "'already' and adds nothing, so the same report imported twice writes nothing the second time."

/** The adapter's rows as the report's (amounts as rupees text): one check for both paths. */
const rawsOfCourier = (
  rows: {
    awb: string
    orderId: string
    codPaise: number
    remittedPaise: number
    utr: string
    remittedOn: string
  }[],
): RemittanceRaw[] =>
  rows.map((r, i) => ({
    line: i + 1,
    awb: r.awb,
    order_id: r.orderId,
    cod_amount: r.codPaise > 0 ? rupeesText(r.codPaise) : '',
    remitted_amount: rupeesText(r.remittedPaise),
    utr: r.utr,
    remitted_on: r.remittedOn,
  }))

export function remittanceRoutes(app: AdminApp, c: OrdersConsole): void {
  const remittance = createCodRemittance(c.db)
  const importer = (req: FastifyRequest) => req.operator!.name || req.operator!.email

  async function fileRows(req: FastifyRequest) {
    const file = await readUploadedFile(req, 'file', {
      tooLarge: remittanceMessages.tooLarge(c.config.uploadMaxBytes),
      missing: remittanceMessages.missingFile,
    })
    return readRemittanceCsv(file)
  }
  async function courierRows(q: { from: string; to: string }) {
    const courier = c.orders.courier
    if (!courier) throw new AppError('conflict', remittanceMessages.noCourier)
    try {
      return rawsOfCourier(await courier.codRemittances(q.from, q.to))
    } catch (err) {
      if (err instanceof CourierError)
        throw new AppError('unavailable', remittanceMessages.courierFailed(err.reason))
      throw err
    }
  }

  app.get(
    '/cod-remittances/outstanding',
    {
      config: { permission: ['orders.refund', 'reports'] },
      schema: {
        tags: TAG,
        summary:
          'COD delivered and not yet remitted by the courier: orders and amount, by carrier, oldest delivery',
        response: { 200: dataReply(codOutstanding), ...readErrors },
      },
    },
    async () => ({ success: true as const, data: await remittance.outstanding() }),
  )

  app.post(
    '/cod-remittances/file/preview',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags: TAG,
        summary:
          "Checks the courier's COD remittance report (an uploaded CSV): each row's order and outcome, every error with its line; writes nothing",
        description: `${REMITTANCE_DOC} Multipart field \`file\`.`,
        consumes: ['multipart/form-data'],
        response: { 200: dataReply(remittancePreview), ...writeErrors, ...errorReplies(413) },
      },
    },
    async (req) => ({ success: true as const, data: await remittance.preview(await fileRows(req)) }),
  )
  app.post(
    '/cod-remittances/file',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags: TAG,
        summary: "Imports the courier's COD remittance report (an uploaded CSV): every matched row, or none",
        description: `${REMITTANCE_DOC} Multipart field \`file\`. Any error, short or over remittance refuses the whole file (400) and nothing is written; the orders named are locked while they are checked and written.`,
        consumes: ['multipart/form-data'],
        response: { 200: imported, ...writeErrors, ...errorReplies(413) },
      },
    },
    async (req) => {
      const r = await remittance.apply(await fileRows(req), 'csv', importer(req))
      return { success: true as const, message: remittanceMessages.imported(r.written), data: r }
    },
  )
  app.post(
    '/cod-remittances/courier/preview',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags: TAG,
        summary: "Checks the COD remittances the courier's API lists between two days; writes nothing",
        description: `The courier adapter's remittances (each row numbered as the courier lists it), checked as the report is. ${REMITTANCE_DOC} 409 when no courier is set up; 503 when the courier fails.`,
        body: remittanceApiInput,
        response: { 200: dataReply(remittancePreview), ...writeErrors, ...errorReplies(503) },
      },
    },
    async (req) => ({ success: true as const, data: await remittance.preview(await courierRows(req.body)) }),
  )
  app.post(
    '/cod-remittances/courier',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags: TAG,
        summary:
          "Imports the COD remittances the courier's API lists between two days: every matched row, or none",
        description: `Checked as the report is, then written all or nothing. ${REMITTANCE_DOC} 409 when no courier is set up; 503 when the courier fails.`,
        body: remittanceApiInput,
        response: { 200: imported, ...writeErrors, ...errorReplies(503) },
      },
    },
    async (req) => {
      const r = await remittance.apply(await courierRows(req.body), 'api', importer(req))
      return { success: true as const, message: remittanceMessages.imported(r.written), data: r }
    },
  )
}
