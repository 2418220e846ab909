import fastifyMultipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  orderDetailReply,
  orderIdParams,
  orderListQuery,
  orderListReply,
  orderStatusReply,
} from '#domain/contracts/checkout.ts'
import { orderReturnsReply, returnReply, returnRequestInput } from '#domain/contracts/returns.ts'
import { creditNoteMessages } from '#domain/credit-notes.ts'
import { orderMessages } from '#domain/orders.ts'
import { MAX_RETURN_PHOTOS, returnMessages } from '#domain/returns.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import { photoName, type ReturnPhotoUpload } from './return-photos.ts'
import type { OrdersService } from './service.ts'

const errors = errorReplies(400, 401, 404, 409, 419)
const tags = ['orders']

/** An order id from a path, or 404 for anything that cannot be one. */
export function orderId(raw: string): string {
  const id = raw.trim()
  if (!/^[A-Z0-9-]{4,40}$/i.test(id)) throw new AppError('not_found', orderMessages.notFound)
  return id
}

/**
 * A return request sent as multipart/form-data (decision 056, amendment): the request's JSON in the field `request`,
 * and up to three files in `photos`. The JSON becomes the body (validated as a JSON request is); the photos are kept
 * for the handler. More than three photos, one too large, another file field or a form that cannot be read are
 * refused here, before anything is written.
 */
