import { describe, expect, it } from 'vitest'
import {
  clampPriceRange,
  DEFAULT_FILTERS,
  filterProducts,
  hasActiveFilters,
  isNewArrival,
  type ProductFilters,
  readListingParams,
  sortProducts,
  writeListingParams,
} from './catalogue-view.ts'

const NOW = new Date('2026-03-31T12:00:00Z')
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString()

function product(over: Partial<P> & { id: number }): P {
  return {
    name: `Product ${over.id}`,
    category: 'Superfoods',
    price: 300,
    rating: 4,
    stock: 20,
    stock_status: 'In Stock',
    created_at: daysAgo(200),
    ...over,
    actual_price: over.actual_price ?? over.price ?? 300,
  }
}
interface P {
  id: number
  name: string
  category: string
  price: number
  actual_price: number
  rating: number
  stock: number
  stock_status: string
  created_at: string
}

const filters = (over: Partial<ProductFilters>): ProductFilters => ({ ...DEFAULT_FILTERS, ...over })

describe('filterProducts', () => {
  const list = [
    product({ id: 1, price: 99 }),
    product({ id: 2, price: 349, actual_price: 449 }),
    product({ id: 3, price: 1499, actual_price: 1899, stock: 6 }),
    product({ id: 4, price: 279, stock: 0 }),
    product({ id: 5, price: 299, stock: 0, stock_status: 'Comming Soon' }),
    product({ id: 6, price: 219, actual_price: 249, created_at: daysAgo(13) }),
    product({ id: 7, price: 349, created_at: daysAgo(31) }),
  ]
  const ids = (f: Partial<ProductFilters>) => filterProducts(list, filters(f), NOW).map((p) => p.id)

  it('keeps everything with the default filters', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps prices inside the range, both ends included', () => {
    expect(ids({ minPrice: 219, maxPrice: 349 })).toEqual([2, 4, 5, 6, 7])
    expect(ids({ minPrice: 1000 })).toEqual([3])
  })

  it("availability 'in' keeps what can be bought, 'out' the rest (stock 0 or coming soon)", () => {
    expect(ids({ availability: 'in' })).toEqual([1, 2, 3, 6, 7])
    expect(ids({ availability: 'out' })).toEqual([4, 5])
  })

  it('on sale means the original price is above the price', () => {
    expect(ids({ onSale: true })).toEqual([2, 3, 6])
  })

  it('new arrivals are products added within the last 30 days of now', () => {
    expect(ids({ newArrivals: true })).toEqual([6])
    expect(isNewArrival({ created_at: daysAgo(30) }, NOW)).toBe(true)
    expect(isNewArrival({ created_at: daysAgo(30.01) }, NOW)).toBe(false)
    expect(isNewArrival({ created_at: 'not a date' }, NOW)).toBe(false)
    expect(isNewArrival({ created_at: daysAgo(-2) }, NOW)).toBe(false)
  })

  it("a category keeps that category's products, in any case (decision 051)", () => {
    const mixed = [
      ...list,
      product({ id: 8, category: 'Herbs' }),
      product({ id: 9, category: 'Spice Blends' }),
    ]
    const of = (category: string) => filterProducts(mixed, filters({ category }), NOW).map((p) => p.id)
    expect(of('Herbs')).toEqual([8])
    expect(of('spice blends')).toEqual([9])
    expect(of('Teas')).toEqual([])
    expect(hasActiveFilters(filters({ category: 'Herbs' }))).toBe(true)
  })

  it('combines filters', () => {
    expect(ids({ availability: 'in', onSale: true, maxPrice: 500 })).toEqual([2, 6])
  })

  it('tells when any filter differs from the default', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false)
    expect(hasActiveFilters(filters({ maxPrice: 1999 }))).toBe(true)
    expect(hasActiveFilters(filters({ availability: 'out' }))).toBe(true)
    expect(hasActiveFilters(filters({ newArrivals: true }))).toBe(true)
  })
})

describe('sortProducts', () => {
  const list = [
    product({ id: 1, name: 'tulsi Powder', price: 249, rating: 4.4 }),
    product({ id: 2, name: 'Amla Powder', price: 249, rating: 4.8 }),
    product({ id: 3, name: 'Moringa Powder', price: 349, rating: 4.8 }),
    product({ id: 4, name: 'Curry Leaf Powder', price: 99, rating: 4.5 }),
  ]
  const ids = (s: Parameters<typeof sortProducts>[1]) => sortProducts(list, s).map((p) => p.id)

  it('sorts by name A-Z ignoring case', () => expect(ids('name')).toEqual([2, 4, 3, 1]))
  it('sorts by price low to high, ties by name', () => expect(ids('price-asc')).toEqual([4, 2, 1, 3]))
  it('sorts by price high to low, ties by name', () => expect(ids('price-desc')).toEqual([3, 2, 1, 4]))
  it('sorts by highest rating, ties by name', () => expect(ids('rating')).toEqual([2, 3, 4, 1]))
  it('does not change the input', () => {
    sortProducts(list, 'price-desc')
    expect(list.map((p) => p.id)).toEqual([1, 2, 3, 4])
  })
})

describe('clampPriceRange', () => {
  it('keeps a valid range as it is', () => {
    expect(clampPriceRange(200, 800, 'min')).toEqual({ min: 200, max: 800 })
  })

  it('never lets min go above max: a min moved past max stops at max', () => {
    expect(clampPriceRange(900, 800, 'min')).toEqual({ min: 800, max: 800 })
  })

  it('never lets max go below min: a max moved under min stops at min', () => {
    expect(clampPriceRange(500, 300, 'max')).toEqual({ min: 500, max: 500 })
  })

  it('stays within 0–2000 and rounds to whole rupees', () => {
    expect(clampPriceRange(-50, 5000, 'min')).toEqual({ min: 0, max: 2000 })
    expect(clampPriceRange(100.6, 200.2, 'max')).toEqual({ min: 101, max: 200 })
    expect(clampPriceRange(Number.NaN, Number.NaN, 'min')).toEqual({ min: 0, max: 2000 })
  })

  it('holds min <= max for any input', () => {
    for (const [a, b] of [
      [0, 0],
      [2000, 0],
      [1999, 1],
      [3000, -1],
    ] as const) {
      for (const side of ['min', 'max'] as const) {
        const r = clampPriceRange(a, b, side)
        expect(r.min).toBeLessThanOrEqual(r.max)
      }
    }
  })
})

describe('listing URL params', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    const f = filters({ minPrice: 100, availability: 'in', onSale: true })
    const params = writeListingParams(f, 'price-asc')
    expect(params.toString()).toBe('min=100&stock=in&sale=1&sort=price-asc')
    expect(readListingParams(params)).toEqual({ filters: f, sort: 'price-asc' })
    expect(writeListingParams(DEFAULT_FILTERS, 'name').toString()).toBe('')
  })

  it('falls back to the defaults on junk and repairs a crossed range', () => {
    const read = readListingParams(new URLSearchParams('min=abc&max=9999&stock=maybe&sort=cheap&sale=yes'))
    expect(read).toEqual({ filters: DEFAULT_FILTERS, sort: 'name' })
    expect(readListingParams(new URLSearchParams('min=900&max=100')).filters).toMatchObject({
      minPrice: 100,
      maxPrice: 100,
    })
  })
})
