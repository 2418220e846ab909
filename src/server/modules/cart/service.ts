import { computeCartTotals, isCartExpired, mergeQuantity } from '../../../domain/cart.ts'
import type { Cart, CartItem, ValidationIssue } from '../../../domain/contracts/cart.ts'
import { type Coupon, checkCoupon, normaliseCouponCode } from '../../../domain/coupons.ts'
import { messages } from '../../../domain/messages.ts'
import { paiseToRupees } from '../../../domain/money.ts'
import { isComingSoon } from '../../../domain/stock.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { CatalogueService, ProductFacts } from '../catalogue/service.ts'
import * as repo from './repo.ts'

export const cartMessages = {
  itemNotInCart: 'This product is not in your cart',
  onlyLeft: (n: number) => `Only ${n} left in stock`,
  productGone: 'This product is no longer available',
}

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

export function createCartService(deps: { db: Db; catalogue: CatalogueService; now?: () => Date }) {
  const { db, catalogue } = deps
  const now = deps.now ?? (() => new Date())

  async function facts(productId: number): Promise<ProductFacts | undefined> {
    return (await catalogue.getProductFacts([productId])).get(productId)
  }

  /**
   * The cart as the shopper sees it: current catalogue prices, the coupon re-checked against them
   * (and dropped when it no longer applies), the idle-expiry rule applied.
   */
  async function load(userId: string): Promise<{
    cart: Cart
    issues: ValidationIssue[]
    rows: repo.CartItemRow[]
    facts: Map<number, ProductFacts>
  }> {
    const row = await repo.ensureCart(db, userId)
    const items = await repo.findItems(db, row.id)
    const byId = await catalogue.getProductFacts(items.map((i) => i.productId))
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
    if (couponCode) {
      const couponRow = await repo.findCoupon(db, couponCode)
      const check = checkCoupon(couponRow && toCoupon(couponRow), {
        subtotalPaise: subtotal,
        now: now(),
        usedByUser: couponRow ? await repo.countRedemptions(db, couponCode, userId) : 0,
      })
      if (check.ok && !hasExpired) coupon = toCoupon(couponRow!)
      else {
        issues.push({
          action: 'coupon_removed',
          product_id: null,
          product_name: null,
          issue: check.ok
            ? `Coupon ${couponCode} was removed from your idle cart`
            : `Coupon ${couponCode} removed: ${check.message}`,
        })
        await repo.touchCart(db, row.id, userId, null)
        couponCode = null
      }
    }
    if (hasExpired) await repo.touchCart(db, row.id, userId)

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
    return { cart, issues, rows: items, facts: byId }
  }

  async function setLine(userId: string, productId: number, quantity: number): Promise<Cart> {
    const row = await repo.ensureCart(db, userId)
    const f = assertAvailable(await facts(productId), quantity)
    await repo.upsertItem(db, row.id, productId, quantity, f.pricePaise)
    await repo.touchCart(db, row.id, userId)
    return (await load(userId)).cart
  }

  async function existingLine(userId: string, productId: number) {
    const row = await repo.ensureCart(db, userId)
    const item = await repo.findItem(db, row.id, productId)
    if (!item) throw new AppError('not_found', cartMessages.itemNotInCart)
    return { row, item }
  }

  /** Compares what the shopper saw with the catalogue now; fixes what can be fixed and says so. */
  async function validate(userId: string): Promise<{ cart: Cart; issues: ValidationIssue[] }> {
    const first = await load(userId)
    const issues = [...first.issues]
    const cartId = first.cart.id
    let changed = false
    for (const item of first.rows) {
      const f = first.facts.get(item.productId)
      const name = f?.name ?? null
      if (!f) {
        await repo.deleteItem(db, cartId, item.productId)
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
        await repo.setItemQuantity(db, cartId, item.productId, f.stock)
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
    const cart = changed ? (await load(userId)).cart : first.cart
    return { cart, issues }
  }

  return {
    async get(userId: string): Promise<Cart> {
      return (await load(userId)).cart
    },

    async count(userId: string): Promise<number> {
      return repo.countItems(db, userId)
    },

    async addItem(userId: string, productId: number, quantity: number): Promise<Cart> {
      const row = await repo.ensureCart(db, userId)
      const existing = await repo.findItem(db, row.id, productId)
      return setLine(userId, productId, mergeQuantity(existing?.quantity ?? 0, quantity))
    },

    async setQuantity(userId: string, productId: number, quantity: number): Promise<Cart> {
      await existingLine(userId, productId)
      return setLine(userId, productId, quantity)
    },

    async increment(userId: string, productId: number): Promise<Cart> {
      const { item } = await existingLine(userId, productId)
      return setLine(userId, productId, mergeQuantity(item.quantity, 1))
    },

    /** A decrease at 1 is ignored (spec §4): removal is a separate action. */
    async decrement(userId: string, productId: number): Promise<Cart> {
      const { row, item } = await existingLine(userId, productId)
      if (item.quantity > 1) {
        await repo.setItemQuantity(db, row.id, productId, item.quantity - 1)
        await repo.touchCart(db, row.id, userId)
      }
      return (await load(userId)).cart
    },

    async removeItem(userId: string, productId: number): Promise<Cart> {
      const row = await repo.ensureCart(db, userId)
      if (!(await repo.deleteItem(db, row.id, productId)))
        throw new AppError('not_found', cartMessages.itemNotInCart)
      await repo.touchCart(db, row.id, userId)
      return (await load(userId)).cart
    },

    async applyCoupon(userId: string, rawCode: string): Promise<Cart> {
      const code = normaliseCouponCode(rawCode)
      if (!code) throw new AppError('bad_request', messages.coupon.empty)
      const { cart } = await load(userId)
      const couponRow = await repo.findCoupon(db, code)
      const check = checkCoupon(couponRow && toCoupon(couponRow), {
        subtotalPaise: Math.round(cart.total_price * 100),
        now: now(),
        usedByUser: couponRow ? await repo.countRedemptions(db, code, userId) : 0,
      })
      if (!check.ok) throw new AppError(couponRow ? 'conflict' : 'not_found', check.message)
      await repo.touchCart(db, cart.id, userId, code)
      return (await load(userId)).cart
    },

    /** After payment: the cart is emptied and its coupon released (inside the caller's transaction). */
    async clearAfterOrder(tx: Db, userId: string): Promise<void> {
      await repo.clearCart(tx, userId)
    },

    /** Counts a coupon's use by a paid order, once per order. */
    async redeemCoupon(tx: Db, code: string, userId: string, orderId: string): Promise<void> {
      await repo.redeemCoupon(tx, code, userId, orderId)
    },

    async removeCoupon(userId: string): Promise<Cart> {
      const row = await repo.ensureCart(db, userId)
      await repo.touchCart(db, row.id, userId, null)
      return (await load(userId)).cart
    },

    validate,

    async prepare(userId: string): Promise<{ cart: Cart; issues: ValidationIssue[] }> {
      const result = await validate(userId)
      if (result.cart.items.length === 0) throw new AppError('bad_request', messages.cart.emptyAtCheckout)
      return result
    },

    /** A visitor's cart joins the account's at sign-in, within the 99 and stock limits; what had to change is reported. */
    async merge(
      userId: string,
      lines: { product_id: number; quantity: number }[],
    ): Promise<{ cart: Cart; adjusted: ValidationIssue[] }> {
      const row = await repo.ensureCart(db, userId)
      const adjusted: ValidationIssue[] = []
      const byId = await catalogue.getProductFacts(lines.map((l) => l.product_id))
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
        const existing = await repo.findItem(db, row.id, line.product_id)
        const wanted = (existing?.quantity ?? 0) + line.quantity
        const allowed = Math.min(mergeQuantity(existing?.quantity ?? 0, line.quantity), f.stock)
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
        if (allowed !== existing?.quantity) await repo.upsertItem(db, row.id, f.id, allowed, f.pricePaise)
      }
      await repo.touchCart(db, row.id, userId)
      return { cart: (await load(userId)).cart, adjusted }
    },
  }
}
