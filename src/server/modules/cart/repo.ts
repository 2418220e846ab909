import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
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

/** Sets the quantity of a line (a product in a pack), adding it when missing; the line as stored. */
export async function upsertItem(
  db: Db,
  cartId: string,
  productId: number,
  packId: number,
  quantity: number,
  pricePaise: number,
): Promise<CartItemRow> {
  const [row] = await upsertItems(db, cartId, [{ productId, packId, quantity, pricePaise }])
  return row!
}

/** Several lines at once (one product and pack each), in one statement; new lines keep the given order (created_at). */
export async function upsertItems(
  db: Db,
  cartId: string,
  lines: { productId: number; packId: number; quantity: number; pricePaise: number }[],
): Promise<CartItemRow[]> {
  if (lines.length === 0) return []
  return db
    .insert(cartItems)
    .values(
      lines.map((l, i) => ({
        cartId,
        productId: l.productId,
        packId: l.packId,
        quantity: l.quantity,
        seenPricePaise: l.pricePaise,
        createdAt: sql`now() + ${i}::int * interval '1 microsecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.packId],
      set: { quantity: sql`excluded.quantity`, updatedAt: new Date() },
    })
    .returning()
}

/** A line (by its id) set to `quantity`; the line as stored, undefined when it is gone. */
export async function setItemQuantity(
  db: Db,
  itemId: string,
  quantity: number,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(eq(cartItems.id, itemId))
    .returning()
  return row
}

export async function setSeenPrice(db: Db, itemId: string, pricePaise: number) {
  await db.update(cartItems).set({ seenPricePaise: pricePaise }).where(eq(cartItems.id, itemId))
}

export async function deleteItem(db: Db, itemId: string): Promise<boolean> {
  const gone = await db.delete(cartItems).where(eq(cartItems.id, itemId)).returning({ id: cartItems.id })
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

/**
 * A coupon and how many paid orders of this shopper used it: one round trip. Reservations held by other
 * shoppers' open orders count against the total (they may yet be paid); this shopper's own open order is the one
 * checkout reuses, so it does not count against them.
 */
export async function findCouponFor(
  db: Db,
  code: string,
  userId: string,
): Promise<{ coupon: CouponRow | undefined; usedByUser: number }> {
  const [row] = await db
    .select({
      coupon: coupons,
      usedByUser: sql<number>`(select count(*)::int from ${couponRedemptions}
        where ${couponRedemptions.couponCode} = ${coupons.code} and ${couponRedemptions.userId} = ${userId}
          and ${couponRedemptions.state} = 'redeemed')`,
      reservedByOthers: sql<number>`(select count(*)::int from ${couponRedemptions}
        where ${couponRedemptions.couponCode} = ${coupons.code} and ${couponRedemptions.userId} <> ${userId}
          and ${couponRedemptions.state} = 'reserved')`,
    })
    .from(coupons)
    .where(eq(coupons.code, code))
    .limit(1)
  const coupon = row?.coupon && { ...row.coupon, usedCount: row.coupon.usedCount + row.reservedByOthers }
  return { coupon, usedByUser: row?.usedByUser ?? 0 }
}

/**
 * The coupons the shop shows off, smallest first: active and featured, and usable now (within their dates, uses
 * left in all). A shopper's own limit and the order minimum are the cart's to say when the coupon is applied.
 */
export async function featuredCoupons(db: Db): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        eq(coupons.featured, true),
        sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= now())`,
        sql`(${coupons.endsAt} is null or ${coupons.endsAt} > now())`,
        sql`(${coupons.totalLimit} is null or ${coupons.usedCount} < ${coupons.totalLimit})`,
      ),
    )
    .orderBy(asc(coupons.value))
}

export async function countItems(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
  return rows[0]?.n ?? 0
}

/**
 * After an order is paid: its lines leave the cart (only the quantities it bought: anything added since stays),
 * and its coupon, if the cart still has it.
 */
export async function removeOrdered(
  db: Db,
  userId: string,
  lines: { productId: number; packId: number; quantity: number }[],
  couponCode: string | null,
): Promise<void> {
  if (lines.length === 0) return
  const ids = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.packId}::int, ${l.quantity}::int)`),
    sql`, `,
  )
  await db.execute(sql`
    with bought (product_id, pack_id, quantity) as (values ${ids}),
    cart as (select id from ${carts} where user_id = ${userId}),
    gone as (
      delete from ${cartItems} c using bought b, cart
      where c.cart_id = cart.id and c.product_id = b.product_id and c.pack_id = b.pack_id
        and c.quantity <= b.quantity
      returning c.id
    ),
    kept as (
      update ${cartItems} c set quantity = c.quantity - b.quantity, updated_at = now()
      from bought b, cart
      where c.cart_id = cart.id and c.product_id = b.product_id and c.pack_id = b.pack_id
        and c.quantity > b.quantity
      returning c.id
    )
    update ${carts} set
      coupon_code = case when coupon_code = ${couponCode} then null else coupon_code end,
      updated_at = now(), updated_by = ${userId}
    where user_id = ${userId}`)
}

/** A line's (by its id) quantity changed by `delta` in one statement, never below 1, above 99 or above `stock`. */
export async function stepItem(
  db: Db,
  itemId: string,
  delta: 1 | -1,
  stock: number,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} + ${delta}`, updatedAt: new Date() })
    .where(
      and(
        eq(cartItems.id, itemId),
        delta > 0 ? sql`${cartItems.quantity} + 1 <= least(99, ${stock})` : sql`${cartItems.quantity} > 1`,
      ),
    )
    .returning()
  return row
}

