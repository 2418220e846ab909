// The catalogue's CSV import and export (decision 053). The export is every product's packs, one row per SKU. An
// import is checked first (a dry run: each row's change, each error with its line and column) and then applied whole
// or not at all, in one transaction that locks the products it touches (id order) and then their packs, as every
// other writer of the catalogue does (decision 041). Stock is never written: new packs open at 0, and the file's
// stock column is read only.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  type CatalogueCsvColumn,
  type CatalogueCsvPack,
  type CatalogueCsvProblem,
  type CatalogueCsvRow,
  catalogueCsv,
  catalogueCsvMessages as m,
  readCatalogueCsv,
} from '#domain/catalogue-csv.ts'
import { MAX_PACKS } from '#domain/contracts/admin-packs.ts'
import { rupeesText } from '#domain/money.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { csvText } from '#server/http/csv-text.ts'
import { type Audit, slugify } from './admin-fields.ts'
import { isSkuTaken } from './pack-admin.ts'
import type { CatalogueService } from './service.ts'
import { categories } from './tables.ts'

/** The advisory lock that makes catalogue imports wait for each other (any constant unique to this use). */
const IMPORT_LOCK_ID = 7_246_053

/** One row's outcome in a dry run. */
export interface CatalogueCsvRowPlan {
  line: number
  sku: string
  product: string
  action: 'create_product' | 'create_pack' | 'update' | 'unchanged'
  changes: { field: CatalogueCsvColumn; from: string; to: string }[]
}

export interface CatalogueCsvPlan {
  rows: CatalogueCsvRowPlan[]
  errors: CatalogueCsvProblem[]
  counts: { products_created: number; packs_created: number; updated: number; unchanged: number }
}

interface PackNow {
  pack_id: number
  product_id: number
  position: number
  sku: string
  size: string
  price_paise: number
  actual_price_paise: number
  weight_grams: number
  barcode: string | null
  active: boolean
  name: string
  category: string
  stock_status: string
  hsn_code: string
  gst_rate_bp: number
}

interface ProductNow {
  id: number
  name: string
  category: string
  stock_status: string
  hsn_code: string
  gst_rate_bp: number
  packs: number
  last_position: number
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
/** A list as one parameter (a file's thousands of SKUs would pass PostgreSQL's limit of parameters one each). */
const texts = (xs: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(xs)}::jsonb))`
const ints = (xs: number[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(xs)}::jsonb)::int)`
const PRODUCT_COLUMNS = ['name', 'category', 'stock_status', 'hsn_code', 'gst_rate'] as const

/** A row's product fields, as text to compare and to show. */
const productText = (r: {
  name: string
  category: string
  stockStatus: string
  hsnCode: string
  gstRate: number
}) => ({
  name: r.name,
  category: r.category,
  stock_status: r.stockStatus,
  hsn_code: r.hsnCode,
  gst_rate: String(r.gstRate),
})
const packText = (r: {
  size: string
  pricePaise: number
  mrpPaise: number
  weightGrams: number
  barcode: string | null
  active: boolean
}) => ({
  size: r.size,
  price: rupeesText(r.pricePaise),
  mrp: rupeesText(r.mrpPaise),
  weight_grams: String(r.weightGrams),
  barcode: r.barcode ?? '',
  active: r.active ? 'yes' : 'no',
})

/** The dry run's changes in one word: an import names the one it was checked as (decision 040's stale save). */
const fingerprintOf = (p: CatalogueCsvPlan) =>
  createHash('sha256')
    .update(JSON.stringify([p.rows, p.errors]))
    .digest('base64url')
    .slice(0, 22)

/** What the plan decided to write: the changed packs and products, the new products and the new packs. */
interface Writes {
  products: Map<number, CatalogueCsvRow>
  packs: { packId: number; row: CatalogueCsvRow }[]
  newProducts: { key: string; rows: CatalogueCsvRow[] }[]
  newPacks: { productId: number; position: number; row: CatalogueCsvRow }[]
}

export type CatalogueCsv = ReturnType<typeof createCatalogueCsv>

