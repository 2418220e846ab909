// The back office's product routes: the list, create, edit, archive, delete, stock and pictures.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminList } from '#domain/contracts/admin.ts'
import {
  adminProductQuery,
  adminProductView,
  productCreateInput,
  productUpdateInput,
  stockAdjustInput,
  stockMovementView,
} from '#domain/contracts/admin-catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { buildPagination } from '#domain/pagination.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import {
  type AdminRouteDeps,
  guarded,
  ok,
  productId,
  readPictureUpload,
  staleVersionReply,
  TAG,
  versionedWriteErrors,
  versionRequiredReply,
  versionTag,
  writeErrors,
} from './route-kit.ts'

export const productsRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { operators } = deps
  app.get(
    '/products',
    {
      config: { permission: ['products', 'stock'] },
      schema: {
        tags: TAG,
        summary: 'Products with search, filters and sort',
        querystring: adminProductQuery,
        response: { 200: adminList(adminProductView), ...guarded, ...errorReplies(400) },
      },
    },
    async (req) => {
      const { items, total } = await deps.catalogue.list(req.query)
      return {
        success: true as const,
        data: items,
        pagination: buildPagination(req.query.page, req.query.per_page, total),
      }
    },
  )
  app.post(
    '/products',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          "Creates a product; shoppers see it at once. Its opening stock is recorded as an 'opening' stock movement",
        body: productCreateInput,
        response: { 200: dataReply(adminProductView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.create(req.body, req.operator!.email, operators.auditor(req)),
    }),
  )
  app.get(
    '/products/:id',
    {
      config: { permission: ['products', 'stock'] },
      schema: {
        tags: TAG,
        summary: 'One product with every field staff can change',
        params: productId,
        response: {
          200: dataReply(adminProductView),
          ...guarded,
          ...errorReplies(400, 404),
        },
      },
    },
    async (req, reply) => {
      const data = await deps.catalogue.get(req.params.id)
      reply.header('etag', versionTag(data.version))
      return { success: true as const, data }
    },
  )
  app.patch(
    '/products/:id',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Changes any fields of a product but its stock (a price above the MRP is refused); shoppers see it at once',
        description:
          'A body with `stock` is refused (400): stock changes only through POST /products/{id}/stock, a change with a reason kept in the stock history, never an absolute figure from a form (decision 031). The body names the `version` it was edited from (decision 040): without it 428; when someone saved the product since, 409 with `reason: stale_version` and the product as it is now in `current`, and nothing is saved. A stock change (a sale, an adjustment) does not move the version. Send only the fields that changed.',
        params: productId,
        body: productUpdateInput,
        response: { 200: dataReply(adminProductView), ...versionedWriteErrors(adminProductView) },
      },
    },
    async (req, reply) => {
      const { version, ...fields } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const result = await deps.catalogue.update(req.params.id, fields, version, operators.auditor(req))
      if (!result.saved) return reply.code(409).send(staleVersionReply('product', result.current))
      reply.header('etag', versionTag(result.product.version))
      return { success: true as const, data: result.product }
    },
  )
  for (const action of ['archive', 'restore'] as const) {
    app.post(
      `/products/:id/${action}`,
      {
        config: { permission: 'products' },
        schema: {
          tags: TAG,
          summary:
            action === 'archive'
              ? 'Takes a product out of the shop (lists, search, its page, carts, checkout) at once; orders, invoices and reviews keep naming it'
              : 'Puts an archived product back on sale',
          params: productId,
          response: { 200: dataReply(adminProductView), ...writeErrors },
        },
      },
      async (req) => ({
        success: true as const,
        data: await deps.catalogue.setArchived(req.params.id, action === 'archive', operators.auditor(req)),
      }),
    )
  }
  app.delete(
    '/products/:id',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Deletes an archived product no order ever held, with its pictures; one that was ordered answers 409 (archive it instead)',
        params: productId,
        response: { 200: ok, ...writeErrors },
      },
    },
    async (req) => {
      await deps.catalogue.remove(req.params.id, operators.auditor(req))
      return { success: true as const, message: adminMessages.productDeleted }
    },
  )
  app.post(
    '/products/:id/stock',
    {
      config: { permission: 'stock' },
      schema: {
        tags: TAG,
        summary: 'Adds or takes away stock with a reason (received, damaged, correction); never below zero',
        description:
          'The only way staff change stock (decision 031): one relative update under the row lock, atomic with orders taking stock at the same moment; a change that would take it below zero is refused (409). Each change is a stock movement.',
        params: productId,
        body: stockAdjustInput,
        response: { 200: dataReply(stockMovementView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.adjustStock(
        req.params.id,
        req.body,
        req.operator!.email,
        operators.auditor(req),
      ),
    }),
  )
  app.get(
    '/products/:id/stock',
    {
      config: { permission: 'stock' },
      schema: {
        tags: TAG,
        summary: "A product's stock movements, newest first: its opening stock and staff's adjustments",
        params: productId,
        response: {
          200: dataReply(z.array(stockMovementView)),
          ...guarded,
          ...errorReplies(400, 404),
        },
      },
    },
    async (req) => {
      await deps.catalogue.get(req.params.id)
      return { success: true as const, data: await deps.catalogue.stockHistory(req.params.id) }
    },
  )

  app.post(
    '/products/:id/images',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Adds a picture (multipart field `image`; JPEG, PNG, WebP or AVIF): re-encoded to WebP and AVIF at 1200 and 600 px, at most 5',
        params: productId,
        consumes: ['multipart/form-data'],
        response: {
          200: dataReply(adminProductView),
          ...writeErrors,
          ...errorReplies(413, 503),
        },
      },
    },
    async (req) => {
      const upload = await readPictureUpload(req, deps.config.uploadMaxBytes)
      return {
        success: true as const,
        data: await deps.catalogue.addImage(req.params.id, upload, operators.auditor(req)),
      }
    },
  )
  app.delete(
    '/products/:id/images/:position',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary: 'Removes a picture (0 is the first); the others move up and its files are deleted',
        params: productId.extend({ position: z.coerce.number().int().min(0).max(4) }),
        response: { 200: dataReply(adminProductView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.removeImage(req.params.id, req.params.position, operators.auditor(req)),
    }),
  )
}
