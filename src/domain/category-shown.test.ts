import { describe, expect, it } from 'vitest'
import { categoryShown } from './category-shown.ts'

describe('categoryShown', () => {
  it('is the name in the page’s language when the reply has one, the catalogue’s name otherwise', () => {
    expect(categoryShown({ category: 'Herbs', category_label: 'जड़ी-बूटियाँ' })).toBe('जड़ी-बूटियाँ')
    expect(categoryShown({ category: 'Herbs' })).toBe('Herbs')
    expect(categoryShown({ category: 'Herbs', category_label: ' ' })).toBe('Herbs')
  })
})
