import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// No stale writes in the back office (decision 040): a save names the version it was edited from; a save from an
// older version changes nothing and answers 409 with the record as it is now; a save without one answers 428.

let t: TestContext
let staff: TestOperator
let other: TestOperator
let owner: TestOperator

beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
  other = await addOperator(t, { role: 'staff' })
  owner = await addOperator(t, { role: 'owner' })
})
afterAll(async () => {
  await t?.close()
})

const load = async (id: number, cookie = staff.cookie) => {
  const res = await adminCall(t, 'GET', `/products/${id}`, cookie)
  expect(res.statusCode).toBe(200)
  return { product: res.json().data, etag: res.headers.etag }
}
const save = (id: number, body: object, cookie = staff.cookie) =>
  adminCall(t, 'PATCH', `/products/${id}`, cookie, body)
const updates = async (id: number) =>
  (await adminCall(t, 'GET', `/audit?entity_type=product&entity_id=${id}&per_page=100`, owner.cookie))
    .json()
    .data.filter((line: { action: string }) => line.action === 'product.update').length

describe('product saves name their version', () => {
  it('answers its version in the body and as an ETag', async () => {
    const { product, etag } = await load(103)
    expect(product.version).toBeGreaterThanOrEqual(1)
    expect(etag).toBe(`"v${product.version}"`)
  })

  it('saves from the right version, raises it by one and answers the new ETag', async () => {
    const { product } = await load(103)
    const res = await save(103, { name: `${product.name} (new label)`, version: product.version })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      name: `${product.name} (new label)`,
      version: product.version + 1,
    })
    expect(res.headers.etag).toBe(`"v${product.version + 1}"`)
    expect((await load(103)).product.version).toBe(product.version + 1)
  })

  it('refuses a save from a version someone else saved since: 409, the latest in the body, nothing saved', async () => {
    const { product: mine } = await load(104, staff.cookie)
    const { product: theirs } = await load(104, other.cookie)
    const first = await save(104, { price: theirs.price - 1, version: theirs.version }, other.cookie)
    expect(first.statusCode, first.body).toBe(200)
    const latest = first.json().data
    const audited = await updates(104)

    const stale = await save(104, { description: 'My longer description', version: mine.version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      success: false,
      message: adminMessages.staleEdit('product'),
      reason: 'stale_version',
      current: {
        id: 104,
        price: theirs.price - 1,
        version: mine.version + 1,
        description: latest.description,
      },
    })
    const after = (await load(104)).product
    expect(after).toEqual(latest)
    expect(after.description).not.toBe('My longer description')
    expect(await updates(104)).toBe(audited)

    // the form applies the same edits to the latest: saved
    const rebased = await save(104, {
      description: 'My longer description',
      version: stale.json().current.version,
    })
    expect(rebased.statusCode, rebased.body).toBe(200)
    expect(rebased.json().data).toMatchObject({
      description: 'My longer description',
      price: theirs.price - 1,
      version: mine.version + 2,
    })
    expect(await updates(104)).toBe(audited + 1)
  })

  it('refuses a save that names no version with 428, and saves nothing', async () => {
    const { product } = await load(105)
    const res = await save(105, { name: 'Overwritten blindly' })
    expect(res.statusCode).toBe(428)
    expect(res.json()).toEqual({ success: false, message: adminMessages.versionRequired })
    expect((await load(105)).product).toEqual(product)
  })

  it('a sale between load and save moves no version: the save goes through and leaves the stock as sold', async () => {
    const { product: loaded } = await load(101)
    const buyer = await signUp(t)
    const { created } = await startCheckout(t, buyer, { items: [{ product_id: 101, quantity: 2 }] })
    expect(created.statusCode, created.body).toBe(200)
    const sold = (await load(101)).product
    expect(sold.stock).toBe(loaded.stock - 2)
    expect(sold.version).toBe(loaded.version)
    // and a stock adjustment in the stock panel neither
    const adjusted = await adminCall(t, 'POST', '/products/101/stock', other.cookie, {
      change: 5,
      reason: 'received',
    })
    expect(adjusted.statusCode, adjusted.body).toBe(200)

    const res = await save(101, { size: '250g', version: loaded.version })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      size: '250g',
      stock: loaded.stock - 2 + 5,
      version: loaded.version + 1,
    })
  })
})

