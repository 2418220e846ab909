import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#domain/contracts/catalogue.ts'
import type { RecentReview } from '#domain/contracts/reviews.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { product } from '#web/test/products.ts'
import { Component as HomePage } from './home-page.tsx'

// docs/product.md, Routes and screens: "Home". fetch is the browser boundary, answered as the server answers: the featured products
// (GET /api/v1/products?page=1&per_page=8&sort=featured: loads 8, shows 4, moringa first) and the recent reviews
// (GET /api/v1/reviews/recent?limit=6: the top 3 show).
// In the server's order; the grid puts the two moringa products first.
const products = [
  product(104, 'Amla Powder', 'Superfoods', { price: 249, actual_price: 249 }),
  product(105, 'Ashwagandha Powder', 'Herbs', { stock: 6 }),
  product(101, 'Moringa Powder', 'Superfoods', {
    price: 349,
    actual_price: 449,
    rating: 4.6,
    review_count: 7,
  }),
  product(106, 'Tulsi Powder', 'Herbs'),
  product(102, 'Moringa Leaf Tea', 'Superfoods', { stock: 0, stock_status: 'Comming Soon' }),
  product(107, 'Beetroot Powder', 'Superfoods'),
]

function review(id: string, productName: string, rating: number, title: string): RecentReview {
  return {
    id,
    product_id: 101,
    user_id: `u-${id}`,
    user_name: `Shopper ${id}`,
    rating,
    title,
    comment: `${title}: what I thought of the ${productName}.`,
    likes_count: 0,
    is_verified: id === 'r2',
    review_date: '2026-02-01T00:00:00.000Z',
    is_user_liked: false,
    product_name: productName,
    product_image_url: '/images/products/101.svg',
  }
}
const reviews = [
  review('r1', 'Amla Powder', 5, 'Tangy and fresh'),
  review('r2', 'Moringa Powder', 4, 'Green and mild'),
  review('r3', 'Moringa Powder', 5, 'Best moringa yet'),
  review('r4', 'Moringa Leaf Tea', 3, 'Fine tea'),
]

type Reply = { status: number; body: unknown }
const productsReply = (list: Product[]): Reply => ({
  status: 200,
  body: {
    success: true,
    data: list,
    pagination: {
      page: 1,
      per_page: 8,
      total: list.length,
      total_pages: 1,
      has_next: false,
      has_prev: false,
    },
  },
})
const reviewsReply = (list: RecentReview[]): Reply => ({
  status: 200,
  body: { success: true, data: { reviews: list } },
})
const failure: Reply = { status: 500, body: { success: false, message: 'Internal server error' } }

/**
 * Answers the two home requests with the next reply queued for each; with none queued the request waits for
 * `answer`. Returns the addresses asked.
 */
function stubHomeApi(replies: { products?: Reply[]; reviews?: Reply[] }) {
  const queues = { products: [...(replies.products ?? [])], reviews: [...(replies.reviews ?? [])] }
  const waiting: { products: ((r: Reply) => void)[]; reviews: ((r: Reply) => void)[] } = {
    products: [],
    reviews: [],
  }
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      asked.push(url.pathname + url.search)
      const which =
        url.pathname === '/api/v1/products'
          ? 'products'
          : url.pathname === '/api/v1/reviews/recent'
            ? 'reviews'
            : undefined
      if (!which) throw new Error(`unexpected request ${url}`)
      const reply = queues[which].shift() ?? (await new Promise<Reply>((r) => waiting[which].push(r)))
      return Response.json(reply.body, { status: reply.status })
    }),
  )
  const answer = (which: 'products' | 'reviews', reply: Reply) => {
    const waiter = waiting[which].shift()
    if (waiter) waiter(reply)
    else queues[which].push(reply)
  }
  return { asked, answer }
}

/** What React reports of errors its boundaries caught (the featured grid's shows in place). */
let caught: unknown[] = []

/** Awaited, as the page suspends while it renders (the featured grid waits on its request with use()). */
async function renderHomePage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  caught = []
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<HomePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
      { onCaughtError: (error) => caught.push(error) },
    )
  })
}

const featuredSection = () => screen.getByRole('region', { name: 'Featured Products' })
const featuredCards = () => within(featuredSection()).queryAllByTestId('featured-card')

afterEach(() => vi.unstubAllGlobals())

