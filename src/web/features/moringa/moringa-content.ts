// Fixed marketing content of the moringa info page (docs/product.md, Routes and screens: "Moringa info page"). Pure data: the page
// renders it and scripts/draw-moringa-media.ts prints the same lab figures into the report image and PDF. The page's
// words are texts of its area in every language (moringa-page.<lang>.ts, decision 058); here their keys' names.

/**
 * 'Nutritional Power Comparison': gram for gram, dried moringa leaf against everyday foods. The nutrients' and
 * foods' names are texts of the page's area (moringa-page.en.ts: moringa.page.nutrient.<key>, moringa.page.food.<food>).
 */
export interface NutrientComparison {
  nutrient: string
  times: number
  food: string
}

export const NUTRIENT_COMPARISON: NutrientComparison[] = [
  { nutrient: 'vitamin.a', times: 2, food: 'carrots' },
  { nutrient: 'vitamin.c', times: 4, food: 'oranges' },
  { nutrient: 'calcium', times: 17, food: 'milk' },
  { nutrient: 'iron', times: 10, food: 'spinach' },
  { nutrient: 'potassium', times: 3, food: 'banana' },
  { nutrient: 'protein', times: 3, food: 'yogurt' },
  { nutrient: 'fiber', times: 2, food: 'oats' },
]

/** The highlights' titles and texts: moringa.page.benefit.<key>.title and .text. */
export const BENEFIT_HIGHLIGHTS = ['dense', 'antioxidants', 'energy', 'planet'] as const

/**
 * The recipes by group: a group's title and intro are moringa.page.group.<key>.title and .intro; a recipe's name,
 * text, time, serves, ingredients and steps are moringa.page.recipe.<key>.<field> (ingredients and steps one line
 * per item).
 */
export interface RecipeGroup {
  key: string
  recipes: string[]
}

export const RECIPE_GROUPS: RecipeGroup[] = [
  { key: 'easy', recipes: ['water', 'chaas'] },
  { key: 'beverages', recipes: ['tea', 'milk'] },
  { key: 'smoothies', recipes: ['smoothie', 'lassi'] },
  { key: 'food', recipes: ['paratha', 'dal', 'podi'] },
]

export const FARMER = {
  name: 'Mallesh Yadav',
  village: 'Kothapally, Shankarpally Mandal, Rangareddy District',
  state: 'Telangana',
  area: '5 acre',
  group: 'Sri Lakshmi Mahila self-help group (solar drying)',
  since: 'Growing moringa with us since 2022',
}

/** The farm's dates; each step's label and note are moringa.page.timeline.<key> and its .note. */
export const GROWING_TIMELINE = [
  { key: 'sowing', date: '2024-07-12' },
  { key: 'harvest', date: '2026-01-14' },
  { key: 'processing', date: '2026-01-15' },
  { key: 'tested', date: '2026-01-28' },
  { key: 'packed', date: '2026-02-03' },
]

export interface LabTest {
  parameter: string
  result: string
  unit: string
  status: 'Pass'
}

export const LAB_REPORT = {
  product: 'Moringa Leaf Powder',
  batch: '103',
  status: 'Passed',
  reportNumber: 'DFTL/2026/0142',
  laboratory: 'Deccan Food Testing Laboratory, Hyderabad',
  accreditation: 'ISO/IEC 17025 accredited',
  sampledOn: '2026-01-28',
  issuedOn: '2026-02-02',
  summary: [
    { label: 'Pass rate', value: '100%' },
    { label: 'Laboratory', value: 'ISO certified' },
    { label: 'Grade', value: 'Premium quality' },
  ],
  tests: [
    { parameter: 'Energy', result: '375.20', unit: 'Kcal/100g', status: 'Pass' },
    { parameter: 'Protein', result: '23.85', unit: 'g/100g', status: 'Pass' },
    { parameter: 'Total carbohydrate', result: '52.40', unit: 'g/100g', status: 'Pass' },
    { parameter: 'Dietary fibre', result: '19.20', unit: 'g/100g', status: 'Pass' },
    { parameter: 'Total fat', result: '7.80', unit: 'g/100g', status: 'Pass' },
    { parameter: 'Moisture', result: '6.10', unit: 'g/100g', status: 'Pass' },
    { parameter: 'Total ash', result: '9.85', unit: 'g/100g', status: 'Pass' },
    { parameter: 'Calcium', result: '2,010', unit: 'mg/100g', status: 'Pass' },
    { parameter: 'Iron', result: '28.20', unit: 'mg/100g', status: 'Pass' },
    { parameter: 'Lead (Pb)', result: '< 0.10', unit: 'mg/kg', status: 'Pass' },
    { parameter: 'Total plate count', result: '2,100', unit: 'cfu/g', status: 'Pass' },
    { parameter: 'E. coli', result: 'Absent', unit: 'per g', status: 'Pass' },
    { parameter: 'Salmonella', result: 'Absent', unit: 'per 25 g', status: 'Pass' },
  ] satisfies LabTest[],
  pdf: '/docs/moringa-lab-report.pdf',
  image: '/images/moringa/lab-report.svg',
}

/** Each product's name and blurb: moringa.page.product.<key>.name and .blurb. */
export const OUR_PRODUCTS = [
  { key: 'moringa', image: '/images/products/moringa-powder-1.svg', to: '/product/moringa/101' },
  { key: 'amla', image: '/images/products/amla-powder-1.svg', to: '/products' },
  { key: 'ashwagandha', image: '/images/products/ashwagandha-powder-1.svg', to: '/products' },
]

export const DEMO_VIDEO = {
  src: '/videos/moringa-demo.webm',
  poster: '/images/moringa/demo-poster.svg',
  width: 360,
  height: 640,
}
