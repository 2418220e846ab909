import { CART_QUANTITY, computeCartTotals, isCartExpired, mergeQuantity } from '../../../domain/cart.ts'
import type { Cart, CartItem, ValidationIssue } from '../../../domain/contracts/cart.ts'
import { type Coupon, checkCoupon, couponMessages, normaliseCouponCode } from '../../../domain/coupons.ts'
import { messages } from '../../../domain/messages.ts'
import { cartMessages } from '../../../domain/messages-cart.ts'
import { paiseToRupees } from '../../../domain/money.ts'
import { isComingSoon } from '../../../domain/stock.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { CatalogueService, ProductFacts } from '../catalogue/service.ts'
import * as repo from './repo.ts'

export { cartMessages } from '../../../domain/messages-cart.ts'

function toCoupon(row: repo.CouponRow): Coupon {
  return {
    code: row.code,
    kind: row.kind === 'flat' ? 'flat' : 'percent',
    value: row.value,
    active: row.active,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    minOrderPaise: row.minOrderPaise,
    perUserLimit: row.perUserLimit,
    totalLimit: row.totalLimit,
    usedCount: row.usedCount,
  }
}

/** The stock rule of adding or setting a quantity: coming soon, out of stock, or more than is left. */
function assertAvailable(facts: ProductFacts | undefined, quantity: number): ProductFacts {
  if (!facts) throw new AppError('not_found', messages.catalogue.productNotFound)
  if (isComingSoon(facts.stockStatus)) throw new AppError('conflict', messages.cart.comingSoon)
  if (facts.stock <= 0) throw new AppError('conflict', messages.cart.outOfStock)
  if (quantity > facts.stock) throw new AppError('conflict', cartMessages.onlyLeft(facts.stock))
  return facts
}

export type CartService = ReturnType<typeof createCartService>

type CouponFacts = Awaited<ReturnType<typeof repo.findCouponFor>>

/** The cart as it is after a line was written: the line replaced in place, or added last (as the database orders them). */
function withLines(items: repo.CartItemRow[], written: repo.CartItemRow[]): repo.CartItemRow[] {
  const byProduct = new Map(written.map((l) => [l.productId, l]))
  const kept = items.map((i) => byProduct.get(i.productId) ?? i)
  const known = new Set(items.map((i) => i.productId))
  return [...kept, ...written.filter((l) => !known.has(l.productId))]
}

function lineOf(state: repo.CartState, productId: number): repo.CartItemRow {
  const item = state.items.find((i) => i.productId === productId)
  if (!item) throw new AppError('not_found', cartMessages.itemNotInCart)
  return item
}

