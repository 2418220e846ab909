// Shapes of the seed catalogue. Money is integer paise; images are public paths.

export type SeedCategory = 'Superfoods' | 'Herbs'

export interface SeedProduct {
  id: number
  slug: string
  /** Hindi and regional names, searched like the name */
  searchAliases: string
  /** net quantity on the pack; '100g' when not given */
  netQuantity?: string
  /** packs beyond the default one (decision 041), in the order the selector shows them */
  morePacks?: { size: string; price: number; actualPrice: number; weightGrams: number; stock: number }[]
  name: string
  description: string
  category: SeedCategory
  /** selling price, paise (₹349.00 -> 34900) */
  price: number
  /** MRP, paise; >= price */
  actualPrice: number
  stock: number
  stockStatus: 'In Stock' | 'Comming Soon'
  hsnCode: string
  /** GST rate in basis points: 500 = 5% */
  gstRateBp: number
  /** colour of the powder, used by the artwork */
  colour: string
  /** 1 to 5 public paths, first is the main image */
  images: string[]
  /** how many days before seeding the product was added (New Arrivals: <= 30) */
  createdDaysAgo: number
  ingredients: string
  usageInfo: string
  benefits: string[]
  storageInfo: string
}

export interface SeedRecipe {
  id: number
  recipeId: string
  name: string
  title: string
  category: 'Breakfast' | 'Dessert' | 'Superfoods'
  rating: number
  reviews: number
  description: string
  demoDescription: string
  longDescription: string
  prepTime: string
  servings: number
  difficulty: 'Easy' | 'Medium' | 'Hard'
  image: string
  ingredients: string[]
  instructions: string[]
  nutritionFacts: Record<string, string>
  proTips: string[]
  tags: string[]
}

export interface SeedReview {
  productId: number
  userName: string
  rating: 1 | 2 | 3 | 4 | 5
  title: string
  comment: string
  daysAgo: number
  likes: number
  isVerified: boolean
}
