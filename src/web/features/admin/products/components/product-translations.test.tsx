import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminProduct } from '#domain/contracts/admin-catalogue.ts'
import type { TranslationLanguageView, TranslationView } from '#domain/contracts/admin-translations.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { NOT_TRANSLATED } from '#web/features/admin/shell/components/language-tabs.tsx'
import { OWNER_ME, renderAdmin, stubAdminApi } from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { ProductFormPage } from './product-form.tsx'

// The language tabs of the product edit screen (decision 059): the English form stays as it is, each language shows
// its fields beside the English text, marks what shoppers see in English, and saves with its version (decision 040).

const product: AdminProduct = {
  id: 111,
  slug: 'turmeric-powder',
  name: 'Turmeric Powder (Lakadong)',
  description: 'Lakadong turmeric from Meghalaya.',
  category: 'Herbs',
  price: 249,
  actual_price: 299,
  stock: 20,
  stock_status: 'In Stock',
  size: '100g',
  hsn_code: '0910',
  gst_rate: 5,
  country_of_origin: 'India',
  best_before_months: 12,
  ingredients: '100% turmeric',
  usage_info: 'Half a teaspoon in dal.',
  storage_info: 'Cool, dry place.',
  benefits: ['High curcumin', 'Deep colour'],
  search_aliases: 'haldi',
  images: [],
  rating: 4.5,
  review_count: 3,
  ordered: false,
  featured: false,
  archived_at: null,
  updated_at: '2026-11-01T00:00:00.000Z',
  version: 2,
}

const english = {
  name: product.name,
  description: product.description,
  benefits: product.benefits,
  ingredients: product.ingredients,
  usage_info: product.usage_info,
  storage_info: product.storage_info,
}
const empty = {
  name: null,
  description: null,
  benefits: null,
  ingredients: null,
  usage_info: null,
  storage_info: null,
}
const FIELDS = Object.keys(english)

function language(lang: TranslationLanguageView['lang'], version: number, fields: Record<string, unknown>) {
  const all = { ...empty, ...fields } as TranslationLanguageView['fields']
  return {
    lang,
    version,
    fields: all,
    missing: FIELDS.filter((f) => all[f] === null),
  }
}

/**
 * The back office's API for the product and its translations; `meanwhile` is someone else's save of Hindi, made
 * before ours arrives.
 */
function stubApi(meanwhile?: Record<string, unknown>) {
  let hi = language('hi', 1, { name: 'हल्दी पाउडर', description: 'मेघालय की हल्दी।' })
  let theirs = meanwhile
  const saves: { url: string; body: Record<string, unknown> }[] = []
  stubAdminApi(async (url, init) => {
    const method = init?.method ?? 'GET'
    const body = method === 'PUT' ? (JSON.parse(String(init!.body)) as Record<string, unknown>) : {}
    if (method === 'PUT') saves.push({ url, body })
    if (url.endsWith('/products/111/translations/te') && method === 'PUT') {
      const { version: _v, ...fields } = body
      return Response.json({ success: true, data: language('te', 1, fields) })
    }
    if (url.endsWith('/products/111/translations/hi') && method === 'PUT') {
      if (theirs) {
        hi = language('hi', hi.version + 1, { ...hi.fields, ...theirs })
        theirs = undefined
      }
      if (body.version !== hi.version)
        return Response.json(
          {
            success: false,
            message: adminMessages.staleEdit('product’s translation'),
            reason: 'stale_version',
            current: hi,
          },
          { status: 409 },
        )
      const { version: _v, ...fields } = body
      hi = language('hi', hi.version + 1, { ...hi.fields, ...fields })
      return Response.json({ success: true, data: hi })
    }
    if (url.endsWith('/products/111/translations')) {
      const view: TranslationView = {
        kind: 'product',
        id: 111,
        english,
        languages: [
          hi,
          language('te', 0, {}),
          language('ta', 1, { name: 'மஞ்சள் தூள்' }),
          language('kn', 0, {}),
          language('ml', 0, {}),
        ],
      }
      return Response.json({ success: true, data: view })
    }
    if (url.endsWith('/products/111')) return Response.json({ success: true, data: product })
    return Response.json({ success: true, data: [] })
  })
  return saves
}

