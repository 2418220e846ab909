import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Review } from '#domain/contracts/reviews.ts'
import { messages } from '#domain/messages.ts'
import { resetLoginPromptThrottle } from '#web/lib/login-required.ts'
import { ProductReviews } from './product-reviews.tsx'

// The signed-in shopper is the one thing taken from outside; everything else goes through fetch.
const session = vi.hoisted(() => ({ user: null as null | { uid: string } }))
vi.mock('#web/lib/use-session.ts', () => ({
  useSession: () => ({ user: session.user, isSignedIn: session.user !== null, checking: false }),
}))

const review = (id: string, userId: string, name: string, extra: Partial<Review> = {}): Review => ({
  id,
  product_id: 105,
  user_id: userId,
  user_name: name,
  rating: 4,
  title: `Title by ${name}`,
  comment: 'Fresh and fine.',
  likes_count: 2,
  is_verified: false,
  review_date: '2026-03-04T10:00:00Z',
  is_user_liked: false,
  ...extra,
})

function stubApi(reviews: Review[]) {
  const calls: { url: string; method: string; body?: unknown }[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    calls.push({ url: url.pathname, method, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    if (url.pathname.endsWith('/like')) {
      return Response.json({
        success: true,
        data: { review_id: 'r2', likes_count: 3, is_user_liked: true, action_performed: 'liked' },
      })
    }
    if (url.pathname.startsWith('/api/v1/users/'))
      return Response.json({ success: true, data: { reviews: [], pagination: {} } })
    return Response.json({
      success: true,
      data: {
        reviews,
        average_rating: 4.25,
        total_reviews: reviews.length,
        pagination: {
          page: 1,
          per_page: 10,
          total: reviews.length,
          total_pages: 1,
          has_next: false,
          has_prev: false,
        },
      },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ProductReviews product={{ id: 105, name: 'Beetroot Powder', category: 'Superfoods' }} />
    </QueryClientProvider>,
  )
}

const item = (name: string) => screen.getByRole('article', { name: `Review by ${name}` })

beforeEach(() => {
  session.user = null
  resetLoginPromptThrottle()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ProductReviews', () => {
  it('shows Delete only on the signed-in author’s own review', async () => {
    session.user = { uid: 'user-a' }
    stubApi([review('r1', 'user-a', 'Asha'), review('r2', 'user-b', 'Bhavna')])
    renderSection()
    await screen.findByRole('article', { name: 'Review by Asha' })
    expect(within(item('Asha')).getByRole('button', { name: 'Delete' })).toBeTruthy()
    expect(within(item('Bhavna')).queryByRole('button', { name: 'Delete' })).toBeNull()
    // Having reviewed this product, the shopper edits rather than writes.
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeTruthy()
  })

  it('shows no Delete at all when signed out, and asks to sign in to write or like', async () => {
    stubApi([review('r1', 'user-a', 'Asha')])
    const prompts: string[] = []
    const listen = (e: Event) => prompts.push((e as CustomEvent<{ message: string }>).detail.message)
    window.addEventListener('loginRequired', listen)
    const user = userEvent.setup()
    renderSection()
    await screen.findByRole('article', { name: 'Review by Asha' })
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.getByText('4.3')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Write a Review' }))
    expect(prompts).toEqual([messages.http.unauthenticated])
    expect(screen.queryByRole('dialog')).toBeNull()
    window.removeEventListener('loginRequired', listen)
  })

  it('likes at once and settles on the server’s count', async () => {
    session.user = { uid: 'user-a' }
    const calls = stubApi([review('r2', 'user-b', 'Bhavna')])
    const user = userEvent.setup()
    renderSection()
    const like = await within(await screen.findByRole('article', { name: 'Review by Bhavna' })).findByRole(
      'button',
      { name: /Helpful/ },
    )
    expect(like.getAttribute('aria-pressed')).toBe('false')
    await user.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
    await screen.findByText(/\(3\)/)
    expect(calls.find((c) => c.url.endsWith('/like'))?.body).toEqual({ action: 'like' })
  })

  it('opens the review form for a signed-in shopper', async () => {
    session.user = { uid: 'user-c' }
    stubApi([review('r1', 'user-a', 'Asha')])
    const user = userEvent.setup()
    renderSection()
    await user.click(await screen.findByRole('button', { name: 'Write a Review' }))
    const dialog = await screen.findByRole('dialog', { name: 'Write a Review' })
    expect(
      (within(dialog).getByRole('button', { name: 'Submit Review' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })
})
