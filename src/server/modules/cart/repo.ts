import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cartItems, carts, couponRedemptions, coupons } from './tables.ts'

export type CartRow = typeof carts.$inferSelect
export type CartItemRow = typeof cartItems.$inferSelect
export type CouponRow = typeof coupons.$inferSelect

export async function ensureCart(db: Db, userId: string): Promise<CartRow> {
  const [created] = await db
    .insert(carts)
    .values({ userId, createdBy: userId, updatedBy: userId })
    .onConflictDoNothing()
    .returning()
  if (created) return created
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1)
  return row!
}

export async function findItems(db: Db, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
}

export async function findItem(db: Db, cartId: string, productId: number): Promise<CartItemRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .limit(1)
  return row
}

export async function upsertItem(
  db: Db,
  cartId: string,
  productId: number,
  quantity: number,
  pricePaise: number,
) {
  await db
    .insert(cartItems)
    .values({ cartId, productId, quantity, seenPricePaise: pricePaise })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity, updatedAt: new Date() },
    })
}

export async function setItemQuantity(db: Db, cartId: string, productId: number, quantity: number) {
  await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
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

export async function touchCart(db: Db, cartId: string, userId: string, couponCode?: string | null) {
  await db
    .update(carts)
    .set({ updatedAt: new Date(), updatedBy: userId, ...(couponCode !== undefined ? { couponCode } : {}) })
    .where(eq(carts.id, cartId))
}

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1)
  return row
}

export async function countRedemptions(db: Db, code: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.userId, userId)))
  return row?.n ?? 0
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
