// What staff change in the recipes (back office): list, create, edit, and the recipe's uploaded picture.
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Storage } from '#server/integrations/storage.ts'
import { type Audit, slugify } from './admin-fields.ts'
import { deletePicture, readPicture, storePicture } from './pictures.ts'
import { findRecipe, type RecipeRow } from './repo.ts'
import { type CatalogueService, toRecipe } from './service.ts'
import { recipes } from './tables.ts'

/** A recipe as the back office sees it: the shop's recipe and its version (decision 040). */
const adminRecipe = (row: RecipeRow) => ({ ...toRecipe(row), version: row.version })

export interface RecipeInput {
  name?: string
  title?: string
  category?: string
  description?: string
  demo_description?: string
  longDescription?: string
  prep_time?: string
  servings?: number
  difficulty?: string
  image?: string
  ingredients?: string[]
  instructions?: string[]
  pro_tips?: string[]
  tags?: string[]
  nutrition_facts?: Record<string, string>
}

function recipeColumns(input: RecipeInput): Partial<typeof recipes.$inferInsert> {
  const map: Record<keyof RecipeInput, keyof typeof recipes.$inferInsert> = {
    name: 'name',
    title: 'title',
    category: 'category',
    description: 'description',
    demo_description: 'demoDescription',
    longDescription: 'longDescription',
    prep_time: 'prepTime',
    servings: 'servings',
    difficulty: 'difficulty',
    image: 'image',
    ingredients: 'ingredients',
    instructions: 'instructions',
    pro_tips: 'proTips',
    tags: 'tags',
    nutrition_facts: 'nutritionFacts',
  }
  const out: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(map)) {
    const value = input[key as keyof RecipeInput]
    if (value !== undefined) out[column] = value
  }
  return out as Partial<typeof recipes.$inferInsert>
}

async function lockRecipe(tx: Db, id: number): Promise<RecipeRow> {
  const [row] = await tx.select().from(recipes).where(eq(recipes.id, id)).limit(1).for('update')
  if (!row) throw new AppError('not_found', adminMessages.recipeNotFound)
  return row
}

export function createRecipeAdmin(db: Db, catalogue: CatalogueService, storage: Storage) {
  return {
    async listRecipes() {
      return (await db.select().from(recipes).orderBy(asc(recipes.id))).map(adminRecipe)
    },

    async getRecipe(id: number) {
      const row = await findRecipe(db, String(id))
      if (!row) throw new AppError('not_found', adminMessages.recipeNotFound)
      return adminRecipe(row)
    },

    /** A new recipe (its address from its name, made unique); shoppers see it at once. */
    async createRecipe(
      input: RecipeInput & { name: string; title: string; category: string; prep_time: string },
      actor: string,
      audit: Audit,
    ) {
      const base = slugify(input.name)
      const row = await db.transaction(async (tx) => {
        const taken = new Set(
          (
            await tx
              .select({ slug: recipes.recipeId })
              .from(recipes)
              .where(or(eq(recipes.recipeId, base), ilike(recipes.recipeId, `${base}-%`)))
          ).map((r) => r.slug),
        )
        let recipeId = base
        for (let n = 2; taken.has(recipeId); n++) recipeId = `${base}-${n}`
        const [created] = await tx
          .insert(recipes)
          .values({
            ...recipeColumns(input),
            recipeId,
            createdBy: actor,
            updatedBy: actor,
          } as typeof recipes.$inferInsert)
          .returning()
        await audit(tx, {
          action: 'recipe.create',
          entityType: 'recipe',
          entityId: created!.id,
          before: null,
          after: toRecipe(created!),
        })
        return created!
      })
      catalogue.notifyChanged()
      return adminRecipe(row)
    },

    /** Changes any fields; an uploaded picture that another address replaces has its files deleted. */
    /**
     * Changes a recipe saved from `version` (decision 040): when someone saved it since, nothing changes and the
     * recipe as it is now comes back as `current`.
     */
    async updateRecipe(id: number, input: RecipeInput, version: number, actor: string, audit: Audit) {
      const saved = await db.transaction(async (tx) => {
        const before = await lockRecipe(tx, id)
        if (before.version !== version) return { before, after: null }
        // one statement names the version it replaces and raises it
        const [after] = await tx
          .update(recipes)
          .set({
            ...recipeColumns(input),
            version: sql`${recipes.version} + 1`,
            updatedBy: actor,
            updatedAt: new Date(),
          })
          .where(and(eq(recipes.id, id), eq(recipes.version, version)))
          .returning()
        if (!after) return { before, after: null }
        await audit(tx, {
          action: 'recipe.update',
          entityType: 'recipe',
          entityId: id,
          before: toRecipe(before),
          after: toRecipe(after),
        })
        return { before, after }
      })
      const { before, after } = saved
      if (!after) return { saved: false as const, current: adminRecipe(before) }
      catalogue.notifyChanged()
      if (after.image !== before.image) await deletePicture(storage, 'recipes', before.image, id)
      return { saved: true as const, recipe: adminRecipe(after) }
    },

    /**
     * A recipe's picture by upload: re-encoded and stored as product pictures are, served at
     * /media/recipes/{file} and named by the recipe at once. The picture it replaces has its files deleted when the
     * shop stored them itself (a seeded /images/… path or an https address is left as it is).
     */
    async setRecipeImage(id: number, upload: Buffer, actor: string, audit: Audit) {
      await this.getRecipe(id)
      const url = await storePicture(storage, 'recipes', id, upload)
      let changed: { before: RecipeRow; after: RecipeRow }
      try {
        changed = await db.transaction(async (tx) => {
          const before = await lockRecipe(tx, id)
          const [after] = await tx
            .update(recipes)
            .set({ image: url, updatedBy: actor, updatedAt: new Date() })
            .where(eq(recipes.id, id))
            .returning()
          await audit(tx, {
            action: 'recipe.image.upload',
            entityType: 'recipe',
            entityId: id,
            before: { image: before.image },
            after: { image: url },
          })
          return { before, after: after! }
        })
      } catch (err) {
        await deletePicture(storage, 'recipes', url)
        throw err
      }
      catalogue.notifyChanged()
      await deletePicture(storage, 'recipes', changed.before.image, id)
      return adminRecipe(changed.after)
    },

    /** An uploaded recipe picture, for GET /media/recipes/{file}; undefined for anything else. */
    async readRecipeMedia(file: string): Promise<{ body: Buffer; contentType: string } | undefined> {
      return readPicture(storage, 'recipes', file)
    },
  }
}