export function createCartService(deps: { db: Db; catalogue: CatalogueService; now?: () => Date }) {
  const { db, catalogue } = deps
  const now = deps.now ?? (() => new Date())

  /** The catalogue facts of every line and of `productId`, in one read. */
  function factsFor(state: repo.CartState, productId?: number): Promise<Map<number, ProductFacts>> {
    const ids = state.items.map((i) => i.productId)
    return catalogue.getProductFacts(productId === undefined ? ids : [...ids, productId])
  }

  /**
   * The cart as the shopper sees it: current catalogue prices, the coupon re-checked against them
   * (and dropped when it no longer applies), the idle-expiry rule applied. Works from a cart already read
   * (`state`), with catalogue facts already read for all of its lines (`known`) and coupons already looked up
   * in this request (`coupons`), so a change answers without reading again what it has just read or written.
   */
  async function present(
    userId: string,
    state: repo.CartState,
    known?: Map<number, ProductFacts>,
    coupons: Map<string, CouponFacts> = new Map(),
  ): Promise<{
    cart: Cart
    issues: ValidationIssue[]
    /** the cart as stored afterwards (the idle-expiry rule and a dropped coupon write it) */
    state: repo.CartState
    facts: Map<number, ProductFacts>
    /** the totals in paise, as the reply's rupees were made from them */
    totals: { subtotalPaise: number; discountPaise: number }
  }> {
    const { row, items } = state
    const byId = known ?? (await factsFor(state))
    const issues: ValidationIssue[] = []
    const hasExpired = isCartExpired(row.updatedAt, now()) && items.length > 0
    let couponCode = row.couponCode

    const lines = items.map((item) => {
      const f = byId.get(item.productId)
      return { item, f, unitPricePaise: f?.pricePaise ?? 0 }
    })
    const priced = lines.filter((l) => l.f)
    const subtotal = computeCartTotals(
      priced.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.item.quantity })),
    ).subtotalPaise

    let coupon: Coupon | undefined
    let dropCoupon = false
    if (couponCode) {
      const found = coupons.get(couponCode) ?? (await repo.findCouponFor(db, couponCode, userId))
      coupons.set(couponCode, found)
      const check = checkCoupon(found.coupon && toCoupon(found.coupon), {
        subtotalPaise: subtotal,
        now: now(),
        usedByUser: found.usedByUser,
      })
      if (check.ok && !hasExpired) coupon = toCoupon(found.coupon!)
      else {
        issues.push({
          action: 'coupon_removed',
          product_id: null,
          product_name: null,
          issue: check.ok
            ? `Coupon ${couponCode} was removed from your idle cart`
            : `Coupon ${couponCode} removed: ${check.message}`,
        })
        dropCoupon = true
        couponCode = null
      }
    }
    const stored =
      dropCoupon || hasExpired ? await repo.touchCart(db, row.id, userId, dropCoupon ? null : undefined) : row

    const totals = computeCartTotals(
      priced.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.item.quantity })),
      coupon,
    )
    const cartItems: CartItem[] = lines.map(({ item, f }) => ({
      id: item.id,
      product_id: item.productId,
      quantity: item.quantity,
      unit_price: paiseToRupees(f?.pricePaise ?? 0),
      total_price: paiseToRupees((f?.pricePaise ?? 0) * item.quantity),
      product: f
        ? {
            id: f.id,
            name: f.name,
            description: f.product.description,
            category: f.product.category,
            price: f.product.price,
            actual_price: f.product.actual_price,
            image_url: f.product.image_url,
            stock: f.stock,
            stock_status: f.stockStatus,
            size: f.product.size,
          }
        : null,
    }))
    const discounted = totals.discountedTotalPaise
    const cart: Cart = {
      id: row.id,
      user_id: row.userId,
      total_items: totals.totalItems,
      item_count: totals.totalItems,
      total_price: paiseToRupees(totals.subtotalPaise),
      discount_amount: paiseToRupees(totals.discountPaise),
      discounted_total: discounted === null ? null : paiseToRupees(discounted),
      total: paiseToRupees(discounted ?? totals.subtotalPaise - totals.discountPaise),
      coupon_code: couponCode,
      has_expired: hasExpired,
      items: cartItems,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      created_by: row.createdBy,
      updated_by: row.updatedBy,
    }
    return {
      cart,
      issues,
      state: { row: stored, items },
      facts: byId,
      totals: { subtotalPaise: totals.subtotalPaise, discountPaise: totals.discountPaise },
    }
  }

  async function load(userId: string) {
    return present(userId, await repo.openCart(db, userId))
  }

  /** Writes a line's quantity (within the stock) and marks the cart used; the cart as it is then. */
  async function setLine(
    userId: string,
    state: repo.CartState,
    productId: number,
    quantity: number,
    facts: Map<number, ProductFacts>,
  ): Promise<Cart> {
    const f = assertAvailable(facts.get(productId), quantity)
    const line = await repo.upsertItem(db, state.row.id, productId, quantity, f.pricePaise)
    const row = await repo.touchCart(db, state.row.id, userId)
    return (await present(userId, { row, items: withLines(state.items, [line]) }, facts)).cart
  }

  /**
   * Compares what the shopper saw with the catalogue now; fixes what can be fixed and says so. `held`: what the
   * shopper's own open order holds, which is theirs to buy again (returning to checkout must not cut it).
   */
  async function validate(
    userId: string,
    held: Map<number, number> = new Map(),
  ): Promise<{ cart: Cart; issues: ValidationIssue[] }> {
    const coupons = new Map<string, CouponFacts>()
    const first = await present(userId, await repo.openCart(db, userId), undefined, coupons)
    const issues = [...first.issues]
    const cartId = first.cart.id
    let items = first.state.items
    const drop = (productId: number) => {
      items = items.filter((i) => i.productId !== productId)
    }
    let changed = false
    for (const item of first.state.items) {
      const known = first.facts.get(item.productId)
      const f = known && { ...known, stock: known.stock + (held.get(item.productId) ?? 0) }
      const name = f?.name ?? null
      if (!f) {
        await repo.deleteItem(db, cartId, item.productId)
        drop(item.productId)
        issues.push({
          action: 'product_removed',
          product_id: item.productId,
          product_name: name,
          issue: cartMessages.productGone,
        })
        changed = true
        continue
      }
      if (isComingSoon(f.stockStatus) || f.stock <= 0) {
        await repo.deleteItem(db, cartId, item.productId)
        drop(item.productId)
        issues.push({
          action: isComingSoon(f.stockStatus) ? 'coming_soon' : 'out_of_stock',
          product_id: item.productId,
          product_name: name,
          issue: isComingSoon(f.stockStatus) ? messages.cart.comingSoon : messages.cart.outOfStock,
        })
        changed = true
        continue
      }
      if (item.quantity > f.stock) {
        const line = await repo.setItemQuantity(db, cartId, item.productId, f.stock)
        if (line) items = withLines(items, [line])
        else drop(item.productId)
        issues.push({
          action: 'quantity_reduced',
          product_id: item.productId,
          product_name: name,
          issue: cartMessages.onlyLeft(f.stock),
          old_quantity: item.quantity,
          new_quantity: f.stock,
        })
        changed = true
      }
      if (item.seenPricePaise !== f.pricePaise) {
        await repo.setSeenPrice(db, cartId, item.productId, f.pricePaise)
        issues.push({
          action: 'price_updated',
          product_id: item.productId,
          product_name: name,
          issue: `The price of ${f.name} changed`,
          old_price: paiseToRupees(item.seenPricePaise),
          new_price: paiseToRupees(f.pricePaise),
        })
      }
    }
    const cart = changed
      ? (await present(userId, { row: first.state.row, items }, first.facts, coupons)).cart
      : first.cart
    return { cart, issues }
  }

  return {
    async get(userId: string): Promise<Cart> {
      return (await load(userId)).cart
    },

    /** The cart as `get` shows it, with the catalogue facts and paise totals it was priced with: an order is priced from the same read. */
    async snapshot(userId: string) {
      const { cart, facts, totals } = await load(userId)
      return { cart, facts, totals }
    },

    async count(userId: string): Promise<number> {
      return repo.countItems(db, userId)
    },

    async addItem(userId: string, productId: number, quantity: number): Promise<Cart> {
      const state = await repo.openCart(db, userId)
      const existing = state.items.find((i) => i.productId === productId)
      // Decision 005: a line holds at most 99, and going past it is said, not capped in silence (before the stock
      // check, so 150 of a product with 146 left says the 99 rule).
      if ((existing?.quantity ?? 0) + quantity > CART_QUANTITY.max)
        throw new AppError('bad_request', messages.cart.maxPerOrder)
      const facts = await factsFor(state, productId)
      const f = assertAvailable(facts.get(productId), mergeQuantity(existing?.quantity ?? 0, quantity))
      // One statement adds to whatever the line holds now, so concurrent adds are all counted, none past 99.
      const line = await repo.addToItem(db, state.row.id, productId, quantity, f.pricePaise, f.stock)
      if (!line) {
        // Another add got there first: say which limit it would pass.
        const now = (await repo.openCart(db, userId)).items.find((i) => i.productId === productId)
        if ((now?.quantity ?? 0) + quantity > CART_QUANTITY.max)
          throw new AppError('bad_request', messages.cart.maxPerOrder)
        throw new AppError('conflict', cartMessages.onlyLeft(f.stock))
      }
      const row = await repo.touchCart(db, state.row.id, userId)
      return (await present(userId, { row, items: withLines(state.items, [line]) }, facts)).cart
    },

    async setQuantity(userId: string, productId: number, quantity: number): Promise<Cart> {
      const state = await repo.openCart(db, userId)
      lineOf(state, productId)
      return setLine(userId, state, productId, quantity, await factsFor(state))
    },

    /** One more of a line, as a single conditional increment: concurrent clicks are all counted, never past 99 or the stock. */
    async increment(userId: string, productId: number): Promise<Cart> {
      const state = await repo.openCart(db, userId)
      const item = lineOf(state, productId)
      const facts = await factsFor(state)
      const f = assertAvailable(facts.get(productId), 1)
      const line = await repo.stepItem(db, state.row.id, productId, 1, f.stock)
      if (!line && item.quantity >= f.stock) throw new AppError('conflict', cartMessages.onlyLeft(f.stock))
      const row = await repo.touchCart(db, state.row.id, userId)
      return (
        await present(userId, { row, items: line ? withLines(state.items, [line]) : state.items }, facts)
      ).cart
    },

    /** A decrease at 1 is ignored (spec §4): removal is a separate action. One conditional decrement. */
    async decrement(userId: string, productId: number): Promise<Cart> {
      let state = await repo.openCart(db, userId)
      lineOf(state, productId)
      const line = await repo.stepItem(db, state.row.id, productId, -1, 0)
      if (line) {
        const row = await repo.touchCart(db, state.row.id, userId)
        state = { row, items: withLines(state.items, [line]) }
      }
      return (await present(userId, state)).cart
    },

    async removeItem(userId: string, productId: number): Promise<Cart> {
      const state = await repo.openCart(db, userId)
      lineOf(state, productId)
      if (!(await repo.deleteItem(db, state.row.id, productId)))
        throw new AppError('not_found', cartMessages.itemNotInCart)
      const row = await repo.touchCart(db, state.row.id, userId)
      return (await present(userId, { row, items: state.items.filter((i) => i.productId !== productId) }))
        .cart
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
        subtotalPaise: Math.round(cart.total_price * 100),
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
      lines: { productId: number; quantity: number }[],
      couponCode: string | null,
    ): Promise<void> {
      await repo.removeOrdered(tx, userId, lines, couponCode)
    },

    /** Reserves one use of the coupon for an order being placed (caller's transaction), or refuses with why. */
    async reserveCoupon(tx: Db, code: string, userId: string, orderId: string): Promise<void> {
      const refused = await repo.reserveCoupon(tx, code, userId, orderId)
      if (refused) throw new AppError('conflict', couponMessages[refused])
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

    async prepare(
      userId: string,
      held?: Map<number, number>,
    ): Promise<{ cart: Cart; issues: ValidationIssue[] }> {
      const result = await validate(userId, held)
      if (result.cart.items.length === 0) throw new AppError('bad_request', messages.cart.emptyAtCheckout)
      return result
    },

    /** A visitor's cart joins the account's at sign-in, within the 99 and stock limits; what had to change is reported. */
    async merge(
      userId: string,
      lines: { product_id: number; quantity: number }[],
    ): Promise<{ cart: Cart; adjusted: ValidationIssue[] }> {
      const state = await repo.openCart(db, userId)
      const adjusted: ValidationIssue[] = []
      const byId = await catalogue.getProductFacts([
        ...state.items.map((i) => i.productId),
        ...lines.map((l) => l.product_id),
      ])
      const quantities = new Map(state.items.map((i) => [i.productId, i.quantity]))
      const writes = new Map<number, { productId: number; quantity: number; pricePaise: number }>()
      for (const line of lines) {
        const f = byId.get(line.product_id)
        if (!f || isComingSoon(f.stockStatus) || f.stock <= 0) {
          adjusted.push({
            action: !f ? 'product_removed' : isComingSoon(f.stockStatus) ? 'coming_soon' : 'out_of_stock',
            product_id: line.product_id,
            product_name: f?.name ?? null,
            issue: !f
              ? cartMessages.productGone
              : isComingSoon(f.stockStatus)
                ? messages.cart.comingSoon
                : messages.cart.outOfStock,
          })
          continue
        }
        const existing = quantities.get(f.id)
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
          quantities.set(f.id, allowed)
          writes.set(f.id, { productId: f.id, quantity: allowed, pricePaise: f.pricePaise })
        }
      }
      const written = await repo.upsertItems(db, state.row.id, [...writes.values()])
      const row = await repo.touchCart(db, state.row.id, userId)
      const items = withLines(
        state.items,
        [...writes.keys()].flatMap((id) => written.filter((l) => l.productId === id)),
      )
      return { cart: (await present(userId, { row, items }, byId)).cart, adjusted }
    },
  }
}
