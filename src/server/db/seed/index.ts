import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { defaultPackId } from '#server/modules/catalogue/repo.ts'
import type { Db } from '../client.ts'
import {
  batches,
  coupons,
  productImages,
  productPacks,
  products,
  recipes,
  reviews,
  stockMovements,
} from '../schema.ts'
import { seedBatches, seedProducts } from './products.ts'
import { seedRecipes } from './recipes.ts'
import { seedReviews } from './reviews.ts'
import { seedTranslations } from './translations.ts'

const DAY_MS = 86_400_000

/** A stable UUID from a text, so re-running the seed inserts nothing twice. */
function stableUuid(text: string): string {
  const h = createHash('sha1').update(text).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export interface SeedResult {
  products: number
  recipes: number
  reviews: number
  coupons: number
  /** the translations written (decision 059) */
  translations: number
}

/**
 * Idempotent: inserts what is missing, never overwrites what a shop owner changed. The samples (the spec's reviews
 * and its two quick-offer coupons) come with the catalogue unless `samples` is false, and never again once the
 * owner has started selling (decision 050): Start selling removed them.
 */
export async function seedCatalogue(
  db: Db,
  opts: { samples?: boolean; now?: Date } = {},
): Promise<SeedResult> {
  const now = opts.now ?? new Date()
  return db.transaction(async (tx) => {
    const selling = (
      (await tx.execute(
        sql`select 1 from shop_settings where id = 1 and selling_since is not null`,
      )) as unknown as { rows: unknown[] }
    ).rows.length
    const samples = (opts.samples ?? true) && selling === 0
    const insertedProducts = await tx
      .insert(products)
      .values(
        seedProducts.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          description: p.description,
          category: p.category,
          pricePaise: p.price,
          actualPricePaise: p.actualPrice,
          stock: p.stock,
          stockStatus: p.stockStatus,
          hsnCode: p.hsnCode,
          gstRateBp: p.gstRateBp,
          ingredients: p.ingredients,
          usageInfo: p.usageInfo,
          benefits: p.benefits,
          storageInfo: p.storageInfo,
          searchAliases: p.searchAliases,
          size: p.netQuantity ?? '100g',
          createdAt: new Date(now.getTime() - p.createdDaysAgo * DAY_MS),
          updatedAt: new Date(now.getTime() - p.createdDaysAgo * DAY_MS),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id })
    const newIds = new Set(insertedProducts.map((r) => r.id))
    // A seeded product's stock opens its stock ledger, as a product created by staff does (decision 031).
    const openings = seedProducts
      .filter((p) => newIds.has(p.id) && p.stock > 0)
      .map((p) => ({
        productId: p.id,
        packId: defaultPackId(p.id),
        change: p.stock,
        stockAfter: p.stock,
        reason: 'opening',
        note: 'seed',
        actor: 'system',
      }))
    if (openings.length > 0) await tx.insert(stockMovements).values(openings)

    // The default pack came with the product (drizzle/0028); the others follow it, each opening its own stock.
    for (const p of seedProducts.filter((s) => newIds.has(s.id) && s.morePacks)) {
      const added = await tx
        .insert(productPacks)
        .values(
          p.morePacks!.map((k, i) => ({
            productId: p.id,
            position: i + 1,
            sku: `${p.slug}-${k.size}`.toUpperCase().replace(/[^A-Z0-9]+/g, '-'),
            size: k.size,
            pricePaise: k.price,
            actualPricePaise: k.actualPrice,
            weightGrams: k.weightGrams,
            stock: k.stock,
          })),
        )
        .returning()
      const opened = added.filter((k) => k.stock > 0)
      if (opened.length > 0)
        await tx.insert(stockMovements).values(
          opened.map((k) => ({
            productId: p.id,
            packId: k.id,
            change: k.stock,
            stockAfter: k.stock,
            reason: 'opening',
            note: 'seed',
            actor: 'system',
          })),
        )
    }

    // Moringa's packs came from farm groups in batches (decision 052): their opening stock is those batches', dated
    // from the seeding day so they are never expired; the rest (none for these) is stock no batch names. The 500 g
    // pack stays unbatched (stock from before batches).
    const planned = seedBatches(now)
    for (const sku of [...new Set(planned.map((b) => b.sku))]) {
      const [pack] = await tx
        .select({ id: productPacks.id, productId: productPacks.productId, stock: productPacks.stock })
        .from(productPacks)
        .where(sql`${productPacks.sku} = ${sku}`)
      if (!pack || !newIds.has(pack.productId)) continue
      const added = await tx
        .insert(batches)
        .values(
          planned
            .filter((b) => b.sku === sku)
            .map((b) => ({
              productId: pack.productId,
              packId: pack.id,
              lot: b.lot,
              packedOn: b.packedOn,
              bestBefore: b.bestBefore,
              sourceKind: b.sourceKind,
              sourceName: b.sourceName,
              sourceVillage: b.sourceVillage,
              sourceDistrict: b.sourceDistrict,
              sourceState: b.sourceState,
              process: b.process,
              received: b.units,
              remaining: b.units,
              receivedBy: 'system',
            })),
        )
        .returning({ id: batches.id, units: batches.received })
      // the pack's opening, written above as one row, is its batches' rows instead (then the rest, if any)
      await tx.execute(
        sql`delete from ${stockMovements} where pack_id = ${pack.id}::int and reason = 'opening' and note = 'seed'`,
      )
      let after = 0
      const rest = pack.stock - added.reduce((n, b) => n + b.units, 0)
      const shares = [
        ...added.map((b) => ({ batchId: b.id as number | null, units: b.units })),
        { batchId: null, units: rest },
      ]
      await tx.insert(stockMovements).values(
        shares
          .filter((x) => x.units > 0)
          .map((x) => {
            after += x.units
            return {
              productId: pack.productId,
              packId: pack.id,
              batchId: x.batchId,
              change: x.units,
              stockAfter: after,
              reason: 'opening',
              note: 'seed',
              actor: 'system',
            }
          }),
      )
    }

    const images = seedProducts
      .filter((p) => newIds.has(p.id))
      .flatMap((p) => p.images.map((url, position) => ({ productId: p.id, position, url })))
    if (images.length > 0) await tx.insert(productImages).values(images).onConflictDoNothing()

    const reviewRows = seedReviews
      .filter((r) => samples && newIds.has(r.productId))
      .map((r) => {
        const at = new Date(now.getTime() - r.daysAgo * DAY_MS)
        return {
          id: stableUuid(`seed-review:${r.productId}:${r.userName}:${r.title}`),
          productId: r.productId,
          userId: `seed:${slugify(r.userName)}`,
          userName: r.userName,
          rating: r.rating,
          title: r.title,
          comment: r.comment,
          likesCount: r.likes,
          isVerified: r.isVerified,
          createdAt: at,
          updatedAt: at,
        }
      })
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows).onConflictDoNothing()

    if (newIds.size > 0) {
      // Ratings are derived from the reviews, so averages and counts always agree.
      await tx.execute(sql`
        update products p set
          rating_total = coalesce(r.total, 0),
          review_count = coalesce(r.n, 0)
        from (select product_id, sum(rating)::int as total, count(*)::int as n from reviews group by product_id) r
        where r.product_id = p.id`)
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`,
      )
    }

    const insertedRecipes = await tx
      .insert(recipes)
      .values(
        seedRecipes.map((r) => ({
          id: r.id,
          recipeId: r.recipeId,
          name: r.name,
          title: r.title,
          category: r.category,
          rating: r.rating,
          reviews: r.reviews,
          description: r.description,
          demoDescription: r.demoDescription,
          longDescription: r.longDescription,
          prepTime: r.prepTime,
          servings: r.servings,
          difficulty: r.difficulty,
          image: r.image,
          ingredients: r.ingredients,
          instructions: r.instructions,
          nutritionFacts: r.nutritionFacts,
          proTips: r.proTips,
          tags: r.tags,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: recipes.id })
    if (insertedRecipes.length > 0) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('recipes', 'id'), (select max(id) from recipes))`,
      )
    }

    // The catalogue in the shop's other languages (decision 059), for the seed's items still named as the seed names
    // them (an existing shop's too); a language already saved is kept.
    const named = async (table: typeof products | typeof recipes, seed: { id: number; name: string }[]) => {
      const rows = await tx.select({ id: table.id, name: table.name }).from(table)
      const names = new Map(seed.map((s) => [s.id, s.name]))
      return rows.filter((r) => names.get(r.id) === r.name).map((r) => r.id)
    }
    const translations = await seedTranslations(
      tx,
      await named(products, seedProducts),
      await named(recipes, seedRecipes),
    )

    const insertedCoupons = !samples
      ? []
      : await tx
          .insert(coupons)
          .values([
            { code: 'DEAL5', label: 'DEAL5 5%', kind: 'percent', value: 5, featured: true, sample: true },
            { code: 'SAVE10', label: 'SAVE10 10%', kind: 'percent', value: 10, featured: true, sample: true },
          ])
          .onConflictDoNothing()
          .returning({ code: coupons.code })

    return {
      products: newIds.size,
      recipes: insertedRecipes.length,
      reviews: reviewRows.length,
      coupons: insertedCoupons.length,
      translations,
    }
  })
}
