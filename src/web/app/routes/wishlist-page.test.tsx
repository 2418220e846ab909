import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#domain/contracts/catalogue.ts'
import type { Favorite } from '#domain/contracts/wishlist.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { wishlistKeys } from '#web/lib/query-keys.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { product as aProduct } from '#web/test/products.ts'
import { answerTokenRequest, signIn, signOut } from '#web/test/signed-in.ts'
import { Component as WishlistPage } from './wishlist-page.tsx'

// docs/product.md, Routes and screens: "Wishlist page". fetch is the browser boundary: the identity service's token, GET /api/v1/favorites
// and DELETE /api/v1/favorites {product_id} (docs/product.md, Calls) are answered as the server answers them. The wishlist lives
// in the app's one query cache, as in the browser.
/** Wishlist items are ₹249 unless a test says otherwise. */
const product = (id: number, name: string, category: string, extra: Partial<Product> = {}) =>
  aProduct(id, name, category, { price: 249, actual_price: 249, ...extra })
const favorite = (p: Product): Favorite => ({
  id: `fav-${p.id}`,
  product_id: p.id,
  product: p,
  created_at: '2026-11-01T00:00:00Z',
})
const favorites = [
  favorite(product(101, 'Moringa Powder', 'Superfoods', { price: 349, actual_price: 449 })),
  favorite(product(104, 'Amla Powder', 'Superfoods')),
  favorite(product(102, 'Moringa Leaf Tea', 'Herbs', { price: 199, stock: 0, stock_status: 'Comming Soon' })),
]

type Reply = { status: number; body: unknown }
const listReply = (list: Favorite[]): Reply => ({
  status: 200,
  body: { success: true, data: { favorites: list, count: list.length } },
})
const serverError: Reply = { status: 500, body: { success: false, message: 'Internal server error' } }

/** GET /favorites takes the next queued reply (or waits for `answer`); each DELETE is recorded and succeeds. */
function stubWishlistApi(...replies: Reply[]) {
  const queue = [...replies]
  const waiting: ((reply: Reply) => void)[] = []
  const listed: string[] = []
  const removed: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost') // the token request's address is relative
      const token = answerTokenRequest(url)
      if (token) return token
      if (url.pathname !== '/api/v1/favorites') throw new Error(`unexpected request ${url}`)
      if (init?.method === 'DELETE') {
        removed.push(JSON.parse(String(init.body)))
        return Response.json({ success: true, message: 'Removed from favorites' })
      }
      listed.push(new Headers(init?.headers).get('authorization') ?? '')
      const reply = queue.shift() ?? (await new Promise<Reply>((resolve) => waiting.push(resolve)))
      return Response.json(reply.body, { status: reply.status })
    }),
  )
  return {
    listed,
    removed,
    answer: (reply: Reply) => (waiting.shift() ?? ((r: Reply) => queue.push(r)))(reply),
  }
}

