// Batches from farm to pack (decision 052): the batch-side of every stock movement. Every writer here runs in the
// caller's transaction with the product's row and then the pack's locked (decision 041), so the pack lock also
// serialises its batches: no batch row is written by anyone not holding its pack.
import { sql } from 'drizzle-orm'
import type { NextBatch } from '#domain/batches.ts'
import { indiaClock } from '#domain/india-time.ts'
import type { Db } from '#server/db/client.ts'
import { batches, orderItemBatches, productPacks, stockMovements } from './tables.ts'

export type BatchRow = typeof batches.$inferSelect

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** Today in India (YYYY-MM-DD): a batch whose best-before is earlier is expired and never sold. */
export function indiaToday(now = new Date()): string {
  return indiaClock(now).day
}

/** A share of a movement: the batch it names (null: stock no batch names) and how many units. */
export interface BatchShare {
  batchId: number | null
  quantity: number
}

/**
 * Writes off every expired batch's remaining units of these packs (caller holds the products' and packs' locks):
 * the pack's stock goes down by them and each batch gets one 'written_off' row, note 'expired', actor 'system'.
 * Lazily before an order takes stock (so an expired unit is never sold) and by the sweep (`sweepExpired`).
 */
export async function writeOffExpired(db: Db, packIds: number[], today = indiaToday()): Promise<number> {
  if (packIds.length === 0) return 0
  const expired = rowsOf<{ id: number; packId: number; productId: number; remaining: number }>(
    await db.execute(sql`
      select id, pack_id as "packId", product_id as "productId", remaining from ${batches}
      where pack_id in (${sql.join(
        packIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}) and remaining > 0 and best_before < ${today}::date
      order by pack_id, best_before, id`),
  )
  for (const b of expired) {
    await db.execute(sql`
      with b as (update ${batches} set remaining = 0 where id = ${b.id}::int),
      k as (update ${productPacks} set stock = stock - ${b.remaining}::int where id = ${b.packId}::int
        returning id, product_id, stock)
      insert into ${stockMovements} (product_id, pack_id, batch_id, change, stock_after, reason, note, actor)
      select product_id, id, ${b.id}::int, ${-b.remaining}::int, stock, 'written_off', 'expired', 'system' from k`)
  }
  return expired.length
}

/**
 * Which batches units leave a pack from (the pack's stock already lowered by `quantity`, from `stockBefore`):
 * 'fefo' (a sale: the unexpired batches earliest best-before first, then stock no batch names), 'unbatched'
 * (staff's or a count's decrease: stock no batch names first, then batches first expiry first), or a list of batch
 * ids to take from first (a returned parcel's write-off: the batches it came back to). Writes one ledger row per
 * share (the running stock after each) and lowers the batches; the shares.
 */
export async function takeOut(
  db: Db,
  m: {
    productId: number
    packId: number
    stockBefore: number
    quantity: number
    prefer: 'fefo' | 'unbatched' | number[]
    reason: string
    note?: string
    actor: string
    orderId?: string | null
  },
): Promise<BatchShare[]> {
  const live = rowsOf<{ id: number; remaining: number }>(
    await db.execute(sql`
      select id, remaining from ${batches} where pack_id = ${m.packId}::int and remaining > 0
      order by best_before, id`),
  )
  const batched = live.reduce((s, b) => s + b.remaining, 0)
  let unbatched = Math.max(0, m.stockBefore - batched)
  const order =
    m.prefer === 'fefo'
      ? [...live, null]
      : m.prefer === 'unbatched'
        ? [null, ...live]
        : [
            ...m.prefer.flatMap((id) => live.filter((b) => b.id === id)),
            null,
            ...live.filter((b) => !(m.prefer as number[]).includes(b.id)),
          ]
  const shares: BatchShare[] = []
  let left = m.quantity
  for (const b of order) {
    if (left === 0) break
    const n = Math.min(left, b ? b.remaining : unbatched)
    if (n <= 0) continue
    if (b) b.remaining -= n
    else unbatched -= n
    shares.push({ batchId: b ? b.id : null, quantity: n })
    left -= n
  }
  // Never short of units (stock ≥ quantity, and the batches never hold more than the stock); should they, the rest
  // is stock no batch names, so the ledger still explains the pack's stock.
  if (left > 0) {
    const none = shares.find((s) => s.batchId === null)
    if (none) none.quantity += left
    else shares.push({ batchId: null, quantity: left })
  }
  await writeShares(db, m, shares, -1)
  return shares
}

