import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  categoryListReply,
  categoryParams,
  idParams,
  langQuery,
  productListQuery,
  productListReply,
  productReply,
  productSearchQuery,
  recipeListQuery,
  recipeListReply,
  recipeReply,
  searchReply,
} from '#domain/contracts/catalogue.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { ResponseCache } from '#server/http/response-cache.ts'
import { keptProductDetail } from './kept-detail.ts'
import type { CatalogueService, Page } from './service.ts'

const listBody = <T>(page: Page<T>) => ({ success: true, data: page.items, pagination: page.pagination })
const errors = errorReplies(400, 404)

export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService
  cache: ResponseCache
}> = async (app, { catalogue, cache }) => {
  catalogue.onChange(() => cache.clear())
  const productDetail = keptProductDetail(cache, catalogue)

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List products',
        querystring: productListQuery,
        response: { 200: productListReply, ...errors },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () =>
        listBody(
          await catalogue.listProducts({
            page: req.query.page,
            perPage: req.query.per_page,
            sort: req.query.sort,
            lang: req.query.lang,
          }),
        ),
      ),
  )

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The product categories the shop shows, in its order, with their products on sale',
        description:
          'Staff create, rename, reorder and hide categories (decision 051); a hidden one is left out with its products. Each `name` is what GET /products/category/{category} takes.',
        querystring: langQuery,
        response: { 200: categoryListReply, ...errors },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () => ({
        success: true as const,
        data: await catalogue.listCategories(req.query.lang),
      })),
  )

  app.get(
    '/products/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search products by name, category and description (ranked, typo-tolerant)',
        description:
          "Also by the products' names in Hindi, Telugu, Tamil, Kannada and Malayalam, in their scripts ('हल्दी', 'పసుపు', 'மஞ்சள்') or typed in Latin letters ('haldi', 'munagaku', 'moringa ka powder'): decision 059. English queries rank as before. `lang` sets the language of the products' text in the reply, not what is searched.",
        querystring: productSearchQuery,
        response: { 200: searchReply, ...errors },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () =>
        listBody(
          await catalogue.searchProducts({
            term: req.query.q,
            page: req.query.page,
            perPage: req.query.per_page,
            lang: req.query.lang,
          }),
        ),
      ),
  )

  app.get(
    '/products/category/:category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List products of one category (Superfoods, Herbs, or any other staff keep visible)',
        description:
          "The category by its name in any case or its slug; a hidden or unknown one answers 400 'Invalid category. Must be one of: …' naming the visible ones (decision 051).",
        params: categoryParams,
        querystring: productListQuery,
        response: { 200: productListReply, ...errors },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () =>
        listBody(
          await catalogue.listProducts({
            page: req.query.page,
            perPage: req.query.per_page,
            category: req.params.category,
            sort: req.query.sort,
            lang: req.query.lang,
          }),
        ),
      ),
  )

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product',
        params: idParams,
        querystring: langQuery,
        response: { 200: productReply, ...errors },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () => ({
        success: true,
        data: await productDetail(req.params.id, req.query.lang),
      })),
  )

  app.get(
    '/recipes',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List recipes',
        querystring: recipeListQuery,
        response: { 200: recipeListReply, ...errors },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () =>
        listBody(
          await catalogue.listRecipes({
            page: req.query.page,
            pageSize: req.query.page_size,
            lang: req.query.lang,
          }),
        ),
      ),
  )

  app.get(
    '/recipes/category/:category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List recipes of one category (Breakfast, Dessert, Superfoods)',
        params: categoryParams,
        querystring: recipeListQuery,
        response: { 200: recipeListReply, ...errors },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () =>
        listBody(
          await catalogue.listRecipes({
            page: req.query.page,
            pageSize: req.query.page_size,
            category: req.params.category,
            lang: req.query.lang,
          }),
        ),
      ),
  )

  app.get(
    '/recipes/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One recipe, by numeric id or recipe_id slug',
        params: idParams,
        querystring: langQuery,
        response: { 200: recipeReply, ...errors },
      },
    },
    (req, reply) =>
      cache.send(req, reply, async () => ({
        success: true,
        data: await catalogue.getRecipe(req.params.id, req.query.lang),
      })),
  )
}