export function createCatalogueCsv(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps

  /**
   * The shop's categories (decision 051), hidden ones too, in their order. In an import's transaction they are
   * locked FOR KEY SHARE first (the lock order: categories, products, packs): none is renamed or deleted under it.
   */
  async function categoryNames(tx: Db, lock = false): Promise<string[]> {
    return rowsOf<{ name: string }>(
      await tx.execute(
        sql`select name from ${categories} order by position, id ${lock ? sql`for key share` : sql``}`,
      ),
    ).map((r) => r.name)
  }

  async function read(file: Buffer, tx: Db = db, lock = false) {
    const text = csvText(file)
    if (text === null) throw new AppError('bad_request', m.notCsv)
    const read = readCatalogueCsv(text, await categoryNames(tx, lock))
    if ('fatal' in read) throw new AppError('bad_request', read.fatal)
    return read
  }

  /**
   * Each row against the catalogue as `tx` sees it: what it changes, or why it cannot. With `lock`, the products the
   * file names (by id, or through their SKUs) are locked in id order, then their packs.
   */
  async function plan(
    tx: Db,
    rows: CatalogueCsvRow[],
    problems: CatalogueCsvProblem[],
    lock: boolean,
  ): Promise<{ plan: CatalogueCsvPlan; writes: Writes }> {
    const errors = [...problems]
    const skus = [...new Set(rows.map((r) => r.sku))]
    const named = rows.filter((r) => r.productId !== null).map((r) => r.productId!)
    const ids = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select id from products
        where id in ${ints(named)}
          or id in (select product_id from product_packs where sku in ${texts(skus)})
        order by id ${lock ? sql`for update` : sql``}`),
    ).map((r) => r.id)
    if (lock && ids.length > 0)
      await tx.execute(sql`select id from product_packs where product_id in ${ints(ids)} for update`)
    const packs = rowsOf<PackNow>(
      await tx.execute(sql`
        select k.id as pack_id, k.product_id, k.position, k.sku, k.size, k.price_paise, k.actual_price_paise,
          k.weight_grams, k.barcode, k.active, p.name, p.category, p.stock_status, p.hsn_code, p.gst_rate_bp
        from product_packs k join products p on p.id = k.product_id
        where k.sku in ${texts(skus)}`),
    )
    const products = rowsOf<ProductNow>(
      await tx.execute(sql`
        select p.id, p.name, p.category, p.stock_status, p.hsn_code, p.gst_rate_bp,
          count(k.id)::int as packs, coalesce(max(k.position), -1)::int as last_position
        from products p left join product_packs k on k.product_id = p.id
        where p.id in ${ints(ids)}
        group by p.id`),
    )
    const newNames = [...new Set(rows.filter((r) => r.productId === null).map((r) => r.name.toLowerCase()))]
    const taken = rowsOf<{ id: number; lname: string }>(
      await tx.execute(sql`
        select id, lower(name) as lname from products where lower(name) in ${texts(newNames)}`),
    )
    const bySku = new Map(packs.map((k) => [k.sku, k]))
    const byId = new Map(products.map((p) => [p.id, p]))
    const nameTaken = new Map(taken.map((t) => [t.lname, t.id]))

    const out: CatalogueCsvRowPlan[] = []
    const writes: Writes = { products: new Map(), packs: [], newProducts: [], newPacks: [] }
    const seenSku = new Map<string, number>()
    /** the first row of each product (by id, or 'new:<name>'), which fixes its product fields */
    const firstOf = new Map<string, CatalogueCsvRow>()
    const newProductOf = new Map<string, { key: string; rows: CatalogueCsvRow[] }>()
    const nextPosition = new Map<number, number>()
    const packCount = new Map<number, number>()
    const newNameLine = new Map<string, number>()
    const bad = (line: number, column: CatalogueCsvColumn | null, message: string) =>
      errors.push({ line, column, message })

    for (const row of rows) {
      const errorsBefore = errors.length
      const dup = seenSku.get(row.sku)
      if (dup !== undefined) {
        bad(row.line, 'sku', m.duplicateSku(dup))
        continue
      }
      seenSku.set(row.sku, row.line)
      const pack = bySku.get(row.sku)
      const productId = pack?.product_id ?? row.productId
      if (pack && row.productId !== null && row.productId !== pack.product_id)
        bad(row.line, 'product_id', m.skuOfOther(row.sku, pack.product_id))
      if (!pack && row.productId !== null && !byId.has(row.productId))
        bad(row.line, 'product_id', m.unknownProduct(row.productId))
      const key = productId !== null ? String(productId) : `new:${row.name.toLowerCase()}`
      const first = firstOf.get(key)
      if (first) {
        const a = productText(first)
        const b = productText(row)
        for (const c of PRODUCT_COLUMNS) if (a[c] !== b[c]) bad(row.line, c, m.differs(c, first.line))
      } else firstOf.set(key, row)
      if (productId === null) {
        const lname = row.name.toLowerCase()
        const existing = nameTaken.get(lname)
        if (existing !== undefined) bad(row.line, 'name', m.nameTaken(row.name, existing))
      } else if (row.productId !== null) {
        // a new product of the file named like this one, which has an id: two products, one name
        const line = newNameLine.get(row.name.toLowerCase())
        if (line !== undefined) bad(row.line, 'name', m.nameTwice(line))
      }
      if (productId === null && !newNameLine.has(row.name.toLowerCase()))
        newNameLine.set(row.name.toLowerCase(), row.line)
      if (errors.length > errorsBefore) continue

      if (pack) {
        const was = {
          ...productText({
            ...pack,
            stockStatus: pack.stock_status,
            hsnCode: pack.hsn_code,
            gstRate: pack.gst_rate_bp / 100,
          }),
          ...packText({
            size: pack.size,
            pricePaise: pack.price_paise,
            mrpPaise: pack.actual_price_paise,
            weightGrams: pack.weight_grams,
            barcode: pack.barcode,
            active: pack.active,
          }),
        }
        const now = { ...productText(row), ...packText(row) }
        const changes = (Object.keys(now) as (keyof typeof now)[])
          .filter((c) => was[c] !== now[c])
          .map((c) => ({ field: c as CatalogueCsvColumn, from: was[c], to: now[c] }))
        if (pack.position === 0 && !row.active) {
          bad(row.line, 'active', m.defaultInactive)
          continue
        }
        if (row.weightGrams === 0 && pack.weight_grams !== 0) {
          bad(row.line, 'weight_grams', m.weight)
          continue
        }
        out.push({
          line: row.line,
          sku: row.sku,
          product: row.name,
          action: changes.length > 0 ? 'update' : 'unchanged',
          changes,
        })
        if (changes.some((c) => (PRODUCT_COLUMNS as readonly string[]).includes(c.field)))
          writes.products.set(pack.product_id, row)
        if (changes.some((c) => !(PRODUCT_COLUMNS as readonly string[]).includes(c.field)))
          writes.packs.push({ packId: pack.pack_id, row })
        continue
      }
      if (row.weightGrams === 0) {
        bad(row.line, 'weight_grams', m.weight)
        continue
      }
      const created = { ...productText(row), ...packText(row) }
      const changes = (Object.keys(created) as (keyof typeof created)[]).map((c) => ({
        field: c as CatalogueCsvColumn,
        from: '',
        to: created[c],
      }))
      if (productId === null) {
        let group = newProductOf.get(key)
        if (!group) {
          if (!row.active) {
            bad(row.line, 'active', m.defaultInactive)
            continue
          }
          group = { key, rows: [] }
          newProductOf.set(key, group)
          writes.newProducts.push(group)
        }
        if (group.rows.length >= MAX_PACKS) {
          bad(row.line, 'sku', m.tooManyPacks(MAX_PACKS))
          continue
        }
        group.rows.push(row)
        out.push({
          line: row.line,
          sku: row.sku,
          product: row.name,
          action: group.rows.length === 1 ? 'create_product' : 'create_pack',
          changes,
        })
        continue
      }
      const product = byId.get(productId)!
      const count = packCount.get(productId) ?? product.packs
      if (count >= MAX_PACKS) {
        bad(row.line, 'sku', m.tooManyPacks(MAX_PACKS))
        continue
      }
      packCount.set(productId, count + 1)
      const position = (nextPosition.get(productId) ?? product.last_position) + 1
      nextPosition.set(productId, position)
      if (position >= MAX_PACKS) {
        bad(row.line, 'sku', m.tooManyPacks(MAX_PACKS))
        continue
      }
      writes.newPacks.push({ productId, position, row })
      // a product's fields given on a new pack's row change the product too
      const p = productText({
        ...product,
        stockStatus: product.stock_status,
        hsnCode: product.hsn_code,
        gstRate: product.gst_rate_bp / 100,
      })
      const q = productText(row)
      if (PRODUCT_COLUMNS.some((c) => p[c] !== q[c])) writes.products.set(productId, row)
      out.push({ line: row.line, sku: row.sku, product: row.name, action: 'create_pack', changes })
    }
    errors.sort((a, b) => a.line - b.line)
    return {
      plan: {
        rows: out,
        errors,
        counts: {
          products_created: out.filter((r) => r.action === 'create_product').length,
          packs_created: out.filter((r) => r.action === 'create_pack').length,
          updated: out.filter((r) => r.action === 'update').length,
          unchanged: out.filter((r) => r.action === 'unchanged').length,
        },
      },
      writes,
    }
  }

  /** The new products' addresses: the first free of name, name-2, … (as the product form makes them). */
  async function slugsFor(tx: Db, names: string[]): Promise<string[]> {
    const bases = names.map(slugify)
    const used = new Set(
      rowsOf<{ slug: string }>(
        await tx.execute(sql`
          select slug from products
          where slug in ${texts(bases)} or split_part(slug, '-', 1) in ${texts(bases.map((b) => b.split('-')[0]!))}`),
      ).map((r) => r.slug),
    )
    return bases.map((base) => {
      let slug = base
      for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`
      used.add(slug)
      return slug
    })
  }

  async function write(tx: Db, w: Writes): Promise<void> {
    const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`
    if (w.products.size > 0)
      await tx.execute(sql`
        update products p set name = x.name, category = x.category, stock_status = x.stock_status,
          hsn_code = x.hsn_code, gst_rate_bp = x.gst_rate_bp, version = p.version + 1, updated_at = now()
        from jsonb_to_recordset(${json(
          [...w.products].map(([id, r]) => ({
            id,
            name: r.name,
            category: r.category,
            stock_status: r.stockStatus,
            hsn_code: r.hsnCode,
            gst_rate_bp: r.gstRate * 100,
          })),
        )}) as x(id int, name text, category text, stock_status text, hsn_code text, gst_rate_bp int)
        where p.id = x.id`)
    if (w.packs.length > 0) {
      await tx.execute(sql`
        update product_packs k set size = x.size, price_paise = x.price_paise,
          actual_price_paise = x.actual_price_paise, weight_grams = x.weight_grams, barcode = x.barcode,
          active = x.active, version = k.version + 1
        from jsonb_to_recordset(${json(
          w.packs.map(({ packId, row }) => ({
            id: packId,
            size: row.size,
            price_paise: row.pricePaise,
            actual_price_paise: row.mrpPaise,
            weight_grams: row.weightGrams,
            barcode: row.barcode,
            active: row.active,
          })),
        )}) as x(id int, size text, price_paise int, actual_price_paise int, weight_grams int, barcode text,
          active boolean)
        where k.id = x.id`)
      // a default pack's price, MRP and size are its product's (copied by drizzle/0028's trigger): a product form
      // loaded before is now stale (decision 040)
      await tx.execute(sql`
        update products p set version = p.version + 1, updated_at = now()
        from product_packs k where k.product_id = p.id and k.position = 0
          and k.id in ${ints(w.packs.map((x) => x.packId))}`)
    }
    if (w.newProducts.length > 0) {
      const slugs = await slugsFor(
        tx,
        w.newProducts.map((g) => g.rows[0]!.name),
      )
      const created = rowsOf<{ id: number; slug: string }>(
        await tx.execute(sql`
          insert into products (slug, name, category, price_paise, actual_price_paise, size, stock_status,
            hsn_code, gst_rate_bp, stock)
          select x.slug, x.name, x.category, x.price_paise, x.actual_price_paise, x.size, x.stock_status,
            x.hsn_code, x.gst_rate_bp, 0
          from jsonb_to_recordset(${json(
            w.newProducts.map((g, i) => {
              const r = g.rows[0]!
              return {
                slug: slugs[i],
                name: r.name,
                category: r.category,
                price_paise: r.pricePaise,
                actual_price_paise: r.mrpPaise,
                size: r.size,
                stock_status: r.stockStatus,
                hsn_code: r.hsnCode,
                gst_rate_bp: r.gstRate * 100,
              }
            }),
          )}) as x(slug text, name text, category text, price_paise int, actual_price_paise int, size text,
            stock_status text, hsn_code text, gst_rate_bp int)
          returning id, slug`),
      )
      const idOfSlug = new Map(created.map((c) => [c.slug, c.id]))
      // the default packs the insert made (drizzle/0028's trigger) take the file's SKU, weight and barcode
      await tx.execute(sql`
        update product_packs k set sku = x.sku, weight_grams = x.weight_grams, barcode = x.barcode
        from jsonb_to_recordset(${json(
          w.newProducts.map((g, i) => ({
            product_id: idOfSlug.get(slugs[i]!),
            sku: g.rows[0]!.sku,
            weight_grams: g.rows[0]!.weightGrams,
            barcode: g.rows[0]!.barcode,
          })),
        )}) as x(product_id int, sku text, weight_grams int, barcode text)
        where k.product_id = x.product_id and k.position = 0`)
      w.newProducts.forEach((g, i) => {
        g.rows.slice(1).forEach((row, n) => {
          w.newPacks.push({ productId: idOfSlug.get(slugs[i]!)!, position: n + 1, row })
        })
      })
    }
    if (w.newPacks.length > 0)
      await tx.execute(sql`
        insert into product_packs (product_id, position, sku, size, price_paise, actual_price_paise, weight_grams,
          barcode, active, stock)
        select x.product_id, x.position, x.sku, x.size, x.price_paise, x.actual_price_paise, x.weight_grams,
          x.barcode, x.active, 0
        from jsonb_to_recordset(${json(
          w.newPacks.map(({ productId, position, row }) => ({
            product_id: productId,
            position,
            sku: row.sku,
            size: row.size,
            price_paise: row.pricePaise,
            actual_price_paise: row.mrpPaise,
            weight_grams: row.weightGrams,
            barcode: row.barcode,
            active: row.active,
          })),
        )}) as x(product_id int, position int, sku text, size text, price_paise int, actual_price_paise int,
          weight_grams int, barcode text, active boolean)`)
  }

  return {
    /** Every product in the shop (archived ones left out) with its packs, one row per SKU. */
    async exportCsv(): Promise<string> {
      const packs = rowsOf<Omit<PackNow, 'pack_id' | 'position'> & { stock: number }>(
        await db.execute(sql`
          select k.sku, p.id as product_id, p.name, p.category, k.size, k.price_paise, k.actual_price_paise,
            k.weight_grams, k.barcode, k.active, p.stock_status, p.hsn_code, p.gst_rate_bp, k.stock
          from product_packs k join products p on p.id = k.product_id
          where p.archived_at is null
          order by p.id, k.position`),
      )
      return catalogueCsv(
        packs.map(
          (k): CatalogueCsvPack => ({
            sku: k.sku,
            productId: k.product_id,
            name: k.name,
            category: k.category,
            size: k.size,
            pricePaise: k.price_paise,
            mrpPaise: k.actual_price_paise,
            weightGrams: k.weight_grams,
            barcode: k.barcode,
            active: k.active,
            stockStatus: k.stock_status,
            hsnCode: k.hsn_code,
            gstRate: k.gst_rate_bp / 100,
            stock: k.stock,
          }),
        ),
      )
    },

    /** The dry run: every row's change and every error, with its fingerprint; writes nothing. */
    async check(file: Buffer): Promise<CatalogueCsvPlan & { fingerprint: string }> {
      const { rows, problems } = await read(file)
      const p = (await plan(db, rows, problems, false)).plan
      return { ...p, fingerprint: fingerprintOf(p) }
    },

    /**
     * Applies the file in one transaction, checked again under the products' and packs' locks: any error refuses
     * it whole (400, nothing written). One audit line tells what the import did.
     */
    async apply(file: Buffer, audit: Audit, expected?: string): Promise<CatalogueCsvPlan> {
      const result = await db
        .transaction(async (tx) => {
          // One import at a time: two imports of new products lock no row in common (the products do not exist yet),
          // so the second waits here, then reads the first's products and finds its dry run out of date.
          await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`)
          const { rows, problems } = await read(file, tx, true)
          const { plan: p, writes } = await plan(tx, rows, problems, true)
          if (p.errors.length > 0) return p
          // Checked against the catalogue as it was: a product or pack saved since would be changed back unseen.
          if (expected !== undefined && expected !== fingerprintOf(p))
            throw new AppError('conflict', m.changedSince)
          await write(tx, writes)
          await audit(tx, {
            action: 'catalogue.import',
            entityType: 'catalogue',
            entityId: 'csv',
            before: null,
            after: {
              ...p.counts,
              created: p.rows.filter((r) => r.action.startsWith('create')).map((r) => r.sku),
              updated: p.rows.filter((r) => r.action === 'update').map((r) => r.sku),
            },
          })
          return p
        })
        .catch((err: unknown) => {
          // a SKU made meanwhile by the product form (which does not wait for imports): the file is out of date
          if (isSkuTaken(err)) throw new AppError('conflict', m.changedSince)
          throw err
        })
      if (result.errors.length > 0)
        throw new AppError(
          'bad_request',
          m.refused(
            result.errors.length,
            result.errors.map((e) => `line ${e.line}${e.column ? `, ${e.column}` : ''}: ${e.message}`),
          ),
        )
      if (result.counts.products_created + result.counts.packs_created + result.counts.updated > 0)
        catalogue.notifyChanged()
      return result
    },
  }
}
