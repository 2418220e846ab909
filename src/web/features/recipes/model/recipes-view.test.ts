import { describe, expect, it } from 'vitest'
import {
  ALL_RECIPES,
  chooseRecipesToShow,
  countRecipeCategories,
  filterRecipesByCategory,
  findRecipe,
  normaliseRecipeCategory,
  orderNutritionFacts,
  readRecipeFacts,
  selectFeaturedRecipes,
} from './recipes-view.ts'

const seed = [
  { id: 1, recipe_id: 'moringa-smoothie-bowl', category: 'Breakfast' },
  { id: 2, recipe_id: 'moringa-coconut-ladoo', category: 'Dessert' },
  { id: 3, recipe_id: 'moringa-lemon-detox-tea', category: 'Superfoods' },
  { id: 4, recipe_id: 'moringa-hummus', category: 'Superfoods' },
]
const samples = [{ id: 91, recipe_id: 'sample', category: 'Breakfast' }]

describe('chooseRecipesToShow', () => {
  it('waits while the server is asked', () => {
    expect(chooseRecipesToShow({ status: 'pending' }, samples)).toEqual({ kind: 'loading' })
  })

  it('shows the server recipes without a warning, even when there are none', () => {
    expect(chooseRecipesToShow({ status: 'success', recipes: seed }, samples)).toEqual({
      kind: 'ready',
      recipes: seed,
      usingSamples: false,
    })
    expect(chooseRecipesToShow({ status: 'success', recipes: [] }, samples)).toEqual({
      kind: 'ready',
      recipes: [],
      usingSamples: false,
    })
  })

  it('falls back to the samples with a warning when the server fails', () => {
    expect(chooseRecipesToShow({ status: 'error' }, samples)).toEqual({
      kind: 'ready',
      recipes: samples,
      usingSamples: true,
    })
  })

  it('is an error screen when the server fails and there is nothing to fall back on', () => {
    expect(chooseRecipesToShow({ status: 'error' }, [])).toEqual({ kind: 'error' })
  })
})

describe('countRecipeCategories', () => {
  it('counts the seed as the spec lists it', () => {
    expect(countRecipeCategories(seed)).toEqual([
      { category: ALL_RECIPES, count: 4 },
      { category: 'Breakfast', count: 1 },
      { category: 'Dessert', count: 1 },
      { category: 'Superfoods', count: 2 },
    ])
  })

  it('puts known categories first in the spec order and others after, alphabetically', () => {
    const counts = countRecipeCategories([
      { category: 'Snacks' },
      { category: 'Superfoods' },
      { category: 'Drinks' },
      { category: 'Breakfast' },
    ])
    expect(counts.map((c) => c.category)).toEqual([
      ALL_RECIPES,
      'Breakfast',
      'Superfoods',
      'Drinks',
      'Snacks',
    ])
  })

  it('offers only All Recipes for an empty list', () => {
    expect(countRecipeCategories([])).toEqual([{ category: ALL_RECIPES, count: 0 }])
  })
})

describe('filtering', () => {
  it('keeps one category or everything', () => {
    expect(filterRecipesByCategory(seed, 'Superfoods').map((r) => r.id)).toEqual([3, 4])
    expect(filterRecipesByCategory(seed, ALL_RECIPES)).toHaveLength(4)
    expect(filterRecipesByCategory(seed, 'Dessert').map((r) => r.id)).toEqual([2])
  })

  it('reads an unknown or missing category as All Recipes', () => {
    expect(normaliseRecipeCategory(seed, 'Superfoods')).toBe('Superfoods')
    expect(normaliseRecipeCategory(seed, 'Soups')).toBe(ALL_RECIPES)
    expect(normaliseRecipeCategory(seed, null)).toBe(ALL_RECIPES)
  })

  it('features the first three', () => {
    expect(selectFeaturedRecipes(seed).map((r) => r.id)).toEqual([1, 2, 3])
    expect(selectFeaturedRecipes(seed.slice(0, 2))).toHaveLength(2)
  })
})

describe('readRecipeFacts', () => {
  it('fills the spec defaults for missing fields', () => {
    const facts = readRecipeFacts({ name: 'Moringa Chai' })
    expect(facts).toMatchObject({
      title: 'Moringa Chai',
      description: '',
      prepTime: '5 mins',
      servings: 2,
      difficulty: 'Easy',
      tags: [],
      nutrition: [],
      tips: [],
    })
  })

  it('prefers title and long description, and reads either spelling of each field', () => {
    const facts = readRecipeFacts({
      name: 'Bowl',
      title: 'Moringa Bowl',
      description: 'Short',
      longDescription: 'Long',
      prepTime: '10 mins',
      servings: 4,
      difficulty: 'Medium',
      nutrition: { Calories: '290 kcal' },
      tips: ['Freeze the bananas'],
    })
    expect(facts).toMatchObject({
      title: 'Moringa Bowl',
      description: 'Long',
      prepTime: '10 mins',
      servings: 4,
      difficulty: 'Medium',
      nutrition: [['Calories', '290 kcal']],
      tips: ['Freeze the bananas'],
    })
    expect(
      readRecipeFacts({ title: '  ', name: 'Ladoo', description: 'Sweet', longDescription: '' }),
    ).toMatchObject({ title: 'Ladoo', description: 'Sweet' })
  })
})

describe('orderNutritionFacts', () => {
  it('puts calories and the macronutrients first, then the rest as given', () => {
    expect(
      orderNutritionFacts({
        Fat: '8 g',
        Iron: '2.1 mg',
        Caffeine: '0 mg',
        Protein: '9 g',
        Calories: '290 kcal',
      }).map(([k]) => k),
    ).toEqual(['Calories', 'Protein', 'Fat', 'Iron', 'Caffeine'])
  })
})

describe('findRecipe', () => {
  it('finds by number or by slug', () => {
    expect(findRecipe(seed, '4')?.recipe_id).toBe('moringa-hummus')
    expect(findRecipe(seed, 'moringa-coconut-ladoo')?.id).toBe(2)
    expect(findRecipe(seed, '9999')).toBeUndefined()
  })
})
