// The seed catalogue in the shop's other languages (decision 059): Hindi and Telugu for every product, recipe and
// category (translations-hi.ts, translations-te.ts), and the products' and categories' names in Tamil, Kannada and
// Malayalam. seedCatalogue writes them through the write a staff save makes (addTranslation), so each name's Latin
// spelling is made for search; a translation already saved is kept, so a re-seed changes nothing.
import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import type { Db } from '#server/db/client.ts'
import { categories } from '#server/modules/catalogue/tables.ts'
import { addTranslation } from '#server/modules/catalogue/translations.ts'
import { hindi } from './translations-hi.ts'
import { telugu } from './translations-te.ts'

/** A product's text in one language; a field left out shows in English. */
export interface ProductText {
  name: string
  description?: string
  benefits?: string[]
  ingredients?: string
  usageInfo?: string
  storageInfo?: string
}

/** A language's text for the seed's products and recipes, by id. */
export interface SeedLanguage {
  products: Record<number, ProductText>
  recipes: Record<number, RecipeText>
}

/** A recipe's text in one language. */
export interface RecipeText {
  name: string
  title: string
  description: string
  ingredients: string[]
  instructions: string[]
}

/** Product names in Tamil, Kannada and Malayalam, by product id. */
export const productNames: Record<number, Partial<Record<TranslatedLanguage, string>>> = {
  101: { ta: 'முருங்கை இலை பொடி', kn: 'ನುಗ್ಗೆ ಸೊಪ್ಪಿನ ಪುಡಿ', ml: 'മുരിങ്ങയില പൊടി' },
  102: { ta: 'முருங்கை இலை தேநீர்', kn: 'ನುಗ್ಗೆ ಸೊಪ್ಪಿನ ಚಹಾ', ml: 'മുരിങ്ങയില ചായ' },
  103: {
    ta: 'முருங்கை நெல்லி இம்யூனிட்டி கலவை',
    kn: 'ನುಗ್ಗೆ ನೆಲ್ಲಿಕಾಯಿ ಇಮ್ಯುನಿಟಿ ಮಿಶ್ರಣ',
    ml: 'മുരിങ്ങ നെല്ലിക്ക ഇമ്മ്യൂണിറ്റി മിശ്രിതം',
  },
  104: { ta: 'நெல்லிக்காய் பொடி', kn: 'ನೆಲ್ಲಿಕಾಯಿ ಪುಡಿ', ml: 'നെല്ലിക്ക പൊടി' },
  105: { ta: 'அஸ்வகந்தா பொடி', kn: 'ಅಶ್ವಗಂಧ ಪುಡಿ', ml: 'അശ്വഗന്ധ പൊടി' },
  106: { ta: 'பீட்ரூட் பொடி', kn: 'ಬೀಟ್‌ರೂಟ್ ಪುಡಿ', ml: 'ബീറ്റ്റൂട്ട് പൊടി' },
  107: { ta: 'பசலைக் கீரை பொடி', kn: 'ಪಾಲಕ್ ಸೊಪ್ಪಿನ ಪುಡಿ', ml: 'പാലക്ക് ചീര പൊടി' },
  108: { ta: 'தக்காளி பொடி', kn: 'ಟೊಮೆಟೊ ಪುಡಿ', ml: 'തക്കാളി പൊടി' },
  109: { ta: 'கேரட் பொடி', kn: 'ಕ್ಯಾರೆಟ್ ಪುಡಿ', ml: 'കാരറ്റ് പൊടി' },
  110: { ta: 'இஞ்சி பொடி (சுக்கு)', kn: 'ಶುಂಠಿ ಪುಡಿ', ml: 'ഇഞ്ചി പൊടി (ചുക്ക്)' },
  111: { ta: 'மஞ்சள் தூள் (லகடாங்)', kn: 'ಅರಿಶಿನ ಪುಡಿ (ಲಕಡಾಂಗ್)', ml: 'മഞ്ഞൾ പൊടി (ലകഡോങ്)' },
  112: { ta: 'கறிவேப்பிலை பொடி', kn: 'ಕರಿಬೇವಿನ ಸೊಪ್ಪಿನ ಪುಡಿ', ml: 'കറിവേപ്പില പൊടി' },
  113: { ta: 'வாழைக்காய் பொடி', kn: 'ಬಾಳೆಕಾಯಿ ಪುಡಿ', ml: 'പച്ചക്കായ പൊടി' },
  114: { ta: 'பப்பாளி பொடி', kn: 'ಪರಂಗಿ ಹಣ್ಣಿನ ಪುಡಿ', ml: 'പപ്പായ പൊടി' },
  115: { ta: 'துளசி பொடி', kn: 'ತುಳಸಿ ಪುಡಿ', ml: 'തുളസി പൊടി' },
  116: { ta: 'பிரம்மி பொடி', kn: 'ಬ್ರಾಹ್ಮಿ ಪುಡಿ', ml: 'ബ്രഹ്മി പൊടി' },
  117: { ta: 'கோதுமைப் புல் பொடி', kn: 'ಗೋಧಿ ಹುಲ್ಲಿನ ಪುಡಿ', ml: 'ഗോതമ്പ് പുല്ല് പൊടി' },
  118: { ta: 'சீந்தில் கொடி பொடி', kn: 'ಅಮೃತಬಳ್ಳಿ ಪುಡಿ', ml: 'ചിറ്റമൃത് പൊടി' },
  119: { ta: 'புதினா பொடி', kn: 'ಪುದೀನ ಪುಡಿ', ml: 'പുതിന പൊടി' },
  120: {
    ta: 'சூப்பர்ஃபுட் சாம்ப்ளர் பெட்டி',
    kn: 'ಸೂಪರ್‌ಫುಡ್ ಸ್ಯಾಂಪ್ಲರ್ ಬಾಕ್ಸ್',
    ml: 'സൂപ്പർഫുഡ് സാമ്പ്ലർ ബോക്സ്',
  },
}

