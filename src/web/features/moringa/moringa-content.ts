// Fixed marketing content of the moringa info page (docs/product.md, Routes and screens: "Moringa info page"). Pure data: the page
// renders it and scripts/draw-moringa-media.ts prints the same lab figures into the report image and PDF.

export interface NutrientComparison {
  nutrient: string
  times: number
  food: string
}

/** 'Nutritional Power Comparison': gram for gram, dried moringa leaf against everyday foods. */
export const NUTRIENT_COMPARISON: NutrientComparison[] = [
  { nutrient: 'Vitamin A', times: 2, food: 'carrots' },
  { nutrient: 'Vitamin C', times: 4, food: 'oranges' },
  { nutrient: 'Calcium', times: 17, food: 'milk' },
  { nutrient: 'Iron', times: 10, food: 'spinach' },
  { nutrient: 'Potassium', times: 3, food: 'banana' },
  { nutrient: 'Protein', times: 3, food: 'yogurt' },
  { nutrient: 'Fiber', times: 2, food: 'oats' },
]

export const BENEFIT_HIGHLIGHTS = [
  {
    title: 'Dense in nutrients',
    body: 'A spoonful of dried leaf brings iron, calcium, vitamin A and plant protein to an ordinary meal.',
  },
  {
    title: 'Rich in antioxidants',
    body: 'Moringa leaves carry quercetin and chlorogenic acid, antioxidants that survive gentle solar drying.',
  },
  {
    title: 'Steady everyday energy',
    body: 'Traditionally taken in the morning with warm water or buttermilk as part of a balanced diet.',
  },
  {
    title: 'Easy on the planet',
    body: 'A hardy, drought-tolerant tree that farmers in Telangana grow on dry land with little water.',
  },
]

export interface MoringaRecipe {
  id: string
  name: string
  description: string
  time: string
  serves: string
  ingredients: string[]
  steps: string[]
}

export interface RecipeGroup {
  id: string
  title: string
  intro: string
  recipes: MoringaRecipe[]
}

