// Categories managed by staff (decision 051). A product names its category by name (the spec's wire field
// `category`); the foreign key products.category → categories.name (ON UPDATE CASCADE, ON DELETE RESTRICT) keeps
// every product in an existing category, and carries them along when one is renamed, in the rename's statement.
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { AdminCategory } from '#domain/contracts/admin-categories.ts'
import type { Category } from '#domain/contracts/catalogue.ts'
import { messages } from '#domain/messages.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { type Audit, slugify } from './admin-fields.ts'
import type { CatalogueService } from './service.ts'
import { categories, products } from './tables.ts'

type CategoryRow = typeof categories.$inferSelect

/**
 * The storefront's side of hiding (decision 051): true when the product whose category column is `column` is in
 * no hidden category. `column` is written as the statement names it ("products"."category", p.category).
 */
export const categoryShown = (column: SQL) =>
  sql`not exists (select 1 from ${categories} hc where hc.hidden and hc.name = ${column})`

/** The visible categories in the shop's order, each with its products on sale: the storefront's filters. */
export async function visibleCategories(db: Db): Promise<Omit<Category, 'label'>[]> {
  const rows = await db
    .select({
      name: categories.name,
      slug: categories.slug,
      product_count: sql<number>`(select count(*) from ${products} p
        where p.category = "categories"."name" and p.archived_at is null)::int`,
    })
    .from(categories)
    .where(eq(categories.hidden, false))
    .orderBy(asc(categories.position), asc(categories.id))
  return rows
}

/**
 * The visible category a storefront address names, by name (any case) or slug; otherwise the spec's 'Invalid
 * category. Must be one of: …' naming the visible ones. A hidden category is not one of them.
 */
export async function parseShownCategory(db: Db, raw: string): Promise<string> {
  const wanted = raw.trim().toLowerCase()
  const shown = await visibleCategories(db)
  const match = shown.find((c) => c.name.toLowerCase() === wanted || c.slug === wanted)
  if (!match) throw new AppError('bad_request', messages.catalogue.invalidCategory(shown.map((c) => c.name)))
  return match.name
}

/**
 * The category a product save names (any case), in the caller's transaction, locked FOR KEY SHARE until it
 * commits: a rename or delete waits for the save (and the save waits for them), so the product never names a
 * category that is gone. Take it before the product's row (lock order: the category, then the product). 400 with
 * the shop's categories otherwise.
 */
