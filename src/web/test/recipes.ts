// A recipe as GET /api/v1/recipes sends it, for the pages' tests: its name, category and what the test sets.
import type { Recipe } from '#domain/contracts/catalogue.ts'

const stamp = {
  created_at: '2026-01-15T00:00:00.000Z',
  updated_at: '2026-01-15T00:00:00.000Z',
  created_by: 'system',
  updated_by: 'system',
}

export function aRecipe(id: number, name: string, category: string, extra: Partial<Recipe> = {}): Recipe {
  return {
    id,
    recipe_id: name.toLowerCase().replace(/ /g, '-'),
    name,
    title: name,
    category,
    rating: 4.5,
    reviews: 40,
    description: `${name}, made with sun-dried moringa.`,
    demo_description: '',
    longDescription: '',
    prep_time: '15 mins',
    servings: 3,
    difficulty: 'Medium',
    image: `/images/recipes/${id}.svg`,
    ingredients: [],
    instructions: [],
    nutrition_facts: {},
    pro_tips: [],
    tags: [],
    ...stamp,
    ...extra,
  }
}