export const RECIPE_GROUPS: RecipeGroup[] = [
  {
    id: 'easy',
    title: 'Easy to use',
    intro: 'No cooking, two minutes: the simplest ways to start your day with moringa.',
    recipes: [
      {
        id: 'morning-water',
        name: 'Moringa Morning Water',
        description: 'Warm water, lemon and a spoon of moringa: the gentlest way to begin.',
        time: '2 mins',
        serves: '1 glass',
        ingredients: [
          '½ teaspoon moringa powder',
          '1 glass (250 ml) warm water, not boiling',
          'Juice of ½ lemon',
          '1 teaspoon honey (optional)',
        ],
        steps: [
          'Pour the warm water into a glass.',
          'Sprinkle in the moringa powder and whisk with a fork or small whisk until there are no lumps.',
          'Stir in the lemon juice, and the honey if you like it a little sweet.',
          'Drink it fresh, ideally before breakfast.',
        ],
      },
      {
        id: 'moringa-chaas',
        name: 'Moringa Masala Chaas',
        description: 'Spiced buttermilk with a green twist, perfect after a heavy lunch.',
        time: '5 mins',
        serves: '2 glasses',
        ingredients: [
          '1 cup thick curd',
          '2 cups cold water',
          '1 teaspoon moringa powder',
          '½ teaspoon roasted cumin powder',
          'A pinch of black salt, and salt to taste',
          'A few mint or coriander leaves',
        ],
        steps: [
          'Whisk the curd until smooth.',
          'Add the water, moringa powder, cumin powder and both salts.',
          'Whisk again (or blend for 10 seconds) until frothy.',
          'Pour into glasses and top with torn mint or coriander leaves.',
        ],
      },
    ],
  },
  {
    id: 'beverages',
    title: 'Beverages',
    intro: 'Warm cups for mornings and rainy evenings.',
    recipes: [
      {
        id: 'ginger-tea',
        name: 'Moringa Ginger Tea',
        description: 'A caffeine-free, gingery cup that is light and soothing.',
        time: '8 mins',
        serves: '2 cups',
        ingredients: [
          '2 cups water',
          '1 inch fresh ginger, crushed',
          '1 teaspoon moringa powder',
          '2 teaspoons jaggery or honey',
          'A few drops of lemon juice',
        ],
        steps: [
          'Boil the water with the crushed ginger for 4–5 minutes.',
          'Take the pan off the heat and let it cool for a minute.',
          'Whisk in the moringa powder; adding it off the boil keeps its colour bright.',
          'Strain into cups, then stir in the jaggery or honey and the lemon.',
        ],
      },
      {
        id: 'golden-milk',
        name: 'Moringa Haldi Doodh',
        description: 'Turmeric milk made greener: a comforting bedtime drink.',
        time: '10 mins',
        serves: '2 cups',
        ingredients: [
          '2 cups milk (dairy, or almond or oat)',
          '½ teaspoon turmeric powder',
          '½ teaspoon moringa powder',
          'A pinch of black pepper and of cardamom powder',
          '2 teaspoons jaggery',
        ],
        steps: [
          'Warm the milk with the turmeric, pepper and cardamom and let it simmer for 3 minutes.',
          'Turn off the heat and stir in the jaggery.',
          'Let it cool slightly, then whisk in the moringa powder.',
          'Pour into cups and serve warm.',
        ],
      },
    ],
  },
  {
    id: 'smoothies',
    title: 'Blends and smoothies',
    intro: 'Fruit hides moringa’s earthy taste: a good start for children and new users.',
    recipes: [
      {
        id: 'banana-smoothie',
        name: 'Banana Moringa Smoothie',
        description: 'Creamy, naturally sweet and ready in a minute.',
        time: '5 mins',
        serves: '2 glasses',
        ingredients: [
          '2 ripe bananas',
          '1½ cups chilled milk or curd',
          '1 teaspoon moringa powder',
          '1 tablespoon peanut butter or 6 soaked almonds',
          '2 dates, pitted (optional)',
        ],
        steps: [
          'Peel and slice the bananas into the blender jar.',
          'Add the milk or curd, moringa powder, peanut butter or almonds and the dates.',
          'Blend for 45 seconds until completely smooth.',
          'Taste, add a splash more milk if it is too thick, and serve at once.',
        ],
      },
      {
        id: 'mango-lassi',
        name: 'Mango Moringa Lassi',
        description: 'Summer’s favourite lassi with a spoon of green goodness.',
        time: '5 mins',
        serves: '2 glasses',
        ingredients: [
          '1 cup ripe mango pulp',
          '1 cup thick curd',
          '½ cup cold water or milk',
          '1 teaspoon moringa powder',
          '1 tablespoon sugar or honey',
          'A pinch of cardamom powder',
        ],
        steps: [
          'Put the mango pulp, curd, water or milk and the moringa powder into a blender.',
          'Add the sugar or honey and the cardamom.',
          'Blend until frothy, about 30 seconds.',
          'Serve chilled, with a few ice cubes if you like.',
        ],
      },
    ],
  },
  {
    id: 'food',
    title: 'Food recipes',
    intro: 'Everyday Indian dishes with moringa folded in.',
    recipes: [
      {
        id: 'moringa-paratha',
        name: 'Moringa Paratha',
        description: 'Soft, lightly spiced flatbreads for the lunch box.',
        time: '30 mins',
        serves: '6 parathas',
        ingredients: [
          '2 cups whole wheat flour (atta)',
          '2 tablespoons moringa powder',
          '½ teaspoon ajwain (carom seeds)',
          '½ teaspoon salt',
          '1 tablespoon oil, plus ghee for cooking',
          'About ¾ cup water',
        ],
        steps: [
          'Mix the flour, moringa powder, ajwain and salt in a wide bowl.',
          'Add the oil, then the water little by little, and knead into a soft dough.',
          'Cover and rest the dough for 15 minutes.',
          'Divide into 6 balls and roll each into a 6-inch circle.',
          'Cook on a hot tawa, turning once, and brush with ghee until golden spots appear on both sides.',
        ],
      },
      {
        id: 'moringa-dal',
        name: 'Moringa Dal Tadka',
        description: 'Comforting toor dal with a garlicky tadka and a green finish.',
        time: '35 mins',
        serves: '4 bowls',
        ingredients: [
          '1 cup toor dal, rinsed',
          '1 tomato, chopped',
          '¼ teaspoon turmeric powder',
          '1 tablespoon moringa powder',
          'For the tadka: 1 tablespoon ghee, 1 teaspoon mustard seeds, 1 teaspoon cumin seeds, 4 garlic cloves, 2 dried red chillies, a few curry leaves',
          'Salt to taste',
        ],
        steps: [
          'Pressure-cook the dal with the tomato, turmeric and 3 cups of water for 3–4 whistles.',
          'Mash the dal well, add salt and simmer for 5 minutes, adding water for the consistency you like.',
          'Turn off the heat and stir in the moringa powder.',
          'Heat the ghee, add the mustard and cumin seeds, then the garlic, chillies and curry leaves.',
          'Pour the sizzling tadka over the dal and serve hot with rice or roti.',
        ],
      },
      {
        id: 'moringa-podi',
        name: 'Moringa Idli Podi',
        description: 'A nutty Telangana-style gunpowder to enjoy with idli, dosa or hot rice and ghee.',
        time: '20 mins',
        serves: 'about 1 cup',
        ingredients: [
          '¼ cup urad dal',
          '¼ cup chana dal',
          '2 tablespoons sesame seeds',
          '8 dried red chillies',
          '3 tablespoons moringa powder',
          'A small lump of tamarind, a pinch of hing and salt to taste',
        ],
        steps: [
          'Dry-roast the urad dal and chana dal separately on low heat until golden and fragrant.',
          'Roast the sesame seeds until they pop, then the red chillies until crisp.',
          'Let everything cool completely.',
          'Grind with the tamarind, hing and salt into a coarse powder.',
          'Stir in the moringa powder and store in an airtight jar for up to a month.',
        ],
      },
    ],
  },
]