export async function resolveCategory(tx: Db, raw: string): Promise<string> {
  const [row] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${raw.trim()})`)
    .limit(1)
    .for('key share')
  if (row) return row.name
  const all = await tx.select({ name: categories.name }).from(categories).orderBy(asc(categories.position))
  throw new AppError('bad_request', adminMessages.categoryMustBe(all.map((c) => c.name)))
}

/** A unique violation of one of the category's name indexes (a save that raced another with the same name). */
function isNameTaken(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  )
    if (e.code === '23505' && (e.constraint ?? '').startsWith('categories_name')) return true
  return false
}

const auditView = (row: CategoryRow) => ({
  name: row.name,
  slug: row.slug,
  position: row.position,
  hidden: row.hidden,
  version: row.version,
})

export function createCategoryAdmin(db: Db, catalogue: CatalogueService) {
  const productCount = sql<number>`(select count(*) from ${products} p where p.category = "categories"."name")::int`

  const toView = (row: CategoryRow, n: number): AdminCategory => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    position: row.position,
    hidden: row.hidden,
    product_count: n,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  })

  async function viewOf(tx: Db, id: number): Promise<AdminCategory> {
    const [found] = await tx
      .select({ row: categories, n: productCount })
      .from(categories)
      .where(eq(categories.id, id))
    if (!found) throw new AppError('not_found', adminMessages.categoryNotFound)
    return toView(found.row, found.n)
  }

  /** Every category write holds every category's row: one at a time, so positions and names stay consistent. */
  async function lockAll(tx: Db): Promise<CategoryRow[]> {
    return tx.select().from(categories).orderBy(asc(categories.id)).for('update')
  }

  function refuseTakenName(rows: CategoryRow[], name: string, self?: number) {
    const other = rows.find((r) => r.id !== self && r.name.toLowerCase() === name.toLowerCase())
    if (other) throw new AppError('conflict', adminMessages.categoryNameTaken(other.name))
  }

  function freeSlug(rows: CategoryRow[], name: string, self?: number): string {
    const base = slugify(name) === 'product' && !/product/i.test(name) ? 'category' : slugify(name)
    const taken = new Set(rows.filter((r) => r.id !== self).map((r) => r.slug))
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    return slug
  }

  /** Sets positions 1…n in the order given (ids), one statement. */
  async function renumber(tx: Db, ids: number[]) {
    if (ids.length === 0) return
    const values = sql.join(
      ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
      sql`, `,
    )
    await tx.execute(sql`update ${categories} c set position = v.position
      from (values ${values}) as v (id, position)
      where c.id = v.id and c.position <> v.position`)
  }

  const inOrder = (rows: CategoryRow[]) => [...rows].sort((a, b) => a.position - b.position || a.id - b.id)

  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (isNameTaken(err)) throw new AppError('conflict', adminMessages.categoryNameTaken('That name'))
      throw err
    }
  }

  return {
    /** Every category in the shop's order, hidden ones too, each with its products (archived ones included). */
    async listCategories(): Promise<AdminCategory[]> {
      const rows = await db
        .select({ row: categories, n: productCount })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id))
      return rows.map(({ row, n }) => toView(row, n))
    },

    async getCategory(id: number): Promise<AdminCategory> {
      return viewOf(db, id)
    },

    /** A new category, last in the order; shoppers see it (with its products, once it has some) at once. */
    async createCategory(input: { name: string; hidden?: boolean }, audit: Audit): Promise<AdminCategory> {
      const view = await guarded(() =>
        db.transaction(async (tx) => {
          const rows = await lockAll(tx)
          refuseTakenName(rows, input.name)
          const [created] = await tx
            .insert(categories)
            .values({
              name: input.name,
              slug: freeSlug(rows, input.name),
              hidden: input.hidden ?? false,
              position: rows.reduce((max, r) => Math.max(max, r.position), 0) + 1,
            })
            .returning()
          await audit(tx, {
            action: 'category.create',
            entityType: 'category',
            entityId: created!.id,
            before: null,
            after: auditView(created!),
          })
          return toView(created!, 0)
        }),
      )
      catalogue.notifyChanged()
      return view
    },

    /**
     * Renames, hides or shows, and moves a category saved from `version` (decision 040): when someone saved it
     * since, nothing changes and it comes back as `current`. A rename carries every product with it in the same
     * statement (the foreign key's ON UPDATE CASCADE); the storefront's cached pages and replies are dropped in
     * every process.
     */
    async updateCategory(
      id: number,
      input: { name?: string; hidden?: boolean; position?: number },
      version: number,
      audit: Audit,
    ): Promise<{ saved: true; category: AdminCategory } | { saved: false; current: AdminCategory }> {
      const result = await guarded(() =>
        db.transaction(async (tx) => {
          const rows = await lockAll(tx)
          const before = rows.find((r) => r.id === id)
          if (!before) throw new AppError('not_found', adminMessages.categoryNotFound)
          if (before.version !== version) return { saved: false as const, current: await viewOf(tx, id) }
          const renamed = input.name !== undefined && input.name !== before.name
          if (renamed) refuseTakenName(rows, input.name!, id)
          const [after] = await tx
            .update(categories)
            .set({
              ...(renamed ? { name: input.name, slug: freeSlug(rows, input.name!, id) } : {}),
              ...(input.hidden !== undefined ? { hidden: input.hidden } : {}),
              version: sql`${categories.version} + 1`,
              updatedAt: new Date(),
            })
            .where(and(eq(categories.id, id), eq(categories.version, version)))
            .returning()
          if (input.position !== undefined) {
            const others = inOrder(rows).filter((r) => r.id !== id)
            const at = Math.min(input.position, others.length + 1) - 1
            others.splice(at, 0, before)
            await renumber(
              tx,
              others.map((r) => r.id),
            )
          }
          const saved = await viewOf(tx, id)
          await audit(tx, {
            action: 'category.update',
            entityType: 'category',
            entityId: id,
            before: auditView(before),
            after: { ...auditView(after!), position: saved.position },
          })
          return { saved: true as const, category: saved }
        }),
      )
      if (result.saved) catalogue.notifyChanged()
      return result
    },

    /**
     * Puts the categories in the order of `ids`, which lists every category once: an unknown id, a repeated one or
     * a missing one is refused whole (nothing moves).
     */
    async reorderCategories(ids: number[], audit: Audit): Promise<AdminCategory[]> {
      await db.transaction(async (tx) => {
        const rows = await lockAll(tx)
        const known = new Set(rows.map((r) => r.id))
        const unknown = [...new Set(ids.filter((i) => !known.has(i)))]
        if (unknown.length > 0) throw new AppError('bad_request', adminMessages.categoryOrderUnknown(unknown))
        const repeated = [...new Set(ids.filter((i, n) => ids.indexOf(i) !== n))]
        if (repeated.length > 0)
          throw new AppError('bad_request', adminMessages.categoryOrderRepeated(repeated))
        const missing = inOrder(rows).filter((r) => !ids.includes(r.id))
        if (missing.length > 0)
          throw new AppError('conflict', adminMessages.categoryOrderIncomplete(missing.map((r) => r.name)))
        await renumber(tx, ids)
        await audit(tx, {
          action: 'category.reorder',
          entityType: 'category',
          entityId: 'order',
          before: inOrder(rows).map((r) => r.name),
          after: ids.map((i) => rows.find((r) => r.id === i)!.name),
        })
      })
      catalogue.notifyChanged()
      return this.listCategories()
    },

    /** Deletes a category that holds no product (archived ones count: they keep naming it); 409 otherwise. */
    async removeCategory(id: number, audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await lockAll(tx)
        const row = rows.find((r) => r.id === id)
        if (!row) throw new AppError('not_found', adminMessages.categoryNotFound)
        const [held] = await tx.select({ n: count() }).from(products).where(eq(products.category, row.name))
        if ((held?.n ?? 0) > 0)
          throw new AppError('conflict', adminMessages.categoryHasProducts(row.name, held!.n))
        await tx.delete(categories).where(eq(categories.id, id))
        await renumber(
          tx,
          inOrder(rows)
            .filter((r) => r.id !== id)
            .map((r) => r.id),
        )
        await audit(tx, {
          action: 'category.delete',
          entityType: 'category',
          entityId: id,
          before: auditView(row),
          after: null,
        })
      })
      catalogue.notifyChanged()
    },
  }
}
