import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { productIdParams } from '#domain/contracts/cart.ts'
import {
  favoriteBody,
  favoriteCheckReply,
  favoriteRemovedReply,
  favoriteReply,
  favoritesReply,
} from '#domain/contracts/wishlist.ts'
import { messages } from '#domain/messages.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { languageAsked } from '#server/i18n/reply-hook.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import type { WishlistService } from './service.ts'

const errors = errorReplies(400, 401, 404, 419)
const tags = ['wishlist']

export const wishlistRoutes: FastifyPluginAsyncZod<{
  wishlist: WishlistService
  identity: IdentityService
}> = async (app, { wishlist, identity }) => {
  app.addHook('onRequest', identity.authenticate)
  const user = userIdOf

  app.get(
    '/favorites',
    { schema: { tags, summary: 'The wishlist, newest first', response: { 200: favoritesReply, ...errors } } },
    async (req) => {
      const favorites = await wishlist.list(user(req), languageAsked(req.headers['accept-language']))
      return { success: true as const, data: { favorites, count: favorites.length } }
    },
  )

  app.post(
    '/favorites',
    {
      schema: {
        tags,
        summary: 'Adds a product to the wishlist (adding twice is harmless)',
        body: favoriteBody,
        response: { 200: favoriteReply, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await wishlist.add(user(req), req.body.product_id) }),
  )

  app.delete(
    '/favorites',
    {
      schema: {
        tags,
        summary: 'Removes a product from the wishlist',
        body: favoriteBody,
        response: { 200: favoriteRemovedReply, ...errors },
      },
    },
    async (req) => {
      await wishlist.remove(user(req), req.body.product_id)
      return { success: true as const, message: messages.wishlist.removedReply }
    },
  )

  app.get(
    '/favorites/check/:productId',
    {
      schema: {
        tags,
        summary: 'Whether a product is on the wishlist',
        params: productIdParams,
        response: { 200: favoriteCheckReply, ...errors },
      },
    },
    async (req) => {
      const raw = req.params.productId.trim()
      if (raw === '') throw new AppError('bad_request', messages.catalogue.productIdRequired)
      const productId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
      const userId = user(req)
      return {
        success: true as const,
        data: {
          product_id: productId,
          is_favorite: productId > 0 && (await wishlist.isFavorite(userId, productId)),
        },
      }
    },
  )
}
