// English texts of the recipes list, its cards and a recipe's page (the reference; decision 058). The recipes' own
// names, ingredients and steps come translated from the API (catalogue translations); these are the page's words.
// Registered when imported: the page that shows them imports this file (decision 058, texts per area).
import { englishArea } from '../catalogue.ts'

export const recipesEn = englishArea('recipes', {
  // The list
  'recipes.meta.title': 'Moringa Recipes',
  'recipes.meta.description':
    'Simple, tested recipes with sun-dried moringa: smoothie bowls, ladoos, teas and dips from the Surya Naturals kitchen.',
  'recipes.hero.eyebrow': 'From our kitchen',
  'recipes.hero.title': 'Moringa Recipes',
  'recipes.hero.lead':
    'Simple, everyday ways to bring sun-dried moringa to your table, from breakfast bowls to festive ladoos.',
  'recipes.try.again': 'Try Again',
  'recipes.error.title': 'Failed to load recipes from server',
  'recipes.error.text': 'Failed to fetch recipes. Please try again later.',
  'recipes.none.title': 'No recipes found.',
  'recipes.none.text': 'New moringa recipes are on their way from our kitchen. Please check back soon.',
  'recipes.sample.banner': 'Showing sample recipes. Unable to load latest recipes from server.',
  'recipes.loading': 'Loading recipes...',
  'recipes.featured.title': 'Featured Recipes',
  'recipes.featured.lead': 'Our kitchen’s favourites this season.',
  'recipes.all.title': 'All Moringa Recipes',
  'recipes.all.lead': 'Filter by meal to find your next favourite.',
  'recipes.filter.legend': 'Filter recipes by category',
  'recipes.shown': { one: '{count} recipe shown', other: '{count} recipes shown' },
  'recipes.list.label': 'Recipes',
  'recipes.category.all': 'All Recipes',
  'recipes.category.breakfast': 'Breakfast',
  'recipes.category.dessert': 'Dessert',
  'recipes.category.superfoods': 'Superfoods',
  // A card's facts
  'recipes.reviews': { one: '({count} review)', other: '({count} reviews)' },
  'recipes.servings': { one: '{count} serving', other: '{count} servings' },
  'recipes.prep.label': 'Prep time: ',
  'recipes.difficulty.label': 'Difficulty: ',
  'recipes.minutes': { one: '{count} min', other: '{count} mins' },
  'recipes.difficulty.easy': 'Easy',
  'recipes.difficulty.medium': 'Medium',
  'recipes.difficulty.hard': 'Hard',
  'recipes.view': 'View recipe →',
  // A recipe's page
  'recipe.meta.title': 'Recipe',
  'recipe.back': 'Back to Recipes',
  'recipe.print': 'Print recipe',
  'recipe.prep': 'Prep time',
  'recipe.servings': 'Servings',
  'recipe.difficulty': 'Difficulty',
  'recipe.tags': 'Tags',
  'recipe.ingredients': 'Ingredients',
  'recipe.instructions': 'Instructions',
  'recipe.step': 'Step {number}: ',
  'recipe.nutrition': 'Nutrition Facts',
  'recipe.nutrition.caption': 'Nutrition facts per serving',
  'recipe.nutrient': 'Nutrient',
  'recipe.per.serving': 'Per serving',
  'recipe.nutrition.note': 'Approximate values, per serving.',
  'recipe.tips': 'Pro Tips',
  'recipe.missing.title': 'Recipe Not Found',
  'recipe.missing.text': 'This recipe may have been moved or renamed. Browse the others instead.',
  'recipe.failed.title': 'Failed to load recipe',
  'recipe.loading': 'Loading recipe...',
})
