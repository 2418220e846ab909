import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readGuestCart } from '#web/features/cart/api/guest-cart-storage.ts'
import { productQuery } from '#web/lib/api/get-product.ts'
import { onAppEvent } from '#web/lib/app-events.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { moringa } from '#web/test/products.ts'
import { Toaster, toast } from '#web/ui/toast.tsx'
import { loader, Component as ProductPage } from './product-page.tsx'

// Decision 005: quantities above 99 were capped silently; the shop tells the truth, and the stepper's number can be typed.
// The product page as a visitor uses it: the product is in the page's query cache, as the loader leaves it; the
// visitor's cart is the browser's. Queries nothing put in the cache stay idle (no request leaves the test).

function idleClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Number.POSITIVE_INFINITY, retry: false } },
  })
  client.setQueryData(productQuery('101').queryKey, moringa)
  return client
}

function pageAt101(client = idleClient()) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/product/101']}>
        <Toaster />
        <Routes>
          <Route path="/product/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  )
}

const renderProductPage = () => render(pageAt101())

const quantityBox = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement
const addToCart = () => screen.getByRole('button', { name: /ADD TO CART/ })
const inCart = () => readGuestCart().find((l) => l.productId === 101)?.quantity ?? 0
/** Toasts outlive a render (they are the page's, not a component's): close what an earlier step left. */
async function closeToasts(user: ReturnType<typeof userEvent.setup>) {
  for (const close of screen.queryAllByRole('button', { name: 'Close notification' })) await user.click(close)
}

beforeEach(() => localStorage.clear())

describe('product page quantity (decision 005)', () => {
  it("takes a typed 120 or 150 and says 'You can buy up to 99 of an item per order', adding nothing", async () => {
    const user = userEvent.setup()
    renderProductPage()
    for (const typed of ['120', '150']) {
      await closeToasts(user)
      await user.clear(quantityBox())
      await user.type(quantityBox(), typed)
      await user.click(addToCart()) // leaving the box takes the number
      expect(quantityBox().value).toBe(typed)
      expect(screen.getByTestId('line-total').textContent).toBe(typed === '120' ? '₹41,880.00' : '₹52,350.00')
      await screen.findByText('You can buy up to 99 of an item per order')
      // never the stock (146 left) for 150, never a success
      expect(screen.queryByText(/Only 146 left/)).toBeNull()
      expect(screen.queryByText(/added to cart successfully/)).toBeNull()
      expect(inCart()).toBe(0)
    }
  })

  it('adds a typed 60 once; a second 60 is refused with the limit and the line stays 60', async () => {
    const user = userEvent.setup()
    renderProductPage()
    await closeToasts(user)
    // counted as said, not as still on screen: a toast closes by itself after a while, sooner than a busy machine runs this
    const said = vi.spyOn(toast, 'success')
    await user.clear(quantityBox())
    await user.type(quantityBox(), '60{Enter}')
    await user.click(addToCart())
    await screen.findByText('Moringa Powder added to cart successfully!')
    expect(inCart()).toBe(60)

    await user.click(addToCart())
    await screen.findByText('You can buy up to 99 of an item per order')
    expect(inCart()).toBe(60)
    // one success in all: the second 60 said the limit instead
    expect(said.mock.calls.filter(([m]) => /added to cart successfully/.test(m))).toHaveLength(1)
    said.mockRestore()
  })
})

// What is under a phone's first screen loads as the shopper scrolls near it, so the server's render (and
// the browser's first, which hydrates it) holds the product and its purchase panel only; the rest arrives later.
describe('product page: first render and what loads later', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('renders the product, the purchase panel and the legal details, not the parts under the first screen', () => {
    const html = renderToString(pageAt101())
    for (const shown of [
      '<h1',
      'Moringa Powder',
      'ADD TO CART',
      'Add to Wishlist: Moringa Powder',
      'Net quantity',
    ])
      expect(html).toContain(shown)
    for (const later of ['Check delivery', 'Ingredients', 'You Might Also Like', 'Customer Reviews'])
      expect(html).not.toContain(later)
    // the rating's link still has its target, holding the place the reviews will take
    expect(html).toContain('href="#reviews"')
    expect(html).toContain('id="reviews"')
  })

  it('then shows them (jsdom has no IntersectionObserver: near at once)', async () => {
    renderProductPage()
    await screen.findByRole('region', { name: 'Check delivery' })
    await screen.findByRole('button', { name: /Ingredients/ })
    await screen.findByRole('heading', { name: 'Customer Reviews' })
    // the related products' list is only asked for now (idle in this test): their placeholders stand in
    await screen.findByRole('region', { name: 'You Might Also Like' })
  })

  it('loads the product only: the list for the related products is not fetched with the page', async () => {
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input))
        return new Response(JSON.stringify({ data: moringa }), {
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await loader({ params: { id: '101' }, search: new URLSearchParams(), queryClient: client })
    await vi.waitFor(() => expect(asked).toHaveLength(1))
    expect(asked[0]).toMatch(/\/products\/101$/)
    expect(client.getQueryCache().findAll({ queryKey: ['products', 'list'] })).toEqual([])
  })

  it("a visitor's heart asks them to sign in, as the wishlist's does", async () => {
    const user = userEvent.setup()
    const asked: string[] = []
    const stop = onAppEvent('loginRequired', (d) => asked.push(d.message))
    renderProductPage()
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist: Moringa Powder' }))
    stop()
    expect(asked).toEqual(['Please login to continue'])
  })
})