function renderWishlistPage() {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/wishlist']}>
        <Routes>
          <Route path="/wishlist" element={<WishlistPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

// The app's retry policy stands (a 500 is asked twice more), without its back-off.
beforeEach(() => queryClient.setQueryDefaults(wishlistKeys.all, { retryDelay: 0 }))
afterEach(() => {
  signOut()
  queryClient.clear()
  localStorage.clear()
  vi.unstubAllGlobals()
})

const heading = () => screen.getByRole('heading', { level: 1 })
const cards = () => screen.getAllByRole('article')

describe('wishlist page (docs/product.md, Routes and screens)', () => {
  it('asks a visitor to sign in, and asks nothing of the server', () => {
    const { listed } = stubWishlistApi()
    renderWishlistPage()
    expect(heading().textContent).toBe('My Wishlist')
    expect(screen.getByText('Sign in to save products to your wishlist.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login')
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/signup')
    expect(listed).toEqual([])
  })

  it('shows a loading state, then each saved product with the summary', async () => {
    const { listed, answer } = stubWishlistApi()
    await signIn()
    renderWishlistPage()
    expect(heading().textContent).toBe('My Wishlist')
    expect(screen.getByRole('status', { name: 'Loading your wishlist' })).toBeTruthy()
    await waitFor(() => expect(listed).toHaveLength(1))
    expect(listed[0]).toMatch(/^Bearer .+\.sig$/)

    answer(listReply(favorites))
    expect(await screen.findByRole('heading', { level: 1, name: /^My Wishlist\s*\(3 items\)$/ })).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading your wishlist' })).toBeNull()

    // (jsdom's accessible names leave out the space before a visually hidden part: \s*)
    const [moringa, amla, tea] = cards().map((c) => within(c))
    expect(moringa?.getByText('Superfoods')).toBeTruthy()
    expect(moringa?.getByRole('heading', { name: 'Moringa Powder' })).toBeTruthy()
    expect(moringa?.getByRole('link', { name: 'Moringa Powder' }).getAttribute('href')).toBe('/product/101')
    expect(moringa?.getByText('₹349.00')).toBeTruthy()
    expect(moringa?.getByText('₹449.00').textContent).toBe('MRP ₹449.00') // struck out, above the price
    expect(moringa?.getByRole('button', { name: /^Add to Cart:\s*Moringa Powder$/ })).toBeTruthy()
    expect(moringa?.getByRole('button', { name: /^Remove\s*Moringa Powder$/ })).toBeTruthy()
    expect(
      moringa?.getByRole('link', { name: /^View Details\s*of Moringa Powder$/ }).getAttribute('href'),
    ).toBe('/product/101')
    expect(amla?.queryByText(/MRP/)).toBeNull()
    expect(tea?.getByRole('button', { name: 'Coming Soon' }).hasAttribute('disabled')).toBe(true)

    const summary = within(screen.getByRole('complementary', { name: 'Wishlist Summary' }))
    expect(summary.getByText('Total items').nextElementSibling?.textContent).toBe('3')
    expect(summary.getByText('Total value').nextElementSibling?.textContent).toBe('₹797.00')
    expect(summary.getByRole('button', { name: 'Add All to Cart' })).toBeTruthy()
    expect(summary.getByRole('link', { name: 'Add More Items' }).getAttribute('href')).toBe('/products')
    expect(screen.getByRole('heading', { name: 'Discover More' })).toBeTruthy()
  })

  it('clears the wishlist only after Clear Wishlist is confirmed', async () => {
    const { removed } = stubWishlistApi(listReply(favorites))
    await signIn()
    const user = userEvent.setup()
    renderWishlistPage()
    await screen.findByRole('heading', { level: 1, name: /^My Wishlist\s*\(3 items\)$/ })

    await user.click(screen.getByRole('button', { name: 'Clear Wishlist' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Clear Wishlist' })
    expect(within(dialog).getByText('Are you sure you want to clear your wishlist?')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(removed).toEqual([])
    expect(cards()).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Clear Wishlist' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Clear Wishlist' })
    await user.click(within(dialog).getByRole('button', { name: 'Clear Wishlist' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Wishlist is Empty' })).toBeTruthy()
    // one by one (docs/product.md, Calls)
    expect(removed).toEqual([{ product_id: 101 }, { product_id: 104 }, { product_id: 102 }])
  })

  it("says 'Your Wishlist is Empty' with Start Shopping when nothing is saved", async () => {
    stubWishlistApi(listReply([]))
    await signIn()
    renderWishlistPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Wishlist is Empty' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/products')
    expect(screen.getByRole('heading', { name: 'Discover More' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Clear Wishlist' })).toBeNull()
  })

  it("says 'Failed to load wishlist' when the list cannot be loaded, and Try Again loads it", async () => {
    const { listed } = stubWishlistApi(serverError, serverError, serverError, listReply(favorites))
    await signIn()
    const user = userEvent.setup()
    renderWishlistPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeTruthy()
    expect(screen.getByText('Failed to load wishlist. Please try again.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/products')
    expect(listed).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { level: 1, name: /^My Wishlist\s*\(3 items\)$/ })).toBeTruthy()
  })
})