/**
 * Units coming back to a pack (its stock already raised by them, from `stockBefore`) into the given batches, the
 * rest unbatched: one ledger row per share, the batches raised.
 */
export async function putBack(
  db: Db,
  m: {
    productId: number
    packId: number
    stockBefore: number
    reason: string
    note?: string
    actor: string
    orderId?: string | null
  },
  shares: BatchShare[],
): Promise<void> {
  await writeShares(db, m, shares, 1)
}

async function writeShares(
  db: Db,
  m: {
    productId: number
    packId: number
    stockBefore: number
    reason: string
    note?: string
    actor: string
    orderId?: string | null
  },
  shares: BatchShare[],
  sign: 1 | -1,
) {
  let stock = m.stockBefore
  const values = []
  for (const s of shares) {
    if (s.quantity <= 0) continue
    stock += sign * s.quantity
    if (s.batchId !== null)
      await db.execute(
        sql`update ${batches} set remaining = remaining + ${sign * s.quantity}::int where id = ${s.batchId}::int`,
      )
    values.push(
      sql`(${m.productId}::int, ${m.packId}::int, ${s.batchId}::int, ${sign * s.quantity}::int, ${stock}::int, ${m.reason}::text, ${m.note ?? ''}::text, ${m.actor}::text, ${m.orderId ?? null}::text)`,
    )
  }
  if (values.length === 0) return
  await db.execute(sql`
    insert into ${stockMovements} (product_id, pack_id, batch_id, change, stock_after, reason, note, actor, order_id)
    values ${sql.join(values, sql`, `)}`)
}

/**
 * Takes back up to `quantity` of an order's units of a pack from its allocation (latest best-before first, so a
 * partial give-back leaves the order the batches it would be packed from first): the shares, with the rest as
 * units of no batch. The allocation rows are lowered (removed at 0).
 */
export async function releaseAllocation(
  db: Db,
  orderId: string,
  packId: number,
  quantity: number,
): Promise<BatchShare[]> {
  const held = rowsOf<{ batchId: number; quantity: number }>(
    await db.execute(sql`
      select a.batch_id as "batchId", a.quantity from ${orderItemBatches} a join ${batches} b on b.id = a.batch_id
      where a.order_id = ${orderId}::text and a.pack_id = ${packId}::int
      order by b.best_before desc, b.id desc`),
  )
  const shares: BatchShare[] = []
  let left = quantity
  for (const h of held) {
    if (left === 0) break
    const n = Math.min(left, h.quantity)
    shares.push({ batchId: h.batchId, quantity: n })
    left -= n
    await db.execute(
      n === h.quantity
        ? sql`delete from ${orderItemBatches} where order_id = ${orderId}::text and pack_id = ${packId}::int and batch_id = ${h.batchId}::int`
        : sql`update ${orderItemBatches} set quantity = quantity - ${n}::int where order_id = ${orderId}::text and pack_id = ${packId}::int and batch_id = ${h.batchId}::int`,
    )
  }
  if (left > 0) shares.push({ batchId: null, quantity: left })
  return shares
}

/** A batch whose remaining its ledger rows do not explain: remaining and received + its movements after receiving. */
export interface BatchMismatch {
  batchId: number
  lot: string
  sku: string
  remaining: number
  ledger: number
}

/**
 * The batches' side of `stock:verify` (decision 052): every batch whose remaining differs from the sum of the ledger
 * rows naming it (its 'received' row included), and every pack whose batches hold more than its stock. One
 * statement.
 */