/**
 * Adds to a line in one statement (a new line, or the quantity added to the one there); nothing is written, and
 * undefined returned, when the result would be above 99 or above `stock` (decision 005: never capped silently).
 */
export async function addToItem(
  db: Db,
  cartId: string,
  productId: number,
  packId: number,
  quantity: number,
  pricePaise: number,
  stock: number,
): Promise<CartItemRow | undefined> {
  const merged = sql`${cartItems.quantity} + excluded.quantity`
  const [row] = await db
    .insert(cartItems)
    .values({ cartId, productId, packId, quantity, seenPricePaise: pricePaise })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.packId],
      set: { quantity: merged, updatedAt: new Date() },
      setWhere: sql`${merged} <= least(99, ${stock})`,
    })
    .returning()
  return row
}

/**
 * A coupon locked for a placement (`SELECT … FOR UPDATE`: every placement of that coupon waits its turn, so limits
 * hold whatever the concurrency), with what is taken of it: redemptions (paid orders) and reservations (open
 * orders), in all and by this shopper. Undefined when there is no such coupon.
 */
export async function lockCouponUsage(
  db: Db,
  code: string,
  userId: string,
): Promise<{ coupon: CouponRow; redeemed: number; reserved: number; mine: number } | undefined> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).for('update')
  if (!coupon) return undefined
  const [used] = await db
    .select({
      redeemed: sql<number>`(count(*) filter (where ${couponRedemptions.state} = 'redeemed'))::int`,
      reserved: sql<number>`(count(*) filter (where ${couponRedemptions.state} = 'reserved'))::int`,
      mine: sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${userId}))::int`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponCode, code))
  return { coupon, redeemed: used?.redeemed ?? 0, reserved: used?.reserved ?? 0, mine: used?.mine ?? 0 }
}

/** One use of a coupon held for an order being placed (the caller holds the coupon's lock). */
export async function insertCouponReservation(
  db: Db,
  code: string,
  userId: string,
  orderId: string,
): Promise<void> {
  await db.insert(couponRedemptions).values({ couponCode: code, userId, orderId, state: 'reserved' })
}

/** The coupon leaves the shopper's cart, if it is still the one applied; whether it did. */
export async function dropCartCoupon(db: Db, userId: string, code: string): Promise<boolean> {
  const gone = await db
    .update(carts)
    .set({ couponCode: null, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(carts.userId, userId), eq(carts.couponCode, code)))
    .returning({ id: carts.id })
  return gone.length > 0
}

/** The order was paid: its reservation becomes a redemption (counted once, whatever repeats). */
export async function redeemCoupon(db: Db, orderId: string): Promise<void> {
  await db.execute(sql`
    with redeemed as (
      update ${couponRedemptions} set state = 'redeemed'
      where order_id = ${orderId} and state = 'reserved'
      returning coupon_code
    )
    update ${coupons} set used_count = used_count + 1 where code in (select coupon_code from redeemed)`)
}

/** The order expired or was cancelled: its coupon use is given back. */
export async function releaseCoupon(db: Db, orderId: string): Promise<void> {
  await db.execute(sql`
    with released as (
      delete from ${couponRedemptions} where order_id = ${orderId} returning coupon_code, state
    )
    update ${coupons} set used_count = greatest(0, used_count - 1)
    where code in (select coupon_code from released where state = 'redeemed')`)
}
