// Which recipes the recipe screens show, and how they are grouped (docs/product.md, Routes and screens: "Recipes", States and transitions "Recipe list").
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { CATEGORY_VALUES } from '#domain/messages.ts'

export const ALL_RECIPES = 'All Recipes'
/** docs/product.md, Business constants and limits: the recipe list features the first 3. */
export const FEATURED_RECIPE_COUNT = 3
/** docs/product.md, Entities: defaults for recipes that leave these out. */
export const RECIPE_DEFAULTS = { prepTime: '5 mins', servings: 2, difficulty: 'Easy' } as const

export type RecipeSource<T> =
  | { status: 'pending' }
  | { status: 'success'; recipes: readonly T[] }
  | { status: 'error' }

export type RecipeListView<T> =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; recipes: readonly T[]; usingSamples: boolean }

/**
 * docs/product.md, States and transitions: loaded from the server, or on failure the built-in samples with a warning;
 * a failure with no samples to fall back on is an error screen.
 */
export function chooseRecipesToShow<T>(source: RecipeSource<T>, samples: readonly T[]): RecipeListView<T> {
  if (source.status === 'pending') return { kind: 'loading' }
  if (source.status === 'success') return { kind: 'ready', recipes: source.recipes, usingSamples: false }
  if (samples.length === 0) return { kind: 'error' }
  return { kind: 'ready', recipes: samples, usingSamples: true }
}

export interface CategoryCount {
  /** The value to filter by; ALL_RECIPES for the unfiltered list. */
  category: string
  count: number
}

/**
 * 'All Recipes' first, then the known categories in the spec's order, then any others alphabetically.
 * Only categories that have recipes get a button, so no filter ever leads to an empty grid.
 */
export function countRecipeCategories(recipes: readonly Pick<Recipe, 'category'>[]): CategoryCount[] {
  const counts = new Map<string, number>()
  for (const r of recipes) counts.set(r.category, (counts.get(r.category) ?? 0) + 1)
  const known: readonly string[] = CATEGORY_VALUES.recipes
  const rank = (c: string) => (known.includes(c) ? known.indexOf(c) : known.length)
  const categories = [...counts.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  return [
    { category: ALL_RECIPES, count: recipes.length },
    ...categories.map((category) => ({ category, count: counts.get(category) ?? 0 })),
  ]
}

/** Unknown or missing categories show everything rather than an empty page (e.g. a stale ?category= link). */
export function normaliseRecipeCategory(
  recipes: readonly Pick<Recipe, 'category'>[],
  category: string | null | undefined,
): string {
  if (!category) return ALL_RECIPES
  return recipes.some((r) => r.category === category) ? category : ALL_RECIPES
}

export function filterRecipesByCategory<T extends Pick<Recipe, 'category'>>(
  recipes: readonly T[],
  category: string,
): T[] {
  return category === ALL_RECIPES ? [...recipes] : recipes.filter((r) => r.category === category)
}

export function selectFeaturedRecipes<T>(recipes: readonly T[]): T[] {
  return recipes.slice(0, FEATURED_RECIPE_COUNT)
}

/** Label order for nutrition facts; the database may return them in any order. Others follow as given. */
const NUTRIENT_ORDER = [
  'calories',
  'energy',
  'protein',
  'carbohydrates',
  'sugar',
  'fat',
  'fibre',
  'fiber',
  'iron',
  'calcium',
  'vitamin c',
]

export function orderNutritionFacts(facts: Record<string, string>): [string, string][] {
  const rank = (k: string) => {
    const i = NUTRIENT_ORDER.indexOf(k.toLowerCase())
    return i === -1 ? NUTRIENT_ORDER.length : i
  }
  return Object.entries(facts)
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.i - b.i)
    .map((x) => x.entry)
}

type RecipeLike = Partial<Recipe> & {
  prepTime?: string
  nutrition?: Record<string, string>
  tips?: string[]
}

export interface RecipeFacts {
  title: string
  description: string
  prepTime: string
  servings: number
  difficulty: string
  tags: string[]
  ingredients: string[]
  instructions: string[]
  nutrition: [string, string][]
  tips: string[]
}

/** Reads a recipe under either spelling of its fields (docs/product.md, Entities) and fills the stated defaults. */
export function readRecipeFacts(recipe: RecipeLike): RecipeFacts {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined)
  return {
    title: text(recipe.title) ?? text(recipe.name) ?? '',
    description: text(recipe.longDescription) ?? text(recipe.description) ?? '',
    prepTime: text(recipe.prep_time) ?? text(recipe.prepTime) ?? RECIPE_DEFAULTS.prepTime,
    servings: recipe.servings && recipe.servings > 0 ? recipe.servings : RECIPE_DEFAULTS.servings,
    difficulty: text(recipe.difficulty) ?? RECIPE_DEFAULTS.difficulty,
    tags: recipe.tags ?? [],
    ingredients: recipe.ingredients ?? [],
    instructions: recipe.instructions ?? [],
    nutrition: orderNutritionFacts(recipe.nutrition_facts ?? recipe.nutrition ?? {}),
    tips: recipe.pro_tips ?? recipe.tips ?? [],
  }
}

/** A recipe addressed by its number or its recipe_id slug (docs/product.md, Routes and screens: /recipes/{id}). */
export function findRecipe<T extends Pick<Recipe, 'id' | 'recipe_id'>>(
  recipes: readonly T[],
  idOrSlug: string,
): T | undefined {
  const key = idOrSlug.trim()
  return recipes.find((r) => String(r.id) === key || r.recipe_id === key)
}
