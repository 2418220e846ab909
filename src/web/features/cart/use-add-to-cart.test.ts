import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '#web/ui/toast.tsx'
import { readGuestCart } from './api/guest-cart-storage.ts'
import { addProductToCart } from './use-add-to-cart.ts'

const moringa: Parameters<typeof addProductToCart>[0] = {
  id: 101,
  name: 'Moringa Powder',
  price: 349,
  actual_price: 449,
  description: 'Leaves',
  category: 'Superfoods',
  image_url: '/m.png',
  stock: 146,
  stock_status: 'In Stock',
  size: '100g',
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe("a visitor's Add to Cart (decision 005)", () => {
  it('says the 99 rule instead of capping: 60 then 60 is one success and one refusal, the line stays 60', async () => {
    const ok = vi.spyOn(toast, 'success')
    const bad = vi.spyOn(toast, 'error')
    expect(await addProductToCart(moringa, 60)).toBe(true)
    expect(await addProductToCart(moringa, 60)).toBe(false)
    expect(ok).toHaveBeenCalledTimes(1)
    expect(bad).toHaveBeenCalledWith('You can buy up to 99 of an item per order')
    expect(readGuestCart().find((l) => l.productId === 101)?.quantity).toBe(60)
  })

  it('120 and 150 (more than 99, and more than the 146 left) both say the 99 rule, not the stock', async () => {
    const bad = vi.spyOn(toast, 'error')
    for (const n of [120, 150]) expect(await addProductToCart(moringa, n)).toBe(false)
    expect(bad.mock.calls.map((c) => c[0])).toEqual([
      'You can buy up to 99 of an item per order',
      'You can buy up to 99 of an item per order',
    ])
    expect(readGuestCart()).toEqual([])
  })
})
