import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminReview } from '#domain/contracts/admin-moderation.ts'
import { listReply, renderAdmin, stubAdminApi } from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { ReviewsPage } from './reviews-page.tsx'

// The back office's Reviews page with shoppers' reports (decisions 007 and 022): the API is answered at fetch.

const review = (id: string, over: Partial<AdminReview>): AdminReview => ({
  id,
  product_id: 101,
  product_name: 'Moringa Powder',
  user_name: 'Kavya M.',
  rating: 2,
  title: `Review ${id}`,
  comment: 'Arrived stale.',
  is_verified: false,
  created_at: '2026-11-20T10:00:00.000Z',
  hidden: false,
  hidden_reason: null,
  held: false,
  report_count: 0,
  report_reasons: [],
  ...over,
})

function stubApi() {
  const urls: URL[] = []
  stubAdminApi((input) => {
    const url = new URL(input, 'http://localhost')
    urls.push(url)
    return listReply(
      url.searchParams.get('reported') === 'true'
        ? [review('a', { report_count: 3, report_reasons: ['spam', 'offensive'] })]
        : [
            review('b', { report_count: 1, report_reasons: ['off_topic'] }),
            review('c', { title: 'Never reported' }),
          ],
      { per_page: 20 },
    )
  })
  return urls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Reviews in the back office', () => {
  it('says how often and why a review was reported, and filters to reported ones', async () => {
    const urls = stubApi()
    const user = userEvent.setup()
    renderAdmin(<Route path="/admin/reviews" element={<ReviewsPage />} />, '/admin/reviews')
    expect(await screen.findByText('Reported 1 time: off topic')).toBeTruthy()
    expect(screen.getAllByText(/^Reported \d/)).toHaveLength(1)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reported' }), 'Reported, most first')
    expect(await screen.findByText('Reported 3 times: spam, offensive')).toBeTruthy()
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('reported')).toBe('true'))
    expect(urls[0]?.searchParams.has('reported')).toBe(false)
  })

  it('shows the queue of reviews waiting for approval, and approves one', async () => {
    const posts: string[] = []
    let approved = false
    stubAdminApi((input, init) => {
      const url = new URL(input, 'http://localhost')
      if (init?.method === 'POST') {
        posts.push(url.pathname)
        approved = true
        return Response.json({ success: true, data: review('w', { held: false }) })
      }
      return listReply(
        url.searchParams.get('held') === 'true' && !approved
          ? [review('w', { held: true, title: 'Waits' })]
          : [],
        { per_page: 20 },
      )
    })
    const user = userEvent.setup()
    renderAdmin(<Route path="/admin/reviews" element={<ReviewsPage />} />, '/admin/reviews')
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Approval' }),
      'Waiting, longest first',
    )
    expect(await screen.findByText('Waiting for approval')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(posts).toEqual(['/api/admin/v1/reviews/w/approve']))
    expect(await screen.findByText('No review matches.')).toBeTruthy()
  })
})
