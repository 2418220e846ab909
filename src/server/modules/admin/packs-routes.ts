// The back office's packs table (decision 041, amended): a product's pack sizes listed, added, changed with their
// version (decision 040), removed when never sold or stocked, and reordered (the first is the default pack).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminPackView,
  packCreateInput,
  packOrderInput,
  packUpdateInput,
} from '#domain/contracts/admin-packs.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import {
  type AdminRouteDeps,
  guarded,
  ok,
  productId,
  staleVersionReply,
  TAG,
  versionedWriteErrors,
  versionRequiredReply,
  versionTag,
  writeErrors,
} from './route-kit.ts'

const packParams = productId.extend({
  packId: z.coerce.number().int().positive().max(2_147_483_647).describe("the pack's id"),
})

export const packsRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { operators } = deps
  app.get(
    '/products/:id/packs',
    {
      // the stock screens read the packs too (a packer counts and adjusts them by SKU)
      config: { permission: ['products', 'stock'] },
      schema: {
        tags: TAG,
        summary:
          "A product's pack sizes, default first: SKU, net quantity, price, MRP, weight, barcode, stock",
        description:
          'Position 0 is the default pack, whose price, MRP, size and stock are the product’s own fields. `stock` is read only here (decision 031).',
        params: productId,
        response: { 200: dataReply(z.array(adminPackView)), ...guarded, ...errorReplies(400, 404) },
      },
    },
    async (req) => ({ success: true as const, data: await deps.catalogue.listPacks(req.params.id) }),
  )
  app.post(
    '/products/:id/packs',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary: "Adds a pack size; its opening stock is an 'opening' stock movement naming the pack",
        description:
          'The SKU is unique in the shop (409 naming the pack that has it). MRP at least the price; weight in grams; the barcode, when given, a GTIN-8, 12, 13 or 14 whose check digit is right. The new pack comes last; at most 10 packs (409).',
        params: productId,
        body: packCreateInput,
        response: { 200: dataReply(adminPackView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.createPack(
        req.params.id,
        req.body,
        req.operator!.email,
        operators.auditor(req),
      ),
    }),
  )
  app.patch(
    '/products/:id/packs/:packId',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Changes a pack’s SKU, net quantity, price, MRP, weight, barcode or whether it is on sale; never its stock',
        description:
          'Send only the fields that changed and the `version` the pack was loaded with (decision 040): without it 428; when someone saved the pack since, 409 with `reason: stale_version` and the pack as it is now in `current`, nothing saved. A body with `stock` is refused (400): stock changes through POST /products/{id}/stock with the pack’s `sku`. The default pack cannot be deactivated. Changing the default pack’s price, MRP or size changes the product’s (and raises the product’s version).',
        params: packParams,
        body: packUpdateInput,
        response: { 200: dataReply(adminPackView), ...versionedWriteErrors(adminPackView) },
      },
    },
    async (req, reply) => {
      const { version, stock: _stock, ...fields } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const result = await deps.catalogue.updatePack(
        req.params.id,
        req.params.packId,
        fields,
        version,
        operators.auditor(req),
      )
      if (!result.saved) return reply.code(409).send(staleVersionReply('pack', result.current))
      reply.header('etag', versionTag(result.pack.version))
      return { success: true as const, data: result.pack }
    },
  )
  app.delete(
    '/products/:id/packs/:packId',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Removes a pack added by mistake: never the default, nor one sold, stocked or with a stock history',
        description:
          'A pack an order holds, with stock, or named by rows of the stock ledger answers 409 (deactivate it instead: PATCH with `active: false`).',
        params: packParams,
        response: { 200: ok, ...writeErrors },
      },
    },
    async (req) => {
      await deps.catalogue.removePack(req.params.id, req.params.packId, operators.auditor(req))
      return { success: true as const, message: adminMessages.packRemoved }
    },
  )
  app.put(
    '/products/:id/packs/order',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Orders a product’s packs; the first becomes the default pack, whose values the product takes',
        description:
          'List every pack once (409 when the packs changed since they were loaded). The new default must be on sale (400). The product’s price, MRP, size and stock become the new default pack’s in the same statement (drizzle/0028’s triggers), and the product’s version is raised. Cart and order lines keep their pack (they name it by id, decision 048).',
        params: productId,
        body: packOrderInput,
        response: { 200: dataReply(z.array(adminPackView)), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.orderPacks(req.params.id, req.body.pack_ids, operators.auditor(req)),
    }),
  )
}
