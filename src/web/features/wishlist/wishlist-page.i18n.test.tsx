import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#domain/contracts/catalogue.ts'
import type { Favorite } from '#domain/contracts/wishlist.ts'
import { cartMessages } from '#domain/messages-cart.ts'
import { ApiError } from '#web/lib/api-client.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { wishlistKeys } from '#web/lib/query-keys.ts'
import { product as aProduct } from '#web/test/products.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { answerTokenRequest, signIn, signOut } from '#web/test/signed-in.ts'
import { expectTranslated } from '#web/test/translated.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { WishlistPage } from './wishlist-page.tsx'

// The wishlist page in Hindi, Telugu, Kannada and Malayalam (decision 058): its states, cards, summary and what its actions
// say, in the page's language; the products' names as the brand writes them; never a message key or an unfilled
// '{placeholder}'. fetch answers the identity service's token and GET/DELETE /api/v1/favorites as the server does;
// the cart's add is the page's own argument (a coming-soon product is refused with the server's words).
const favorite = (p: Product): Favorite => ({
  id: `fav-${p.id}`,
  product_id: p.id,
  product: p,
  created_at: '2026-11-01T00:00:00Z',
})
const favorites = [
  favorite(aProduct(101, 'Moringa Powder', 'Superfoods', { price: 349, actual_price: 449 })),
  favorite(aProduct(104, 'Amla Powder', 'Superfoods', { price: 249, actual_price: 249 })),
  favorite(aProduct(102, 'Moringa Leaf Tea', 'Herbs', { price: 199, actual_price: 199, stock: 0 })),
]

function stubWishlistApi(list: Favorite[]) {
  let shown = [...list]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const token = answerTokenRequest(url)
      if (token) return token
      if (url.pathname !== '/api/v1/favorites') throw new Error(`unexpected request ${url}`)
      if (init?.method === 'DELETE') {
        const { product_id } = JSON.parse(String(init.body)) as { product_id: number }
        shown = shown.filter((f) => f.product_id !== product_id)
        return Response.json({ success: true, message: 'Removed from favorites' })
      }
      return Response.json({ success: true, data: { favorites: shown, count: shown.length } })
    }),
  )
}

/** The cart's add: Moringa Leaf Tea is coming soon, as the server says it. */
const addToCart = async (productId: number) => {
  if (productId === 102) throw new ApiError(400, cartMessages.comingSoon)
}

async function renderIn(lang: Language) {
  // what is said outside React (the toasts) follows the address, as in the browser
  window.history.replaceState(null, '', lang === 'en' ? '/wishlist' : `/${lang}/wishlist`)
  return renderPageIn(
    lang,
    '/wishlist',
    { path: '/wishlist', element: <WishlistPage addToCart={addToCart} /> },
    { client: queryClient, extra: <Toaster /> },
  )
}

beforeEach(() => queryClient.setQueryDefaults(wishlistKeys.all, { retryDelay: 0 }))
afterEach(() => {
  signOut()
  queryClient.clear()
  localStorage.clear()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('wishlist page in the shopper’s language (decision 058)', () => {
  it('asks a visitor to sign in, in Telugu', async () => {
    stubWishlistApi(favorites)
    const page = await renderIn('te')
    expect(screen.getByRole('heading', { level: 1, name: 'నా విష్‌లిస్ట్' })).toBeTruthy()
    expect(screen.getByText('ఉత్పత్తులను మీ విష్‌లిస్ట్‌లో దాచుకోవడానికి సైన్ ఇన్ చేయండి.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'సైన్ ఇన్' }).getAttribute('href')).toBe('/te/login')
    expectTranslated(page)
  })

  it('lists the saved products in Hindi, and says in Hindi what Add All to Cart could not add', async () => {
    stubWishlistApi(favorites)
    await signIn()
    const user = userEvent.setup()
    const page = await renderIn('hi')
    const h1 = await screen.findByRole('heading', { level: 1, name: /^मेरी विशलिस्ट\s*\(3 सामान\)$/ })
    expect(h1).toBeTruthy()
    const moringa = within(screen.getAllByRole('article')[0]!)
    expect(moringa.getByRole('button', { name: 'Moringa Powder कार्ट में डालें' })).toBeTruthy()
    expect(moringa.getByRole('button', { name: 'Moringa Powder हटाएँ' })).toBeTruthy()
    expect(moringa.getByRole('link', { name: 'Moringa Powder की पूरी जानकारी' }).getAttribute('href')).toBe(
      '/hi/product/101',
    )
    const summary = within(screen.getByRole('complementary', { name: 'विशलिस्ट का सारांश' }))
    expect(summary.getByText('कुल सामान').nextElementSibling?.textContent).toBe('3')
    expect(screen.getByRole('heading', { name: 'और जानें' })).toBeTruthy()
    expectTranslated(page)

    await user.click(summary.getByRole('button', { name: 'सब कार्ट में डालें' }))
    expect(await screen.findByText('2 सामान कार्ट में डाल दिए गए!')).toBeTruthy()
    expect(
      screen.getByText('Moringa Leaf Tea (जल्द आ रहा है) नहीं डाला जा सका। यह आपकी विशलिस्ट में बना रहेगा।'),
    ).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^मेरी विशलिस्ट\s*\(1 सामान\)$/)
    expectTranslated(page)
  })

  it('lists the saved products in Kannada and Malayalam', async () => {
    stubWishlistApi(favorites)
    await signIn()
    let page = await renderIn('kn')
    await screen.findByRole('heading', { level: 1, name: /^ನನ್ನ ವಿಶ್‌ಲಿಸ್ಟ್\s*\(3 ವಸ್ತುಗಳು\)$/ })
    expect(screen.getByRole('button', { name: 'ಎಲ್ಲವನ್ನೂ ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ಶೀಘ್ರದಲ್ಲೇ ಬರಲಿದೆ' }).hasAttribute('disabled')).toBe(true)
    expectTranslated(page)
    cleanup()

    page = await renderIn('ml')
    await screen.findByRole('heading', { level: 1, name: /^എന്റെ വിഷ്‌ലിസ്റ്റ്\s*\(3 സാധനങ്ങൾ\)$/ })
    expect(screen.getByRole('complementary', { name: 'വിഷ്‌ലിസ്റ്റ് ചുരുക്കം' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Amla Powder നീക്കുക' })).toBeTruthy()
    expectTranslated(page)
  })

  it('removes a product and clears the list in Telugu', async () => {
    stubWishlistApi(favorites.slice(0, 1))
    await signIn()
    const user = userEvent.setup()
    const page = await renderIn('te')
    await screen.findByRole('heading', { level: 1, name: /^నా విష్‌లిస్ట్\s*\(1 వస్తువు\)$/ })
    await user.click(screen.getByRole('button', { name: 'Moringa Powderను తీసివేయండి' }))
    expect(await screen.findByText('Moringa Powder విష్‌లిస్ట్ నుంచి తీసివేయబడింది')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 1, name: 'మీ విష్‌లిస్ట్ ఖాళీగా ఉంది' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'షాపింగ్ మొదలుపెట్టండి' }).getAttribute('href')).toBe('/te/products')
    expectTranslated(page)
  })
})
