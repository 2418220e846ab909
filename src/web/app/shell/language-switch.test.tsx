import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { productQuery } from '#web/lib/api/get-product.ts'
import { productsQuery } from '#web/lib/api/get-products.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { createQueryClient } from '#web/lib/query-client.ts'
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from '#web/lib/router.tsx'
import { LanguageLinks } from './language-links.tsx'
import {
  LANGUAGE_CHOICE_KEY,
  LanguageOffer,
  LanguageSwitch,
  leaveFor,
  offeredLanguage,
} from './language-switch.tsx'

// Decision 058: the address's prefix is the page's language; links keep it; the switch and the offer lead to the
// same page at another language's address.

function Where() {
  const { pathname, search } = useLocation()
  const { lang, t } = useT()
  return (
    <p data-testid="where">
      {lang} {pathname}
      {search} {t('nav.products')}
    </p>
  )
}

function Page() {
  const navigate = useNavigate()
  return (
    <>
      <Where />
      <Link to="/cart">to cart</Link>
      <button type="button" onClick={() => navigate('/recipes?page=2')}>
        navigate
      </button>
    </>
  )
}

function app(at: string, extra: ReactNode = null) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="products" element={<Page />} />
          <Route path="cart" element={<Where />} />
          <Route path="recipes" element={<Where />} />
          <Route path="*" element={<p data-testid="where">not found</p>} />
        </Routes>
        {extra}
      </MemoryRouter>
    </QueryClientProvider>
  )
}

let assigned: string[] = []
beforeEach(() => {
  assigned = []
  vi.spyOn(leaveFor, 'assign').mockImplementation((href) => void assigned.push(href))
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('language addresses', () => {
  it('matches routes without the prefix, provides the language, and keeps the prefix on links and navigate()', async () => {
    render(app('/hi/products'))
    expect(screen.getByTestId('where').textContent).toBe('hi /products उत्पाद')
    const link = screen.getByRole('link', { name: 'to cart' })
    expect(link.getAttribute('href')).toBe('/hi/cart')
    await userEvent.click(link)
    expect(screen.getByTestId('where').textContent).toBe('hi /cart उत्पाद')
  })

  it('navigates in the same language', async () => {
    render(app('/te/products'))
    await userEvent.click(screen.getByRole('button', { name: 'navigate' }))
    expect(screen.getByTestId('where').textContent).toBe('te /recipes?page=2 ఉత్పత్తులు')
  })

  it('leaves English addresses as they are', () => {
    render(app('/products'))
    expect(screen.getByTestId('where').textContent).toBe('en /products Products')
    expect(screen.getByRole('link', { name: 'to cart' }).getAttribute('href')).toBe('/cart')
  })

  it('takes an unknown prefix for no language: the English not-found page', () => {
    render(app('/xx/products'))
    expect(screen.getByTestId('where').textContent).toBe('not found')
  })
})

describe('the language switch', () => {
  it('lists each language by its own name, linking to this page in it, the current one marked', () => {
    render(app('/hi/products?category=Herbs', <LanguageLinks />))
    const links = screen.getAllByRole('link').filter((a) => a.hasAttribute('hreflang'))
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('lang')])).toEqual([
      ['English', '/products?category=Herbs', 'en'],
      ['हिन्दी', '/hi/products?category=Herbs', 'hi'],
      ['తెలుగు', '/te/products?category=Herbs', 'te'],
      ['தமிழ்', '/ta/products?category=Herbs', 'ta'],
      ['ಕನ್ನಡ', '/kn/products?category=Herbs', 'kn'],
      ['മലയാളം', '/ml/products?category=Herbs', 'ml'],
    ])
    expect(screen.getByRole('link', { name: 'हिन्दी' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBeNull()
  })

  it('goes to the address in the chosen language and remembers the choice (keyboard too)', async () => {
    render(app('/hi/products', <LanguageLinks />))
    screen.getByRole('link', { name: 'తెలుగు' }).focus()
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(assigned).toEqual(['/te/products']))
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('te')
  })
})

describe('the offer to a Hindi or Telugu browser', () => {
  const browser = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)

  it('reads the first of the browser languages the shop offers; an English one first means none', () => {
    expect(offeredLanguage(['te-IN', 'en-IN'])).toBe('te')
    expect(offeredLanguage(['hi'])).toBe('hi')
    expect(offeredLanguage(['en-IN', 'hi'])).toBeNull()
    expect(offeredLanguage(['fr', 'ta'])).toBeNull()
  })

  it('offers Hindi, in Hindi, on a first visit to an English page; declined, it is not offered again', async () => {
    browser(['hi-IN', 'en'])
    const { unmount } = render(app('/products', <LanguageOffer />))
    const bar = await screen.findByTestId('language-offer')
    expect(bar.getAttribute('lang')).toBe('hi')
    expect(bar.textContent).toContain('क्या आप यह दुकान हिन्दी में देखना चाहेंगे?')
    expect(screen.getByRole('link', { name: 'हाँ, बदलें' }).getAttribute('href')).toBe('/hi/products')
    await userEvent.click(screen.getByRole('button', { name: 'नहीं, धन्यवाद' }))
    expect(screen.queryByTestId('language-offer')).toBeNull()
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en')
    unmount()
    render(app('/products', <LanguageOffer />))
    await act(async () => {})
    expect(screen.queryByTestId('language-offer')).toBeNull()
  })

  it('accepted, goes to the page in that language', async () => {
    browser(['te'])
    render(app('/cart', <LanguageOffer />))
    await userEvent.click(await screen.findByRole('link', { name: 'అవును, మార్చండి' }))
    await vi.waitFor(() => expect(assigned).toEqual(['/te/cart']))
  })

  it('is not made on a page already in another language, nor to an English browser', async () => {
    browser(['hi'])
    render(app('/te/products', <LanguageOffer />))
    await act(async () => {})
    expect(screen.queryByTestId('language-offer')).toBeNull()
    cleanup()
    browser(['en-GB'])
    render(app('/products', <LanguageOffer />))
    await act(async () => {})
    expect(screen.queryByTestId('language-offer')).toBeNull()
  })
})

