import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { couponMessages } from '#domain/coupons.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { cartMessages } from '#domain/messages-cart.ts'
import {
  addOperator,
  adminCall,
  saveCoupon,
  saveProduct,
  saveRecipe,
  type TestOperator,
} from '#server/testing/admin-helpers.ts'
import { freshIp, readOutbox, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'

// What staff change in the back office reaches shoppers at once, is checked first, and is in the audit log.

let t: TestContext
let owner: TestOperator
let staff: TestOperator
let shopper: TestUser

beforeAll(async () => {
  t = await createTestApp()
  owner = await addOperator(t, { role: 'owner' })
  staff = await addOperator(t, { role: 'staff' })
  shopper = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

const lastAudit = async (entityType: string, entityId: string | number) =>
  (await adminCall(t, 'GET', `/audit?entity_type=${entityType}&entity_id=${entityId}`, owner.cookie)).json()
    .data[0]

const NEW_PRODUCT = {
  name: 'Beetroot Powder',
  description: 'Sun-dried beetroot from Ooty, stone-ground.',
  category: 'Superfoods',
  price: 249,
  actual_price: 299,
  stock: 40,
  size: '100g',
  hsn_code: '07129090',
  gst_rate: 5,
  benefits: ['Iron and folate'],
}

const upload = (id: number | string, body: Buffer, type = 'image/png', cookie = staff.cookie) => {
  const boundary = '----shop-test-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/products/${id}/images`,
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': freshIp(),
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  })
}
const photo = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 47, g: 107, b: 59 } } })
    .jpeg()
    .toBuffer()

describe('products', () => {
  it('lists with search, filters and sort', async () => {
    const all = (await adminCall(t, 'GET', '/products?per_page=100', staff.cookie)).json()
    expect(all.pagination.total).toBeGreaterThan(10)
    const found = (await adminCall(t, 'GET', '/products?q=moringa', staff.cookie)).json().data as {
      name: string
    }[]
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((p) => /moringa/i.test(p.name))).toBe(true)
    const herbs = (await adminCall(t, 'GET', '/products?category=Herbs&sort=-price', staff.cookie)).json()
      .data as { category: string; price: number }[]
    expect(herbs.every((p) => p.category === 'Herbs')).toBe(true)
    expect(herbs.map((p) => p.price)).toEqual([...herbs.map((p) => p.price)].sort((a, b) => b - a))
    const bad = await adminCall(t, 'GET', '/products?sort=sideways', staff.cookie)
    expect(bad.statusCode).toBe(400)
  })

  it('refuses a price above the MRP, a negative stock and an HSN code of the wrong form, with a message', async () => {
    const cases: [object, string][] = [
      [{ ...NEW_PRODUCT, price: 349 }, adminMessages.priceAboveMrp],
      [{ ...NEW_PRODUCT, stock: -1 }, adminMessages.stockNegative],
      [{ ...NEW_PRODUCT, hsn_code: '07A2' }, adminMessages.hsnInvalid],
      [{ ...NEW_PRODUCT, hsn_code: '12345' }, adminMessages.hsnInvalid],
    ]
    for (const [body, message] of cases) {
      const res = await adminCall(t, 'POST', '/products', staff.cookie, body)
      expect(res.statusCode, message).toBe(400)
      expect(res.json().message).toContain(message)
    }
    const edit = await saveProduct(t, 101, staff.cookie, { price: 100_000 })
    expect(edit.statusCode).toBe(400)
    expect(edit.json().message).toBe(adminMessages.priceAboveMrp)
  })

  it('creates a product that shoppers find at once (its own address beside the seeded one), with the audit line', async () => {
    const res = await adminCall(t, 'POST', '/products', staff.cookie, NEW_PRODUCT)
    expect(res.statusCode).toBe(200)
    const created = res.json().data
    expect(created).toMatchObject({
      name: 'Beetroot Powder',
      slug: 'beetroot-powder-2',
      price: 249,
      ordered: false,
    })
    const shop = await api(t, null, 'GET', `/products/${created.id}`)
    expect(shop.statusCode).toBe(200)
    expect(shop.json().data).toMatchObject({
      name: 'Beetroot Powder',
      price: 249,
      actual_price: 299,
      stock: 40,
    })
    expect(await lastAudit('product', created.id)).toMatchObject({
      actor: staff.email,
      action: 'product.create',
      before: null,
    })
  })

  it('changes a price that the (cached) shop shows at once, recording before and after', async () => {
    const before = (await api(t, null, 'GET', '/products/102')).json().data
    await api(t, null, 'GET', '/products?page=1&per_page=100') // warm the cache
    const res = await saveProduct(t, 102, staff.cookie, {
      price: before.actual_price - 1,
      stock_status: 'Comming Soon',
    })
    expect(res.statusCode).toBe(200)
    const after = (await api(t, null, 'GET', '/products/102')).json().data
    expect(after.price).toBe(before.actual_price - 1)
    expect(after.stock_status).toBe('Comming Soon')
    const list = (await api(t, null, 'GET', '/products?page=1&per_page=100')).json().data as {
      id: number
      price: number
    }[]
    expect(list.find((p) => p.id === 102)!.price).toBe(before.actual_price - 1)
    const audit = await lastAudit('product', 102)
    expect(audit).toMatchObject({
      action: 'product.update',
      before: { price: before.price },
      after: { price: before.actual_price - 1 },
    })
  })
})

