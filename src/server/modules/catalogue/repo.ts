import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { hasIndic, toLatin } from '#domain/transliterate.ts'
import type { Db } from '#server/db/client.ts'
import { indiaToday, putBack, recordCount, releaseAllocation, takeOut, writeOffExpired } from './batches.ts'
import { categoryShown } from './categories.ts'
import {
  batches,
  orderItemBatches,
  productImages,
  productPacks,
  products,
  productTranslations,
  recipes,
  stockMovements,
} from './tables.ts'

export type ProductRow = typeof products.$inferSelect
export type RecipeRow = typeof recipes.$inferSelect

/**
 * What the shop sells: every product but the archived ones and those of a hidden category (decision 051); staff
 * still see both in the back office.
 */
const onSale = and(isNull(products.archivedAt), categoryShown(sql`"products"."category"`))

export async function findProducts(
  db: Db,
  opts: { offset: number; limit: number; category?: string; featuredFirst?: boolean },
) {
  const where = and(onSale, opts.category ? eq(products.category, opts.category) : undefined)
  const order = opts.featuredFirst ? [desc(products.featured), asc(products.id)] : [asc(products.id)]
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(products).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

export async function findProductById(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), onSale))
    .limit(1)
  return row
}

/** Products by id; archived ones too with `includeArchived` (a review or an order still names them). */
export async function findProductsByIds(
  db: Db,
  ids: number[],
  opts: { includeArchived?: boolean } = {},
): Promise<ProductRow[]> {
  if (ids.length === 0) return []
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), opts.includeArchived ? undefined : onSale))
    .orderBy(asc(products.id))
}

/** Products with their image addresses (by position), in one round trip. */
/** A pack as other modules price and check stock with (decision 048). */
export interface PackFact {
  id: number
  position: number
  sku: string
  size: string
  pricePaise: number
  actualPricePaise: number
  stock: number
  active: boolean
  /** the pack's weight in grams (0: not given), kept on the order line as sold for GSTR-1's KGS */
  weightGrams: number
  barcode: string | null
}

export async function findProductsWithImages(
  db: Db,
  ids: number[],
): Promise<{ row: ProductRow; images: string[]; packs: PackFact[] }[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      row: products,
      pairs: sql<[number, string][] | null>`(
        select json_agg(json_build_array(${productImages.position}, ${productImages.url}))
          from ${productImages} where ${productImages.productId} = ${products.id})`,
      // The product's packs in the same statement (decision 048: a cart line is priced from its pack); the outer
      // row named in full, as a one-table select writes its columns unqualified (they would name the pack's)
      packs: sql<PackFact[] | null>`(
        select json_agg(json_build_object('id', k.id, 'position', k.position, 'sku', k.sku, 'size', k.size,
          'pricePaise', k.price_paise, 'actualPricePaise', k.actual_price_paise, 'stock', k.stock,
          'active', k.active, 'weightGrams', k.weight_grams, 'barcode', k.barcode) order by k.position)
          from ${productPacks} k where k.product_id = "products"."id")`,
    })
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), onSale))
    .orderBy(asc(products.id))
  return rows.map(({ row, pairs, packs }) => {
    const images: string[] = []
    for (const [position, url] of pairs ?? []) images[position] = url
    return { row, images, packs: packs ?? [] }
  })
}

export async function findImages(db: Db, productIds: number[]): Promise<Map<number, string[]>> {
  const byProduct = new Map<number, string[]>()
  if (productIds.length === 0) return byProduct
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position))
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    list[row.position] = row.url
    byProduct.set(row.productId, list)
  }
  return byProduct
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * Words a shopper types between the words that name what they want ('moringa ka powder', 'haldi wala'): left out
 * of a query that has other words (decision 059).
 */
const FILLER_WORDS = new Set([
  'ka',
  'ki',
  'ke',
  'ko',
  'wala',
  'wali',
  'wale',
  'का',
  'की',
  'के',
  'वाला',
  'वाली',
])

/**
 * Ranked, case-insensitive search over name, aliases (Hindi and regional names: 'haldi', 'drumstick'), category
 * and description (decision 003), and the names in the shop's other languages with their Latin spelling
 * (decision 059: 'हल्दी', 'పసుపు', 'munagaku'). Every word of the query must match (a substring, or for words of
 * 4+ letters a close trigram match on the name and aliases, so 'morniga' still finds moringa); the whole phrase in
 * the name or aliases ranks first, then words in the name or aliases, then category and description. A product
 * that matches in English ranks as it did before translations; one found only by a translated name ranks by how
 * well that name matches.
 */
