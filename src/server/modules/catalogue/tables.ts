import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * The product categories staff manage (decision 051): the storefront's filters, counts and category route follow
 * the visible ones in `position` order. A product names its category by `name` (the spec's wire field) through a
 * foreign key with ON UPDATE CASCADE, so a rename carries every product along in one statement.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Raised by one with every save of the category (decision 040): a stale save changes nothing. */
    version: integer('version').notNull().default(1),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull(),
    /** 1, 2, …: the order the storefront and the back office list them in */
    position: integer('position').notNull(),
    /** Hidden: out of the storefront with its products (filters, counts, listing, search, pages, carts) */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'categories_name_check',
      sql`char_length(${t.name}) between 1 and 40 and ${t.name} = btrim(${t.name})`,
    ),
    check('categories_position_check', sql`${t.position} >= 1`),
    uniqueIndex('categories_name_lower_unique').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_unique').on(t.slug),
  ],
)

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 101 }),
    /** Raised by one with every save of the back office's form (decision 040); a stale save changes nothing. */
    version: integer('version').notNull().default(1),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** names a category (decision 051): renamed with it (ON UPDATE CASCADE), never left naming none */
    category: text('category')
      .notNull()
      .references(() => categories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    pricePaise: integer('price_paise').notNull(),
    actualPricePaise: integer('actual_price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    stockStatus: text('stock_status').notNull().default('In Stock'),
    // rating is derived: rating_total / review_count, kept in step with reviews in one transaction
    ratingTotal: integer('rating_total').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** the net quantity declared on the pack ('100g', '6 × 100g'): Legal Metrology */
    size: text('size').notNull().default('100g'),
    /** Hindi and regional names ('haldi, manjal'), searched like the name */
    searchAliases: text('search_aliases').notNull().default(''),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    bestBeforeMonths: smallint('best_before_months').notNull().default(12),
    hsnCode: text('hsn_code').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    ingredients: text('ingredients').notNull().default(''),
    usageInfo: text('usage_info').notNull().default(''),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    storageInfo: text('storage_info').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff archive a product (one that was ordered cannot be deleted): it leaves the shop. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Staff's pick for the home page's featured grid (shown first, then moringa: docs/product.md, Routes and screens). */
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaise} >= 0 and ${t.actualPricePaise} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_gst_check', sql`${t.gstRateBp} between 0 and 2800`),
    index('products_category_idx').on(t.category),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_aliases_trgm_idx').using('gin', sql`${t.searchAliases} gin_trgm_ops`),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    check('product_images_position_check', sql`${t.position} between 0 and 4`),
  ],
)

export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Raised by one with every save of the back office's form (decision 040); a stale save changes nothing. */
    version: integer('version').notNull().default(1),
    recipeId: text('recipe_id').notNull().unique(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    description: text('description').notNull().default(''),
    demoDescription: text('demo_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    prepTime: text('prep_time').notNull().default('5 mins'),
    servings: integer('servings').notNull().default(2),
    difficulty: text('difficulty').notNull().default('Easy'),
    image: text('image').notNull().default(''),
    ingredients: jsonb('ingredients').$type<string[]>().notNull().default([]),
    instructions: jsonb('instructions').$type<string[]>().notNull().default([]),
    nutritionFacts: jsonb('nutrition_facts').$type<Record<string, string>>().notNull().default({}),
    proTips: jsonb('pro_tips').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull().default('system'),
    updatedBy: text('updated_by').notNull().default('system'),
  },
  (t) => [
    check('recipes_category_check', sql`${t.category} in ('Breakfast', 'Dessert', 'Superfoods')`),
    index('recipes_category_idx').on(t.category),
  ],
)

/**
 * A product's pack sizes (decision 041): each with its own SKU, net quantity as on the pack, price, MRP, weight,
 * optional barcode (GTIN-8/12/13/14), stock and status. Position 0 is the default pack, whose price, MRP, size and
 * stock the product's own columns mirror (kept equal by triggers in the changing statement: drizzle/0028). Stock lives
 * here and changes only with a stock movement naming the pack.
 */
export const productPacks = pgTable(
  'product_packs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    sku: text('sku').notNull().unique(),
    size: text('size').notNull(),
    pricePaise: integer('price_paise').notNull(),
    actualPricePaise: integer('actual_price_paise').notNull(),
    weightGrams: integer('weight_grams').notNull().default(0),
    barcode: text('barcode'),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Raised by one with every save of the pack by staff (decision 040). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // DEFERRABLE INITIALLY IMMEDIATE in drizzle/0039 (drizzle cannot say it): a reorder swaps positions in one UPDATE
    unique('product_packs_position_unique').on(t.productId, t.position),
    check('product_packs_price_check', sql`${t.pricePaise} >= 0 and ${t.actualPricePaise} >= 0`),
    check('product_packs_stock_check', sql`${t.stock} >= 0`),
    check('product_packs_weight_check', sql`${t.weightGrams} >= 0`),
    check('product_packs_position_check', sql`${t.position} between 0 and 9`),
    check('product_packs_sku_check', sql`${t.sku} ~ '^[A-Z0-9][A-Z0-9-]{0,39}$'`),
    check(
      'product_packs_barcode_check',
      sql`${t.barcode} is null or ${t.barcode} ~ '^[0-9]{8}$|^[0-9]{12,14}$'`,
    ),
  ],
)

