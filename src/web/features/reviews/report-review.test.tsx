import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Review } from '#domain/contracts/reviews.ts'
import { reviewMessages } from '#domain/messages-reviews.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { ProductReviews } from './product-reviews.tsx'

// The Report button on the product page's reviews (decision 007). The signed-in shopper is taken from outside;
// the shop's API is answered at fetch, the way the server answers.
const session = vi.hoisted(() => ({ user: null as null | { uid: string } }))
vi.mock('#web/lib/use-session.ts', () => ({
  useSession: () => ({ user: session.user, isSignedIn: session.user !== null, checking: false }),
}))

const review = (id: string, userId: string, name: string): Review => ({
  id,
  product_id: 105,
  user_id: userId,
  user_name: name,
  rating: 2,
  title: `Title by ${name}`,
  comment: 'Clumped in the jar.',
  likes_count: 0,
  is_verified: false,
  review_date: '2026-03-04T10:00:00Z',
  is_user_liked: false,
})

const R2 = '3f1c2a4e-9b7d-4c1e-8a2f-0d6e5b4c3a21'

function stubApi(reviews: Review[], report: { status: number; body: unknown } = { status: 200, body: {} }) {
  const reports: { url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/report')) {
        reports.push({ url: url.pathname, body: JSON.parse(String(init?.body)) })
        return Response.json(report.body, { status: report.status })
      }
      if (url.pathname.startsWith('/api/v1/users/'))
        return Response.json({ success: true, data: { reviews: [], pagination: {} } })
      return Response.json({
        success: true,
        data: {
          reviews,
          average_rating: 3,
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
    }),
  )
  return reports
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <Toaster />
      <ProductReviews product={{ id: 105, name: 'Beetroot Powder', category: 'Superfoods' }} />
    </QueryClientProvider>,
  )
}

const article = (name: string) => screen.findByRole('article', { name: `Review by ${name}` })
const THANKS = 'Thank you. Our team will look at this review.'

beforeEach(() => {
  session.user = null
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Report on a review', () => {
  it('is offered to a signed-in shopper on others’ reviews only, never on a built-in sample', async () => {
    session.user = { uid: 'user-a' }
    stubApi([
      review('r1', 'user-a', 'Asha K.'),
      review(R2, 'user-b', 'Bhavna S.'),
      review('fallback-1', 'x', 'Demo D.'),
    ])
    renderSection()
    // The Report button arrives with its own chunk, just after the review.
    expect(
      await within(await article('Bhavna S.')).findByRole('button', { name: 'Report review by Bhavna S.' }),
    ).toBeTruthy()
    expect(within(await article('Asha K.')).queryByRole('button', { name: /^Report/ })).toBeNull()
    expect(within(await article('Demo D.')).queryByRole('button', { name: /^Report/ })).toBeNull()
  })

  it('is not offered to a signed-out visitor', async () => {
    stubApi([review(R2, 'user-b', 'Bhavna S.')])
    renderSection()
    expect(within(await article('Bhavna S.')).queryByRole('button', { name: /^Report/ })).toBeNull()
  })

  it('asks the reason from the keyboard, sends it, shows the server’s thanks and then reads Reported', async () => {
    session.user = { uid: 'user-a' }
    const reports = stubApi([review(R2, 'user-b', 'Bhavna S.')], {
      status: 200,
      body: { success: true, message: THANKS },
    })
    const user = userEvent.setup()
    renderSection()
    const button = within(await article('Bhavna S.')).getByRole('button', {
      name: 'Report review by Bhavna S.',
    })
    button.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Report this review?' })
    const send = within(dialog).getByRole('button', { name: 'Send report' }) as HTMLButtonElement
    // no reason yet, nothing to send
    expect(send.disabled).toBe(true)
    const group = within(dialog).getByRole('group', { name: 'Reason' })
    expect(within(group).getAllByRole('radio')).toHaveLength(4)
    await user.click(within(group).getByRole('radio', { name: 'Spam or advertising' }))
    await user.keyboard('{ArrowDown}')
    expect(
      (within(group).getByRole('radio', { name: 'Offensive or abusive' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(send.disabled).toBe(false)
    await user.click(send)

    expect(await screen.findByText(THANKS)).toBeTruthy()
    expect(reports).toEqual([
      { url: `/api/v1/products/105/reviews/${R2}/report`, body: { reason: 'offensive' } },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
    const done = within(await article('Bhavna S.')).getByRole('button', {
      name: 'Reported review by Bhavna S.',
    })
    expect(done.getAttribute('aria-disabled')).toBe('true')
    // focus came back to it, and it opens nothing more
    expect(document.activeElement).toBe(done)
    await user.click(done)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(reports).toHaveLength(1)
  })

  it('keeps the dialog open with the server’s words when the report is refused', async () => {
    session.user = { uid: 'user-a' }
    stubApi([review(R2, 'user-b', 'Bhavna S.')], {
      status: 404,
      body: { success: false, message: reviewMessages.notFound },
    })
    const user = userEvent.setup()
    renderSection()
    await user.click(
      within(await article('Bhavna S.')).getByRole('button', { name: 'Report review by Bhavna S.' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Report this review?' })
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain(reviewMessages.notFound)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    // The Report button arrives with its own chunk, just after the review.
    expect(
      await within(await article('Bhavna S.')).findByRole('button', { name: 'Report review by Bhavna S.' }),
    ).toBeTruthy()
  })
})