export async function searchProducts(db: Db, opts: { term: string; offset: number; limit: number }) {
  const phrase = opts.term.trim().replace(/\s+/g, ' ')
  const typed = [...new Set(phrase.toLowerCase().split(' ').filter(Boolean))]
  const meaningful = typed.filter((w) => !FILLER_WORDS.has(w))
  const words = (meaningful.length > 0 ? meaningful : typed).slice(0, 6)
  const names = sql`(${products.name} || ' ' || ${products.searchAliases})`
  // the product's names in the other languages and their Latin spellings, in one text
  const translated = sql`coalesce((select string_agg(coalesce(t.name, '') || ' ' || t.search_latin, ' ')
    from ${productTranslations} t where t.product_id = "products"."id"), '')`
  const contains = (w: string) => `%${escapeLike(w)}%`
  const englishMatches = (w: string) => sql`(
       ${products.name} ilike ${contains(w)}
    or ${products.searchAliases} ilike ${contains(w)}
    or ${products.category} ilike ${contains(w)}
    or ${products.description} ilike ${contains(w)}
    ${w.length >= 4 ? sql`or word_similarity(${w}, ${names}) >= 0.35` : sql``}
    ${words.length === 1 ? sql`or word_similarity(${w}, ${products.category}) >= 0.5` : sql``}
  )`
  // a word in an Indian script is also compared in Latin letters, so 'हलदी' (spelt otherwise) finds 'हल्दी'
  const latinOf = (w: string) => (hasIndic(w) ? toLatin(w) : w)
  const translatedMatches = (w: string) => {
    const latin = latinOf(w)
    return sql`(
         ${translated} ilike ${contains(w)}
      ${latin.length >= 4 ? sql`or word_similarity(${latin}, ${translated}) >= 0.5` : sql``}
    )`
  }
  const inEnglish = sql.join(
    words.map((w) => englishMatches(w)),
    sql` and `,
  )
  const matches = and(
    onSale,
    sql.join(
      words.map((w) => sql`(${englishMatches(w)} or ${translatedMatches(w)})`),
      sql` and `,
    ),
  )
  const wordScore = (w: string) => sql`(
      (case when ${names} ilike ${contains(w)} then 1 else 0 end)
    + (case when ${names} ilike ${`${escapeLike(w)}%`} or ${names} ilike ${`% ${escapeLike(w)}%`} or ${names} ilike ${`%, ${escapeLike(w)}%`} then 0.5 else 0 end)
    + (case when ${products.category} ilike ${contains(w)} then 0.5 else 0 end)
    + (case when ${products.description} ilike ${contains(w)} then 0.25 else 0 end)
  )`
  const latinPhrase = latinOf(words.join(' '))
  // found only through a translated name: the whole phrase in it, each word in it, and how close its Latin is
  const translatedScore = sql`(
      (case when ${translated} ilike ${contains(phrase)} then 3.5 else 0 end)
    + ${sql.join(
      words.map((w) => sql`(case when ${translated} ilike ${contains(w)} then 1.5 else 0 end)`),
      sql` + `,
    )}
    + word_similarity(${latinPhrase}, ${translated}) * 2
  )`
  const score = sql<number>`(
      (case when ${products.name} ilike ${contains(phrase)} then 4
            when ${products.searchAliases} ilike ${contains(phrase)} then 3.5 else 0 end)
    + ${sql.join(
      words.map((w) => wordScore(w)),
      sql` + `,
    )}
    + word_similarity(${phrase}, ${names})
    + similarity(${phrase}, ${products.name}) * 0.5
    + (case when ${inEnglish} then 0 else ${translatedScore} end)
  )::float8`
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ product: products, score })
      .from(products)
      .where(matches)
      .orderBy(desc(score), asc(products.name))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(products).where(matches),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