describe("catalogue reads in the page's language (decision 059)", () => {
  it('asks ?lang= for a language other than English, and keeps each language apart in the cache', async () => {
    const urls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        urls.push(String(input))
        return Response.json({ success: true, data: [], pagination: { page: 1, total: 0, has_next: false } })
      }),
    )
    const hindi = createQueryClient('hi')
    const english = createQueryClient('en')
    await hindi.fetchQuery(productsQuery({ page: 1, perPage: 20 }))
    await english.fetchQuery(productsQuery({ page: 1, perPage: 20 }))
    expect(new URL(urls[0] ?? '').searchParams.get('lang')).toBe('hi')
    expect(new URL(urls[1] ?? '').searchParams.has('lang')).toBe(false)
    const key = productQuery(7).queryKey
    hindi.setQueryData(key, { id: 7, name: 'हल्दी' } as never)
    expect(hindi.getQueryCache().find({ queryKey: key })?.queryHash).toContain('"hi"')
    expect(english.getQueryData(key)).toBeUndefined()
  })
})

describe("the header's switch", () => {
  it('is a button that shows the languages, and closes on Escape with focus back on it', async () => {
    render(app('/te/products', <LanguageSwitch />))
    const button = screen.getByRole('button', { name: 'భాష: తెలుగు' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'हिन्दी' })).toBeNull()
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    // the list arrives with its first opening (language-links.tsx)
    expect((await screen.findByRole('link', { name: 'हिन्दी' })).getAttribute('href')).toBe('/hi/products')
    await userEvent.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
    expect(screen.queryByRole('link', { name: 'हिन्दी' })).toBeNull()
    // a click on the button again closes it too (not closed by the pointer's going away and opened again)
    await userEvent.click(button)
    await screen.findByRole('link', { name: 'हिन्दी' })
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })
})