/** The categories' names, by their English name. */
export const categoryNames: Record<string, Record<TranslatedLanguage, string>> = {
  Superfoods: {
    hi: 'सुपरफ़ूड',
    te: 'సూపర్‌ఫుడ్స్',
    ta: 'சூப்பர்ஃபுட்ஸ்',
    kn: 'ಸೂಪರ್‌ಫುಡ್ಸ್',
    ml: 'സൂപ്പർഫുഡ്സ്',
  },
  Herbs: { hi: 'जड़ी-बूटियाँ', te: 'మూలికలు', ta: 'மூலிகைகள்', kn: 'ಗಿಡಮೂಲಿಕೆಗಳು', ml: 'ഔഷധസസ്യങ്ങൾ' },
}

const full: Partial<Record<TranslatedLanguage, SeedLanguage>> = { hi: hindi, te: telugu }

/**
 * Writes the seed's translations of the items `productIds` and `recipeIds` name, and of the categories, where that
 * language is not saved yet (caller's transaction). Returns how many were written.
 */
export async function seedTranslations(tx: Db, productIds: number[], recipeIds: number[]): Promise<number> {
  let written = 0
  const add = async (...args: Parameters<typeof addTranslation>) => {
    if (await addTranslation(...args)) written += 1
  }
  const products = new Set(productIds)
  const recipes = new Set(recipeIds)
  for (const [lang, text] of Object.entries(full) as [TranslatedLanguage, SeedLanguage][]) {
    for (const [id, p] of Object.entries(text.products)) {
      if (!products.has(Number(id))) continue
      await add(tx, 'product', Number(id), lang, {
        name: p.name,
        description: p.description ?? null,
        benefits: p.benefits ?? null,
        ingredients: p.ingredients ?? null,
        usage_info: p.usageInfo ?? null,
        storage_info: p.storageInfo ?? null,
      })
    }
    for (const [id, r] of Object.entries(text.recipes)) {
      if (!recipes.has(Number(id))) continue
      await add(tx, 'recipe', Number(id), lang, { ...r })
    }
  }
  for (const [id, names] of Object.entries(productNames)) {
    if (!products.has(Number(id))) continue
    for (const [lang, name] of Object.entries(names) as [TranslatedLanguage, string][])
      await add(tx, 'product', Number(id), lang, { name })
  }
  const rows = await tx.select({ id: categories.id, name: categories.name }).from(categories)
  for (const c of rows) {
    const names = categoryNames[c.name]
    if (!names) continue
    for (const [lang, name] of Object.entries(names) as [TranslatedLanguage, string][])
      await add(tx, 'category', c.id, lang, { name })
  }
  return written
}