async function readReturnForm(
  req: FastifyRequest,
  maxBytes: number,
): Promise<{ body: unknown; photos: ReturnPhotoUpload[] }> {
  const fields: Record<string, string> = {}
  const photos: ReturnPhotoUpload[] = []
  let current: ReturnPhotoUpload = { filename: '', body: Buffer.alloc(0) }
  try {
    for await (const part of req.parts({
      limits: {
        fileSize: maxBytes,
        files: MAX_RETURN_PHOTOS + 1,
        fields: 4,
        fieldSize: 20_000,
        parts: MAX_RETURN_PHOTOS + 5,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos' || photos.length === MAX_RETURN_PHOTOS) {
          await part.toBuffer().catch(() => undefined)
          throw new AppError(
            'bad_request',
            part.fieldname === 'photos' ? returnMessages.tooManyPhotos : returnMessages.badForm,
          )
        }
        current = { filename: part.filename, body: Buffer.alloc(0) }
        photos.push({ filename: part.filename, body: await part.toBuffer() })
      } else fields[part.fieldname] = String(part.value)
    }
  } catch (err) {
    if (err instanceof AppError) throw err
    const code = err instanceof Error && 'code' in err ? err.code : undefined
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'payload_too_large',
        returnMessages.photoTooLarge(photoName(current, photos.length), maxBytes),
      )
    if (code === 'FST_FILES_LIMIT') throw new AppError('bad_request', returnMessages.tooManyPhotos)
    throw new AppError('bad_request', returnMessages.badForm)
  }
  try {
    return { body: JSON.parse(fields.request ?? ''), photos }
  } catch {
    throw new AppError('bad_request', returnMessages.badForm)
  }
}

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService
  identity: IdentityService
  uploadMaxBytes: number
}> = async (app, { orders, identity, uploadMaxBytes }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: uploadMaxBytes, files: MAX_RETURN_PHOTOS + 1, fields: 4 },
  })
  const photosOf = new WeakMap<FastifyRequest, ReturnPhotoUpload[]>()
  app.get(
    '/orders',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary: "The shopper's orders (latest, oldest or by status)",
        querystring: orderListQuery,
        response: { 200: orderListReply, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await orders.list(userIdOf(req), req.query) }),
  )

  app.get(
    '/orders/:id',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary: 'One order and its items',
        params: orderIdParams,
        response: { 200: orderDetailReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await orders.get(userIdOf(req), orderId(req.params.id)),
    }),
  )

  app.get(
    '/orders/:id/status',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary: 'Status, payment status and tracking of an order',
        params: orderIdParams,
        response: { 200: orderStatusReply, ...errors },
      },
    },
    async (req) => {
      const { order } = await orders.get(userIdOf(req), orderId(req.params.id))
      return {
        success: true as const,
        data: {
          order_id: order.id,
          status: order.status,
          payment_status: order.payment_status,
          tracking_url: order.tracking_url,
          courier_status: order.courier_status,
        },
      }
    },
  )

  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags,
        summary: 'The GST tax invoice (PDF) of a paid order; bearer token or session cookie',
        params: orderIdParams,
      },
    },
    async (req, reply) => {
      const user = await identity.requireUserOrSession(req)
      const id = orderId(req.params.id)
      const pdf = await orders.invoice(user.id, id)
      const download = (req.query as { download?: string }).download === '1'
      // The invoice dialog embeds the PDF in a same-origin frame; every other response stays unframeable.
      const csp = reply.raw.getHeader('content-security-policy')
      if (typeof csp === 'string')
        reply.header(
          'content-security-policy',
          csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        )
      reply.header('x-frame-options', 'SAMEORIGIN')
      return reply
        .type('application/pdf')
        .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="invoice-${id}.pdf"`)
        .header('cache-control', 'private, no-cache')
        .send(pdf)
    },
  )

  app.get(
    '/orders/:id/credit-notes/:seq',
    {
      schema: {
        tags,
        summary:
          "A credit note (PDF) of the shopper's order: a cancellation or refund after the invoice; bearer token or session cookie",
        params: orderIdParams.extend({ seq: z.string() }),
      },
    },
    async (req, reply) => {
      const user = await identity.requireUserOrSession(req)
      const id = orderId(req.params.id)
      const seq = Number(req.params.seq)
      if (!Number.isSafeInteger(seq) || seq < 1) throw new AppError('not_found', creditNoteMessages.notFound)
      const pdf = await orders.creditNotePdf(user.id, id, seq)
      const download = (req.query as { download?: string }).download === '1'
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `${download ? 'attachment' : 'inline'}; filename="credit-note-${id}-${seq}.pdf"`,
        )
        .header('cache-control', 'private, no-cache')
        .send(pdf)
    },
  )

  // Shopper returns (decision 056): the order's returns, a request within the window, a withdrawal while requested.
  app.get(
    '/orders/:id/returns',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary:
          "The order's returns and whether a return can be asked now (delivered, within the return window)",
        params: orderIdParams,
        response: { 200: orderReturnsReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await orders.returnsOf(userIdOf(req), orderId(req.params.id)),
    }),
  )

  app.post(
    '/orders/:id/returns',
    {
      onRequest: identity.authenticate,
      preValidation: async (req) => {
        if (!req.isMultipart()) return
        const form = await readReturnForm(req, uploadMaxBytes)
        // the JSON of the form's `request` field is the body, validated by the schema next as a JSON body is
        Reflect.set(req, 'body', form.body)
        photosOf.set(req, form.photos)
      },
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        summary:
          'Asks to return units of a delivered order, with a reason, the pickup address and up to three photos',
        description:
          'Own orders only (404 otherwise). 409 when the order is not delivered, the return window (days after delivery, ' +
          'the shop’s setting) has closed, or more units are asked than were bought less those in other returns ' +
          '(requested, approved, received or refunded); 400 for an item not in the order, or a cash-on-delivery order ' +
          'without a UPI ID or bank account (with IFSC) for the refund. The pickup address defaults to the delivery address. ' +
          'Two requests at once for the same units: one return, one 409. Photos: send multipart/form-data with the ' +
          'request as JSON in the field `request` and up to three files in `photos` (JPEG, PNG, WebP, HEIC or AVIF, ' +
          'each at most the shop’s upload size), re-encoded to WebP without metadata; more than three, another ' +
          'kind of file or one that is not a picture is 400, one too large 413, and nothing is written.',
        params: orderIdParams,
        body: returnRequestInput,
        response: { 200: returnReply, ...errors, ...errorReplies(413, 503) },
      },
    },
    async (req) => ({
      success: true as const,
      message: returnMessages.requested,
      data: await orders.requestReturn(
        userIdOf(req),
        orderId(req.params.id),
        req.body,
        photosOf.get(req) ?? [],
      ),
    }),
  )

  app.get(
    '/orders/:id/returns/:returnId/photos/:file',
    {
      schema: {
        tags,
        summary:
          'A photo sent with one of the shopper’s own returns (bearer token or session cookie; 404 otherwise)',
        params: orderIdParams.extend({ returnId: z.string().max(64), file: z.string().max(80) }),
      },
    },
    async (req, reply) => {
      const user = await identity.requireUserOrSession(req)
      const photo = await orders.returnPhoto(req.params.returnId, req.params.file, {
        userId: user.id,
        orderId: orderId(req.params.id),
      })
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(photo.body)
    },
  )

  app.post(
    '/orders/:id/returns/:returnId/cancel',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary: 'Withdraws a return still waiting for the shop’s decision (409 after it)',
        params: orderIdParams.extend({ returnId: z.string().max(64) }),
        response: { 200: returnReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      message: returnMessages.cancelled,
      data: await orders.cancelReturn(userIdOf(req), orderId(req.params.id), req.params.returnId),
    }),
  )
}