/**
 * The stock ledger: every change of a product's stock is one append-only row, written in the change's
 * transaction (decision 031, amended: one ledger), so a product's movements add up to its stock. Staff adjust
 * (received, damaged, written_off, correction), a new product opens ('opening'), an order takes stock ('sold')
 * and a cancelled or expired order gives it back ('released'; 'returned' for a parcel returned to origin), with
 * the order's number in order_id.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').notNull(),
    /** the pack (SKU) whose stock moved (decision 041); null only on movements of products deleted before packs */
    packId: integer('pack_id'),
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    /** the movement's kind: one of STOCK_MOVEMENT_REASONS (src/domain/contracts/admin-catalogue.ts), as the check says */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** the order that took ('sold') or gave back ('released', 'returned') the stock */
    orderId: text('order_id'),
    /** the batch whose units moved (decision 052); null for stock no batch names (from before batches) */
    batchId: integer('batch_id'),
  },
  (t) => [
    check(
      'stock_movements_reason_check',
      sql`${t.reason} in ('opening', 'received', 'sold', 'released', 'returned', 'damaged', 'written_off', 'correction')`,
    ),
    index('stock_movements_product_idx').on(t.productId, t.at.desc()),
    check('stock_movements_pack_check', sql`${t.packId} is not null`),
    index('stock_movements_pack_idx').on(t.packId, t.at.desc()),
    index('stock_movements_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
)

/**
 * A batch (lot) of a pack (decision 052): its dates, where it comes from, how much was received and how much is
 * left. `remaining` = received + the ledger's rows naming it (`stock:verify`); the pack's stock less its batches'
 * remaining is stock from before batches (unbatched).
 */
export const batches = pgTable(
  'batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    packId: integer('pack_id')
      .notNull()
      .references(() => productPacks.id, { onDelete: 'cascade' }),
    lot: text('lot').notNull(),
    packedOn: date('packed_on', { mode: 'string' }).notNull(),
    bestBefore: date('best_before', { mode: 'string' }).notNull(),
    /** 'farmer_group' or 'self_help_group' */
    sourceKind: text('source_kind').notNull(),
    sourceName: text('source_name').notNull(),
    sourceVillage: text('source_village').notNull().default(''),
    sourceDistrict: text('source_district').notNull(),
    sourceState: text('source_state').notNull(),
    /** how the group made it, in a few words for the product page ('sun-dried'); may be empty */
    process: text('process').notNull().default(''),
    received: integer('received').notNull(),
    remaining: integer('remaining').notNull(),
    receivedBy: text('received_by').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('batches_pack_lot_unique').on(t.packId, t.lot),
    check('batches_dates_check', sql`${t.bestBefore} > ${t.packedOn}`),
    check('batches_received_check', sql`${t.received} > 0`),
    check('batches_remaining_check', sql`${t.remaining} >= 0`),
    check('batches_source_kind_check', sql`${t.sourceKind} in ('farmer_group', 'self_help_group')`),
    index('batches_pack_fefo_idx').on(t.packId, t.bestBefore, t.id),
    index('batches_best_before_idx').on(t.bestBefore).where(sql`${t.remaining} > 0`),
  ],
)

/**
 * How many units of an order's pack came from which batch (decision 052), allocated first expiry first out when the
 * order took its stock; a cancellation gives them back to the same batches (and lowers these rows), the packing slip
 * names them and a recall lists the orders holding a batch. Units of no batch have no row.
 */
export const orderItemBatches = pgTable(
  'order_item_batches',
  {
    orderId: text('order_id').notNull(),
    packId: integer('pack_id').notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_item_batches_pk', columns: [t.orderId, t.packId, t.batchId] }),
    check('order_item_batches_quantity_check', sql`${t.quantity} > 0`),
    index('order_item_batches_batch_idx').on(t.batchId),
  ],
)

/**
 * A product in one of the shop's other languages (decision 059): NULL is a field not translated yet (English
 * shows). `searchLatin` is the translated name in Latin letters (src/domain/transliterate.ts), made at every save,
 * searched like the aliases.
 */
export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    /** Raised by one with every save of the translation (decision 040). */
    version: integer('version').notNull().default(1),
    name: text('name'),
    description: text('description'),
    benefits: jsonb('benefits').$type<string[]>(),
    ingredients: text('ingredients'),
    usageInfo: text('usage_info'),
    storageInfo: text('storage_info'),
    searchLatin: text('search_latin').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default('system'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    check('product_translations_lang_check', sql`${t.lang} in ('hi', 'te', 'ta', 'kn', 'ml')`),
    index('product_translations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('product_translations_latin_trgm_idx').using('gin', sql`${t.searchLatin} gin_trgm_ops`),
  ],
)

/** A recipe in one of the shop's other languages (decision 059); NULL: English shows. */
export const recipeTranslations = pgTable(
  'recipe_translations',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    version: integer('version').notNull().default(1),
    name: text('name'),
    title: text('title'),
    description: text('description'),
    ingredients: jsonb('ingredients').$type<string[]>(),
    instructions: jsonb('instructions').$type<string[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default('system'),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.lang] }),
    check('recipe_translations_lang_check', sql`${t.lang} in ('hi', 'te', 'ta', 'kn', 'ml')`),
  ],
)

/** A category's name in one of the shop's other languages (decision 059); NULL: English shows. */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    version: integer('version').notNull().default(1),
    name: text('name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default('system'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.lang] }),
    check('category_translations_lang_check', sql`${t.lang} in ('hi', 'te', 'ta', 'kn', 'ml')`),
  ],
)
