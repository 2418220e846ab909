// The server's replies in the language the request asks for (decision 061): refusals, a refused form's problems and
// the sign-in by mobile's, on the real server; English stays the spec's, and the back office stays English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authPost, bearer, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { repliesHi } from './replies.hi.ts'
import { repliesKn } from './replies.kn.ts'
import { repliesTa } from './replies.ta.ts'
import { repliesTe } from './replies.te.ts'

let t: TestContext
let me: TestUser
beforeAll(async () => {
  t = await createTestApp()
  me = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

const addToCart = (body: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers: { ...bearer(me.token), ...(language ? { 'accept-language': language } : {}) },
    payload: body,
  })

describe('a refusal in the language asked for', () => {
  it('says the spec message in English without a language, and in Hindi for hi-IN, its count kept', async () => {
    const english = await addToCart({ product_id: 105, quantity: 8 })
    expect([english.statusCode, english.json().message]).toEqual([409, 'Only 7 left in stock'])
    expect(english.headers.vary).toMatch(/accept-language/i)

    const hindi = await addToCart({ product_id: 105, quantity: 8 }, 'hi-IN,hi;q=0.9,en;q=0.8')
    expect(hindi.statusCode).toBe(409)
    expect(hindi.json()).toEqual({ success: false, message: repliesHi.cart.onlyLeft(7) })
    expect(hindi.json().message).toContain('7')
    expect(hindi.json().message).not.toBe('Only 7 left in stock')
    expect(hindi.headers.vary).toMatch(/accept-language/i)
  })

  it('takes the language with the highest q the shop speaks, English when it speaks none', async () => {
    const tamil = await addToCart({ product_id: 114 }, 'fr;q=1, ta;q=0.7, hi;q=0.3')
    expect(tamil.json().message).toBe(repliesTa.cart.outOfStock)
    const french = await addToCart({ product_id: 114 }, 'fr-FR,de;q=0.5')
    expect(french.json().message).toBe('Product is currently out of stock')
  })

  it("says a refused form's problems under their fields in Telugu", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profiles',
      headers: { ...bearer(me.token), 'accept-language': 'te' },
      payload: { phone: '12345' },
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.issues).toEqual([{ path: ['phone'], message: repliesTe.profile.phoneInvalid }])
    expect(body.message).toBe(repliesTe.profile.phoneInvalid)
  })

  it("says the delivery check's words in the language asked, each time, and English to an English request", async () => {
    const promise = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/shipping/promise?pin=744101&value=300',
        headers: language ? { 'accept-language': language } : {},
      })
    for (let i = 0; i < 2; i++) {
      const hindi = await promise('hi')
      expect(hindi.json().data.cod_message).toBe(repliesHi.cashOnDelivery.pin)
      expect(hindi.headers.vary).toMatch(/accept-language/i)
    }
    const english = await promise()
    expect(english.json().data.cod_message).toBe('Cash on delivery is not available for this PIN code.')
    expect(english.headers.vary).toMatch(/accept-language/i)
  })

  it('leaves a text that is not one of its messages as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products/101?lang=en',
      headers: { 'accept-language': 'hi' },
    })
    expect(res.json().data.name).toBe('Moringa Powder')
  })

  it('keeps the back office English whatever the browser asks for', async () => {
    const asked = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/v1/products',
        headers: language ? { 'accept-language': language } : {},
      })
    const [english, hindi] = [await asked(), await asked('hi')]
    expect(hindi.statusCode).toBe(english.statusCode)
    expect(hindi.json().message).toBe(english.json().message)
  })
})

describe('sign-in by mobile in the language asked for', () => {
  it('says a wrong code and the tries left in Kannada', async () => {
    const mobile = `98${String(Date.now() % 1e8).padStart(8, '0')}`
    const sent = await authPost(t, '/phone-number/send-otp', { phoneNumber: mobile })
    expect(sent.statusCode).toBe(200)
    const wrong = await authPost(
      t,
      '/phone-number/verify',
      { phoneNumber: mobile, code: '000000' },
      { 'accept-language': 'kn' },
    )
    expect(wrong.statusCode).toBe(400)
    const body = wrong.json()
    expect(body.code).toBe('OTP_WRONG')
    expect([repliesKn.auth.otpWrong(4), repliesKn.auth.otpWrong(3)]).toContain(body.message)
  })
})
