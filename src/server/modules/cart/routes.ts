import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  addItemBody,
  applyCouponBody,
  applyCouponReply,
  type Cart,
  cartCountReply,
  cartReply,
  cartSummaryReply,
  cartValidateReply,
  lineQuery,
  mergeCartBody,
  mergeReply,
  productIdParams,
  setQuantityBody,
} from '#domain/contracts/cart.ts'
import { messages } from '#domain/messages.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { RATE_RULES, type RateLimiter } from '#server/http/rate-limit.ts'
import { languageAsked } from '#server/i18n/reply-hook.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import { type CartService, cartMessages } from './service.ts'

const errors = errorReplies(400, 401, 404, 409, 419)
const tags = ['cart']

function parseProductId(raw: string): number {
  const id = raw.trim()
  if (id === '') throw new AppError('bad_request', messages.catalogue.productIdRequired)
  if (!/^\d{1,9}$/.test(id)) throw new AppError('not_found', cartMessages.itemNotInCart)
  return Number(id)
}

export const cartRoutes: FastifyPluginAsyncZod<{
  cart: CartService
  catalogue: Pick<CatalogueService, 'inLanguage'>
  identity: IdentityService
  limiter: RateLimiter
}> = async (app, { cart, catalogue, identity, limiter }) => {
  app.addHook('onRequest', identity.authenticate)
  // Each line's product as the shopper reads it, in the page's language (its Accept-Language; decisions 059 and
  // 061): its name, description and category's name. The cart's prices and the order it becomes stay as they are.
  app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
    const lang = languageAsked(req.headers['accept-language'])
    const reply = payload as { data?: { cart?: Cart } } | null
    const shown = reply?.data?.cart
    if (lang === 'en' || !reply?.data || !shown?.items?.length) return payload
    const products = shown.items.flatMap((i) => (i.product ? [i.product] : []))
    const byId = new Map((await catalogue.inLanguage(products, lang)).map((p) => [p.id, p]))
    const items = shown.items.map((i) =>
      i.product ? { ...i, product: byId.get(i.product.id) ?? i.product } : i,
    )
    return { ...reply, data: { ...reply.data, cart: { ...shown, items } } }
  })
  const user = userIdOf
  const reply = async (c: Promise<Cart>) => ({ success: true as const, data: { cart: await c } })

  app.get(
    '/cart',
    {
      schema: {
        tags,
        summary: 'The shopper’s cart (signed in, or a guest checkout’s)',
        response: { 200: cartReply, ...errors },
      },
    },
    async (req) => reply(cart.get(user(req))),
  )

  app.post(
    '/cart/items',
    {
      schema: {
        tags,
        summary:
          'Adds a product in one of its packs (or more of it); prices come from the pack, quantity 1 to 99 within its stock',
        body: addItemBody,
        response: { 200: cartReply, ...errors },
      },
    },
    async (req) =>
      reply(cart.addItem(user(req), req.body.product_id, req.body.quantity, req.body.variant_index)),
  )

  app.put(
    '/cart/items/:productId',
    {
      schema: {
        tags,
        summary: 'Sets the quantity of a line (the product in the pack `variant_index`, 0 when absent)',
        params: productIdParams,
        querystring: lineQuery,
        body: setQuantityBody,
        response: { 200: cartReply, ...errors },
      },
    },
    async (req) =>
      reply(
        cart.setQuantity(
          user(req),
          parseProductId(req.params.productId),
          req.body.quantity,
          req.query.variant_index,
        ),
      ),
  )

  app.delete(
    '/cart/items/:productId',
    {
      schema: {
        tags,
        summary: 'Removes a line (the product in the pack `variant_index`, 0 when absent)',
        params: productIdParams,
        querystring: lineQuery,
        response: { 200: cartReply, ...errors },
      },
    },
    async (req) =>
      reply(cart.removeItem(user(req), parseProductId(req.params.productId), req.query.variant_index)),
  )

  app.post(
    '/cart/items/:productId/increment',
    {
      schema: {
        tags,
        summary:
          'One more of a line (up to 99 and the stock) (the product in the pack `variant_index`, 0 when absent)',
        params: productIdParams,
        querystring: lineQuery,
        response: { 200: cartReply, ...errors },
      },
    },
    async (req) =>
      reply(cart.increment(user(req), parseProductId(req.params.productId), req.query.variant_index)),
  )

  app.post(
    '/cart/items/:productId/decrement',
    {
      schema: {
        tags,
        summary: 'One fewer of a line; ignored at 1 (the product in the pack `variant_index`, 0 when absent)',
        params: productIdParams,
        querystring: lineQuery,
        response: { 200: cartReply, ...errors },
      },
    },
    async (req) =>
      reply(cart.decrement(user(req), parseProductId(req.params.productId), req.query.variant_index)),
  )

  app.get(
    '/cart/summary',
    { schema: { tags, summary: 'Totals of the cart', response: { 200: cartSummaryReply, ...errors } } },
    async (req) => {
      const c = await cart.get(user(req))
      return {
        success: true as const,
        data: {
          total_items: c.total_items,
          item_count: c.item_count,
          total_price: c.total_price,
          discount_amount: c.discount_amount,
          discounted_total: c.discounted_total,
          total: c.total,
          coupon_code: c.coupon_code,
          shipping_charge: 0,
        },
      }
    },
  )

  app.get(
    '/cart/count',
    {
      schema: {
        tags,
        summary: 'How many items are in the cart',
        response: { 200: cartCountReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: { item_count: await cart.count(user(req)) },
    }),
  )

  app.get(
    '/cart/validate',
    {
      schema: {
        tags,
        summary: 'Checks the cart against the catalogue now and fixes what it can',
        response: { 200: cartValidateReply, ...errors },
      },
    },
    async (req) => {
      const { cart: c, issues } = await cart.validate(user(req))
      return {
        success: true as const,
        data: { valid: issues.length === 0, validation_issues: issues, cart: c },
      }
    },
  )

  app.post(
    '/cart/checkout/apply-coupon',
    {
      schema: {
        tags,
        summary: 'Applies a coupon (trimmed, upper-cased)',
        body: applyCouponBody,
        response: { 200: applyCouponReply, ...errors },
      },
    },
    async (req) => {
      await limiter.check(RATE_RULES.coupon, user(req))
      const c = await cart.applyCoupon(user(req), req.body.coupon_code)
      return {
        success: true as const,
        data: {
          cart: c,
          discount_amount: c.discount_amount,
          discounted_total: c.discounted_total,
          coupon_code: c.coupon_code!,
        },
      }
    },
  )

  app.delete(
    '/cart/checkout/remove-coupon',
    { schema: { tags, summary: 'Removes the coupon', response: { 200: cartReply, ...errors } } },
    async (req) => reply(cart.removeCoupon(user(req))),
  )

  app.post(
    '/cart/merge',
    {
      schema: {
        tags,
        summary: 'Merges a visitor’s cart into the account’s cart at sign-in (within 99 and the stock)',
        body: mergeCartBody,
        response: { 200: mergeReply, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await cart.merge(user(req), req.body.items) }),
  )
}