const renderAt = () =>
  renderAdmin(
    <Route path="/admin/products/:id" element={<ProductFormPage />} />,
    '/admin/products/111',
    undefined,
    { me: OWNER_ME },
  )

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the language tabs', () => {
  it('English is the form as before; हिन्दी shows each field beside the English and marks the missing ones', async () => {
    stubApi()
    const user = userEvent.setup()
    renderAt()
    const tabs = await screen.findByRole('tablist', { name: 'Language' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['English', 'हिन्दी', 'తెలుగు', 'தமிழ்', 'ಕನ್ನಡ', 'മലയാളം'])
    expect(within(tabs).getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByLabelText(/^Name\*?$/)).toHaveProperty('value', product.name)

    await user.click(within(tabs).getByRole('tab', { name: /हिन्दी/ }))
    const form = await screen.findByRole('form', { name: 'Hindi text' })
    const name = within(form).getByLabelText('Name · Hindi')
    expect(name).toHaveProperty('value', 'हल्दी पाउडर')
    expect(name.getAttribute('lang')).toBe('hi')
    expect(within(form).getByTestId('english-benefits').textContent).toBe('High curcumin\nDeep colour')
    // translated: no marker; not translated: said, with English shown to shoppers
    const described = (label: string) =>
      document.getElementById(within(form).getByLabelText(label).getAttribute('aria-describedby') ?? '')
        ?.textContent ?? ''
    expect(described('Name · Hindi')).not.toContain(NOT_TRANSLATED)
    expect(described('Benefits · Hindi')).toContain(NOT_TRANSLATED)
    expect(described('Storage · Hindi')).toContain(NOT_TRANSLATED)
    // the English form is kept (hidden), not thrown away
    expect(screen.getByLabelText(/^Name\*?$/, { selector: 'input' })).toBeTruthy()
  })

  it('saves only the fields changed, with the version; the saved field loses its marker', async () => {
    const saves = stubApi()
    const user = userEvent.setup()
    renderAt()
    await user.click(await screen.findByRole('tab', { name: /हिन्दी/ }))
    const form = await screen.findByRole('form', { name: 'Hindi text' })
    await user.type(within(form).getByLabelText('Benefits · Hindi'), 'ऊँचा करक्यूमिन{enter}गहरा रंग')
    await user.click(within(form).getByRole('button', { name: 'Save Hindi' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toEqual({
      url: '/api/admin/v1/products/111/translations/hi',
      body: { benefits: ['ऊँचा करक्यूमिन', 'गहरा रंग'], version: 1 },
    })
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save Hindi' })).toHaveProperty('disabled', true),
    )
    const hint = within(form).getByLabelText('Benefits · Hindi').getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(hint)?.textContent ?? '').not.toContain(NOT_TRANSLATED)
  })

  it('someone saved Hindi meanwhile: 409, the notice shows theirs and mine, and applying re-saves on the latest', async () => {
    const saves = stubApi({ name: 'हल्दी (लाकाडोंग)' })
    const user = userEvent.setup()
    renderAt()
    await user.click(await screen.findByRole('tab', { name: /हिन्दी/ }))
    const form = await screen.findByRole('form', { name: 'Hindi text' })
    const usage = within(form).getByLabelText('How to use · Hindi')
    await user.type(usage, 'दाल में आधा चम्मच।')
    await user.click(within(form).getByRole('button', { name: 'Save Hindi' }))
    const notice = await screen.findByRole('alert', { name: 'Changed by someone else' })
    expect(notice.textContent).toContain(adminMessages.staleEdit('product’s translation'))
    expect(within(notice).getByTestId('changed-name').textContent).toContain('हल्दी (लाकाडोंग)')
    // the person's text stays
    expect(usage).toHaveProperty('value', 'दाल में आधा चम्मच।')
    await user.click(within(notice).getByRole('button', { name: 'Apply my changes to the latest' }))
    await waitFor(() => expect(saves).toHaveLength(2))
    expect(saves[1]!.body).toEqual({ usage_info: 'दाल में आधा चम्मच।', version: 2 })
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Changed by someone else' })).toBeNull())
    // their name is kept, not overwritten with what this form loaded
    expect(within(form).getByLabelText('Name · Hindi')).toHaveProperty('value', 'हल्दी (लाकाडोंग)')
  })

  it('a language never saved starts empty at version 0 and says so', async () => {
    const saves = stubApi()
    const user = userEvent.setup()
    renderAt()
    await user.click(await screen.findByRole('tab', { name: /తెలుగు/ }))
    const form = await screen.findByRole('form', { name: 'Telugu text' })
    expect(form.textContent).toContain('Nothing has been saved in this language yet.')
    expect(within(form).getByLabelText('Name · Telugu')).toHaveProperty('value', '')
    await user.type(within(form).getByLabelText('Name · Telugu'), 'పసుపు పొడి')
    await user.click(within(form).getByRole('button', { name: 'Save Telugu' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]).toEqual({
      url: '/api/admin/v1/products/111/translations/te',
      body: { name: 'పసుపు పొడి', version: 0 },
    })
    await waitFor(() =>
      expect(form.textContent).not.toContain('Nothing has been saved in this language yet.'),
    )
  })
})