export const FARMER = {
  name: 'Mallesh Yadav',
  village: 'Kothapally, Shankarpally Mandal, Rangareddy District',
  state: 'Telangana',
  area: '5 acre',
  group: 'Sri Lakshmi Mahila self-help group (solar drying)',
  since: 'Growing moringa with us since 2022',
}

export const GROWING_TIMELINE = [
  {
    label: 'Sowing date',
    date: '2024-07-12',
    note: 'PKM-1 moringa saplings planted at the start of the monsoon.',
  },
  { label: 'Leaf harvest', date: '2026-01-14', note: 'Tender leaves hand-picked in the cool early morning.' },
  {
    label: 'Processing date',
    date: '2026-01-15',
    note: 'Washed, solar-dried below 50 °C and stone-milled by the self-help group.',
  },
  {
    label: 'Lab tested',
    date: '2026-01-28',
    note: 'Batch 103 sampled and tested by an accredited laboratory.',
  },
  { label: 'Packed', date: '2026-02-03', note: 'Sealed in resealable kraft pouches of 100g, 250g and 500g.' },
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

export const OUR_PRODUCTS = [
  {
    name: 'Moringa Powder',
    blurb: 'Our flagship: tender leaves, solar-dried within hours of picking.',
    image: '/images/products/moringa-powder-1.svg',
    to: '/product/moringa/101',
  },
  {
    name: 'Amla Powder',
    blurb: 'Sun-dried Indian gooseberry, bright and tangy, rich in vitamin C.',
    image: '/images/products/amla-powder-1.svg',
    to: '/products',
  },
  {
    name: 'Ashwagandha Powder',
    blurb: 'Stone-ground roots only, a time-honoured herb of Ayurveda.',
    image: '/images/products/ashwagandha-powder-1.svg',
    to: '/products',
  },
]

export const DEMO_VIDEO = {
  src: '/videos/moringa-demo.webm',
  poster: '/images/moringa/demo-poster.svg',
  width: 360,
  height: 640,
}