describe('home page (docs/product.md, Routes and screens)', () => {
  it('shows the hero, the values, skeletons while loading, then four featured products with moringa first', async () => {
    const { asked, answer } = stubHomeApi({})
    await renderHomePage()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sun-dried goodness, from our farmers to your kitchen' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Our Story' }).getAttribute('href')).toBe('/about')
    expect(screen.getByRole('link', { name: /Shop Moringa/ }).getAttribute('href')).toBe(
      '/product/moringa/101',
    )
    const values = within(screen.getByRole('region', { name: 'Our values' }))
    expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Purity',
      'Heritage',
      'Sustainability',
      'Wellness',
    ])

    // loading: the grid and the reviews are placeholders until their replies come
    expect(await screen.findByRole('list', { name: 'Loading featured products' })).toBeTruthy()
    expect(await screen.findByRole('list', { name: 'Loading reviews' })).toBeTruthy()
    expect(asked).toContain('/api/v1/products?page=1&per_page=8&sort=featured')
    expect(asked).toContain('/api/v1/reviews/recent?limit=6')

    answer('products', productsReply(products))
    await screen.findAllByTestId('featured-card')
    expect(screen.queryByRole('list', { name: 'Loading featured products' })).toBeNull()
    const cards = featuredCards()
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Moringa Powder',
      'Moringa Leaf Tea',
      'Amla Powder',
      'Ashwagandha Powder',
    ])
    // Featured badge on moringa items, a stock badge, a percent-off badge when discounted; each links to its page
    const [moringa, tea, amla, ashwagandha] = cards.map((c) => within(c))
    expect(moringa?.getByText('Featured')).toBeTruthy()
    expect(moringa?.getByText('In Stock')).toBeTruthy()
    expect(moringa?.getByText('22% OFF')).toBeTruthy()
    expect(moringa?.getByText('₹349.00')).toBeTruthy()
    expect(moringa?.getByRole('link', { name: 'Moringa Powder' }).getAttribute('href')).toBe('/product/101')
    expect(tea?.getByText('Featured')).toBeTruthy()
    expect(tea?.getByText('Coming Soon')).toBeTruthy()
    expect(amla?.queryByText('Featured')).toBeNull()
    expect(amla?.queryByText(/% OFF/)).toBeNull()
    expect(ashwagandha?.getByText('Low Stock')).toBeTruthy()
    expect(
      within(featuredSection())
        .getAllByRole('link', { name: /View All Products/ })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/products', '/products'])
    // the teaser for the moringa page
    expect(screen.getByRole('link', { name: /Discover Moringa/ }).getAttribute('href')).toBe(
      '/product/moringa/101',
    )
  })

  it('shows the top three reviews, moringa first then by rating', async () => {
    stubHomeApi({ products: [productsReply(products)], reviews: [reviewsReply(reviews)] })
    await renderHomePage()
    const block = await screen.findByTestId('home-reviews')
    expect(screen.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeTruthy()
    const shown = within(block).getAllByRole('listitem')
    expect(shown.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Best moringa yet',
      'Green and mild',
      'Fine tea',
    ])
    const second = within(shown[1] as HTMLElement)
    expect(second.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy()
    expect(second.getByText('Green and mild: what I thought of the Moringa Powder.')).toBeTruthy()
    expect(second.getByText('Shopper r2')).toBeTruthy()
    expect(second.getByRole('img', { name: 'Verified purchase' })).toBeTruthy()
    expect(second.getByRole('link', { name: 'Moringa Powder' }).getAttribute('href')).toBe('/product/101')
  })

  it('shows no made-up reviews: with none yet, or none loaded, the block is left out (decision 050)', async () => {
    for (const answer of [failure, reviewsReply([])]) {
      stubHomeApi({ products: [productsReply(products)], reviews: [answer] })
      await renderHomePage()
      // the page around it is there, its featured products loaded
      await waitFor(() => expect(featuredCards().length).toBeGreaterThan(0))
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: 'What our customers say' })).toBeNull(),
      )
      expect(screen.queryByTestId('home-reviews')).toBeNull()
      cleanup()
    }
  })

  it('says the featured products could not be loaded, and Try Again loads them', async () => {
    const { answer } = stubHomeApi({ products: [failure], reviews: [reviewsReply(reviews)] })
    const user = userEvent.setup()
    await renderHomePage()
    expect(
      await within(await screen.findByRole('region', { name: 'Featured Products' })).findByText(
        'Failed to fetch featured products. Please try again later.',
      ),
    ).toBeTruthy()
    expect(featuredCards()).toHaveLength(0)
    expect(caught).toEqual([expect.objectContaining({ name: 'ApiError', status: 500 })])

    // awaited act: the click makes the grid suspend again, on the new request
    await act(() => user.click(within(featuredSection()).getByRole('button', { name: 'Try Again' })))
    answer('products', productsReply(products))
    await within(featuredSection()).findAllByTestId('featured-card')
    expect(featuredCards()).toHaveLength(4)
    expect(within(featuredSection()).queryByText(/Failed to fetch featured products/)).toBeNull()
  })
})