describe('pictures', () => {
  it('re-encodes an upload to WebP and AVIF at the shop’s sizes, serves it, shows it in the shop; removes it', async () => {
    const created = (
      await adminCall(t, 'POST', '/products', staff.cookie, { ...NEW_PRODUCT, name: 'Jackfruit Seed Powder' })
    ).json().data
    const res = await upload(created.id, await photo(2400, 1600), 'image/jpeg')
    expect(res.statusCode, res.body).toBe(200)
    const [url] = res.json().data.images as string[]
    expect(url).toMatch(/^\/media\/products\/\d+-[A-Za-z0-9]{12}\.webp$/)
    const big = await t.app.inject({ method: 'GET', url })
    expect(big.statusCode).toBe(200)
    expect(big.headers['content-type']).toBe('image/webp')
    expect(big.headers['cache-control']).toContain('immutable')
    expect((await sharp(big.rawPayload).metadata()).width).toBe(1200)
    const avif = await t.app.inject({ method: 'GET', url: url!.replace('.webp', '-600.avif') })
    expect(avif.headers['content-type']).toBe('image/avif')
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(600)
    expect((await api(t, null, 'GET', `/products/${created.id}`)).json().data.image_url).toBe(url)
    expect(await lastAudit('product', created.id)).toMatchObject({
      action: 'product.image.add',
      after: { added: url },
    })

    const removed = await adminCall(t, 'DELETE', `/products/${created.id}/images/0`, staff.cookie)
    expect(removed.json().data.images).toEqual([])
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    expect((await api(t, null, 'GET', `/products/${created.id}`)).json().data.image_url).toBe('')
  })

  it('refuses what is not a picture, a sixth picture, and a shopper', async () => {
    const notImage = await upload(103, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml')
    expect(notImage.statusCode).toBe(400)
    expect(notImage.json().message).toBe(adminMessages.notAnImage)
    const created = (
      await adminCall(t, 'POST', '/products', staff.cookie, { ...NEW_PRODUCT, name: 'Drumstick Leaf Tea' })
    ).json().data
    const small = await photo(300, 300)
    for (let i = 0; i < 5; i++) expect((await upload(created.id, small)).statusCode).toBe(200)
    const sixth = await upload(created.id, small)
    expect(sixth.statusCode).toBe(409)
    expect(sixth.json().message).toBe(adminMessages.tooManyImages)
    expect((await upload(created.id, small, 'image/png', shopper.cookie)).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/products/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404)
  })
})

describe('stock', () => {
  it('adjusts with a reason, keeps the history, and never goes below zero', async () => {
    const start = (await adminCall(t, 'GET', '/products/103', staff.cookie)).json().data.stock as number
    const received = await adminCall(t, 'POST', '/products/103/stock', staff.cookie, {
      change: 25,
      reason: 'received',
      note: 'SHG batch 14',
    })
    expect(received.statusCode).toBe(200)
    expect(received.json().data).toMatchObject({
      change: 25,
      stock_after: start + 25,
      reason: 'received',
      actor: staff.email,
    })
    const damaged = await adminCall(t, 'POST', '/products/103/stock', staff.cookie, {
      change: -5,
      reason: 'damaged',
    })
    expect(damaged.json().data.stock_after).toBe(start + 20)
    const below = await adminCall(t, 'POST', '/products/103/stock', staff.cookie, {
      change: -(start + 21),
      reason: 'correction',
    })
    expect(below.statusCode).toBe(409)
    expect(below.json().message).toBe(adminMessages.stockWouldGoNegative)
    const badReason = await adminCall(t, 'POST', '/products/103/stock', staff.cookie, {
      change: 1,
      reason: 'found',
    })
    expect(badReason.statusCode).toBe(400)
    expect((await api(t, null, 'GET', '/products/103')).json().data.stock).toBe(start + 20)
    const history = (await adminCall(t, 'GET', '/products/103/stock', staff.cookie)).json().data
    // newest first; the seeded product's opening movement last (decision 031, amended: one ledger)
    expect(history.map((h: { change: number }) => h.change)).toEqual([-5, 25, start])
    expect(history[1].note).toBe('SHG batch 14')
    expect(await lastAudit('product', 103)).toMatchObject({
      action: 'product.stock',
      after: { stock: start + 20, reason: 'damaged' },
    })
  })

  it('refuses a save of the product form that carries stock, sending staff to a stock adjustment; stock unchanged', async () => {
    const before = (await adminCall(t, 'GET', '/products/106', staff.cookie)).json().data
    const movements = (await adminCall(t, 'GET', '/products/106/stock', staff.cookie)).json().data
    // what the form used to send: the stock it loaded, beside a typo fixed
    for (const stock of [before.stock + 10, before.stock, 0]) {
      const res = await saveProduct(t, 106, staff.cookie, {
        name: `${before.name} (fixed)`,
        stock,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(adminMessages.stockNotOnSave)
    }
    const after = (await adminCall(t, 'GET', '/products/106', staff.cookie)).json().data
    expect(after).toMatchObject({ stock: before.stock, name: before.name, updated_at: before.updated_at })
    expect((await api(t, null, 'GET', '/products/106')).json().data.stock).toBe(before.stock)
    expect((await adminCall(t, 'GET', '/products/106/stock', staff.cookie)).json().data).toEqual(movements)
    // the same save without stock goes through, and still leaves the stock alone
    const fixed = await saveProduct(t, 106, staff.cookie, {
      name: `${before.name} (fixed)`,
    })
    expect(fixed.statusCode).toBe(200)
    expect(fixed.json().data).toMatchObject({ name: `${before.name} (fixed)`, stock: before.stock })
  })

  it('records a new product’s opening stock as its first movement, in its history from the start', async () => {
    const created = (
      await adminCall(t, 'POST', '/products', staff.cookie, { ...NEW_PRODUCT, name: 'Amla Candy Bites' })
    ).json().data
    expect(created.stock).toBe(40)
    const history = (await adminCall(t, 'GET', `/products/${created.id}/stock`, staff.cookie)).json().data
    expect(history).toEqual([
      expect.objectContaining({ change: 40, stock_after: 40, reason: 'opening', actor: staff.email }),
    ])
    // one created without stock starts at zero, with nothing to record
    const { stock: _, ...noStock } = NEW_PRODUCT
    const empty = (
      await adminCall(t, 'POST', '/products', staff.cookie, { ...noStock, name: 'Amla Murabba' })
    ).json().data
    expect(empty.stock).toBe(0)
    expect((await adminCall(t, 'GET', `/products/${empty.id}/stock`, staff.cookie)).json().data).toEqual([])
  })

  it('records the operator command’s stock count as a correction movement of the difference', async () => {
    const start = (await adminCall(t, 'GET', '/products/107', staff.cookie)).json().data.stock as number
    expect(await t.app.catalogue.setStock(107, start + 7)).toBe(true)
    expect(await t.app.catalogue.setStock(107, start + 7)).toBe(true) // the same count: nothing to record
    const history = (await adminCall(t, 'GET', '/products/107/stock', staff.cookie)).json().data
    expect(history).toEqual([
      expect.objectContaining({
        change: 7,
        stock_after: start + 7,
        reason: 'correction',
        actor: 'command line',
      }),
      expect.objectContaining({ change: start, reason: 'opening', actor: 'system' }),
    ])
  })

  it('takes away exactly what is there when many adjustments race (never below zero, each one in the history)', async () => {
    const start = (await adminCall(t, 'GET', '/products/105', staff.cookie)).json().data.stock as number
    await adminCall(t, 'POST', '/products/105/stock', staff.cookie, {
      change: 10 - start,
      reason: 'correction',
    })
    const results = await Promise.all(
      Array.from({ length: 16 }, () =>
        adminCall(t, 'POST', '/products/105/stock', staff.cookie, { change: -1, reason: 'damaged' }),
      ),
    )
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(6)
    expect((await api(t, null, 'GET', '/products/105')).json().data.stock).toBe(0)
    const history = (await adminCall(t, 'GET', '/products/105/stock', staff.cookie)).json().data as {
      stock_after: number
    }[]
    expect(
      history
        .slice(0, 10)
        .map((h) => h.stock_after)
        .sort((a, b) => a - b),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('lists low stock (under 10, not coming soon)', async () => {
    const start = (await adminCall(t, 'GET', '/products/104', staff.cookie)).json().data.stock as number
    await adminCall(t, 'POST', '/products/104/stock', staff.cookie, {
      change: 3 - start,
      reason: 'correction',
    })
    await saveProduct(t, 104, staff.cookie, { stock_status: 'In Stock' })
    const low = (await adminCall(t, 'GET', '/products?stock=low&per_page=100', staff.cookie)).json().data as {
      id: number
      stock: number
    }[]
    expect(low.map((p) => p.id)).toContain(104)
    expect(low.every((p) => p.stock > 0 && p.stock < 10)).toBe(true)
  })
})

describe('recipes', () => {
  it('creates and edits a recipe that the shop shows at once; refuses a bad category or an empty step', async () => {
    const res = await adminCall(t, 'POST', '/recipes', staff.cookie, {
      name: 'Moringa Dosa',
      title: 'Crisp moringa dosa',
      category: 'Breakfast',
      prep_time: '20 mins',
      ingredients: ['2 cups dosa batter', '1 tbsp Moringa Powder'],
      instructions: ['Stir the powder into the batter.', 'Spread thin on a hot tawa.'],
    })
    expect(res.statusCode, res.body).toBe(200)
    const recipe = res.json().data
    expect(recipe).toMatchObject({ recipe_id: 'moringa-dosa', created_by: staff.email, servings: 2 })
    const shop = await api(t, null, 'GET', `/recipes/${recipe.id}`)
    expect(shop.json().data).toMatchObject({ title: 'Crisp moringa dosa', category: 'Breakfast' })
    await api(t, null, 'GET', '/recipes?page=1&pageSize=50')
    const edit = await saveRecipe(t, recipe.id, staff.cookie, {
      servings: 4,
      tags: ['south indian'],
    })
    expect(edit.json().data).toMatchObject({ servings: 4, tags: ['south indian'], updated_by: staff.email })
    const list = (await api(t, null, 'GET', '/recipes?page=1&pageSize=50')).json().data as {
      id: number
      servings: number
    }[]
    expect(list.find((r) => r.id === recipe.id)!.servings).toBe(4)
    expect(await lastAudit('recipe', recipe.id)).toMatchObject({
      action: 'recipe.update',
      before: { servings: 2 },
      after: { servings: 4 },
    })
    const bad = await saveRecipe(t, recipe.id, staff.cookie, { category: 'Snacks' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('Category must be Breakfast, Dessert or Superfoods')
    const empty = await saveRecipe(t, recipe.id, staff.cookie, {
      instructions: ['Stir.', ' '],
    })
    expect(empty.statusCode).toBe(400)
    expect((await saveRecipe(t, 99999, staff.cookie, { servings: 3 })).statusCode).toBe(404)
  })
})

describe('featured on the home page', () => {
  it("puts staff's featured products first in the home page's list (sort=featured), at once", async () => {
    const all = (await api(t, null, 'GET', '/products?page=1&per_page=100')).json().data as {
      id: number
      name: string
      featured: boolean
    }[]
    expect(all.every((p) => p.featured === false)).toBe(true)
    const last = all.at(-1)!
    const home = () => api(t, null, 'GET', '/products?page=1&per_page=8&sort=featured')
    expect((await home()).json().data.map((p: { id: number }) => p.id)).not.toContain(last.id) // cached
    const marked = await saveProduct(t, last.id, staff.cookie, { featured: true })
    expect(marked.json().data.featured).toBe(true)
    const first = (await home()).json().data[0]
    expect(first).toMatchObject({ id: last.id, featured: true })
    // the plain list keeps the spec's order
    expect((await api(t, null, 'GET', '/products?page=1&per_page=100')).json().data.at(-1).id).toBe(last.id)
    expect((await saveProduct(t, last.id, staff.cookie, { featured: 'yes' })).json()).toMatchObject({
      success: false,
      message: 'Featured is yes or no',
    })
    await saveProduct(t, last.id, staff.cookie, { featured: false })
    expect((await home()).json().data[0].id).not.toBe(last.id)
  })
})

describe('archiving and deleting', () => {
  it('archives a product: it leaves the shop at once (list, search, page, cart, checkout), staff still find it, and it comes back', async () => {
    const created = (
      await adminCall(t, 'POST', '/products', staff.cookie, { ...NEW_PRODUCT, name: 'Kokum Rind Powder' })
    ).json().data
    const buyer = await signUp(t)
    expect(
      (await api(t, buyer, 'POST', '/cart/items', { product_id: created.id, quantity: 2 })).statusCode,
    ).toBe(200)
    await api(t, null, 'GET', '/products?page=1&per_page=100') // warm the cache
    const archived = await adminCall(t, 'POST', `/products/${created.id}/archive`, staff.cookie)
    expect(archived.statusCode).toBe(200)
    expect(archived.json().data.archived_at).toEqual(expect.any(String))

    const ids = (await api(t, null, 'GET', '/products?page=1&per_page=100'))
      .json()
      .data.map((p: { id: number }) => p.id)
    expect(ids).not.toContain(created.id)
    expect((await api(t, null, 'GET', `/products/${created.id}`)).statusCode).toBe(404)
    const found = (await api(t, null, 'GET', '/products/search?q=kokum')).json().data as { id: number }[]
    expect(found.map((p) => p.id)).not.toContain(created.id)
    expect(
      (await api(t, shopper, 'POST', '/cart/items', { product_id: created.id, quantity: 1 })).statusCode,
    ).toBe(404)
    // the line already in a cart cannot be bought
    const { created: order } = await startCheckout(t, buyer, { items: [] })
    expect(order.statusCode, order.body).toBe(409)
    expect(order.json().message).toBe(cartMessages.productGone)

    // staff: not in the default list, in the archived one; the audit says who
    const active = (await adminCall(t, 'GET', '/products?q=kokum', staff.cookie)).json().data
    expect(active).toEqual([])
    const inArchive = (await adminCall(t, 'GET', '/products?q=kokum&status=archived', staff.cookie)).json()
      .data
    expect(inArchive.map((p: { id: number }) => p.id)).toEqual([created.id])
    expect(await lastAudit('product', created.id)).toMatchObject({
      actor: staff.email,
      action: 'product.archive',
    })

    const restored = await adminCall(t, 'POST', `/products/${created.id}/restore`, staff.cookie)
    expect(restored.json().data.archived_at).toBeNull()
    expect((await api(t, null, 'GET', `/products/${created.id}`)).statusCode).toBe(200)
    expect(await lastAudit('product', created.id)).toMatchObject({ action: 'product.restore' })
  })

  it('deletes an archived product nobody ordered, with its pictures; refuses one on sale and one that was ordered', async () => {
    const created = (
      await adminCall(t, 'POST', '/products', staff.cookie, { ...NEW_PRODUCT, name: 'Banana Flower Powder' })
    ).json().data
    const withPicture = await upload(created.id, await photo(900, 700), 'image/jpeg')
    expect(withPicture.statusCode).toBe(200)
    const picture = withPicture.json().data.images[0] as string
    expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(200)

    const onSale = await adminCall(t, 'DELETE', `/products/${created.id}`, staff.cookie)
    expect(onSale.statusCode).toBe(409)
    expect(onSale.json().message).toBe(adminMessages.deleteArchiveFirst)

    await adminCall(t, 'POST', `/products/${created.id}/archive`, staff.cookie)
    const gone = await adminCall(t, 'DELETE', `/products/${created.id}`, staff.cookie)
    expect(gone.statusCode).toBe(200)
    expect((await adminCall(t, 'GET', `/products/${created.id}`, staff.cookie)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: picture })).statusCode).toBe(404)
    expect(await lastAudit('product', created.id)).toMatchObject({
      actor: staff.email,
      action: 'product.delete',
      after: null,
    })

    // once a shopper places an order for it, a product can only be archived
    const buyer = await signUp(t)
    const { created: placed } = await startCheckout(t, buyer, { items: [{ product_id: 106, quantity: 1 }] })
    expect(placed.statusCode).toBe(200)
    await adminCall(t, 'POST', '/products/106/archive', staff.cookie)
    expect((await adminCall(t, 'GET', '/products/106', staff.cookie)).json().data.ordered).toBe(true)
    const ordered = await adminCall(t, 'DELETE', '/products/106', staff.cookie)
    expect(ordered.statusCode).toBe(409)
    expect(ordered.json().message).toBe(adminMessages.orderedCannotDelete)
    await adminCall(t, 'POST', '/products/106/restore', staff.cookie)
  })

  it('refuses a shopper and anonymous callers', async () => {
    for (const path of ['/products/101/archive', '/products/101/restore'])
      expect((await adminCall(t, 'POST', path, shopper.cookie)).statusCode).toBe(403)
    expect((await adminCall(t, 'DELETE', '/products/101', undefined)).statusCode).toBe(401)
  })
})

describe('coupons', () => {
  it('pauses a coupon: shoppers are refused it from then on; resumes it', async () => {
    expect((await api(t, shopper, 'POST', '/cart/items', { product_id: 101, quantity: 2 })).statusCode).toBe(
      200,
    )
    const paused = await saveCoupon(t, 'SAVE10', staff.cookie, { active: false })
    expect(paused.statusCode).toBe(200)
    expect(paused.json().data.active).toBe(false)
    const refused = await api(t, shopper, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'SAVE10' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(couponMessages.inactive)
    expect(await lastAudit('coupon', 'SAVE10')).toMatchObject({
      action: 'coupon.pause',
      before: { active: true },
      after: { active: false },
    })
    await saveCoupon(t, 'SAVE10', staff.cookie, { active: true })
    const applied = await api(t, shopper, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'SAVE10' })
    expect(applied.statusCode).toBe(200)
  })

  it('creates a coupon with its rules, and refuses a percent above 100 or an end before the start', async () => {
    const ok = await adminCall(t, 'POST', '/coupons', staff.cookie, {
      code: 'monsoon15',
      label: 'Monsoon 15%',
      kind: 'percent',
      value: 15,
      min_order: 499,
      per_user_limit: 1,
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().data).toMatchObject({
      code: 'MONSOON15',
      min_order: 499,
      per_user_limit: 1,
      used_count: 0,
      active: true,
    })
    const flat = await adminCall(t, 'POST', '/coupons', staff.cookie, {
      code: 'FLAT50',
      label: '₹50 off',
      kind: 'flat',
      value: 50,
    })
    expect(flat.json().data.value).toBe(50)
    expect(
      (
        await adminCall(t, 'POST', '/coupons', staff.cookie, {
          code: 'MONSOON15',
          label: 'again',
          kind: 'flat',
          value: 5,
        })
      ).statusCode,
    ).toBe(409)
    expect(
      (
        await adminCall(t, 'POST', '/coupons', staff.cookie, {
          code: 'BIG',
          label: 'x',
          kind: 'percent',
          value: 150,
        })
      ).statusCode,
    ).toBe(400)
    const backwards = await adminCall(t, 'PATCH', '/coupons/MONSOON15', staff.cookie, {
      starts_at: '2026-12-10T00:00:00+05:30',
      ends_at: '2026-12-01T00:00:00+05:30',
    })
    expect(backwards.statusCode).toBe(400)
    const detail = (await adminCall(t, 'GET', '/coupons/monsoon15', staff.cookie)).json().data
    expect(detail).toMatchObject({ coupon: { code: 'MONSOON15' }, orders: [] })
  })
})

describe('reviews', () => {
  it('hides a review with a reason: it leaves the product page, its average and count at once; shows it again', async () => {
    const list = (await adminCall(t, 'GET', '/reviews?per_page=100', staff.cookie)).json().data as {
      id: string
      product_id: number
      rating: number
      hidden: boolean
    }[]
    const target = list.find((r) => !r.hidden)!
    const before = (await api(t, null, 'GET', `/products/${target.product_id}`)).json().data
    const noReason = await adminCall(t, 'POST', `/reviews/${target.id}/hide`, staff.cookie, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().message).toContain(adminMessages.hideReasonRequired)
    const hidden = await adminCall(t, 'POST', `/reviews/${target.id}/hide`, staff.cookie, {
      reason: 'Spam link',
    })
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json().data).toMatchObject({ hidden: true, hidden_reason: 'Spam link' })
    const after = (await api(t, null, 'GET', `/products/${target.product_id}`)).json().data
    expect(after.review_count).toBe(before.review_count - 1)
    const shown = (await api(t, null, 'GET', `/products/${target.product_id}/reviews?limit=50`)).json()
    expect(JSON.stringify(shown)).not.toContain(target.id)
    // hiding twice changes nothing
    await adminCall(t, 'POST', `/reviews/${target.id}/hide`, staff.cookie, { reason: 'again' })
    expect((await api(t, null, 'GET', `/products/${target.product_id}`)).json().data.review_count).toBe(
      before.review_count - 1,
    )
    expect(
      (await adminCall(t, 'GET', '/reviews?hidden=true', staff.cookie))
        .json()
        .data.map((r: { id: string }) => r.id),
    ).toContain(target.id)
    expect(await lastAudit('review', target.id)).toMatchObject({
      action: 'review.hide',
      after: { hidden: true, reason: 'Spam link' },
    })
    await adminCall(t, 'POST', `/reviews/${target.id}/show`, staff.cookie)
    const back = (await api(t, null, 'GET', `/products/${target.product_id}`)).json().data
    expect(back).toMatchObject({ review_count: before.review_count, rating: before.rating })
    expect(
      (await adminCall(t, 'POST', '/reviews/00000000-0000-0000-0000-000000000000/show', staff.cookie))
        .statusCode,
    ).toBe(404)
  })
})

describe('contact messages', () => {
  it('lists the inbox, replies by mail and keeps the thread, marks it replied', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        first_name: 'Meena',
        last_name: 'K',
        email: 'meena@example.in',
        subject: 'Order support',
        message: 'When will my moringa arrive?',
      }),
    })
    expect(sent.statusCode).toBe(200)
    const inbox = (await adminCall(t, 'GET', '/messages?status=new', staff.cookie)).json().data as {
      id: string
      email: string
    }[]
    const message = inbox.find((m) => m.email === 'meena@example.in')!
    expect(message).toBeTruthy()
    const empty = await adminCall(t, 'POST', `/messages/${message.id}/reply`, staff.cookie, { body: '   ' })
    expect(empty.statusCode).toBe(400)
    const reply = await adminCall(t, 'POST', `/messages/${message.id}/reply`, staff.cookie, {
      body: 'It ships tomorrow from Hyderabad.',
    })
    expect(reply.statusCode).toBe(200)
    expect(reply.json().data).toMatchObject({
      status: 'replied',
      replies: [{ body: 'It ships tomorrow from Hyderabad.', actor: staff.email }],
    })
    const mail = readOutbox(t).find((m) => m.to === 'meena@example.in' && m.subject === 'Re: Order support')!
    expect(mail.text).toContain('It ships tomorrow from Hyderabad.')
    const closed = await adminCall(t, 'POST', `/messages/${message.id}/status`, staff.cookie, {
      status: 'closed',
    })
    expect(closed.json().data.status).toBe('closed')
    expect(await lastAudit('contact_message', message.id)).toMatchObject({
      action: 'message.status',
      after: { status: 'closed' },
    })
  })

  it('a reply that starts with its own greeting is mailed with one greeting, not two', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        first_name: 'Ananya',
        last_name: 'S',
        email: 'ananya@example.in',
        subject: 'Feedback',
        message: 'The moringa tea was lovely, thank you.',
      }),
    })
    expect(sent.statusCode).toBe(200)
    const inbox = (await adminCall(t, 'GET', '/messages?status=new', staff.cookie)).json().data as {
      id: string
      email: string
    }[]
    const message = inbox.find((m) => m.email === 'ananya@example.in')!
    for (const body of ['namaste Ananya,\n\nSo glad you liked it.', 'Hi Ananya! Thank you for writing.'])
      expect(
        (await adminCall(t, 'POST', `/messages/${message.id}/reply`, staff.cookie, { body })).statusCode,
      ).toBe(200)
    expect(
      (await adminCall(t, 'POST', `/messages/${message.id}/reply`, staff.cookie, { body: 'Thanks again.' }))
        .statusCode,
    ).toBe(200)
    const mails = readOutbox(t).filter((m) => m.to === 'ananya@example.in' && m.subject === 'Re: Feedback')
    expect(mails).toHaveLength(3)
    const greetings = (text: string) => (text.match(/\b(namaste|hi) ananya\b/gi) ?? []).length
    expect(mails.map((m) => greetings(m.text))).toEqual([1, 1, 1])
    expect(mails[0]!.text).not.toContain('Namaste Ananya,')
    expect(mails[0]!.text).toContain('namaste Ananya,')
    expect(mails[1]!.text).not.toContain('Namaste Ananya,')
    // a reply without a greeting gets the shop's
    expect(mails[2]!.text).toContain('Namaste Ananya,\n\nThanks again.')
  })
})
