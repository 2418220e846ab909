import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Cart } from '#domain/contracts/cart.ts'
import type { Favorite } from '#domain/contracts/wishlist.ts'
import { CartRuntime } from '#web/features/cart/cart-runtime.tsx'
import { productQuery } from '#web/lib/api/get-product.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { moringa } from '#web/test/products.ts'
import { answerTokenRequest, signIn, signOut } from '#web/test/signed-in.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { useCartCount, useWishlistCount } from '../shell/use-counts.ts'
import { Component as ProductPage } from './product-page.tsx'

// The query cache is the cart's and the wishlist's one source. A change's reply is the new cart (or
// favourite): the drawer, the page and the header's badges take it from the cache, so one click is one request.
// fetch is the browser's boundary: every request the page makes is recorded and answered as the server does.

function cartWith(quantity: number): Cart {
  const items =
    quantity === 0
      ? []
      : [
          {
            id: 'line-1',
            product_id: moringa.id,
            variant_index: 0,
            sku: 'MORINGA-POWDER-100G',
            size: moringa.size,
            quantity,
            unit_price: moringa.price,
            actual_price: moringa.actual_price,
            stock_status: moringa.stock_status,
            in_stock: true,
            total_price: moringa.price * quantity,
            product: { ...moringa },
          },
        ]
  const total = moringa.price * quantity
  return {
    id: 'cart-1',
    user_id: 'u-1',
    total_items: items.length,
    item_count: quantity,
    total_price: total,
    discount_amount: 0,
    discounted_total: null,
    total,
    coupon_code: null,
    has_expired: false,
    items,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    created_by: 'u-1',
    updated_by: 'u-1',
  }
}

const favorite: Favorite = {
  id: 'fav-101',
  product_id: moringa.id,
  product: moringa,
  created_at: '2026-11-01T00:00:00Z',
}

/** Answers the shop API as the server does and records every request but the identity service's token. */
function stubServer() {
  const calls: string[] = []
  let cart = cartWith(0)
  const ok = (data: unknown) => Response.json({ success: true, data })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const token = answerTokenRequest(url)
      if (token) return token
      const method = init?.method ?? 'GET'
      calls.push(`${method} ${url.pathname}`)
      const route = `${method} ${url.pathname}`
      if (route === 'GET /api/v1/cart/count') return ok({ item_count: cart.item_count })
      if (route === 'GET /api/v1/cart') return ok({ cart })
      if (route === 'POST /api/v1/cart/items') {
        cart = cartWith(cart.item_count + (JSON.parse(String(init?.body)) as { quantity: number }).quantity)
        return ok({ cart })
      }
      if (route === 'GET /api/v1/favorites') return ok({ favorites: [], count: 0 })
      if (route === 'POST /api/v1/favorites') return ok({ favorite, created: true })
      throw new Error(`unexpected request ${route}`)
    }),
  )
  return calls
}

function Badges() {
  return (
    <p>
      cart {useCartCount()}, wishlist {useWishlistCount()}
    </p>
  )
}

function renderProductPage() {
  // The page's own reads (the product, the list beside it, its reviews) are in the cache as the loader leaves
  // them, or idle: only the cart's and the wishlist's requests leave the test.
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Number.POSITIVE_INFINITY, retry: false } },
  })
  client.setQueryData(productQuery('101').queryKey, moringa)
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/product/101']}>
        <Toaster />
        <Badges />
        <Routes>
          <Route path="/product/:id" element={<ProductPage />} />
        </Routes>
        <CartRuntime />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

let calls: string[]
beforeEach(async () => {
  calls = stubServer()
  await signIn()
})
afterEach(() => {
  signOut()
  queryClient.clear()
  localStorage.clear()
  vi.unstubAllGlobals()
})

/** Lets anything a change set off (an event, a listener, a lazily loaded drawer) run and ask what it asks. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)))

/** Renders the page and waits until the badges have read the account's counts (what a page load asks). */
async function openPage() {
  renderProductPage()
  await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['GET /api/v1/cart/count'])))
  await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['GET /api/v1/favorites'])))
  await screen.findByText('cart 0, wishlist 0')
  // The parts under the first screen load as they come near (here at once: jsdom has no IntersectionObserver)
  // and ask what they ask (the profile's PIN, the shopper's reviews); the signed-in heart is the wishlist's own.
  await screen.findByRole('region', { name: 'Check delivery' })
  await screen.findByRole('heading', { name: 'Customer Reviews' })
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Add to Wishlist: Moringa Powder' })).toHaveProperty(
      'disabled',
      false,
    ),
  )
  await settle()
  calls.length = 0
}

describe('one click, one request', () => {
  it('Add to Cart sends only POST /cart/items: the drawer and the badge take its reply', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('button', { name: /ADD TO CART/ }))
    const drawer = await screen.findByRole('dialog', { name: /^Shopping Cart/ })
    await within(drawer).findByRole('heading', { name: 'Moringa Powder' })
    await screen.findByText('cart 1, wishlist 0')
    await settle()
    expect(calls).toEqual(['POST /api/v1/cart/items'])
  })

  it('the wishlist heart sends only POST /favorites: the heart and the badge take its reply', async () => {
    const user = userEvent.setup()
    await openPage()
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist: Moringa Powder' }))
    await screen.findByRole('button', { name: 'Remove from Wishlist: Moringa Powder' })
    await screen.findByText('cart 0, wishlist 1')
    await settle()
    expect(calls).toEqual(['POST /api/v1/favorites'])
  })
})
