// The back office's routes over the catalogue's translations (decision 059): what is missing, one item's
// translations, and a save of one item and language naming the version it was edited from (decision 040).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  categoryTranslationInput,
  productTranslationInput,
  recipeTranslationInput,
  translationLanguageView,
  translationMissingQuery,
  translationMissingRow,
  translationParams,
  translationView,
} from '#domain/contracts/admin-translations.ts'
import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { FieldValue, TranslationKind } from '../catalogue/translations.ts'
import {
  type AdminRouteDeps,
  guarded,
  productId,
  staleVersionReply,
  TAG,
  versionedWriteErrors,
  versionRequiredReply,
} from './route-kit.ts'

const PLURAL = { product: 'products', recipe: 'recipes', category: 'categories' } as const

const SAVE_DESCRIPTION =
  'Sets the fields named (null or empty clears one, so shoppers see English there; a field left out is kept). The body names the `version` of this language it was edited from (0 when never saved): without it 428; when someone saved this language since, 409 with `reason: stale_version` and the language as it is now in `current`, and nothing saved (decision 040). Shoppers see it at once: the catalogue’s cached replies are cleared. A product’s name is also spelt in Latin letters for search (decision 059).'

export const translationsRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { operators } = deps
  const translations = deps.catalogue.translations

  app.get(
    '/translations',
    {
      config: { permission: 'products' },
      schema: {
        tags: TAG,
        summary:
          'Every product, recipe or category (`kind`) with the languages that lack a field English fills',
        description:
          'A missing field shows in English on the storefront (decision 059); this is the back office’s list of what is left to translate.',
        querystring: translationMissingQuery,
        response: { 200: dataReply(z.array(translationMissingRow)), ...guarded, ...errorReplies(400) },
      },
    },
    async (req) => ({ success: true as const, data: await translations.missing(req.query.kind) }),
  )

  for (const kind of ['product', 'recipe', 'category'] as const) {
    app.get(
      `/${PLURAL[kind]}/:id/translations`,
      {
        config: { permission: 'products' },
        schema: {
          tags: TAG,
          summary: `One ${kind}’s English text and its translation in each language, with each one’s version and what it lacks`,
          params: productId,
          response: { 200: dataReply(translationView), ...guarded, ...errorReplies(400, 404) },
        },
      },
      async (req) => ({ success: true as const, data: await translations.translations(kind, req.params.id) }),
    )
  }

  async function save(
    kind: TranslationKind,
    req: FastifyRequest,
    reply: FastifyReply,
    id: number,
    lang: TranslatedLanguage,
    body: { version?: number } & Record<string, FieldValue | number | undefined>,
  ) {
    const { version, ...rest } = body
    if (version === undefined) return reply.code(428).send(versionRequiredReply)
    const fields: Record<string, FieldValue> = {}
    for (const [k, v] of Object.entries(rest)) if (v !== undefined && typeof v !== 'number') fields[k] = v
    const result = await translations.save(
      kind,
      id,
      lang,
      fields,
      version,
      req.operator!.email,
      operators.auditor(req),
    )
    if (!result.saved) return reply.code(409).send(staleVersionReply(`${kind}’s translation`, result.current))
    return { success: true as const, data: result.language }
  }

  const saveSchema = <T extends z.ZodType>(kind: TranslationKind, body: T) => ({
    tags: TAG,
    summary: `Saves one ${kind}’s translation in one language`,
    description: SAVE_DESCRIPTION,
    params: translationParams,
    body,
    response: {
      200: dataReply(translationLanguageView),
      ...versionedWriteErrors(translationLanguageView),
    },
  })
  app.put(
    '/products/:id/translations/:lang',
    { config: { permission: 'products' }, schema: saveSchema('product', productTranslationInput) },
    async (req, reply) => save('product', req, reply, req.params.id, req.params.lang, req.body),
  )
  app.put(
    '/recipes/:id/translations/:lang',
    { config: { permission: 'products' }, schema: saveSchema('recipe', recipeTranslationInput) },
    async (req, reply) => save('recipe', req, reply, req.params.id, req.params.lang, req.body),
  )
  app.put(
    '/categories/:id/translations/:lang',
    { config: { permission: 'products' }, schema: saveSchema('category', categoryTranslationInput) },
    async (req, reply) => save('category', req, reply, req.params.id, req.params.lang, req.body),
  )
}
