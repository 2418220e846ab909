import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../testing/test-app.ts'

// Decision 037: a body refused by its route's schema names each field it is about, so a form puts each message
// under its field; `message` still says everything, and a query or path refusal names no field.
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(async () => {
  await t?.close()
})

const good = {
  first_name: 'Kavya',
  last_name: 'Nair',
  email: 'kavya@example.in',
  phone: '+91 98470 12345',
  subject: 'Wholesale / bulk',
  message: 'Do you supply 5 kg packs for our café in Kochi?',
}

describe('field issues of a refused body', () => {
  it('gives each field its own message, beside the message that says them all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { ...good, email: 'kavya@', message: 'hi' },
      headers: { 'x-forwarded-for': '198.51.100.31' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      success: false,
      message: 'Please enter a valid email address; Please write at least 10 characters',
      issues: [
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: ['message'], message: 'Please write at least 10 characters' },
      ],
    })
  })

  it('names no field for a refused query', async () => {
    const res = await t.app.inject({ url: '/api/v1/products?page=0' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, message: 'page must be a whole number from 1 to 10000' })
  })
})
