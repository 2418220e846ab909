import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addGuestLine,
  clearGuestCart,
  type GuestCartLine,
  guestCartCount,
  guestCartTotal,
  guestQuantityOf,
  parseGuestCart,
  removeGuestLine,
  toMergeItems,
  updateGuestQuantity,
} from './guest-cart.ts'

const product = (id: number, price: number) => ({
  id,
  name: `Product ${id}`,
  price,
  actual_price: price + 50,
  description: 'Sun-dried and stone-ground.',
  category: 'Superfoods',
  image_url: `/images/products/${id}.svg`,
  stock: 40,
  stock_status: 'In Stock',
})
const line = (productId: number, quantity: number, variantIndex = 0, price = 349): GuestCartLine => ({
  productId,
  variantIndex,
  quantity,
  product: product(productId, price),
})

describe('adding (docs/product.md, States and transitions)', () => {
  it('appends a line for a new product', () => {
    expect(addGuestLine([line(101, 1)], line(104, 2)).map((l) => [l.productId, l.quantity])).toEqual([
      [101, 1],
      [104, 2],
    ])
  })

  it('increases the quantity when productId and variantIndex match', () => {
    const lines = addGuestLine([line(101, 2), line(104, 1)], line(101, 3))
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ productId: 101, variantIndex: 0, quantity: 5 })
  })

  it('appends when only the variant differs', () => {
    const lines = addGuestLine([line(101, 2)], line(101, 1, 1))
    expect(lines.map((l) => [l.variantIndex, l.quantity])).toEqual([
      [0, 2],
      [1, 1],
    ])
  })

  it('never goes past 99 on a line and ignores a quantity below 1', () => {
    expect(addGuestLine([line(101, 98)], line(101, 5))[0]!.quantity).toBe(99)
    expect(addGuestLine([], line(101, 150))[0]!.quantity).toBe(99)
    expect(addGuestLine([line(101, 2)], line(101, 0))).toEqual([line(101, 2)])
  })

  it('does not change the list it was given', () => {
    const before = [line(101, 1)]
    addGuestLine(before, line(101, 1))
    expect(before[0]!.quantity).toBe(1)
  })
})

describe('removing', () => {
  it('takes out only the line with that productId and variantIndex 0', () => {
    const lines = removeGuestLine([line(101, 1), line(101, 2, 1), line(104, 1)], 101)
    expect(lines.map((l) => [l.productId, l.variantIndex])).toEqual([
      [101, 1],
      [104, 0],
    ])
  })

  it('leaves the cart as it is when the product is not in it', () => {
    expect(removeGuestLine([line(101, 1)], 999)).toEqual([line(101, 1)])
  })
})

describe('updating the quantity', () => {
  it('sets the quantity on every line with that productId', () => {
    const lines = updateGuestQuantity([line(101, 1), line(101, 2, 1), line(104, 1)], 101, 4)
    expect(lines.map((l) => [l.productId, l.variantIndex, l.quantity])).toEqual([
      [101, 0, 4],
      [101, 1, 4],
      [104, 0, 1],
    ])
  })

  it('drops the lines when the quantity is 0 or less', () => {
    expect(updateGuestQuantity([line(101, 1), line(104, 1)], 101, 0).map((l) => l.productId)).toEqual([104])
    expect(updateGuestQuantity([line(101, 1)], 101, -2)).toEqual([])
  })
})

describe('clearing and totals', () => {
  it('clearing empties the cart', () => {
    expect(clearGuestCart()).toEqual([])
  })

  it('cartTotal is the sum of price × quantity and cartCount the sum of quantities', () => {
    const lines = [line(101, 2, 0, 349), line(104, 3, 0, 149.5)]
    expect(guestCartTotal(lines)).toBe(1146.5)
    expect(guestCartCount(lines)).toBe(5)
    expect(guestCartTotal([])).toBe(0)
    expect(guestCartCount([])).toBe(0)
  })

  it('adds up to the paisa without floating-point drift', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            paise: fc.integer({ min: 0, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
          { maxLength: 12 },
        ),
        (rows) => {
          const lines = rows.map((r, i) => line(i + 1, r.quantity, 0, r.paise / 100))
          const expected = rows.reduce((s, r) => s + r.paise * r.quantity, 0)
          expect(Math.round(guestCartTotal(lines) * 100)).toBe(expected)
        },
      ),
    )
  })

  it('counts the quantity of one product over its lines, or of one pack when named', () => {
    const lines = [line(101, 2), line(101, 1, 1), line(104, 5)]
    expect(guestQuantityOf(lines, 101)).toBe(3)
    expect(guestQuantityOf(lines, 101, 1)).toBe(1)
    expect(guestQuantityOf(lines, 101, 2)).toBe(0)
  })
})

describe('the line of one pack (decision 048): the cart names the line it changes', () => {
  const lines = [line(101, 1), line(101, 2, 2), line(104, 1)]
  it('removes the 500 g line, not the 100 g one', () => {
    expect(removeGuestLine(lines, 101, 2).map((l) => [l.productId, l.variantIndex])).toEqual([
      [101, 0],
      [104, 0],
    ])
  })
  it('sets the quantity of the 500 g line only; 0 drops it alone', () => {
    expect(updateGuestQuantity(lines, 101, 5, 2).map((l) => [l.variantIndex, l.quantity])).toEqual([
      [0, 1],
      [2, 5],
      [0, 1],
    ])
    expect(updateGuestQuantity(lines, 101, 0, 2).map((l) => [l.productId, l.variantIndex])).toEqual([
      [101, 0],
      [104, 0],
    ])
  })
})

describe('merging at sign-in', () => {
  it('sends one entry per product and pack, each with its variant_index (decision 048)', () => {
    expect(toMergeItems([line(101, 2), line(101, 1, 1), line(104, 5), line(101, 3)])).toEqual([
      { product_id: 101, variant_index: 0, quantity: 5 },
      { product_id: 101, variant_index: 1, quantity: 1 },
      { product_id: 104, variant_index: 0, quantity: 5 },
    ])
  })
})

describe('reading what is stored', () => {
  it('round-trips what the shop wrote', () => {
    const lines = [line(101, 2), line(104, 1)]
    expect(parseGuestCart(JSON.stringify(lines))).toEqual(lines)
  })

  it('drops anything that is not a usable line', () => {
    expect(parseGuestCart(null)).toEqual([])
    expect(parseGuestCart('not json')).toEqual([])
    expect(parseGuestCart('{"a":1}')).toEqual([])
    const raw = JSON.stringify([
      line(101, 2),
      { productId: 'x', quantity: 1, product: product(1, 10) },
      { productId: 102, quantity: 0, product: product(102, 10) },
      { productId: 103, quantity: 1.5, product: product(103, 10) },
      { productId: 104, quantity: 1 },
      { productId: 105, quantity: 1, product: { name: 'No price' } },
    ])
    expect(parseGuestCart(raw).map((l) => l.productId)).toEqual([101])
  })
})