export async function batchMismatches(db: Db): Promise<BatchMismatch[]> {
  return rowsOf<BatchMismatch>(
    await db.execute(sql`
      select b.id as "batchId", b.lot, k.sku, b.remaining, coalesce(m.total, 0)::int as ledger
      from ${batches} b join ${productPacks} k on k.id = b.pack_id
      left join (select batch_id, sum(change) as total from ${stockMovements} where batch_id is not null
        group by batch_id) m on m.batch_id = b.id
      where b.remaining <> coalesce(m.total, 0)
      union all
      select 0, '(all batches)', k.sku, s.total::int, k.stock
      from ${productPacks} k join (select pack_id, sum(remaining) as total from ${batches} group by pack_id) s
        on s.pack_id = k.id
      where s.total > k.stock
      order by 1`),
  )
}

/**
 * The ledger rows of a count written to a pack (the stock take's pack, or the product's default pack for the
 * command line's count): the pack's row (and the product's, for the default) already holds the counted figure. A
 * rise is one row of stock no batch names; a fall leaves stock no batch names first, then the batches first expiry
 * first (one row each), so the batches never hold more than the pack (decision 052).
 */
export async function recordCount(
  db: Db,
  m: {
    productId: number
    /** the pack counted; the product's default pack when not given */
    packId?: number
    before: number
    after: number
    reason: string
    note: string
    actor: string
  },
): Promise<void> {
  const [pack] =
    m.packId === undefined
      ? rowsOf<{ id: number }>(
          await db.execute(
            sql`select id from ${productPacks} where product_id = ${m.productId}::int and position = 0`,
          ),
        )
      : [{ id: m.packId }]
  if (!pack || m.after === m.before) return
  const base = { ...m, packId: pack.id, stockBefore: m.before }
  if (m.after > m.before) await putBack(db, base, [{ batchId: null, quantity: m.after - m.before }])
  else await takeOut(db, { ...base, quantity: m.before - m.after, prefer: 'unbatched' })
}

/**
 * Writes off every expired batch's remaining units (decision 052), product by product, each in a transaction under
 * the product's and then the packs' locks: the sweep beside the lazy write-off an order does before taking stock.
 * How many batches were written off.
 */
export async function sweepExpired(db: Db, today = indiaToday()): Promise<number> {
  const due = rowsOf<{ productId: number; packId: number }>(
    await db.execute(sql`
      select distinct product_id as "productId", pack_id as "packId" from ${batches}
      where remaining > 0 and best_before < ${today}::date order by 1, 2`),
  )
  let n = 0
  for (const productId of [...new Set(due.map((d) => d.productId))]) {
    const packs = due.filter((d) => d.productId === productId).map((d) => d.packId)
    n += await db.transaction(async (tx) => {
      await tx.execute(sql`select id from products where id = ${productId}::int for update`)
      await tx.execute(
        sql`select id from ${productPacks} where id in (${sql.join(
          packs.map((p) => sql`${p}::int`),
          sql`, `,
        )}) order by id for update`,
      )
      return writeOffExpired(tx, packs, today)
    })
  }
  return n
}

/**
 * The batch each pack sells next (first expiry first out: unexpired, with units left, earliest best-before), for
 * the product page; a pack without one sells stock no batch names.
 */
export async function nextBatches(
  db: Db,
  packIds: number[],
  today = indiaToday(),
): Promise<Map<number, NextBatch>> {
  if (packIds.length === 0) return new Map()
  const rows = rowsOf<NextBatch & { pack_id: number }>(
    await db.execute(sql`
      select distinct on (pack_id) pack_id, lot, to_char(packed_on, 'YYYY-MM-DD') as packed_on,
        to_char(best_before, 'YYYY-MM-DD') as best_before, source_kind, source_name, source_district, source_state,
        process
      from ${batches}
      where pack_id in (${sql.join(
        packIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}) and remaining > 0 and best_before >= ${today}::date
      order by pack_id, best_before, id`),
  )
  return new Map(rows.map(({ pack_id, ...b }) => [pack_id, b]))
}
