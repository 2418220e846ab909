// The stock ledger screen and the stock take (decision 042): a product's ledger with its running balance, filtered
// and exported as CSV; counted quantities checked line by line, then written as one 'correction' row per product
// that differs, all in one transaction under the products' row locks.
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import {
  STOCK_TAKE_MAX_LINES,
  type StockLedgerEntry,
  type StockLedgerQuery,
  type StockTakeInput,
  type StockTakePreview,
} from '#domain/contracts/admin-stock.ts'
import { csvRecords, toCsv } from '#domain/csv.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { csvText } from '#server/http/csv-text.ts'
import type { Audit } from './admin-fields.ts'
import { recordCount } from './batches.ts'
import type { CatalogueService } from './service.ts'
import { batches, productPacks, products, stockMovements } from './tables.ts'

/** A day (YYYY-MM-DD) at midnight in India time. */
const indiaMidnight = (d: string) => new Date(`${d}T00:00:00+05:30`)
const DAY_MS = 86_400_000
/** A moment as India time reads it, for the CSV: 2026-11-28 15:04:05. */
export const indiaTime = (d: Date) =>
  new Date(d.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

type MovementRow = typeof stockMovements.$inferSelect
function toEntry(r: MovementRow, sku: string | null, lot: string | null = null): StockLedgerEntry {
  return {
    id: r.id,
    product_id: r.productId,
    sku,
    lot,
    change: r.change,
    stock_after: r.stockAfter,
    reason: r.reason,
    note: r.note,
    actor: r.actor,
    at: r.at.toISOString(),
    order_id: r.orderId,
  }
}

/**
 * The ledger's CSV columns, in order. One entry per column, so a column more (a pack's SKU, once stock moves to
 * packs) is one line here.
 */
const LEDGER_CSV: { header: string; cell(e: StockLedgerEntry): string | number | null }[] = [
  { header: 'at_india_time', cell: (e) => indiaTime(new Date(e.at)) },
  { header: 'product_id', cell: (e) => e.product_id },
  { header: 'sku', cell: (e) => e.sku },
  { header: 'lot', cell: (e) => e.lot },
  { header: 'kind', cell: (e) => e.reason },
  { header: 'change', cell: (e) => e.change },
  { header: 'balance', cell: (e) => e.stock_after },
  { header: 'order_id', cell: (e) => e.order_id },
  { header: 'by', cell: (e) => e.actor },
  { header: 'note', cell: (e) => e.note },
]

/** A pack a stock-take line names, with its product. */
interface Counted {
  productId: number
  name: string
  packId: number
  sku: string
  size: string
  position: number
  stock: number
}

interface Raw {
  line: number
  product: string
  counted: string
}
type Problem = StockTakePreview['errors'][number]

/**
 * A stock-take file (`sku_or_product,counted`, a header then one line per product) as lines to check; a file that
 * is not CSV text, has other columns or no line is refused whole, with what is wrong.
 */
export function readStockTakeCsv(file: Buffer): Raw[] {
  const text = csvText(file)
  if (text === null) throw new AppError('bad_request', adminMessages.stockTakeNotCsv)
  const records = csvRecords(text)
  if (records.length === 0) throw new AppError('bad_request', adminMessages.stockTakeEmpty)
  const header = records[0]!.cells.map((c) => c.trim().toLowerCase())
  if (header.length !== 2 || header[0] !== 'sku_or_product' || header[1] !== 'counted')
    throw new AppError('bad_request', adminMessages.stockTakeColumns(header.join(',').slice(0, 80)))
  const body = records.slice(1)
  if (body.length === 0) throw new AppError('bad_request', adminMessages.stockTakeEmpty)
  if (body.length > STOCK_TAKE_MAX_LINES)
    throw new AppError('bad_request', adminMessages.stockTakeTooManyLines(STOCK_TAKE_MAX_LINES))
  return body.map((r) =>
    r.cells.length === 2
      ? { line: r.line, product: r.cells[0]!.trim(), counted: r.cells[1]!.trim() }
      : { line: r.line, product: '', counted: '', cells: r.cells.length },
  ) as Raw[]
}

/** The lines typed on the screen, numbered from 1. */
export function screenLines(input: StockTakeInput): Raw[] {
  if (input.lines.length === 0) throw new AppError('bad_request', adminMessages.stockTakeEmpty)
  return input.lines.map((l, i) => ({ line: i + 1, product: l.product, counted: l.counted }))
}

export function createStockTake(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps

  /**
   * The packs the lines name (decision 041): a product's number or its name (any case) is its default pack, a SKU
   * (any case) is that pack. One statement, so the figures read are one snapshot.
   */
  async function findCounted(tx: Db, wanted: { raw: Raw }[]): Promise<Counted[]> {
    const ids = wanted.filter((w) => /^\d{1,9}$/.test(w.raw.product)).map((w) => Number(w.raw.product))
    const words = wanted.filter((w) => !/^\d{1,9}$/.test(w.raw.product)).map((w) => w.raw.product)
    const names = words.map((w) => w.toLowerCase())
    const skus = words.map((w) => w.toUpperCase())
    const where: SQL[] = []
    if (ids.length) where.push(sql`(k.position = 0 and p.id in ${ids})`)
    if (names.length) where.push(sql`(k.position = 0 and lower(p.name) in ${names})`)
    if (skus.length) where.push(sql`k.sku in ${skus}`)
    if (where.length === 0) return []
    const result = (await tx.execute(
      sql`select p.id as "productId", p.name, k.id as "packId", k.sku, k.size, k.position, k.stock
          from ${productPacks} k join ${products} p on p.id = k.product_id
          where ${sql.join(where, sql` or `)} order by p.id, k.id`,
    )) as unknown as { rows: Counted[] }
    return result.rows.map((r) => ({ ...r, productId: Number(r.productId), packId: Number(r.packId) }))
  }

  /**
   * Checks every line against the packs (a SKU, or a product by number or name for its default pack); `lock` takes
   * the products' rows in id order, then the packs' (the order every stock writer takes them in, decision 041), and
   * reads the counted packs under those locks.
   */
  async function check(tx: Db, raws: Raw[], lock: boolean): Promise<StockTakePreview> {
    const errors: Problem[] = []
    const wanted: { raw: Raw; counted: number }[] = []
    for (const raw of raws) {
      if ((raw as { cells?: number }).cells !== undefined) {
        errors.push({
          line: raw.line,
          column: '',
          message: `Line ${raw.line}: ${adminMessages.stockTakeCellCount}`,
        })
        continue
      }
      let ok = true
      if (!raw.product) {
        errors.push({
          line: raw.line,
          column: 'sku_or_product',
          message: `Line ${raw.line}, column sku_or_product: ${adminMessages.stockTakeProductMissing}`,
        })
        ok = false
      }
      const counted = /^\d{1,7}$/.test(raw.counted) ? Number(raw.counted) : Number.NaN
      if (!Number.isInteger(counted) || counted > 1_000_000) {
        errors.push({
          line: raw.line,
          column: 'counted',
          message: `Line ${raw.line}, column counted: ${adminMessages.stockTakeCountInvalid(raw.counted.slice(0, 40))}`,
        })
        ok = false
      }
      if (ok) wanted.push({ raw, counted })
    }
    let found = await findCounted(tx, wanted)
    if (lock && found.length > 0) {
      const productIds = [...new Set(found.map((f) => f.productId))]
      await tx.execute(sql`select id from ${products} where id in ${productIds} order by id for update`)
      const packIds = [...new Set(found.map((f) => f.packId))]
      await tx.execute(sql`select id from ${productPacks} where id in ${packIds} order by id for update`)
      // read again under the locks: a sale or a new default pack since is in the figures the correction uses
      found = await findCounted(tx, wanted)
    }
    const byId = new Map(found.filter((f) => f.position === 0).map((f) => [f.productId, f]))
    const byName = new Map(found.filter((f) => f.position === 0).map((f) => [f.name.toLowerCase(), f]))
    const bySku = new Map(found.map((f) => [f.sku, f]))
    const seen = new Map<number, number>()
    const lines: StockTakePreview['lines'] = []
    for (const { raw, counted } of wanted) {
      const k = /^\d{1,9}$/.test(raw.product)
        ? byId.get(Number(raw.product))
        : (bySku.get(raw.product.toUpperCase()) ?? byName.get(raw.product.toLowerCase()))
      if (!k) {
        errors.push({
          line: raw.line,
          column: 'sku_or_product',
          message: `Line ${raw.line}, column sku_or_product: ${adminMessages.stockTakeUnknownProduct(raw.product.slice(0, 80))}`,
        })
        continue
      }
      const earlier = seen.get(k.packId)
      if (earlier !== undefined) {
        errors.push({
          line: raw.line,
          column: 'sku_or_product',
          message: `Line ${raw.line}, column sku_or_product: ${adminMessages.stockTakeDuplicate(earlier)}`,
        })
        continue
      }
      seen.set(k.packId, raw.line)
      lines.push({
        line: raw.line,
        product_id: k.productId,
        name: k.name,
        pack_id: k.packId,
        sku: k.sku,
        size: k.size,
        on_hand: Number(k.stock),
        counted,
        change: counted - Number(k.stock),
      })
    }
    errors.sort((a, b) => a.line - b.line)
    return { lines, errors, changes: lines.filter((l) => l.change !== 0).length }
  }

  return {
    /** Every line's change and every error with its line; nothing is written. */
    previewStockTake(raws: Raw[]): Promise<StockTakePreview> {
      return check(db, raws, false)
    },

    /**
     * All or nothing: any error refuses the whole stock take (400, nothing written). Otherwise, in one transaction,
     * the counted products are locked in id order (as an order taking stock locks them), and each whose stock
     * differs from its count gets `stock = counted` and one 'correction' row by the counter, so the ledger adds up
     * to on hand whatever shoppers buy at the same moment.
     */
    async applyStockTake(raws: Raw[], note: string, counter: string, audit: Audit) {
      const result = await db.transaction(async (tx) => {
        const checked = await check(tx, raws, true)
        if (checked.errors.length > 0) {
          throw new AppError(
            'bad_request',
            adminMessages.stockTakeRefused(checked.errors.map((e) => e.message)),
          )
        }
        const changed = checked.lines.filter((l) => l.change !== 0)
        for (const l of changed) {
          // the pack counted (its stock; the default pack's is the product's, drizzle/0028's trigger), and its
          // correction naming it (decision 041); a fall leaves unbatched stock first, then the batches (decision 052)
          await tx.update(productPacks).set({ stock: l.counted }).where(eq(productPacks.id, l.pack_id))
          await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, l.product_id))
          await recordCount(tx, {
            productId: l.product_id,
            packId: l.pack_id,
            before: l.counted - l.change,
            after: l.counted,
            reason: 'correction',
            note: note ? `stock take: ${note}` : 'stock take',
            actor: counter,
          })
        }
        await audit(tx, {
          action: 'stock.take',
          entityType: 'stock',
          entityId: 'stock-take',
          before: { lines: checked.lines.map((l) => ({ id: l.product_id, sku: l.sku, stock: l.on_hand })) },
          after: {
            corrected: changed.map((l) => ({
              id: l.product_id,
              sku: l.sku,
              stock: l.counted,
              change: l.change,
            })),
            note,
          },
        })
        return { corrected: changed.length, lines: checked.lines }
      })
      if (result.lines.some((l) => l.change > 0)) catalogue.stockMayHaveReturned()
      if (result.corrected > 0) catalogue.notifyChanged()
      return result
    },

    /** A product's ledger, newest first, with the running balance each row left; filtered by kind and days. */
    async stockLedger(productId: number, q: StockLedgerQuery) {
      const where = ledgerWhere(productId, q)
      const [rows, [total]] = await Promise.all([
        db
          .select({ m: stockMovements, sku: productPacks.sku, lot: batches.lot })
          .from(stockMovements)
          .leftJoin(productPacks, eq(productPacks.id, stockMovements.packId))
          .leftJoin(batches, eq(batches.id, stockMovements.batchId))
          .where(where)
          .orderBy(desc(stockMovements.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ n: count() }).from(stockMovements).where(where),
      ])
      return { items: rows.map((r) => toEntry(r.m, r.sku, r.lot)), total: Number(total?.n ?? 0) }
    },

    /** The filtered ledger as CSV, oldest first (up to 100,000 rows), times in India time. */
    async stockLedgerCsv(productId: number, q: StockLedgerQuery): Promise<{ csv: string; rows: number }> {
      const rows = await db
        .select({ m: stockMovements, sku: productPacks.sku, lot: batches.lot })
        .from(stockMovements)
        .leftJoin(productPacks, eq(productPacks.id, stockMovements.packId))
        .leftJoin(batches, eq(batches.id, stockMovements.batchId))
        .where(ledgerWhere(productId, q))
        .orderBy(stockMovements.id)
        .limit(100_000)
      const entries = rows.map((r) => toEntry(r.m, r.sku, r.lot))
      return {
        csv: toCsv(
          LEDGER_CSV.map((c) => c.header),
          entries.map((e) => LEDGER_CSV.map((c) => c.cell(e))),
        ),
        rows: entries.length,
      }
    },
  }
}

function ledgerWhere(productId: number, q: StockLedgerQuery) {
  const parts: SQL[] = [eq(stockMovements.productId, productId)]
  if (q.kind) parts.push(eq(stockMovements.reason, q.kind))
  // one pack: its balance column is a chain of its own (a product's packs each have their own stock)
  if (q.sku)
    parts.push(
      sql`${stockMovements.packId} in (select ${productPacks.id} from ${productPacks} where ${productPacks.productId} = ${productId} and ${productPacks.sku} = ${q.sku.toUpperCase()})`,
    )
  if (q.from) parts.push(gte(stockMovements.at, indiaMidnight(q.from)))
  if (q.to) parts.push(lt(stockMovements.at, new Date(indiaMidnight(q.to).getTime() + DAY_MS)))
  return and(...parts)
}
