import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { createTranslationAdmin } from './translations.ts'

let t: TestContext
const audit = async () => {}
// The seed ships the catalogue in Hindi and Telugu and the names in Tamil, Kannada and Malayalam
// (src/server/db/seed/translations*.ts): these tests search what a new shop has.
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const names = async (q: string) =>
  (await get(`/api/v1/products/search?q=${encodeURIComponent(q)}`))
    .json()
    .data.map((p: { id: number }) => p.id)

describe('search in Indian scripts (decision 059)', () => {
  it.each(['हल्दी', 'పసుపు', 'மஞ்சள்', 'haldi', 'turmeric'])('%s finds turmeric', async (q) => {
    expect(await names(q)).toContain(111)
  })
  it.each(['moringa ka powder', 'munagaku', 'మునగాకు పొడి', 'मोरिंगा पाउडर'])(
    '%s finds moringa first',
    async (q) => {
      expect((await names(q))[0]).toBe(101)
    },
  )
  it('మునగాకు (moringa leaf) finds the moringa powder and the moringa leaf tea first', async () => {
    expect((await names('మునగాకు')).slice(0, 2).sort()).toEqual([101, 102])
  })
  it.each(['అశ్వగంధ', 'ashwagandha', 'अश्वगंधा'])('%s finds ashwagandha first', async (q) => {
    expect((await names(q))[0]).toBe(105)
  })
})

describe('?lang= (decision 059)', () => {
  it('answers the translated fields, English for a field not translated, and 400 for an unknown language', async () => {
    const hi = (await get('/api/v1/products/111?lang=hi')).json().data
    expect(hi.name).toBe('हल्दी पाउडर (लाकाडोंग)')
    expect(hi.benefits[0]).toContain('लाकाडोंग')
    const en = (await get('/api/v1/products/111')).json().data
    expect(en.name).toBe('Turmeric Powder (Lakadong)')
    expect(hi.description).not.toBe(en.description)
    // Tamil has the name only: the rest is English
    const ta = (await get('/api/v1/products/111?lang=ta')).json().data
    expect(ta.name).toBe('மஞ்சள் தூள் (லகடாங்)')
    expect(ta.description).toBe(en.description)
    expect(ta.benefits).toEqual(en.benefits)
    // a field staff cleared shows in English
    const admin = createTranslationAdmin(t.database.db, () => {})
    const view = await admin.translations('product', 112)
    const v = view.languages.find((l) => l.lang === 'hi')!.version
    expect((await admin.save('product', 112, 'hi', { storage_info: null }, v, 'test', audit)).saved).toBe(
      true,
    )
    const cleared = (await get('/api/v1/products/112?lang=hi')).json().data
    const english = (await get('/api/v1/products/112')).json().data
    expect(cleared.storage_info).toBe(english.storage_info)
    expect(cleared.name).toBe('करी पत्ता पाउडर')
    const te = (await get('/api/v1/recipes/1?lang=te')).json().data
    expect(te.name).toBe('మునగ స్మూతీ బౌల్')
    expect(te.ingredients[2]).toContain('Surya Naturals')
    const bad = await get('/api/v1/products/111?lang=fr')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('lang must be one of: en, hi, te, ta, kn, ml')
  })
  it('names each product’s category in the reply’s language, as the categories list labels it', async () => {
    const labels = async (lang: string) =>
      new Map(
        (await get(`/api/v1/categories?lang=${lang}`))
          .json()
          .data.map((c: { name: string; label: string }) => [c.name, c.label]),
      )
    for (const lang of ['hi', 'te', 'kn']) {
      const label = await labels(lang)
      const one = (await get(`/api/v1/products/111?lang=${lang}`)).json().data
      expect(one.category_label).toBe(label.get(one.category))
      expect(one.category_label).not.toBe(one.category)
      const list = (await get(`/api/v1/products?page=1&per_page=100&lang=${lang}`)).json().data
      for (const p of list) expect(p.category_label).toBe(label.get(p.category))
      const found = (await get(`/api/v1/products/search?q=haldi&lang=${lang}`)).json().data
      expect(found[0].category_label).toBe(label.get(found[0].category))
    }
    // English names its category as it is
    expect((await get('/api/v1/products/111')).json().data).not.toHaveProperty('category_label')
  })

  it('a stale translation save changes nothing', async () => {
    const admin = createTranslationAdmin(t.database.db, () => {})
    const r = await admin.save('product', 111, 'hi', { name: 'x' }, 0, 'test', audit)
    expect(r.saved).toBe(false)
  })
})
