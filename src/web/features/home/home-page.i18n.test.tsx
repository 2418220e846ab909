import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecentReview } from '#domain/contracts/reviews.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { product } from '#web/test/products.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { Component as HomePage } from './home-page.tsx'

// The home page in Hindi, Telugu and Malayalam (decision 058): its own texts translated, the products' names as the brand
// writes them, and never a message key or an unfilled placeholder.
const products = [
  product(101, 'Moringa Powder', 'Superfoods', {
    price: 349,
    actual_price: 449,
    rating: 4.6,
    review_count: 7,
  }),
  product(105, 'Ashwagandha Powder', 'Herbs', { stock: 6 }),
]
const review: RecentReview = {
  id: 'r1',
  product_id: 101,
  user_id: 'u-1',
  user_name: 'Lakshmi',
  rating: 5,
  title: 'Best moringa yet',
  comment: 'Green and fresh.',
  likes_count: 0,
  is_verified: true,
  review_date: '2026-02-01T00:00:00.000Z',
  is_user_liked: false,
  product_name: 'Moringa Powder',
  product_image_url: '/images/products/101.svg',
}

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname === '/api/v1/products') {
        return Response.json({
          success: true,
          data: products,
          pagination: { page: 1, per_page: 8, total: 2, total_pages: 1, has_next: false, has_prev: false },
        })
      }
      if (url.pathname === '/api/v1/reviews/recent') {
        return Response.json({ success: true, data: { reviews: [review] } })
      }
      throw new Error(`unexpected request ${url}`)
    }),
  )
}

async function renderIn(lang: Language) {
  const container = await renderPageIn(lang, '/', { path: '/', element: <HomePage /> })
  await screen.findAllByTestId('featured-card')
  await screen.findByTestId('home-reviews')
  return container
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('home page in Hindi, Telugu and Malayalam (decision 058)', () => {
  it('reads in Hindi', async () => {
    stubApi()
    const page = await renderIn('hi')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'धूप में सुखाई सेहत, हमारे किसानों से आपकी रसोई तक',
    )
    expect(screen.getByRole('link', { name: /मोरिंगा खरीदें/ }).getAttribute('href')).toBe(
      '/hi/product/moringa/101',
    )
    const featured = within(screen.getByRole('region', { name: 'ख़ास उत्पाद' }))
    expect(featured.getByText('22% छूट')).toBeTruthy()
    expect(featured.getByText('Moringa Powder')).toBeTruthy()
    expect(featured.getByText('थोड़ा ही बचा है')).toBeTruthy()
    expect(screen.getByRole('img', { name: '5 में से 5 रेटिंग' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'सत्यापित खरीदारी' })).toBeTruthy()
    expect(screen.getByText('चरण 2')).toBeTruthy()
    expect(document.title).toContain('धूप में सुखाए मोरिंगा')
    expectTranslated(page)
  })

  it('reads in Telugu', async () => {
    stubApi()
    const page = await renderIn('te')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ఎండలో ఆరిన ఆరోగ్యం, మా రైతుల నుంచి మీ వంటింటికి')
    const values = within(screen.getByRole('region', { name: 'మా విలువలు' }))
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'స్వచ్ఛత',
      'వారసత్వం',
      'సుస్థిరత',
      'ఆరోగ్యం',
    ])
    const featured = within(screen.getByRole('region', { name: 'ప్రత్యేక ఉత్పత్తులు' }))
    expect(featured.getByText('22% తగ్గింపు')).toBeTruthy()
    expect(featured.getAllByText('ప్రత్యేకం').length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { level: 2, name: 'మా కస్టమర్లు ఏమంటున్నారు' })).toBeTruthy()
    expectTranslated(page)
  })

  it('reads in Malayalam', async () => {
    stubApi()
    const page = await renderIn('ml')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'വെയിലത്തുണക്കിയ നന്മ, ഞങ്ങളുടെ കർഷകരിൽ നിന്ന് നിങ്ങളുടെ അടുക്കളയിലേക്ക്',
    )
    expect(screen.getByRole('link', { name: /മുരിങ്ങ വാങ്ങുക/ }).getAttribute('href')).toBe(
      '/ml/product/moringa/101',
    )
    const values = within(screen.getByRole('region', { name: 'ഞങ്ങളുടെ മൂല്യങ്ങൾ' }))
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'ശുദ്ധി',
      'പാരമ്പര്യം',
      'സുസ്ഥിരത',
      'ആരോഗ്യം',
    ])
    const featured = within(screen.getByRole('region', { name: 'പ്രത്യേക ഉൽപ്പന്നങ്ങൾ' }))
    expect(featured.getByText('22% കിഴിവ്')).toBeTruthy()
    expect(featured.getByText('Moringa Powder')).toBeTruthy()
    expect(featured.getByText('കുറച്ചേ ബാക്കിയുള്ളൂ')).toBeTruthy()
    expect(screen.getByRole('img', { name: '5-ൽ 5 റേറ്റിംഗ്' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'സ്ഥിരീകരിച്ച വാങ്ങൽ' })).toBeTruthy()
    expect(screen.getByText('ഘട്ടം 2')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'ഉപഭോക്താക്കൾ പറയുന്നത്' })).toBeTruthy()
    expect(document.title).toContain('വെയിലത്തുണക്കിയ മുരിങ്ങ')
    expectTranslated(page)
  })
})

describe('the translation guard', () => {
  it('fails on a key or an unfilled placeholder on screen', () => {
    for (const shown of ['home.hero.title', 'Step {step}']) {
      const { container } = render(<p>{shown}</p>)
      expect(() => expectTranslated(container)).toThrow()
      cleanup()
    }
  })
})
