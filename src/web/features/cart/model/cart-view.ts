// What the cart page and the cart drawer show, whether the cart is the account's (server) or a visitor's
// (browser), plus the estimates shown while a change is on its way to the server.

import { cartTotal, computeCartTotals, discountFor } from '#domain/cart.ts'
import type { Cart, CartProduct } from '#domain/contracts/cart.ts'
import { paiseOf, wireRupees } from '#web/lib/wire-money.ts'
import { type GuestCartLine, guestCartCount, guestCartTotal } from './guest-cart.ts'

/** docs/product.md, Business constants and limits: the cart page shows the first 50 characters of a description. */
export const CART_EXCERPT_LENGTH = 50

export interface CartLineView {
  productId: number
  /** the line's pack, 0 the default (decision 048): a product in two sizes is two lines */
  variantIndex: number
  /** `productId:variantIndex`, one per line */
  key: string
  /** the pack's net quantity ('250g') and SKU, when known */
  size: string | null
  sku: string | null
  /** the product's name, with the size when the cart holds the product in more than one pack */
  label: string
  /** the product page of the line's pack */
  href: string
  quantity: number
  /** rupees */
  unitPrice: number
  lineTotal: number
  product: Omit<CartProduct, 'id'> | null
}

export interface CartView {
  lines: CartLineView[]
  itemCount: number
  subtotal: number
  discount: number
  total: number
  couponCode: string | null
}

/** A line's key: its product and pack. */
export const lineKey = (productId: number, variantIndex: number) => `${productId}:${variantIndex}`

type LineCore = Omit<CartLineView, 'key' | 'label' | 'href'>

/** Names each line and links it to its pack's page; a product in two packs gets its size in both names. */
function named(lines: LineCore[]): CartLineView[] {
  const linesOf = new Map<number, number>()
  for (const l of lines) linesOf.set(l.productId, (linesOf.get(l.productId) ?? 0) + 1)
  return lines.map((l) => {
    const name = l.product?.name ?? `Product ${l.productId}`
    const several = (linesOf.get(l.productId) ?? 0) > 1
    return {
      ...l,
      key: lineKey(l.productId, l.variantIndex),
      label: several && l.size ? `${name}, ${l.size}` : name,
      href:
        l.variantIndex !== 0 && l.size
          ? `/product/${l.productId}?${new URLSearchParams({ size: l.size })}`
          : `/product/${l.productId}`,
    }
  })
}

export function viewOfServerCart(cart: Cart): CartView {
  return {
    lines: named(
      cart.items.map((i) => ({
        productId: i.product_id,
        variantIndex: i.variant_index,
        size: i.size || i.product?.size || null,
        sku: i.sku || null,
        quantity: i.quantity,
        unitPrice: i.unit_price,
        lineTotal: i.total_price,
        product: i.product,
      })),
    ),
    itemCount: cart.total_items,
    subtotal: cart.total_price,
    discount: cart.discount_amount,
    total: cartTotal(cart),
    couponCode: cart.discount_amount > 0 ? cart.coupon_code : null,
  }
}

export function viewOfGuestCart(lines: readonly GuestCartLine[]): CartView {
  const subtotal = guestCartTotal(lines)
  return {
    lines: named(
      lines.map((l) => ({
        productId: l.productId,
        variantIndex: l.variantIndex,
        size: l.product.size ?? null,
        sku: l.product.sku ?? null,
        quantity: l.quantity,
        unitPrice: l.product.price,
        lineTotal: wireRupees(paiseOf(l.product.price) * l.quantity),
        product: l.product,
      })),
    ),
    itemCount: guestCartCount(lines),
    subtotal,
    discount: 0,
    total: subtotal,
    couponCode: null,
  }
}

/** docs/product.md, States and transitions: a coupon counts as applied whenever discount_amount is above 0. */
export function hasCoupon(view: Pick<CartView, 'discount'>): boolean {
  return view.discount > 0
}

/** The first 50 characters, with an ellipsis when something was cut. */
export function descriptionExcerpt(text: string, max = CART_EXCERPT_LENGTH): string {
  const t = text.trim()
  return t.length > max ? `${t.slice(0, max).trimEnd()}...` : t
}

/**
 * The cart as it will probably look once the server has applied a change, shown at once and replaced by
 * the server's reply (or rolled back on an error). The coupon's discount is estimated as the same share
 * of the new subtotal, which is exact for percent coupons (DEAL5, SAVE10) up to the paisa rounding.
 */
function recomputeCart(cart: Cart, items: Cart['items']): Cart {
  const lines = items.map((i) => ({ unitPricePaise: paiseOf(i.unit_price), quantity: i.quantity }))
  const before = paiseOf(cart.total_price)
  const discountBefore = paiseOf(cart.discount_amount)
  const totals = computeCartTotals(lines)
  const discountPaise =
    discountBefore > 0 && before > 0
      ? discountFor(totals.subtotalPaise, { kind: 'percent', value: (discountBefore / before) * 100 })
      : 0
  const discountedPaise = cart.discounted_total !== null ? totals.subtotalPaise - discountPaise : null
  const next = {
    ...cart,
    items,
    total_items: totals.totalItems,
    item_count: totals.totalItems,
    total_price: wireRupees(totals.subtotalPaise),
    discount_amount: wireRupees(discountPaise),
    discounted_total: discountedPaise === null ? null : wireRupees(discountedPaise),
  }
  return { ...next, total: cartTotal(next) }
}

const isLine = (i: Cart['items'][number], productId: number, variantIndex: number) =>
  i.product_id === productId && i.variant_index === variantIndex

/** The line of this product in this pack (0 the default pack) at `quantity`. */
export function withLineQuantity(cart: Cart, productId: number, quantity: number, variantIndex = 0): Cart {
  return recomputeCart(
    cart,
    cart.items.map((i) =>
      isLine(i, productId, variantIndex)
        ? { ...i, quantity, total_price: wireRupees(paiseOf(i.unit_price) * quantity) }
        : i,
    ),
  )
}

/** Without the line of this product in this pack (0 the default pack). */
export function withoutLine(cart: Cart, productId: number, variantIndex = 0): Cart {
  return recomputeCart(
    cart,
    cart.items.filter((i) => !isLine(i, productId, variantIndex)),
  )
}
