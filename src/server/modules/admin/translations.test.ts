import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { bearer, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'

// The back office's translation routes (decision 059) over the seeded Hindi and Telugu catalogue: what is missing,
// one item's translations, a save naming its version (decision 040), and the storefront seeing it at once.
// PGlite, and PostgreSQL with TEST_DATABASE=postgres.

let t: TestContext
let manager: TestOperator
let packer: TestOperator
let shopper: TestUser
beforeAll(async () => {
  t = await createTestApp()
  manager = await addOperator(t, { role: 'manager' })
  packer = await addOperator(t, { role: 'packer' })
  shopper = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

const shop = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` })
const call = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
  adminCall(t, method, url, manager.cookie, body)

describe('what is missing', () => {
  it('lists per product the languages lacking a field English fills: the seed fills Hindi and Telugu', async () => {
    const res = await call('GET', '/translations?kind=product')
    expect(res.statusCode).toBe(200)
    const rows = res.json().data as {
      id: number
      missing_languages: string[]
      missing: Record<string, string[]>
    }[]
    expect(rows).toHaveLength(20)
    const moringa = rows.find((r) => r.id === 101)!
    expect(moringa.missing_languages).toEqual(['ta', 'kn', 'ml'])
    expect(moringa.missing.ta).toEqual([
      'description',
      'benefits',
      'ingredients',
      'usage_info',
      'storage_info',
    ])
    expect(moringa.missing.hi).toBeUndefined()
  })
  it('categories have every language; recipes lack Tamil, Kannada and Malayalam', async () => {
    const categories = (await call('GET', '/translations?kind=category')).json().data
    expect(categories.every((c: { missing_languages: string[] }) => c.missing_languages.length === 0)).toBe(
      true,
    )
    const recipes = (await call('GET', '/translations?kind=recipe')).json().data
    expect(recipes.map((r: { missing_languages: string[] }) => r.missing_languages)).toEqual(
      Array(4).fill(['ta', 'kn', 'ml']),
    )
  })
  it('refuses an unknown kind with the field named', async () => {
    const res = await call('GET', '/translations?kind=pages')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Kind must be product, recipe or category')
  })
})

describe('one item', () => {
  it('answers the English text beside each language, with its version and what it lacks', async () => {
    const res = await call('GET', '/products/111/translations')
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data.english.name).toBe('Turmeric Powder (Lakadong)')
    const hi = data.languages.find((l: { lang: string }) => l.lang === 'hi')
    expect(hi).toMatchObject({ version: 1, missing: [] })
    expect(hi.fields.name).toBe('हल्दी पाउडर (लाकाडोंग)')
    const ml = data.languages.find((l: { lang: string }) => l.lang === 'ml')
    expect(ml.fields.description).toBeNull()
    expect(ml.missing).toContain('description')
  })
  it('is 404 for an item that does not exist', async () => {
    const res = await call('GET', '/recipes/999999/translations')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(adminMessages.recipeNotFound)
  })
})

describe('saving', () => {
  it('saves with the version, shoppers see it at once (the cache cleared), and search finds the new name', async () => {
    // the storefront's reply is cached first
    expect((await shop('/products/104?lang=te')).json().data.name).toBe('ఉసిరి పొడి')
    const before = (await call('GET', '/products/104/translations')).json().data
    const te = before.languages.find((l: { lang: string }) => l.lang === 'te')
    const res = await call('PUT', '/products/104/translations/te', {
      name: 'ఉసిరికాయ పొడి',
      usage_info: null,
      version: te.version,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ lang: 'te', version: te.version + 1, missing: ['usage_info'] })
    expect(res.json().data.fields.description).toBe(te.fields.description)
    const now = (await shop('/products/104?lang=te')).json().data
    expect(now.name).toBe('ఉసిరికాయ పొడి')
    // the field cleared shows in English
    expect(now.usage_info).toBe((await shop('/products/104')).json().data.usage_info)
    const found = (await shop(`/products/search?q=${encodeURIComponent('usirikaya')}`)).json().data
    expect(found.map((p: { id: number }) => p.id)).toContain(104)
  })

  it('a save from an older version is 409 with the language as it is now, and changes nothing', async () => {
    const v = (await call('GET', '/categories/1/translations')).json().data.languages[0].version
    const first = await call('PUT', '/categories/1/translations/hi', { name: 'सुपरफ़ूड्स', version: v })
    expect(first.statusCode).toBe(200)
    const stale = await call('PUT', '/categories/1/translations/hi', { name: 'सुपर फ़ूड', version: v })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      reason: 'stale_version',
      current: { lang: 'hi', version: v + 1, fields: { name: 'सुपरफ़ूड्स' } },
    })
    const labels = (await shop('/categories?lang=hi')).json().data
    expect(labels.find((c: { name: string }) => c.name === 'Superfoods').label).toBe('सुपरफ़ूड्स')
  })

  it('a first save of a language names version 0; a second first save is stale', async () => {
    const recipe = (await call('GET', '/recipes/2/translations')).json().data
    expect(recipe.languages.find((l: { lang: string }) => l.lang === 'kn').version).toBe(0)
    const body = { name: 'ನುಗ್ಗೆ ತೆಂಗಿನಕಾಯಿ ಲಡ್ಡು', ingredients: ['1½ ಕಪ್ ಒಣ ತೆಂಗಿನ ತುರಿ'], version: 0 }
    const res = await call('PUT', '/recipes/2/translations/kn', body)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.version).toBe(1)
    expect((await call('PUT', '/recipes/2/translations/kn', body)).statusCode).toBe(409)
    expect((await shop('/recipes/2?lang=kn')).json().data.name).toBe('ನುಗ್ಗೆ ತೆಂಗಿನಕಾಯಿ ಲಡ್ಡು')
  })

  it('without a version is 428; bad input names the field and writes nothing', async () => {
    const nothing = await call('PUT', '/products/101/translations/hi', { name: 'x' })
    expect(nothing.statusCode).toBe(428)
    for (const [body, message] of [
      [{ benefits: 'not a list', version: 1 }, 'Benefits must be a list of lines'],
      [{ benefits: ['ok', ''], version: 1 }, 'Benefits: no empty lines'],
      [{ name: 'two\nlines', version: 1 }, 'Name must be one line'],
      [{ name: 'x'.repeat(201), version: 1 }, 'Name is too long'],
      [{ title: 'a product has none', version: 1 }, 'title'],
      [{ name: 'x', version: -1 }, 'Version must be 0 or more'],
    ] as const) {
      const res = await call('PUT', '/products/101/translations/hi', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toContain(message)
    }
    const lang = await call('PUT', '/products/101/translations/fr', { name: 'x', version: 1 })
    expect(lang.statusCode).toBe(400)
    expect(lang.json().message).toContain('Language must be one of: hi, te, ta, kn, ml')
    expect(
      (await call('PUT', '/products/999999/translations/hi', { name: 'x', version: 0 })).statusCode,
    ).toBe(404)
    expect((await shop('/products/101?lang=hi')).json().data.name).toBe('मोरिंगा पाउडर')
  })

  it('needs the catalogue’s edit permission: a packer is 403, a shopper’s token 403, no one 401', async () => {
    const url = '/products/101/translations/hi'
    const asPacker = await adminCall(t, 'PUT', url, packer.cookie, { name: 'x', version: 1 })
    expect(asPacker.statusCode).toBe(403)
    expect((await adminCall(t, 'GET', '/translations', packer.cookie)).statusCode).toBe(403)
    const asShopper = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/v1${url}`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...bearer(shopper.token) },
      payload: JSON.stringify({ name: 'x', version: 1 }),
    })
    expect(asShopper.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/v1/translations' })
    expect(anonymous.statusCode).toBe(401)
    expect((await shop('/products/101?lang=hi')).json().data.name).toBe('मोरिंगा पाउडर')
  })

  it('writes the audit log, naming the language', async () => {
    const owner = await addOperator(t, { role: 'owner' })
    const res = await adminCall(t, 'GET', '/audit?entity_type=product&entity_id=104', owner.cookie)
    expect(res.statusCode).toBe(200)
    const entries = JSON.stringify(res.json().data)
    expect(entries).toContain('product.translation.save')
    expect(entries).toContain('ఉసిరికాయ పొడి')
  })
})
