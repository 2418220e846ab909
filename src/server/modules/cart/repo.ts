import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cartItems, carts, couponRedemptions, coupons } from './tables.ts'

export type CartRow = typeof carts.$inferSelect
export type CartItemRow = typeof cartItems.$inferSelect
export type CouponRow = typeof coupons.$inferSelect

/** A shopper's cart with its lines (oldest first): one round trip. */
export interface CartState {
  row: CartRow
  items: CartItemRow[]
}

async function findCart(db: Db, userId: string): Promise<CartState | undefined> {
  const rows = await db
    .select({ cart: carts, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
  const first = rows[0]
  if (!first) return undefined
  return { row: first.cart, items: rows.flatMap((r) => (r.item ? [r.item] : [])) }
}

/** The shopper's cart, made on first use (a concurrent first use finds the one the other made). */
export async function openCart(db: Db, userId: string): Promise<CartState> {
  const found = await findCart(db, userId)
  if (found) return found
  const [created] = await db
    .insert(carts)
    .values({ userId, createdBy: userId, updatedBy: userId })
    .onConflictDoNothing()
    .returning()
  if (created) return { row: created, items: [] }
  return (await findCart(db, userId))!
}

/** Sets the quantity of a line, adding it when missing; the line as stored. */
export async function upsertItem(
  db: Db,
  cartId: string,
  productId: number,
  quantity: number,
  pricePaise: number,
): Promise<CartItemRow> {
  const [row] = await upsertItems(db, cartId, [{ productId, quantity, pricePaise }])
  return row!
}

/** Several lines at once (one product each), in one statement; new lines keep the given order (created_at). */
export async function upsertItems(
  db: Db,
  cartId: string,
  lines: { productId: number; quantity: number; pricePaise: number }[],
): Promise<CartItemRow[]> {
  if (lines.length === 0) return []
  return db
    .insert(cartItems)
    .values(
      lines.map((l, i) => ({
        cartId,
        productId: l.productId,
        quantity: l.quantity,
        seenPricePaise: l.pricePaise,
        createdAt: sql`now() + ${i}::int * interval '1 microsecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`excluded.quantity`, updatedAt: new Date() },
    })
    .returning()
}

export async function setItemQuantity(
  db: Db,
  cartId: string,
  productId: number,
  quantity: number,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning()
  return row
}

export async function setSeenPrice(db: Db, cartId: string, productId: number, pricePaise: number) {
  await db
    .update(cartItems)
    .set({ seenPricePaise: pricePaise })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
}

export async function deleteItem(db: Db, cartId: string, productId: number): Promise<boolean> {
  const gone = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id })
  return gone.length > 0
}

/** Marks the cart as used now (and sets or clears its coupon); the cart as stored. */
export async function touchCart(
  db: Db,
  cartId: string,
  userId: string,
  couponCode?: string | null,
): Promise<CartRow> {
  const [row] = await db
    .update(carts)
    .set({ updatedAt: new Date(), updatedBy: userId, ...(couponCode !== undefined ? { couponCode } : {}) })
    .where(eq(carts.id, cartId))
    .returning()
  return row!
}

/** A coupon and how many paid orders of this shopper used it: one round trip. */
export async function findCouponFor(
  db: Db,
  code: string,
  userId: string,
): Promise<{ coupon: CouponRow | undefined; usedByUser: number }> {
  const [row] = await db
    .select({
      coupon: coupons,
      usedByUser: sql<number>`(select count(*)::int from ${couponRedemptions}
        where ${couponRedemptions.couponCode} = ${coupons.code} and ${couponRedemptions.userId} = ${userId})`,
    })
    .from(coupons)
    .where(eq(coupons.code, code))
    .limit(1)
  return { coupon: row?.coupon, usedByUser: row?.usedByUser ?? 0 }
}

export async function countItems(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
  return rows[0]?.n ?? 0
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1)
  if (!cart) return
  await db.delete(cartItems).where(eq(cartItems.cartId, cart.id))
  await db
    .update(carts)
    .set({ couponCode: null, updatedAt: new Date(), updatedBy: userId })
    .where(eq(carts.id, cart.id))
}

export async function redeemCoupon(db: Db, code: string, userId: string, orderId: string): Promise<void> {
  const inserted = await db
    .insert(couponRedemptions)
    .values({ couponCode: code, userId, orderId })
    .onConflictDoNothing()
    .returning({ orderId: couponRedemptions.orderId })
  if (inserted.length > 0) {
    await db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.code, code))
  }
}
