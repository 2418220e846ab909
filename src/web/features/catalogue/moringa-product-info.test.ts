import { describe, expect, it } from 'vitest'
import { en as pagesEn } from '#web/lib/i18n/messages/en.ts'
import { MORINGA_INFO } from './moringa-product-info.ts'

// The moringa page's fixed texts are in the pages catalogue too (decision 058), so they read in the shopper's
// language; its English is these texts, unchanged.
describe('moringa fixed texts in the pages catalogue', () => {
  it('keeps the moringa page’s fixed texts (MORINGA_INFO)', () => {
    const [ingredients, usage, benefits, storage] = MORINGA_INFO
    expect(pagesEn['moringa.ingredients']).toBe(ingredients?.text)
    expect(pagesEn['moringa.usage']).toBe(usage?.text)
    expect([
      pagesEn['moringa.benefit.iron'],
      pagesEn['moringa.benefit.vitamins'],
      pagesEn['moringa.benefit.protein'],
      pagesEn['moringa.benefit.antioxidants'],
      pagesEn['moringa.benefit.fibre'],
      pagesEn['moringa.benefit.colour'],
    ]).toEqual(benefits?.bullets)
    expect(pagesEn['moringa.storage']).toBe(storage?.text)
  })
})
