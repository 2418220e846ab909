import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_PAGE_SLUGS } from '#domain/contracts/admin-settings.ts'
import { settingsMessages } from '#domain/messages-settings.ts'
import { auditLog, sitePages, sitePageTranslations } from '#server/db/schema.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { SEED_PAGE_TRANSLATIONS } from './seed-page-translations.ts'
import { SEED_PAGES } from './seed-pages.ts'
import { SEED_PAGE_TRANSLATED } from './service.ts'

// Decision 043 (amended): the editable pages in the shop's other languages. The shop reads a page with ?lang=,
// each field translated where the owner translated it and English where not, placeholders filled the same way;
// the owner saves one page and language naming the version edited from (decision 040). PGlite, and PostgreSQL with
// TEST_DATABASE=postgres. The response cache stays on (its default time), so a save must clear it.

let t: TestContext
let owner: TestOperator
let staff: TestOperator
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_SHIPPING_THRESHOLD_RUPEES: '500' } })
  owner = await addOperator(t, { role: 'owner' })
  staff = await addOperator(t, { role: 'staff' })
})
afterAll(async () => {
  await t?.close()
})

const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` })
const translations = async (slug: string) => {
  const res = await adminCall(t, 'GET', `/pages/${slug}/translations`, owner.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const languageOf = async (slug: string, lang: string) =>
  (await translations(slug)).translations.find((x: { lang: string }) => x.lang === lang)

describe('pages in the shop’s languages', () => {
  it('the seed holds Hindi and Telugu for about, the FAQ and three policies, with every placeholder kept', () => {
    const slugs = ['about', 'faq', 'shipping', 'returns', 'cancellation-refund']
    for (const lang of ['hi', 'te'])
      expect(
        SEED_PAGE_TRANSLATIONS.filter((p) => p.lang === lang)
          .map((p) => p.slug)
          .sort(),
      ).toEqual([...slugs].sort())
    const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g))].sort()
    // each heading names its anchor as English makes it, so /faq#refund-time works in every language
    const anchorOf = (t: string) =>
      t
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
    const anchors = (text: string, made: (heading: string) => string) =>
      [...text.matchAll(/^(#{2,3})\s+(.*?)(?:\s*\{#([\w-]+)\})?$/gm)].map(
        (m) => `${m[1]} ${m[3] ?? made(m[2] ?? '')}`,
      )
    const links = (text: string) => (text.match(/\]\([^)]+\)/g) ?? []).sort()
    for (const page of SEED_PAGE_TRANSLATIONS) {
      const english = SEED_PAGES.find((p) => p.slug === page.slug)
      if (!english) throw new Error(page.slug)
      const where = `${page.slug} ${page.lang}`
      expect(placeholders(page.markdown), where).toEqual(placeholders(english.markdown))
      expect(placeholders(page.summary), where).toEqual(placeholders(english.summary))
      expect(
        anchors(page.markdown, () => 'none'),
        where,
      ).toEqual(anchors(english.markdown, anchorOf))
      expect(links(page.markdown), where).toEqual(links(english.markdown))
    }
  })

  it('serves the Hindi page with its placeholders filled, and English where a page is not translated', async () => {
    const hi = (await publicGet('/pages/returns?lang=hi')).json().data
    const en = (await publicGet('/pages/returns')).json().data
    expect(hi.title).not.toBe(en.title)
    expect(hi.markdown).toMatch(/[\u0900-\u097F]/)
    expect(hi.markdown).not.toContain('{{')
    expect(hi.markdown).toContain('7')
    const te = (await publicGet('/pages/shipping?lang=te')).json().data
    expect(te.markdown).toMatch(/[\u0C00-\u0C7F]/)
    expect(te.markdown).toContain('₹500')
    // terms stay English in every language; Tamil has no pages yet
    const terms = (await publicGet('/pages/terms?lang=hi')).json().data
    expect(terms).toEqual((await publicGet('/pages/terms')).json().data)
    const ta = (await publicGet('/pages/about?lang=ta')).json().data
    expect(ta.title).toBe('About us')
    expect((await publicGet('/pages/about?lang=en')).json().data.title).toBe('About us')
  })

  it('refuses any other language with the catalogue’s message', async () => {
    for (const lang of ['fr', 'HI', '', 'hi-IN']) {
      const res = await publicGet(`/pages/faq?lang=${encodeURIComponent(lang)}`)
      expect(res.statusCode, lang).toBe(400)
      expect(res.json()).toMatchObject({
        success: false,
        message: 'lang must be one of: en, hi, te, ta, kn, ml',
      })
    }
  })

  it('lists the five languages of a page for the owner, and which pages lack which language', async () => {
    const data = await translations('faq')
    expect(data.page.slug).toBe('faq')
    expect(data.translations.map((x: { lang: string }) => x.lang)).toEqual(['hi', 'te', 'ta', 'kn', 'ml'])
    const hi = data.translations[0]
    expect(hi.version).toBe(1)
    expect(hi.missing).toEqual([])
    const ta = data.translations[2]
    expect(ta).toMatchObject({
      version: 0,
      title: null,
      markdown: null,
      missing: ['title', 'summary', 'markdown'],
    })
    const gaps = (await adminCall(t, 'GET', '/page-translations', owner.cookie)).json().data
    const terms = gaps.find((g: { slug: string }) => g.slug === 'terms')
    expect(terms.missing.map((m: { lang: string }) => m.lang)).toEqual(['hi', 'te', 'ta', 'kn', 'ml'])
    const about = gaps.find((g: { slug: string }) => g.slug === 'about')
    expect(about.missing.map((m: { lang: string }) => m.lang)).toEqual(['ta', 'kn', 'ml'])
  })

  it('a save is served at once (the cache cleared), audited and versioned; a stale save is a 409', async () => {
    // fill the cache first
    const before = (await publicGet('/pages/about?lang=kn')).json().data
    expect(before.title).toBe('About us')
    const res = await adminCall(t, 'PUT', '/pages/about/translations/kn', owner.cookie, {
      version: 0,
      title: 'ನಮ್ಮ ಬಗ್ಗೆ',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ version: 1, title: 'ನಮ್ಮ ಬಗ್ಗೆ', missing: ['summary', 'markdown'] })
    const shown = (await publicGet('/pages/about?lang=kn')).json().data
    expect(shown.title).toBe('ನಮ್ಮ ಬಗ್ಗೆ')
    // the fields not translated are English, placeholders filled
    expect(shown.markdown).toBe(before.markdown)
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'page.translation.save'))
    expect(line).toMatchObject({ entityType: 'page', entityId: 'about/kn' })

    const stale = await adminCall(t, 'PUT', '/pages/about/translations/kn', owner.cookie, {
      version: 0,
      title: 'ಬೇರೆ',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ reason: 'stale_version', current: { version: 1, title: 'ನಮ್ಮ ಬಗ್ಗೆ' } })
    const noVersion = await adminCall(t, 'PUT', '/pages/about/translations/kn', owner.cookie, { title: 'x' })
    expect(noVersion.statusCode).toBe(428)

    // an empty field clears the translation: English shows again
    const cleared = await adminCall(t, 'PUT', '/pages/about/translations/kn', owner.cookie, {
      version: 1,
      title: ' ',
    })
    expect(cleared.json().data).toMatchObject({ version: 2, title: null })
    expect((await publicGet('/pages/about?lang=kn')).json().data.title).toBe('About us')
  })

  it('an edit of the English page shows through where a language is not translated', async () => {
    const page = (await adminCall(t, 'GET', '/pages/privacy', owner.cookie)).json().data
    await publicGet('/pages/privacy?lang=te')
    const res = await adminCall(t, 'PATCH', '/pages/privacy', owner.cookie, {
      version: page.version,
      title: 'Privacy',
    })
    expect(res.statusCode).toBe(200)
    expect((await publicGet('/pages/privacy?lang=te')).json().data.title).toBe('Privacy')
  })

  it('refuses staff without the pages permission, a bad language, a bad page and a too long title, saving nothing', async () => {
    const read = await adminCall(t, 'GET', '/pages/faq/translations', staff.cookie)
    expect(read.statusCode).toBe(403)
    const write = await adminCall(t, 'PUT', '/pages/faq/translations/hi', staff.cookie, {
      version: 1,
      title: 'x',
    })
    expect(write.statusCode).toBe(403)
    const en = await adminCall(t, 'PUT', '/pages/faq/translations/en', owner.cookie, {
      version: 0,
      title: 'x',
    })
    expect(en.statusCode).toBe(400)
    expect(en.json().message).toContain('lang must be one of: hi, te, ta, kn, ml')
    const nope = await adminCall(t, 'PUT', '/pages/nonsense/translations/hi', owner.cookie, { version: 0 })
    expect(nope.statusCode).toBe(400)
    expect(nope.json().message).toContain(settingsMessages.pageNotFound)
    const long = await adminCall(t, 'PUT', '/pages/faq/translations/hi', owner.cookie, {
      version: 1,
      title: 'क'.repeat(121),
    })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toContain(settingsMessages.pageTitleTooLong)
    const [row] = await t.database.db
      .select()
      .from(sitePageTranslations)
      .where(and(eq(sitePageTranslations.slug, 'faq'), eq(sitePageTranslations.lang, 'hi')))
    expect(row?.version).toBe(1)
  })

  it('starting again writes the seed once: a translation the owner saved is kept', async () => {
    const hi = await languageOf('faq', 'hi')
    await adminCall(t, 'PUT', '/pages/faq/translations/hi', owner.cookie, {
      version: hi.version,
      title: 'प्रश्न',
    })
    await t.app.settings.load()
    expect(await languageOf('faq', 'hi')).toMatchObject({ version: hi.version + 1, title: 'प्रश्न' })
  })

  it('a start loads the seed pages only when one is missing: the list it checks is the seed modules’ own', () => {
    expect(SEED_PAGES.map((p) => p.slug).sort()).toEqual([...SITE_PAGE_SLUGS].sort())
    expect(SEED_PAGE_TRANSLATIONS.map((p) => `${p.slug}/${p.lang}`).sort()).toEqual(
      SEED_PAGE_TRANSLATED.slugs
        .flatMap((slug) => SEED_PAGE_TRANSLATED.langs.map((lang) => `${slug}/${lang}`))
        .sort(),
    )
  })

  it('starting again writes a missing page or language again, and keeps the others as they are', async () => {
    const faq = await languageOf('faq', 'hi')
    await t.database.db.delete(sitePages).where(eq(sitePages.slug, 'terms'))
    await t.database.db
      .delete(sitePageTranslations)
      .where(and(eq(sitePageTranslations.slug, 'about'), eq(sitePageTranslations.lang, 'te')))
    await t.app.settings.load()
    const terms = SEED_PAGES.find((p) => p.slug === 'terms')
    const [page] = await t.database.db.select().from(sitePages).where(eq(sitePages.slug, 'terms'))
    expect(page).toMatchObject({ title: terms?.title, markdown: terms?.markdown })
    const about = SEED_PAGE_TRANSLATIONS.find((p) => p.slug === 'about' && p.lang === 'te')
    expect(await languageOf('about', 'te')).toMatchObject({ version: 1, title: about?.title })
    expect(await languageOf('faq', 'hi')).toEqual(faq)
  })
})
