import { describe, expect, it } from 'vitest'
import { FEATURED_SHOW_COUNT, isFeatured, pickFeaturedProducts } from './featured.ts'

const p = (name: string, category = 'Superfoods') => ({ name, category })

describe('pickFeaturedProducts', () => {
  it("puts staff's picks before moringa, then the rest", () => {
    const list = [
      p('Amla Powder'),
      p('Moringa Powder'),
      { ...p('Beetroot Powder'), featured: true },
      p('Moringa Leaf Tea'),
      { ...p('Tulsi Powder', 'Herbs'), featured: true },
    ]
    expect(pickFeaturedProducts(list).map((x) => x.name)).toEqual([
      'Beetroot Powder',
      'Tulsi Powder',
      'Moringa Powder',
      'Moringa Leaf Tea',
    ])
    expect(isFeatured(list[2]!)).toBe(true)
    expect(isFeatured(list[1]!)).toBe(true)
    expect(isFeatured(list[0]!)).toBe(false)
  })

  it('puts moringa products first, keeping the original order within each group, and takes 4', () => {
    const list = [
      p('Amla Powder'),
      p('Moringa Powder'),
      p('Beetroot Powder'),
      p('Moringa Leaf Tea'),
      p('Tulsi'),
    ]
    expect(pickFeaturedProducts(list).map((x) => x.name)).toEqual([
      'Moringa Powder',
      'Moringa Leaf Tea',
      'Amla Powder',
      'Beetroot Powder',
    ])
  })

  it('counts a moringa category as moringa, case-insensitively', () => {
    const list = [p('Green Tea'), p('Leaf Blend', 'MORINGA specials')]
    expect(pickFeaturedProducts(list)[0]?.name).toBe('Leaf Blend')
  })

  it('returns fewer than 4 when fewer are loaded, and nothing for an empty list', () => {
    expect(pickFeaturedProducts([p('Amla')])).toHaveLength(1)
    expect(pickFeaturedProducts([])).toEqual([])
  })

  it('shows at most FEATURED_SHOW_COUNT by default and does not mutate its input', () => {
    const list = Array.from({ length: 8 }, (_, i) => p(i % 2 ? `Moringa ${i}` : `Herb ${i}`))
    const copy = [...list]
    expect(pickFeaturedProducts(list)).toHaveLength(FEATURED_SHOW_COUNT)
    expect(pickFeaturedProducts(list).every((x) => x.name.startsWith('Moringa'))).toBe(true)
    expect(list).toEqual(copy)
  })
})
