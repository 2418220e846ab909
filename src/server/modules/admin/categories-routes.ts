// The back office's category routes (decision 051): list, create, rename / hide / move, reorder, delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminCategoryView,
  categoryCreateInput,
  categoryId,
  categoryOrderInput,
  categoryUpdateInput,
} from '#domain/contracts/admin-categories.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import {
  type AdminRouteDeps,
  guarded,
  ok,
  staleVersionReply,
  TAG,
  versionedWriteErrors,
  versionRequiredReply,
  versionTag,
  writeErrors,
} from './route-kit.ts'

export const categoriesRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { operators } = deps
  app.get(
    '/categories',
    {
      config: { permission: ['products', 'stock'] },
      schema: {
        tags: TAG,
        summary:
          'Every product category in the shop’s order, hidden ones too, with how many products each holds',
        response: { 200: dataReply(z.array(adminCategoryView)), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await deps.catalogue.listCategories() }),
  )
  app.get(
    '/categories/:id',
    {
      config: { permission: ['products', 'stock'] },
      schema: {
        tags: TAG,
        summary: 'One category with its version',
        params: categoryId,
        response: { 200: dataReply(adminCategoryView), ...guarded, ...errorReplies(400, 404) },
      },
    },
    async (req, reply) => {
      const data = await deps.catalogue.getCategory(req.params.id)
      reply.header('etag', versionTag(data.version))
      return { success: true as const, data }
    },
  )
  app.post(
    '/categories',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary: 'Creates a category, last in the order; shoppers see it (once it holds products) at once',
        description:
          'A name of 1 to 40 characters, not already taken in any case (409 otherwise: `herbs` beside `Herbs` is refused).',
        body: categoryCreateInput,
        response: { 200: dataReply(adminCategoryView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.createCategory(req.body, operators.auditor(req)),
    }),
  )
  app.patch(
    '/categories/:id',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Renames, hides or shows, or moves a category; a rename carries every product with it at once; shoppers see it at once',
        description:
          'The body names the `version` it was edited from (decision 040): without it 428; when someone saved the category since, 409 with `reason: stale_version` and the category as it is now in `current`, and nothing is saved. A hidden category leaves the storefront with its products: filters, counts, lists, search, the category route, product pages and carts (decision 051).',
        params: categoryId,
        body: categoryUpdateInput,
        response: { 200: dataReply(adminCategoryView), ...versionedWriteErrors(adminCategoryView) },
      },
    },
    async (req, reply) => {
      const { version, ...fields } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const result = await deps.catalogue.updateCategory(
        req.params.id,
        fields,
        version,
        operators.auditor(req),
      )
      if (!result.saved) return reply.code(409).send(staleVersionReply('category', result.current))
      reply.header('etag', versionTag(result.category.version))
      return { success: true as const, data: result.category }
    },
  )
  app.put(
    '/categories/order',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary: 'Puts every category in a new order (`ids`, first to last); shoppers see it at once',
        description:
          'The list names every category once: an unknown id or a repeated one is 400, a category left out (one created meanwhile) 409; nothing moves then.',
        body: categoryOrderInput,
        response: { 200: dataReply(z.array(adminCategoryView)), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.reorderCategories(req.body.ids, operators.auditor(req)),
    }),
  )
  app.delete(
    '/categories/:id',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Deletes a category that holds no product (archived ones count); one with products answers 409 (hide it, or move its products first)',
        params: categoryId,
        response: { 200: ok, ...writeErrors },
      },
    },
    async (req) => {
      await deps.catalogue.removeCategory(req.params.id, operators.auditor(req))
      return { success: true as const, message: adminMessages.categoryDeleted }
    },
  )
}