describe('coupon saves name their version', () => {
  const loadCoupon = async (code: string, cookie = staff.cookie) => {
    const res = await adminCall(t, 'GET', `/coupons/${code}`, cookie)
    expect(res.statusCode).toBe(200)
    return { coupon: res.json().data.coupon, etag: res.headers.etag }
  }
  const saveCoupon = (code: string, body: object, cookie = staff.cookie) =>
    adminCall(t, 'PATCH', `/coupons/${code}`, cookie, body)

  it('answers its version; the right version saves and raises it, an old one is 409 with the latest, none is 428', async () => {
    const { coupon: mine, etag } = await loadCoupon('SAVE10')
    expect(etag).toBe(`"v${mine.version}"`)
    const { coupon: theirs } = await loadCoupon('SAVE10', other.cookie)
    const first = await saveCoupon('SAVE10', { label: 'Their label', version: theirs.version }, other.cookie)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toMatchObject({ label: 'Their label', version: theirs.version + 1 })
    expect(first.headers.etag).toBe(`"v${theirs.version + 1}"`)

    const stale = await saveCoupon('SAVE10', { min_order: 999, version: mine.version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      success: false,
      message: adminMessages.staleEdit('coupon'),
      reason: 'stale_version',
      current: { code: 'SAVE10', label: 'Their label', version: mine.version + 1 },
    })
    expect((await loadCoupon('SAVE10')).coupon).toEqual(first.json().data)

    const blind = await saveCoupon('SAVE10', { min_order: 999 })
    expect(blind.statusCode).toBe(428)
    expect(blind.json()).toEqual({ success: false, message: adminMessages.versionRequired })
    expect((await loadCoupon('SAVE10')).coupon).toEqual(first.json().data)
  })
})

describe('recipe saves name their version', () => {
  const loadRecipe = async (id: number, cookie = staff.cookie) => {
    const res = await adminCall(t, 'GET', `/recipes/${id}`, cookie)
    expect(res.statusCode).toBe(200)
    return { recipe: res.json().data, etag: res.headers.etag }
  }
  const saveRecipe = (id: number, body: object, cookie = staff.cookie) =>
    adminCall(t, 'PATCH', `/recipes/${id}`, cookie, body)

  it('answers its version; the right version saves and raises it, an old one is 409 with the latest, none is 428', async () => {
    const { recipe: mine, etag } = await loadRecipe(1)
    expect(etag).toBe(`"v${mine.version}"`)
    const { recipe: theirs } = await loadRecipe(1, other.cookie)
    const first = await saveRecipe(1, { servings: 6, version: theirs.version }, other.cookie)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toMatchObject({ servings: 6, version: theirs.version + 1 })

    const stale = await saveRecipe(1, { title: 'My better title', version: mine.version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      success: false,
      message: adminMessages.staleEdit('recipe'),
      reason: 'stale_version',
      current: { id: 1, servings: 6, version: mine.version + 1 },
    })
    expect((await loadRecipe(1)).recipe).toEqual(first.json().data)

    const blind = await saveRecipe(1, { title: 'My better title' })
    expect(blind.statusCode).toBe(428)
    expect(blind.json()).toEqual({ success: false, message: adminMessages.versionRequired })
    expect((await loadRecipe(1)).recipe).toEqual(first.json().data)
  })
})

describe('staff changes name their version', () => {
  it('the right version changes the role and raises it, an old one is 409 with the latest, none is 428', async () => {
    const member = await addOperator(t, { role: 'staff' })
    const list = async () =>
      (await adminCall(t, 'GET', '/operators', owner.cookie)).json().data as {
        id: string
        email: string
        role: string
        version: number
      }[]
    const loaded = (await list()).find((o) => o.email === member.email)!
    const path = `/operators/${loaded.id}`
    const first = await adminCall(t, 'PATCH', path, owner.cookie, { role: 'owner', version: loaded.version })
    expect(first.statusCode, first.body).toBe(200)
    const after = (await list()).find((o) => o.id === loaded.id)!
    expect(after).toMatchObject({ role: 'owner', version: loaded.version + 1 })

    // a second tab still showing the old list revokes them: refused, nothing changes
    const stale = await adminCall(t, 'PATCH', path, owner.cookie, { revoke: true, version: loaded.version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      success: false,
      message: adminMessages.staleEdit('staff member'),
      reason: 'stale_version',
      current: { id: loaded.id, role: 'owner', status: 'active', version: loaded.version + 1 },
    })
    const blind = await adminCall(t, 'PATCH', path, owner.cookie, { revoke: true })
    expect(blind.statusCode).toBe(428)
    expect(blind.json()).toEqual({ success: false, message: adminMessages.versionRequired })
    expect((await list()).find((o) => o.id === loaded.id)).toEqual(after)
  })
})

describe('the API documents say so', () => {
  it('documents the version, the 409 with the current record and the 428 of each versioned save', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    for (const path of [
      '/api/admin/v1/products/{id}',
      '/api/admin/v1/coupons/{code}',
      '/api/admin/v1/recipes/{id}',
      '/api/admin/v1/operators/{id}',
    ]) {
      const patch = doc.paths[path].patch
      expect(Object.keys(patch.responses), path).toEqual(expect.arrayContaining(['200', '409', '428']))
      expect(JSON.stringify(patch.responses['409']), path).toContain('stale_version')
      expect(JSON.stringify(patch.requestBody), path).toContain('decision 040')
    }
  })
})
