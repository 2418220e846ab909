import { CART_QUANTITY, mergeQuantity } from '#domain/cart.ts'
import type { Cart, ValidationIssue } from '#domain/contracts/cart.ts'
import { checkCoupon, normaliseCouponCode } from '#domain/coupons.ts'
import { messages } from '#domain/messages.ts'
import { cartMessages } from '#domain/messages-cart.ts'
import { isComingSoon } from '#domain/stock.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { CatalogueService, ProductFacts } from '../catalogue/service.ts'
import {
  assertAvailable,
  type CouponFacts,
  createCartPresenter,
  factsOfLine,
  lineOf,
  packAt,
  toCoupon,
  withLines,
} from './present.ts'
import * as repo from './repo.ts'
import { createCartValidator } from './validate.ts'

export { cartMessages } from '#domain/messages-cart.ts'

export type CartService = ReturnType<typeof createCartService>

export function createCartService(deps: { db: Db; catalogue: CatalogueService; now?: () => Date }) {
  const { db, catalogue } = deps
  const now = deps.now ?? (() => new Date())
  const { factsFor, present, load } = createCartPresenter({ db, catalogue, now })
  const validate = createCartValidator({ db, present })

  /** Writes a line's quantity (within its pack's stock) and marks the cart used; the cart as it is then. */
  async function setLine(
    userId: string,
    state: repo.CartState,
    item: repo.CartItemRow,
    quantity: number,
    facts: Map<number, ProductFacts>,
  ): Promise<Cart> {
    const f = assertAvailable(factsOfLine(facts.get(item.productId), item.packId), quantity)
    const line = await repo.upsertItem(db, state.row.id, item.productId, item.packId, quantity, f.pricePaise)
    const row = await repo.touchCart(db, state.row.id, userId)
    return (await present(userId, { row, items: withLines(state.items, [line]) }, facts)).cart
  }

  return {
    async get(userId: string): Promise<Cart> {
      return (await load(userId)).cart
    },

    /** The offers the shop shows off (active, featured coupons), smallest first: the settings list them. */
    async featuredOffers(): Promise<Array<{ code: string; label: string; percentOff: number | null }>> {
      const rows = await repo.featuredCoupons(db)
      return rows.map((c) => ({
        code: c.code,
        label: c.label,
        percentOff: c.kind === 'percent' ? c.value : null,
      }))
    },

    /**
     * The cart as `get` shows it, with the catalogue facts and paise totals it was priced with: an order is priced
     * from the same read. `droppedCoupon`: the applied coupon that no longer applies (taken off the cart by this read).
     */
    async snapshot(userId: string) {
      const { cart, facts, totals, droppedCoupon, state } = await load(userId)
      /** each line with its pack's facts (decision 048), in the cart's order; undefined facts: the pack is gone */
      const lines = state.items.map((item) => ({
        item,
        f: factsOfLine(facts.get(item.productId), item.packId),
      }))
      return { cart, facts, totals, droppedCoupon, lines }
    },

    async count(userId: string): Promise<number> {
      return repo.countItems(db, userId)
    },

    async addItem(userId: string, productId: number, quantity: number, variantIndex = 0): Promise<Cart> {
      const state = await repo.openCart(db, userId)
      const facts = await factsFor(state, productId)
      const pack = packAt(facts.get(productId), variantIndex)
      const sameLine = (i: repo.CartItemRow) => i.productId === productId && i.packId === pack.id
      const existing = state.items.find(sameLine)
      // Decision 005: a line holds at most 99, and going past it is said, not capped in silence (before the stock
      // check, so 150 of a product with 146 left says the 99 rule).
      if ((existing?.quantity ?? 0) + quantity > CART_QUANTITY.max)
        throw new AppError('bad_request', messages.cart.maxPerOrder)
      const f = assertAvailable(
        factsOfLine(facts.get(productId), pack.id),
        mergeQuantity(existing?.quantity ?? 0, quantity),
      )
      // One statement adds to whatever the line holds now, so concurrent adds are all counted, none past 99.
      const line = await repo.addToItem(db, state.row.id, productId, pack.id, quantity, f.pricePaise, f.stock)
      if (!line) {
        // Another add got there first: say which limit it would pass.
        const now = (await repo.openCart(db, userId)).items.find(sameLine)
        if ((now?.quantity ?? 0) + quantity > CART_QUANTITY.max)
          throw new AppError('bad_request', messages.cart.maxPerOrder)
        throw new AppError('conflict', cartMessages.onlyLeft(f.stock))
      }
      const row = await repo.touchCart(db, state.row.id, userId)
      return (await present(userId, { row, items: withLines(state.items, [line]) }, facts)).cart
    },

    async setQuantity(userId: string, productId: number, quantity: number, variantIndex = 0): Promise<Cart> {
      const state = await repo.openCart(db, userId)
      const facts = await factsFor(state)
      return setLine(userId, state, lineOf(state, productId, variantIndex, facts), quantity, facts)
    },

    /** One more of a line, as a single conditional increment: concurrent clicks are all counted, never past 99 or the stock. */
    async increment(userId: string, productId: number, variantIndex = 0): Promise<Cart> {
      const state = await repo.openCart(db, userId)
      const facts = await factsFor(state)
      const item = lineOf(state, productId, variantIndex, facts)
      const f = assertAvailable(factsOfLine(facts.get(productId), item.packId), 1)
      const line = await repo.stepItem(db, item.id, 1, f.stock)
      if (!line && item.quantity >= f.stock) throw new AppError('conflict', cartMessages.onlyLeft(f.stock))
      const row = await repo.touchCart(db, state.row.id, userId)
      return (
        await present(userId, { row, items: line ? withLines(state.items, [line]) : state.items }, facts)
      ).cart
    },

    /** A decrease at 1 is ignored (docs/product.md, States and transitions): removal is a separate action. One conditional decrement. */
    async decrement(userId: string, productId: number, variantIndex = 0): Promise<Cart> {
      let state = await repo.openCart(db, userId)
      const facts = await factsFor(state)
      const item = lineOf(state, productId, variantIndex, facts)
      const line = await repo.stepItem(db, item.id, -1, 0)
      if (line) {
        const row = await repo.touchCart(db, state.row.id, userId)
        state = { row, items: withLines(state.items, [line]) }
      }
      return (await present(userId, state, facts)).cart
    },

    async removeItem(userId: string, productId: number, variantIndex = 0): Promise<Cart> {
      const state = await repo.openCart(db, userId)
      const facts = await factsFor(state)
      const item = lineOf(state, productId, variantIndex, facts)
      if (!(await repo.deleteItem(db, item.id))) throw new AppError('not_found', cartMessages.itemNotInCart)
      const row = await repo.touchCart(db, state.row.id, userId)
      return (await present(userId, { row, items: state.items.filter((i) => i.id !== item.id) }, facts)).cart
    },

    async applyCoupon(userId: string, rawCode: string): Promise<Cart> {
      const code = normaliseCouponCode(rawCode)
      if (!code) throw new AppError('bad_request', messages.coupon.empty)
      const coupons = new Map<string, CouponFacts>()
      const { cart, state, facts } = await present(
        userId,
        await repo.openCart(db, userId),
        undefined,
        coupons,
      )
      const found = coupons.get(code) ?? (await repo.findCouponFor(db, code, userId))
      coupons.set(code, found)
      const check = checkCoupon(found.coupon && toCoupon(found.coupon), {
        subtotalPaise: cart.total_price,
        now: now(),
        usedByUser: found.usedByUser,
      })
      if (!check.ok) throw new AppError(found.coupon ? 'conflict' : 'not_found', check.message)
      const row = await repo.touchCart(db, cart.id, userId, code)
      return (await present(userId, { row, items: state.items }, facts, coupons)).cart
    },

    /** After payment (caller's transaction): the order's lines and coupon leave the cart; anything added since stays. */
    async removeOrdered(
      tx: Db,
      userId: string,
      lines: { productId: number; packId: number; quantity: number }[],
      couponCode: string | null,
    ): Promise<void> {
      await repo.removeOrdered(tx, userId, lines, couponCode)
    },

    /**
     * Reserves one use of the coupon for an order being placed (caller's transaction), under the coupon's row
     * lock, with every rule of the coupon checked again there (paused, dates, uses left counting other open orders,
     * this shopper's limit, the minimum): null when reserved, else why not, in the coupon's own words.
     */
    async reserveCoupon(
      tx: Db,
      code: string,
      userId: string,
      orderId: string,
      subtotalPaise: number,
    ): Promise<string | null> {
      const usage = await repo.lockCouponUsage(tx, code, userId)
      const coupon = usage && {
        ...toCoupon(usage.coupon),
        // A count set by hand (or kept from before redemptions were recorded) is never undercut.
        usedCount: Math.max(usage.coupon.usedCount, usage.redeemed) + usage.reserved,
      }
      const check = checkCoupon(coupon, { subtotalPaise, now: now(), usedByUser: usage?.mine ?? 0 })
      if (!check.ok) return check.message
      await repo.insertCouponReservation(tx, code, userId, orderId)
      return null
    },

    /** Placing was refused for the coupon: it leaves the shopper's cart (if it is still the one applied). */
    async dropCoupon(userId: string, code: string): Promise<void> {
      await repo.dropCartCoupon(db, userId, code)
    },

    /** The order was paid: its coupon reservation counts as used. */
    async redeemCoupon(tx: Db, orderId: string): Promise<void> {
      await repo.redeemCoupon(tx, orderId)
    },

    /** The order expired or was cancelled: its coupon use is given back. */
    async releaseCoupon(tx: Db, orderId: string): Promise<void> {
      await repo.releaseCoupon(tx, orderId)
    },

    async removeCoupon(userId: string): Promise<Cart> {
      const state = await repo.openCart(db, userId)
      const row = await repo.touchCart(db, state.row.id, userId, null)
      return (await present(userId, { row, items: state.items })).cart
    },

    validate,

    /** `held`: what the shopper's open order holds, by pack id (decision 048). */
    async prepare(
      userId: string,
      held?: Map<number, number>,
    ): Promise<{ cart: Cart; issues: ValidationIssue[] }> {
      const result = await validate(userId, held)
      if (result.cart.items.length === 0) throw new AppError('bad_request', messages.cart.emptyAtCheckout)
      return result
    },

    /**
     * A visitor's cart joins the account's at sign-in, each line in its pack (decision 048), within the 99 and stock
     * limits; what had to change is reported (a pack the product no longer has, as a product gone).
     */
    async merge(
      userId: string,
      lines: { product_id: number; variant_index?: number; quantity: number }[],
    ): Promise<{ cart: Cart; adjusted: ValidationIssue[] }> {
      const state = await repo.openCart(db, userId)
      const adjusted: ValidationIssue[] = []
      const byId = await catalogue.getProductFacts([
        ...state.items.map((i) => i.productId),
        ...lines.map((l) => l.product_id),
      ])
      const key = (productId: number, packId: number) => `${productId}:${packId}`
      const quantities = new Map(state.items.map((i) => [key(i.productId, i.packId), i.quantity]))
      const writes = new Map<
        string,
        { productId: number; packId: number; quantity: number; pricePaise: number }
      >()
      for (const line of lines) {
        const product = byId.get(line.product_id)
        const pack = product?.packs.find((k) => k.position === (line.variant_index ?? 0))
        const f = pack && factsOfLine(product, pack.id)
        if (!f || isComingSoon(f.stockStatus) || f.stock <= 0) {
          adjusted.push({
            action: !f ? 'product_removed' : isComingSoon(f.stockStatus) ? 'coming_soon' : 'out_of_stock',
            product_id: line.product_id,
            product_name: product?.name ?? null,
            issue: !f
              ? cartMessages.productGone
              : isComingSoon(f.stockStatus)
                ? messages.cart.comingSoon
                : messages.cart.outOfStock,
          })
          continue
        }
        const k = key(f.id, f.pack.id)
        const existing = quantities.get(k)
        const wanted = (existing ?? 0) + line.quantity
        const allowed = Math.min(mergeQuantity(existing ?? 0, line.quantity), f.stock)
        if (allowed < wanted) {
          adjusted.push({
            action: 'quantity_reduced',
            product_id: f.id,
            product_name: f.name,
            issue:
              allowed === f.stock ? cartMessages.onlyLeft(f.stock) : 'At most 99 of one product per order',
            old_quantity: wanted,
            new_quantity: allowed,
          })
        }
        if (allowed !== existing) {
          quantities.set(k, allowed)
          writes.set(k, { productId: f.id, packId: f.pack.id, quantity: allowed, pricePaise: f.pricePaise })
        }
      }
      const written = await repo.upsertItems(db, state.row.id, [...writes.values()])
      const row = await repo.touchCart(db, state.row.id, userId)
      return {
        cart: (await present(userId, { row, items: withLines(state.items, written) }, byId)).cart,
        adjusted,
      }
    },
  }
}
