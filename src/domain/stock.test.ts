import { describe, expect, it } from 'vitest'
import { getStockState, isUnavailable } from './stock.ts'

describe('stock display (docs/product.md, States and transitions)', () => {
  it('is unavailable at 0 or when coming soon, whatever the spelling', () => {
    expect(isUnavailable({ stock: 0, stock_status: 'In Stock' })).toBe(true)
    expect(isUnavailable({ stock: 40, stock_status: 'Comming Soon' })).toBe(true)
    expect(isUnavailable({ stock: 40, stock_status: 'Coming Soon' })).toBe(true)
    expect(isUnavailable({ stock: 1, stock_status: 'In Stock' })).toBe(false)
  })

  it('shows Low Stock under 10', () => {
    expect(getStockState({ stock: 9, stock_status: 'In Stock' })).toBe('low_stock')
    expect(getStockState({ stock: 10, stock_status: 'In Stock' })).toBe('in_stock')
    expect(getStockState({ stock: 0, stock_status: 'In Stock' })).toBe('out_of_stock')
    expect(getStockState({ stock: 0, stock_status: 'Comming Soon' })).toBe('coming_soon')
  })
})
