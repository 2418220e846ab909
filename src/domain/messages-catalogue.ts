// Part of `messages` (messages.ts), apart so pages on the first load carry only what they show. Lives here once.

import { pageLoadingMessages } from './messages-page-loading.ts'

export const catalogueMessages = {
  productIdRequired: 'Product ID is required',
  recipeIdRequired: 'Recipe ID is required',
  searchTermRequired: 'Search term is required',
  searchQueryRequired: 'Search query is required',
  invalidCategory: (allowed: readonly string[]) => `Invalid category. Must be one of: ${allowed.join(', ')}`,
  productNotFound: 'Product not found',
  recipeNotFound: 'Recipe not found',
  productNotFoundTitle: 'Product Not Found',
  productNotFoundBody: 'The product you are looking for could not be found.',
  recipeNotFoundTitle: 'Recipe Not Found',
  loadingProduct: pageLoadingMessages.product,
  loadingRecipes: 'Loading recipes...',
  noRecipes: 'No recipes found.',
  sampleRecipesBanner: 'Showing sample recipes. Unable to load latest recipes from server.',
  noProductsFound: 'No products found',
  tryDifferentSearch: 'Try a different search term',
  fetchProducts: 'Failed to fetch products. Please try again later.',
  fetchProduct: 'Failed to fetch product details. Please try again later.',
  fetchRecipes: 'Failed to fetch recipes. Please try again later.',
  searchFailed: 'Failed to search products. Please try again later.',
  fetchFeatured: 'Failed to fetch featured products. Please try again later.',
  fetchReviews: 'Failed to fetch reviews. Please try again later.',
  fetchByCategory: 'Failed to fetch products by category. Please try again later.',
  loadRecipesFromServer: 'Failed to load recipes from server',
  loadRecipe: 'Failed to load recipe',
  noProductsMatch: 'No products match these filters',
  signInToStartCart: 'Sign in to start your cart',
  signInToSaveWishlist: 'Sign in to save products to your wishlist',
} as const
