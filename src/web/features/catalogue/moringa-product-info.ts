// Fixed product-page texts for moringa products (docs/product.md, Routes and screens: product detail: "For moringa products these are
// fixed text"). Worded carefully: traditional use and nutrient content, no medical claims.

export interface ProductInfoSection {
  id: 'ingredients' | 'usage' | 'benefits' | 'storage'
  title: string
  text?: string
  bullets?: string[]
}

export const MORINGA_INFO: ProductInfoSection[] = [
  {
    id: 'ingredients',
    title: 'Ingredients',
    text: '100% dried moringa leaves (Moringa oleifera), nothing else. No fillers, no anti-caking agents, no added colour and no preservatives. Leaves only: the stems are sieved out before milling.',
  },
  {
    id: 'usage',
    title: 'Usage Info',
    text: 'Start with ½ teaspoon a day and build up to 1–2 teaspoons (3–6 g). Stir it into warm water with lemon, buttermilk, smoothies, dal, sambar or soup, or knead it into chapati and dosa batter. Add it at the end of cooking where you can: gentle heat keeps more of its goodness. If you are pregnant, nursing or on medication, check with your doctor first.',
  },
  {
    id: 'benefits',
    title: 'Benefits',
    bullets: [
      'Plant iron and calcium for everyday nutrition',
      'Naturally rich in vitamin A, vitamin C and potassium',
      'Plant protein with all nine essential amino acids',
      'Antioxidants such as quercetin and chlorogenic acid',
      'Fibre that is gentle on digestion',
      'Solar-dried at low heat to keep its deep green colour',
    ],
  },
  {
    id: 'storage',
    title: 'Storage Info',
    text: 'Keep it in the resealable pouch or an airtight glass jar, in a cool, dry and dark cupboard. Always use a dry spoon and do not refrigerate: moisture makes it clump. Best used within 6 months of opening and within 12 months of packing.',
  },
]

/** The product's own fields, as sections; empty ones are left out. */
export function buildInfoSections(product: {
  ingredients: string
  usage_info: string
  benefits: string[]
  storage_info: string
}): ProductInfoSection[] {
  const sections: ProductInfoSection[] = [
    { id: 'ingredients', title: 'Ingredients', text: product.ingredients.trim() },
    { id: 'usage', title: 'Usage Info', text: product.usage_info.trim() },
    { id: 'benefits', title: 'Benefits', bullets: product.benefits.filter((b) => b.trim() !== '') },
    { id: 'storage', title: 'Storage Info', text: product.storage_info.trim() },
  ]
  return sections.filter((s) => (s.bullets ? s.bullets.length > 0 : s.text))
}
