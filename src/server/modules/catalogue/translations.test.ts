import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { createTranslationAdmin } from './translations.ts'

let t: TestContext
const audit = async () => {}
beforeAll(async () => {
  t = await createTestApp()
  const admin = createTranslationAdmin(t.database.db, () => {})
  const names: [number, 'hi' | 'te' | 'ta', string][] = [
    [111, 'hi', 'हल्दी पाउडर (लाकाडोंग)'],
    [111, 'te', 'పసుపు పొడి (లకడాంగ్)'],
    [111, 'ta', 'மஞ்சள் தூள் (லகடாங்)'],
    [101, 'hi', 'मोरिंगा पाउडर'],
    [101, 'te', 'మునగాకు పొడి'],
  ]
  for (const [id, lang, name] of names) {
    const r = await admin.save('product', id, lang, { name }, 0, 'test', audit)
    expect(r.saved).toBe(true)
  }
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
  it.each(['moringa ka powder', 'munagaku', 'మునగాకు'])('%s finds moringa', async (q) => {
    expect((await names(q))[0]).toBe(101)
  })
})

describe('?lang= (decision 059)', () => {
  it('answers the translated name, English for a field not translated, and 400 for an unknown language', async () => {
    const hi = (await get('/api/v1/products/111?lang=hi')).json().data
    expect(hi.name).toBe('हल्दी पाउडर (लाकाडोंग)')
    const en = (await get('/api/v1/products/111')).json().data
    expect(en.name).toBe('Turmeric Powder (Lakadong)')
    expect(hi.description).toBe(en.description)
    const bad = await get('/api/v1/products/111?lang=fr')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('lang must be one of: en, hi, te, ta, kn, ml')
  })
  it('a stale translation save changes nothing', async () => {
    const admin = createTranslationAdmin(t.database.db, () => {})
    const r = await admin.save('product', 111, 'hi', { name: 'x' }, 0, 'test', audit)
    expect(r.saved).toBe(false)
  })
})
