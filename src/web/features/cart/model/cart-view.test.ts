import { describe, expect, it } from 'vitest'
import type { Cart, CartItem } from '#domain/contracts/cart.ts'
import {
  descriptionExcerpt,
  hasCoupon,
  viewOfGuestCart,
  viewOfServerCart,
  withLineQuantity,
  withoutLine,
} from './cart-view.ts'

const item = (product_id: number, quantity: number, unit_price: number): CartItem => ({
  id: `line-${product_id}`,
  product_id,
  variant_index: 0,
  sku: '',
  size: '',
  quantity,
  unit_price,
  actual_price: unit_price,
  stock_status: '',
  in_stock: true,
  total_price: unit_price * quantity,
  product: null,
})

const cart = (items: CartItem[], discount = 0): Cart => {
  const total_price = items.reduce((s, i) => s + i.total_price, 0)
  return {
    id: 'c1',
    user_id: 'u1',
    total_items: items.reduce((n, i) => n + i.quantity, 0),
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    total_price,
    discount_amount: discount,
    discounted_total: discount > 0 ? total_price - discount : null,
    total: total_price - discount,
    coupon_code: discount > 0 ? 'SAVE10' : null,
    has_expired: false,
    items,
    created_at: '',
    updated_at: '',
    created_by: 'u1',
    updated_by: 'u1',
  }
}

describe('wording', () => {
  it('cuts a description at 50 characters', () => {
    const long = 'Shade-dried moringa leaves, stone-ground to a fine green powder.'
    expect(descriptionExcerpt(long)).toBe('Shade-dried moringa leaves, stone-ground to a fine...')
    expect(descriptionExcerpt('Short and sweet.')).toBe('Short and sweet.')
  })
})

describe('views', () => {
  it('reads the server cart, total by the rule of docs/product.md, Business constants and limits', () => {
    const v = viewOfServerCart(cart([item(101, 2, 349), item(104, 1, 199)], 89.7))
    expect(v).toMatchObject({ itemCount: 3, subtotal: 897, discount: 89.7, couponCode: 'SAVE10' })
    expect(v.total).toBeCloseTo(807.3, 6)
    expect(hasCoupon(v)).toBe(true)
    expect(hasCoupon(viewOfServerCart(cart([item(101, 1, 349)])))).toBe(false)
  })

  it('reads a visitor cart with no discount', () => {
    const v = viewOfGuestCart([
      {
        productId: 101,
        variantIndex: 0,
        quantity: 3,
        product: {
          id: 101,
          name: 'Moringa Powder',
          price: 149.5,
          actual_price: 199,
          description: '',
          category: 'Superfoods',
          image_url: '',
          stock: 10,
          stock_status: 'In Stock',
        },
      },
    ])
    expect(v).toMatchObject({ itemCount: 3, subtotal: 448.5, discount: 0, total: 448.5, couponCode: null })
    expect(v.lines[0]).toMatchObject({ unitPrice: 149.5, lineTotal: 448.5 })
  })
})

describe('estimates while a change is in flight', () => {
  it('changes a line and the totals', () => {
    const next = withLineQuantity(cart([item(101, 1, 349), item(104, 1, 199)]), 101, 3)
    expect(next.items[0]).toMatchObject({ quantity: 3, total_price: 1047 })
    expect(next).toMatchObject({ total_items: 4, item_count: 4, total_price: 1246, total: 1246 })
  })

  it('keeps a percent coupon as the same share of the new subtotal', () => {
    const next = withLineQuantity(cart([item(101, 1, 300)], 30), 101, 2)
    expect(next).toMatchObject({ total_price: 600, discount_amount: 60, discounted_total: 540, total: 540 })
  })

  it('removes a line', () => {
    const next = withoutLine(cart([item(101, 2, 349), item(104, 1, 199)]), 101)
    expect(next.items.map((i) => i.product_id)).toEqual([104])
    expect(next).toMatchObject({ total_items: 1, total_price: 199, total: 199 })
    expect(withoutLine(cart([item(101, 1, 349)], 34.9), 101)).toMatchObject({
      total_price: 0,
      discount_amount: 0,
      total: 0,
    })
  })
})

describe('a product in two packs (decision 048)', () => {
  const pack = (
    quantity: number,
    variant_index: number,
    size: string,
    sku: string,
    price: number,
  ): CartItem => ({
    ...item(101, quantity, price),
    id: `line-101-${variant_index}`,
    variant_index,
    size,
    sku,
    product: {
      id: 101,
      name: 'Moringa Powder',
      description: '',
      category: 'Superfoods',
      price,
      actual_price: price,
      image_url: '',
      stock: 10,
      stock_status: 'In Stock',
      size,
    },
  })
  const twoSizes = cart([
    pack(1, 2, '500g', 'MORINGA-POWDER-500G', 1499),
    pack(2, 0, '100g', 'MORINGA-POWDER-100G', 349),
  ])

  it("is two lines, each with its own key, size, SKU, name and its pack's page", () => {
    expect(
      viewOfServerCart(twoSizes).lines.map((l) => [l.key, l.size, l.sku, l.label, l.href, l.lineTotal]),
    ).toEqual([
      ['101:2', '500g', 'MORINGA-POWDER-500G', 'Moringa Powder, 500g', '/product/101?size=500g', 1499],
      ['101:0', '100g', 'MORINGA-POWDER-100G', 'Moringa Powder, 100g', '/product/101', 698],
    ])
    // alone in the cart, a line is named as before
    expect(viewOfServerCart(cart([pack(1, 2, '500g', 'X', 1499)])).lines[0]?.label).toBe('Moringa Powder')
  })

  it('changes and removes the line of the pack named, not the other', () => {
    expect(withLineQuantity(twoSizes, 101, 3, 2).items.map((i) => [i.variant_index, i.quantity])).toEqual([
      [2, 3],
      [0, 2],
    ])
    const left = withoutLine(twoSizes, 101, 2)
    expect(left.items.map((i) => i.variant_index)).toEqual([0])
    expect(left.total_price).toBe(698)
  })
})