export async function findRecipes(db: Db, opts: { offset: number; limit: number; category?: string }) {
  const where = opts.category ? eq(recipes.category, opts.category) : undefined
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(recipes).where(where).orderBy(asc(recipes.id)).limit(opts.limit).offset(opts.offset),
    db.select({ total: count() }).from(recipes).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

export async function findRecipe(db: Db, idOrSlug: string): Promise<RecipeRow | undefined> {
  const numeric = /^\d{1,9}$/.test(idOrSlug)
  const [row] = await db
    .select()
    .from(recipes)
    .where(numeric ? eq(recipes.id, Number(idOrSlug)) : eq(recipes.recipeId, idOrSlug))
    .limit(1)
  return row
}

/** One line of an order's stock: a product's pack (decision 041), the default pack (position 0) when none is named. */
export interface StockLine {
  productId: number
  packId?: number | null
  quantity: number
}

/** A pack whose stock was taken: the product and the pack. */
export interface TakenPack {
  productId: number
  packId: number
}

/**
 * Locks the lines' products in id order, in a statement of its own (caller's transaction): a product's row before
 * its packs', the order a staff member's edit (whose trigger writes the default pack) and stock adjustment take them
 * too. One statement for both would leave the order of its locks to the planner; on PostgreSQL with two processes
 * that deadlocked (stock-race.test.ts).
 */
async function lockProducts(db: Db, lines: StockLine[]) {
  const ids = [...new Set(lines.map((l) => l.productId))]
  await db.execute(
    sql`select id from ${products} where id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )}) order by id for update`,
  )
}

function stockValues(lines: StockLine[]) {
  return sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.packId ?? null}::int, ${l.quantity}::int)`),
    sql`, `,
  )
}

/**
 * Resolves the lines' packs (the default pack when a line names none) and locks them in id order (the products'
 * rows are locked first, by the caller): the packs' ids, and which of them hold an expired batch with units left
 * (decision 052), in the same round trip.
 */
async function lockLinePacks(
  db: Db,
  lines: StockLine[],
  today = indiaToday(),
): Promise<{ ids: number[]; expired: number[] }> {
  const rows = (await db.execute(sql`
    with wanted (product_id, pack_id, quantity) as (values ${stockValues(lines)})
    select k.id, exists (select 1 from ${batches} b where b.pack_id = k.id and b.remaining > 0
      and b.best_before < ${today}::date) as expired
    from ${productPacks} k join wanted w
      on k.product_id = w.product_id and (k.id = w.pack_id or (w.pack_id is null and k.position = 0))
    order by k.id for update of k`)) as unknown as { rows: { id: number; expired: boolean }[] }
  return {
    ids: [...new Set(rows.rows.map((r) => r.id))],
    expired: [...new Set(rows.rows.filter((r) => r.expired).map((r) => r.id))],
  }
}

/**
 * Takes the stock of several packs for an order (caller's transaction): the products' rows are locked in id order
 * first, then the packs' rows in id order; expired batches of those packs are written off (decision 052: an expired
 * unit is never sold); then each pack is taken only where enough is left (and it is active, and its product neither
 * archived nor coming soon), and the units are allocated to the pack's batches first expiry first out, then to stock
 * no batch names: one 'sold' ledger row per batch (and one for unbatched units) naming the pack, the batch and the
 * order (decisions 031, 041, 052), and the order's allocation per batch. The packs taken.
 */
export async function takeStocks(db: Db, lines: StockLine[], orderId: string): Promise<TakenPack[]> {
  if (lines.length === 0) return []
  await lockProducts(db, lines)
  const today = indiaToday()
  const { expired } = await lockLinePacks(db, lines, today)
  if (expired.length > 0) await writeOffExpired(db, expired, today)
  // One statement: each pack taken where enough is left; its units allocated to its unexpired batches earliest
  // best-before first (a running sum per pack), the rest to unbatched stock; the batches lowered; one 'sold' row per
  // share with the running stock after it; the order's allocation per batch.
  const actor = `order ${orderId}`
  const result = (await db.execute(sql`
    with wanted (product_id, pack_id, quantity) as (values ${stockValues(lines)}),
    resolved as (
      select w.product_id, k.id as pack_id, w.quantity from wanted w join ${productPacks} k
        on k.product_id = w.product_id and (k.id = w.pack_id or (w.pack_id is null and k.position = 0))),
    taken as (
      update ${productPacks} k set stock = k.stock - r.quantity
      from resolved r, ${products} p
      where k.id = r.pack_id and p.id = k.product_id
        and k.stock >= r.quantity and k.active and p.archived_at is null and ${categoryShown(sql`p.category`)}
        and lower(p.stock_status) not in ('comming soon', 'coming soon')
      returning k.id as pack_id, k.product_id, k.stock, r.quantity),
    ordered as (
      select b.id as batch_id, b.pack_id, b.remaining,
        sum(b.remaining) over (partition by b.pack_id order by b.best_before, b.id) - b.remaining as before
      from ${batches} b join taken t on t.pack_id = b.pack_id
      where b.remaining > 0 and b.best_before >= ${today}::date),
    alloc as (
      select o.batch_id, o.pack_id, o.before, least(o.remaining, t.quantity - o.before) as n
      from ordered o join taken t on t.pack_id = o.pack_id
      where o.before < t.quantity),
    lowered as (
      update ${batches} b set remaining = b.remaining - a.n from alloc a where b.id = a.batch_id),
    shares as (
      select t.product_id, t.pack_id, a.batch_id, a.n, t.stock + t.quantity - a.before - a.n as stock_after, a.before as seq
      from alloc a join taken t on t.pack_id = a.pack_id
      union all
      select t.product_id, t.pack_id, null, t.quantity - coalesce(s.total, 0), t.stock, t.quantity
      from taken t left join (select pack_id, sum(n) as total from alloc group by pack_id) s on s.pack_id = t.pack_id
      where t.quantity > coalesce(s.total, 0)),
    logged as (
      insert into ${stockMovements} (product_id, pack_id, batch_id, change, stock_after, reason, actor, order_id)
      select product_id, pack_id, batch_id, -n, stock_after, 'sold', ${actor}::text, ${orderId}::text
      from shares order by pack_id, seq),
    allocated as (
      insert into ${orderItemBatches} (order_id, pack_id, batch_id, quantity)
      select ${orderId}::text, pack_id, batch_id, n from alloc
      on conflict (order_id, pack_id, batch_id) do update set quantity = ${orderItemBatches.quantity} + excluded.quantity)
    select product_id as "productId", pack_id as "packId" from taken`)) as unknown as { rows: TakenPack[] }
  return result.rows
}

/**
 * Gives back the stock of several packs an order held (caller's transaction; products' rows, then packs' rows, locked
 * in id order) to the batches the order had them from (decision 052), written to the stock ledger as 'released' (a
 * cancelled, expired or re-placed order) or 'returned' (a parcel returned to origin): one row per batch (and one for
 * units of no batch) naming the pack and the order (decisions 031, 041).
 */
export async function returnStocks(
  db: Db,
  lines: StockLine[],
  orderId: string,
  kind: 'released' | 'returned' = 'released',
): Promise<void> {
  if (lines.length === 0) return
  await lockProducts(db, lines)
  await lockLinePacks(db, lines)
  const result = (await db.execute(sql`
    with given (product_id, pack_id, quantity) as (values ${stockValues(lines)}),
    resolved as (
      select g.product_id, k.id as pack_id, g.quantity from given g join ${productPacks} k
        on k.product_id = g.product_id and (k.id = g.pack_id or (g.pack_id is null and k.position = 0)))
    update ${productPacks} k set stock = k.stock + r.quantity
    from resolved r
    where k.id = r.pack_id
    returning k.id as "packId", k.product_id as "productId", k.stock, r.quantity`)) as unknown as {
    rows: (TakenPack & { stock: number; quantity: number })[]
  }
  for (const t of [...result.rows].sort((a, b) => a.packId - b.packId)) {
    const shares = await releaseAllocation(db, orderId, t.packId, t.quantity)
    await putBack(
      db,
      {
        productId: t.productId,
        packId: t.packId,
        stockBefore: t.stock - t.quantity,
        reason: kind,
        actor: `order ${orderId}`,
        orderId,
      },
      shares,
    )
  }
}

export type PackRow = typeof productPacks.$inferSelect

/** A product's packs, default first. */
export async function findPacks(db: Db, productId: number): Promise<PackRow[]> {
  return db
    .select()
    .from(productPacks)
    .where(eq(productPacks.productId, productId))
    .orderBy(asc(productPacks.position))
}

/** A product's pack by id, or its default pack (position 0) when none is named. */
export async function findPack(
  db: Db,
  productId: number,
  packId?: number | null,
): Promise<PackRow | undefined> {
  const [row] = await db
    .select()
    .from(productPacks)
    .where(
      and(
        eq(productPacks.productId, productId),
        packId == null ? eq(productPacks.position, 0) : eq(productPacks.id, packId),
      ),
    )
    .limit(1)
  return row
}

/** The default pack's id of a product (position 0), as SQL for an insert's value. */
export function defaultPackId(productId: number | SQL) {
  return sql`(select id from ${productPacks} where product_id = ${productId} and position = 0)`
}

/**
 * Units of a returned parcel not fit to sell (decision 046): taken off stock again after their 'returned' movement,
 * recorded as 'written_off' with the order's number (decision 031), each product under its row lock.
 */
export async function writeOffStocks(db: Db, lines: StockLine[], orderId: string): Promise<void> {
  const off = lines.filter((l) => l.quantity > 0)
  if (off.length === 0) return
  // the product's row, then its pack's (decision 041); each unit leaves the pack it came back to (decision 048),
  // from the batches it came back to first (decision 052)
  await lockProducts(db, off)
  await lockLinePacks(db, off)
  for (const l of [...off].sort((a, b) => a.productId - b.productId)) {
    const pack = l.packId == null ? sql`position = 0` : sql`id = ${l.packId}::int`
    const rows = (await db.execute(sql`
      update ${productPacks} set stock = stock - ${l.quantity}::int
      where product_id = ${l.productId}::int and ${pack}
      returning id, stock`)) as unknown as { rows: { id: number; stock: number }[] }
    const k = rows.rows[0]
    if (!k) continue
    const back = (await db.execute(sql`
      select batch_id as "batchId" from ${stockMovements}
      where order_id = ${orderId}::text and pack_id = ${k.id}::int and reason = 'returned' and batch_id is not null
      group by batch_id`)) as unknown as { rows: { batchId: number }[] }
    await takeOut(db, {
      productId: l.productId,
      packId: k.id,
      stockBefore: k.stock + l.quantity,
      quantity: l.quantity,
      prefer: back.rows.map((r) => r.batchId),
      reason: 'written_off',
      note: 'returned parcel: not fit to sell',
      actor: `order ${orderId}`,
      orderId,
    })
  }
}

/**
 * An operator's count of a product (the command line's `product:stock`): under the product's row lock, which an
 * order taking stock also needs, the difference from the figure there now is written and recorded as a
 * 'correction' stock movement (decision 031); the stock status too when given. False when there is no such product.
 */
export async function setStock(
  db: Db,
  productId: number,
  stock: number,
  stockStatus?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
      .for('update')
    if (!before) return false
    await tx
      .update(products)
      .set({ stock, ...(stockStatus ? { stockStatus } : {}), updatedAt: new Date() })
      .where(eq(products.id, productId))
    if (stock !== before.stock)
      await recordCount(tx, {
        productId,
        before: before.stock,
        after: stock,
        reason: 'correction',
        note: 'stock count (npm run shop -- product:stock)',
        actor: 'command line',
      })
    return true
  })
}

/** A pack (SKU) whose stock its ledger does not explain: on hand and the sum of its stock movements. */
export interface LedgerMismatch {
  productId: number
  name: string
  sku: string
  size: string
  stock: number
  ledger: number
}

/**
 * The stock ledger's check (decisions 031 and 041): every pack whose stock differs from the sum of its stock
 * movements, by product and pack; none when the ledger explains all stock on hand, SKU by SKU. One statement, so it
 * reads one snapshot.
 */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const result = (await db.execute(sql`
    select p.id as "productId", p.name, k.sku, k.size, k.stock, coalesce(m.total, 0)::int as ledger
    from ${productPacks} k
    join ${products} p on p.id = k.product_id
    left join (select pack_id, sum(change) as total from ${stockMovements} group by pack_id) m
      on m.pack_id = k.id
    where k.stock <> coalesce(m.total, 0)
    order by p.id, k.position`)) as unknown as { rows: LedgerMismatch[] }
  return result.rows
}

export async function adjustRating(
  db: Db,
  productId: number,
  deltaTotal: number,
  deltaCount: number,
): Promise<void> {
  await db
    .update(products)
    .set({
      ratingTotal: sql`${products.ratingTotal} + ${deltaTotal}`,
      reviewCount: sql`${products.reviewCount} + ${deltaCount}`,
    })
    .where(eq(products.id, productId))
}

/** A product's star total and count as the given transaction sees them (zero when it is gone). */
export async function ratingOf(
  db: Db,
  productId: number,
): Promise<{ ratingTotal: number; reviewCount: number }> {
  const [row] = await db
    .select({ ratingTotal: products.ratingTotal, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, productId))
  return row ?? { ratingTotal: 0, reviewCount: 0 }
}
