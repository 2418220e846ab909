// The back office's recipe routes: list, create, edit and the recipe's picture.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminRecipeView, recipeCreateInput, recipeUpdateInput } from '#domain/contracts/admin-catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import {
  type AdminRouteDeps,
  guarded,
  readPictureUpload,
  staleVersionReply,
  TAG,
  versionedWriteErrors,
  versionRequiredReply,
  versionTag,
  writeErrors,
} from './route-kit.ts'

export const recipesRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { operators } = deps
  const recipeId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  app.get(
    '/recipes',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary: 'Every recipe',
        response: { 200: dataReply(z.array(adminRecipeView)), ...guarded },
      },
    },
    async () => ({ success: true as const, data: await deps.catalogue.listRecipes() }),
  )
  app.get(
    '/recipes/:id',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary: 'One recipe with every field',
        params: recipeId,
        response: { 200: dataReply(adminRecipeView), ...guarded, ...errorReplies(400, 404) },
      },
    },
    async (req, reply) => {
      const data = await deps.catalogue.getRecipe(req.params.id)
      reply.header('etag', versionTag(data.version))
      return { success: true as const, data }
    },
  )
  app.post(
    '/recipes',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary: 'Creates a recipe; shoppers see it at once',
        body: recipeCreateInput,
        response: { 200: dataReply(adminRecipeView), ...writeErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await deps.catalogue.createRecipe(req.body, req.operator!.email, operators.auditor(req)),
    }),
  )
  app.patch(
    '/recipes/:id',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Changes any fields of a recipe (its picture can also be uploaded: POST /recipes/{id}/image); an uploaded picture that another address replaces is deleted; shoppers see it at once',
        description:
          'The body names the `version` it was edited from (decision 040): without it 428; when someone saved the recipe since, 409 with `reason: stale_version` and the recipe as it is now in `current`, and nothing is saved. An uploaded picture moves no version.',
        params: recipeId,
        body: recipeUpdateInput,
        response: { 200: dataReply(adminRecipeView), ...versionedWriteErrors(adminRecipeView) },
      },
    },
    async (req, reply) => {
      const { version, ...fields } = req.body
      if (version === undefined) return reply.code(428).send(versionRequiredReply)
      const result = await deps.catalogue.updateRecipe(
        req.params.id,
        fields,
        version,
        req.operator!.email,
        operators.auditor(req),
      )
      if (!result.saved) return reply.code(409).send(staleVersionReply('recipe', result.current))
      reply.header('etag', versionTag(result.recipe.version))
      return { success: true as const, data: result.recipe }
    },
  )
  app.post(
    '/recipes/:id/image',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          "Sets a recipe's picture by upload (multipart field `image`; JPEG, PNG, WebP or AVIF): re-encoded to WebP and AVIF at 1200 and 600 px like product pictures, served at /media/recipes/{file}; the uploaded picture it replaces is deleted; shoppers see it at once",
        params: recipeId,
        consumes: ['multipart/form-data'],
        response: {
          200: dataReply(adminRecipeView),
          ...writeErrors,
          ...errorReplies(413, 503),
        },
      },
    },
    async (req) => {
      const upload = await readPictureUpload(req, deps.config.uploadMaxBytes)
      return {
        success: true as const,
        data: await deps.catalogue.setRecipeImage(
          req.params.id,
          upload,
          req.operator!.email,
          operators.auditor(req),
        ),
      }
    },
  )
}
