// The cart as the shopper sees it (current prices, the coupon re-checked, the idle-expiry rule), and the small
// rules the cart service's changes share: a coupon row as the coupon rules read it, the stock rule of a quantity.
import { computeCartTotals, isCartExpired } from '#domain/cart.ts'
import type { Cart, CartItem, ValidationIssue } from '#domain/contracts/cart.ts'
import { type Coupon, checkCoupon } from '#domain/coupons.ts'
import { messages } from '#domain/messages.ts'
import { cartMessages } from '#domain/messages-cart.ts'
import { getStockState, isComingSoon, isUnavailable, STOCK_LABELS } from '#domain/stock.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { PackFact } from '../catalogue/repo.ts'
import type { CatalogueService, ProductFacts } from '../catalogue/service.ts'
import * as repo from './repo.ts'

export function toCoupon(row: repo.CouponRow): Coupon {
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
export function assertAvailable(facts: ProductFacts | undefined, quantity: number): ProductFacts {
  if (!facts) throw new AppError('not_found', messages.catalogue.productNotFound)
  if (isComingSoon(facts.stockStatus)) throw new AppError('conflict', messages.cart.comingSoon)
  if (facts.stock <= 0) throw new AppError('conflict', messages.cart.outOfStock)
  if (quantity > facts.stock) throw new AppError('conflict', cartMessages.onlyLeft(facts.stock))
  return facts
}

export type CouponFacts = Awaited<ReturnType<typeof repo.findCouponFor>>

/**
 * A line's facts (decision 048): the product's, priced and stocked from the line's pack; an inactive pack has none
 * to sell (its stock counts as 0, so it is refused and dropped with the shop's out-of-stock wording). Undefined
 * when the product or the pack is gone.
 */
export interface LineFacts extends ProductFacts {
  pack: PackFact
}

export function factsOfLine(f: ProductFacts | undefined, packId: number): LineFacts | undefined {
  const pack = f?.packs.find((k) => k.id === packId)
  if (!f || !pack) return undefined
  return {
    ...f,
    pack,
    pricePaise: pack.pricePaise,
    actualPricePaise: pack.actualPricePaise,
    stock: pack.active ? pack.stock : 0,
  }
}

/** The product's pack at `variantIndex` (inactive ones too): 404 for a product not on sale, 400 for no such pack. */
export function packAt(f: ProductFacts | undefined, variantIndex: number): PackFact {
  if (!f) throw new AppError('not_found', messages.catalogue.productNotFound)
  const pack = f.packs.find((k) => k.position === variantIndex)
  if (!pack) throw new AppError('bad_request', cartMessages.unknownPack)
  return pack
}

/** The cart as it is after a line was written: the line replaced in place, or added last (as the database orders them). */
export function withLines(items: repo.CartItemRow[], written: repo.CartItemRow[]): repo.CartItemRow[] {
  const byId = new Map(written.map((l) => [l.id, l]))
  const kept = items.map((i) => byId.get(i.id) ?? i)
  const known = new Set(items.map((i) => i.id))
  return [...kept, ...written.filter((l) => !known.has(l.id))]
}

/**
 * The line of a product in the pack at `variantIndex` (decision 048); a line whose pack is gone answers to 0, as
 * the cart shows it. 404 when the cart has no such line.
 */
export function lineOf(
  state: repo.CartState,
  productId: number,
  variantIndex: number,
  facts: Map<number, ProductFacts>,
): repo.CartItemRow {
  const packs = facts.get(productId)?.packs ?? []
  const item = state.items.find(
    (i) =>
      i.productId === productId && (packs.find((k) => k.id === i.packId)?.position ?? 0) === variantIndex,
  )
  if (!item) throw new AppError('not_found', cartMessages.itemNotInCart)
  return item
}

export type CartPresenter = ReturnType<typeof createCartPresenter>

export function createCartPresenter(deps: { db: Db; catalogue: CatalogueService; now: () => Date }) {
  const { db, catalogue, now } = deps
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
    /** the coupon the shopper had applied, when it no longer applies and was taken off the cart here */
    droppedCoupon: string | null
  }> {
    const { row, items } = state
    const byId = known ?? (await factsFor(state))
    const issues: ValidationIssue[] = []
    const hasExpired = isCartExpired(row.updatedAt, now()) && items.length > 0
    let couponCode = row.couponCode

    const lines = items.map((item) => {
      const f = factsOfLine(byId.get(item.productId), item.packId)
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
    const cartItems: CartItem[] = lines.map(({ item, f }) => {
      const pack = f && { stock: f.stock, stock_status: f.stockStatus }
      return {
        id: item.id,
        product_id: item.productId,
        variant_index: f?.pack.position ?? 0,
        sku: f?.pack.sku ?? '',
        size: f?.pack.size ?? '',
        quantity: item.quantity,
        unit_price: f?.pricePaise ?? 0,
        actual_price: f?.actualPricePaise ?? 0,
        stock_status: pack ? STOCK_LABELS[getStockState(pack)] : '',
        in_stock: pack ? !isUnavailable(pack) : false,
        total_price: (f?.pricePaise ?? 0) * item.quantity,
        product: f
          ? {
              id: f.id,
              name: f.name,
              description: f.product.description,
              category: f.product.category,
              price: f.pricePaise,
              actual_price: f.actualPricePaise,
              image_url: f.product.image_url,
              stock: f.stock,
              stock_status: f.stockStatus,
              size: f.pack.size,
            }
          : null,
      }
    })
    const discounted = totals.discountedTotalPaise
    const cart: Cart = {
      id: row.id,
      user_id: row.userId,
      total_items: totals.totalItems,
      item_count: totals.totalItems,
      total_price: totals.subtotalPaise,
      discount_amount: totals.discountPaise,
      discounted_total: discounted,
      total: discounted ?? totals.subtotalPaise - totals.discountPaise,
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
      droppedCoupon: dropCoupon ? row.couponCode : null,
    }
  }

  async function load(userId: string) {
    return present(userId, await repo.openCart(db, userId))
  }

  return { factsFor, present, load }
}
