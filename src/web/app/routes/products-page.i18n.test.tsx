import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '#web/lib/i18n/languages.ts'
import { product } from '#web/test/products.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { Component as ProductsPage } from './products-page.tsx'

// The products list in Hindi, Telugu and Malayalam (decision 058): the page's own words, the filters, sort and cards
// translated; product names and categories as the shop writes them; never a key or an unfilled placeholder.
const products = [
  product(101, 'Moringa Powder', 'Superfoods', { price: 349, actual_price: 449 }),
  product(105, 'Ashwagandha Powder', 'Herbs', { stock: 6 }),
  product(106, 'Tulsi Powder', 'Herbs', { review_count: 0, rating: 0 }),
]

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname === '/api/v1/products') {
        return Response.json({
          success: true,
          data: products,
          pagination: { page: 1, per_page: 100, total: 3, total_pages: 1, has_next: false, has_prev: false },
        })
      }
      if (url.pathname === '/api/v1/categories') return Response.json({ success: true, data: [] })
      return Response.json({ success: false, message: 'Not found' }, { status: 404 })
    }),
  )
}

async function renderIn(lang: Language, path = '/products') {
  return renderPageIn(lang, path, { path: '/products', element: <ProductsPage /> })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('products list in Hindi, Telugu and Malayalam (decision 058)', () => {
  it('reads in Hindi: heading, count, sort, filters and cards', async () => {
    stubApi()
    const page = await renderIn('hi')
    expect(await screen.findByRole('heading', { level: 3, name: 'Moringa Powder' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('हमारे उत्पाद')
    expect(screen.getByRole('status').textContent).toBe('दिखाए जा रहे हैं 3 उत्पाद')
    expect(screen.getByRole('option', { name: 'दाम: कम से ज़्यादा' })).toBeTruthy()
    expect(await screen.findByRole('group', { name: 'उपलब्धता' })).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'न्यूनतम दाम' })).toBeTruthy()
    expect(screen.getByText('22% छूट')).toBeTruthy()
    expect(screen.getByText('थोड़ा ही बचा है')).toBeTruthy()
    expect(screen.getByText('अभी कोई समीक्षा नहीं')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: /कार्ट में डालें/ })).toHaveLength(3)
    expectTranslated(page)
  })

  it('reads in Telugu, and so does the empty state after a filter', async () => {
    stubApi()
    const user = userEvent.setup()
    const page = await renderIn('te')
    const card = (await screen.findByRole('heading', { level: 3, name: 'Tulsi Powder' })).closest('article')
    if (!card) throw new Error('no card')
    expect(within(card).getByText('ఇంకా సమీక్షలు లేవు')).toBeTruthy()
    expect(within(card).getByRole('button', { name: /కార్ట్‌కు జోడించండి/ })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('చూపిస్తున్నవి 3 ఉత్పత్తులు')
    expectTranslated(page)

    await user.click(await screen.findByRole('radio', { name: 'స్టాక్ అయిపోయినవి' }))
    expect(await screen.findByText('ఈ ఫిల్టర్లకు సరిపోయే ఉత్పత్తులు లేవు')).toBeTruthy()
    expect(screen.getByText('ఫిల్టర్లు అమలులో ఉన్నాయి')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'అన్నీ తీసివేయండి' }).length).toBeGreaterThan(0)
    expectTranslated(page)
  })

  it('reads in Malayalam: heading, count, sort and cards, and the empty state after a filter', async () => {
    stubApi()
    const user = userEvent.setup()
    const page = await renderIn('ml')
    const card = (await screen.findByRole('heading', { level: 3, name: 'Tulsi Powder' })).closest('article')
    if (!card) throw new Error('no card')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ഞങ്ങളുടെ ഉൽപ്പന്നങ്ങൾ')
    expect(within(card).getByText('അവലോകനങ്ങളില്ല')).toBeTruthy()
    expect(within(card).getByRole('button', { name: /കാർട്ടിൽ ചേർക്കുക/ })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('കാണിക്കുന്നത് 3 ഉൽപ്പന്നങ്ങൾ')
    expect(screen.getByRole('option', { name: 'വില: കുറഞ്ഞത് ആദ്യം' })).toBeTruthy()
    expect(screen.getByText('22% കിഴിവ്')).toBeTruthy()
    expectTranslated(page)

    await user.click(await screen.findByRole('radio', { name: 'സ്റ്റോക്കുണ്ട്' }))
    expect(await screen.findByText('ഫിൽട്ടറുകൾ പ്രയോഗിച്ചു')).toBeTruthy()
    await user.click(await screen.findByRole('radio', { name: 'സ്റ്റോക്കില്ല' }))
    expect(await screen.findByText('ഈ ഫിൽട്ടറുകൾക്ക് ചേരുന്ന ഉൽപ്പന്നങ്ങളില്ല')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'എല്ലാം മായ്ക്കുക' }).length).toBeGreaterThan(0)
    expectTranslated(page)
  })
})
