// docs/product.md (States and transitions, "Client cart state rules"): a visitor's cart, kept in the browser (localStorage 'cart') until
// sign-in, when it is merged into the account's cart (POST /cart/merge, decision record 005).
// Money is summed in paise so a line of ₹149.50 × 3 is exact; the results are wire rupees again.
// (This module is read by the header badge on every page; the wire's rupees become paise through the web's one
// money edge, src/web/lib/wire-money.ts, decision 039, whose conversions do not bring money.ts's formatters along.)

import { CART_QUANTITY, computeCartTotals, mergeQuantity } from '#domain/cart.ts'
import { paiseOf, wireRupees } from '#web/lib/wire-money.ts'

/** What a line needs of the product to show itself and to add up. */
export interface GuestCartProduct {
  id: number
  name: string
  price: number
  actual_price: number
  description: string
  category: string
  image_url: string
  stock: number
  stock_status: string
  /** net quantity on the pack; absent in lines stored before it was kept */
  size?: string
  /** the pack's SKU (decision 048); absent in lines stored before packs */
  sku?: string
}

export interface GuestCartLine {
  productId: number
  /** the pack's place among the product's packs, 0 the default (decision 048) */
  variantIndex: number
  quantity: number
  product: GuestCartProduct
}

const sameKey = (
  a: Pick<GuestCartLine, 'productId' | 'variantIndex'>,
  productId: number,
  variantIndex: number,
) => a.productId === productId && a.variantIndex === variantIndex

/** Same productId and variantIndex: the quantity grows (never past 99); otherwise the line is appended. */
export function addGuestLine(lines: readonly GuestCartLine[], line: GuestCartLine): GuestCartLine[] {
  if (!(line.quantity >= CART_QUANTITY.min)) return [...lines]
  const at = lines.findIndex((l) => sameKey(l, line.productId, line.variantIndex))
  if (at === -1) return [...lines, { ...line, quantity: Math.min(CART_QUANTITY.max, line.quantity) }]
  return lines.map((l, i) =>
    i === at ? { ...l, product: line.product, quantity: mergeQuantity(l.quantity, line.quantity) } : l,
  )
}

/**
 * Takes out only the line with this productId and variantIndex: 0 when none is named (docs/product.md, States and
 * transitions); the cart's screens name the line's own pack (decision 048).
 */
export function removeGuestLine(
  lines: readonly GuestCartLine[],
  productId: number,
  variantIndex = 0,
): GuestCartLine[] {
  return lines.filter((l) => !sameKey(l, productId, variantIndex))
}

/**
 * Sets the quantity on the line of this product and pack, or on every line of this product when no pack is named
 * (docs/product.md, States and transitions); a quantity of 0 or less drops them.
 */
export function updateGuestQuantity(
  lines: readonly GuestCartLine[],
  productId: number,
  quantity: number,
  variantIndex?: number,
): GuestCartLine[] {
  const named = (l: GuestCartLine) =>
    variantIndex === undefined ? l.productId === productId : sameKey(l, productId, variantIndex)
  return lines
    .map((l) => (named(l) ? { ...l, quantity: Math.min(CART_QUANTITY.max, quantity) } : l))
    .filter((l) => l.quantity > 0)
}

export function clearGuestCart(): GuestCartLine[] {
  return []
}

/** cartTotal = Σ price × quantity (rupees, exact to the paisa). */
export function guestCartTotal(lines: readonly GuestCartLine[]): number {
  const totals = computeCartTotals(
    lines.map((l) => ({ unitPricePaise: paiseOf(l.product.price), quantity: l.quantity })),
  )
  return wireRupees(totals.subtotalPaise)
}

/** cartCount = Σ quantity. */
export function guestCartCount(lines: readonly GuestCartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0)
}

/** The quantity of a product already in the cart: of one pack when named, else over all its lines. */
export function guestQuantityOf(
  lines: readonly GuestCartLine[],
  productId: number,
  variantIndex?: number,
): number {
  return lines.reduce(
    (n, l) =>
      l.productId === productId && (variantIndex === undefined || l.variantIndex === variantIndex)
        ? n + l.quantity
        : n,
    0,
  )
}

/** The body of POST /cart/merge: one entry per product and pack (decision 048), at most 100 entries. */
export function toMergeItems(
  lines: readonly GuestCartLine[],
): { product_id: number; variant_index: number; quantity: number }[] {
  const byLine = new Map<string, { product_id: number; variant_index: number; quantity: number }>()
  for (const l of lines) {
    const key = `${l.productId}:${l.variantIndex}`
    const at = byLine.get(key)
    if (at) at.quantity += l.quantity
    else byLine.set(key, { product_id: l.productId, variant_index: l.variantIndex, quantity: l.quantity })
  }
  return [...byLine.values()].slice(0, 100).map((e) => ({ ...e, quantity: Math.min(999, e.quantity) }))
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback)
const str = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * Reads what is stored under 'cart'. Anything another build or a hand edit left there that is not a
 * usable line (no product id, no price, no positive whole quantity) is dropped rather than trusted.
 */
export function parseGuestCart(raw: string | null): GuestCartLine[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const lines: GuestCartLine[] = []
  for (const item of data) {
    if (!isObject(item) || !isObject(item.product)) continue
    const p = item.product
    const productId = num(item.productId, Number.NaN)
    const quantity = num(item.quantity, Number.NaN)
    const price = num(p.price, Number.NaN)
    if (!Number.isInteger(productId) || productId <= 0) continue
    if (!Number.isInteger(quantity) || quantity < 1 || !(price >= 0)) continue
    lines.push({
      productId,
      variantIndex: Number.isInteger(item.variantIndex) ? (item.variantIndex as number) : 0,
      quantity: Math.min(CART_QUANTITY.max, quantity),
      product: {
        id: productId,
        name: str(p.name),
        price,
        actual_price: num(p.actual_price, price),
        description: str(p.description),
        category: str(p.category),
        image_url: str(p.image_url),
        stock: num(p.stock),
        stock_status: str(p.stock_status),
        ...(typeof p.size === 'string' && p.size ? { size: p.size } : {}),
        ...(typeof p.sku === 'string' && p.sku ? { sku: p.sku } : {}),
      },
    })
  }
  return lines
}
