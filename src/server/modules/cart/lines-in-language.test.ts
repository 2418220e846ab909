import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUp } from '#server/testing/auth-helpers.ts'
import { api } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// The cart's and the wishlist's lines as the shopper reads them, in the page's language (the storefront sends it as
// Accept-Language, decision 061): each product's name, description and category's name as the catalogue has them in
// that language (decision 059). The cart's prices are the same in every language.
let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const inLanguage = (token: string, url: string, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
  })

describe('the cart and the wishlist in the page’s language', () => {
  it('names each line’s product, its description and category in Hindi or Telugu, in English otherwise', async () => {
    const u = await signUp(t)
    expect((await api(t, u, 'POST', '/cart/items', { product_id: 111 })).statusCode).toBe(200)
    expect((await api(t, u, 'POST', '/favorites', { product_id: 111 })).statusCode).toBe(200)
    const hiProduct = (await t.app.inject({ url: '/api/v1/products/111?lang=hi' })).json().data
    const teProduct = (await t.app.inject({ url: '/api/v1/products/111?lang=te' })).json().data

    const english = (await inLanguage(u.token, '/cart')).json().data.cart
    expect(english.items[0].product.name).toBe('Turmeric Powder (Lakadong)')
    expect(english.items[0].product).not.toHaveProperty('category_label')

    const hindi = (await inLanguage(u.token, '/cart', 'hi-IN,hi;q=0.9,en;q=0.8')).json().data.cart
    expect(hindi.items[0].product).toMatchObject({
      name: 'हल्दी पाउडर (लाकाडोंग)',
      description: hiProduct.description,
      category: english.items[0].product.category,
      category_label: hiProduct.category_label,
    })
    expect(hindi.items[0].product.category_label).toBeTruthy()
    // the money is the same in every language
    expect(hindi.total).toBe(english.total)
    expect(hindi.items[0].unit_price).toBe(english.items[0].unit_price)

    const telugu = (await inLanguage(u.token, '/favorites', 'te')).json().data.favorites
    expect(telugu[0].product).toMatchObject({
      name: teProduct.name,
      category_label: teProduct.category_label,
    })
    expect(telugu[0].product.name).not.toBe(english.items[0].product.name)
  })

  it('answers a change of the cart in the page’s language too', async () => {
    const u = await signUp(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: { ...bearer(u.token), 'accept-language': 'hi' },
      payload: { product_id: 111 },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.cart.items[0].product.name).toBe('हल्दी पाउडर (लाकाडोंग)')
  })
})
