import { describe, expect, it } from 'vitest'
import { buildGallery, describeStock, lineTotal, relatedProducts } from './product-view.ts'

describe('buildGallery', () => {
  it('takes the main image then image_url_1..4 in order', () => {
    expect(
      buildGallery({
        image_url: '/a.svg',
        image_url_1: '/b.svg',
        image_url_2: '/c.svg',
        image_url_3: '/d.svg',
        image_url_4: '/e.svg',
      }),
    ).toEqual(['/a.svg', '/b.svg', '/c.svg', '/d.svg', '/e.svg'])
  })

  it('drops blank and null images without repeating when more than one remains', () => {
    expect(
      buildGallery({
        image_url: '/a.svg',
        image_url_1: '',
        image_url_2: null,
        image_url_3: '  ',
        image_url_4: '/e.svg',
      }),
    ).toEqual(['/a.svg', '/e.svg'])
  })

  it('repeats a lone image to fill 5 slots', () => {
    expect(buildGallery({ image_url: '/only.svg', image_url_1: null })).toEqual(Array(5).fill('/only.svg'))
    expect(buildGallery({ image_url: '', image_url_2: '/second.svg' })).toEqual(Array(5).fill('/second.svg'))
  })

  it("turns '+' into '%20'", () => {
    expect(buildGallery({ image_url: '/img/moringa+powder+1.png', image_url_1: '/x+y.png' })).toEqual([
      '/img/moringa%20powder%201.png',
      '/x%20y.png',
    ])
  })

  it('returns nothing when there is no image at all, and never more than 5', () => {
    expect(buildGallery({ image_url: null })).toEqual([])
    expect(
      buildGallery({
        image_url: '/1',
        image_url_1: '/2',
        image_url_2: '/3',
        image_url_3: '/4',
        image_url_4: '/5',
      }),
    ).toHaveLength(5)
  })
})

describe('relatedProducts', () => {
  const all = [
    { id: 101, category: 'Superfoods' },
    { id: 105, category: 'Herbs' },
    { id: 102, category: 'Superfoods' },
    { id: 110, category: 'Herbs' },
    { id: 104, category: 'Superfoods' },
    { id: 111, category: 'Herbs' },
  ]

  it('puts the same category first, then others, excluding the product itself, up to 4', () => {
    expect(relatedProducts({ id: 105, category: 'Herbs' }, all, 4).map((p) => p.id)).toEqual([
      110, 111, 101, 102,
    ])
    expect(relatedProducts({ id: 101, category: 'Superfoods' }, all).map((p) => p.id)).toEqual([
      102, 104, 105, 110,
    ])
  })

  it('returns fewer when the catalogue is small', () => {
    expect(relatedProducts({ id: 1, category: 'X' }, [{ id: 1, category: 'X' }])).toEqual([])
    expect(relatedProducts({ id: 105, category: 'Herbs' }, all, 2).map((p) => p.id)).toEqual([110, 111])
  })
})

describe('describeStock and lineTotal', () => {
  it('words the stock line', () => {
    expect(describeStock({ stock: 148, stock_status: 'In Stock' })).toBe('In stock')
    expect(describeStock({ stock: 7, stock_status: 'In Stock' })).toBe('Only 7 left')
    expect(describeStock({ stock: 0, stock_status: 'In Stock' })).toBe('Out of stock')
    expect(describeStock({ stock: 0, stock_status: 'Comming Soon' })).toBe('Coming soon')
  })

  it('multiplies price by quantity, never below one unit', () => {
    expect(lineTotal(349, 3)).toBe(1047)
    expect(lineTotal(0.1, 3)).toBe(0.3)
    expect(lineTotal(349, 0)).toBe(349)
  })
})
