import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminReview } from '#domain/contracts/admin-moderation.ts'
import {
  dataReply,
  expectFieldError,
  fieldIssues,
  listReply,
  never,
  refusal,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { ReviewsPage } from './reviews-page.tsx'

// The reviews list's states, and its main action: hiding a review with a reason, and showing it again.

const review: AdminReview = {
  id: 'rev-1',
  product_id: 101,
  product_name: 'Moringa Powder',
  user_name: 'Kavya M.',
  rating: 1,
  title: 'Buy cheap pills here',
  comment: 'spam',
  is_verified: false,
  created_at: '2026-11-20T10:00:00.000Z',
  hidden: false,
  hidden_reason: null,
  held: false,
  report_count: 0,
  report_reasons: [],
}

const renderReviews = () =>
  renderAdmin(<Route path="/admin/reviews" element={<ReviewsPage />} />, '/admin/reviews')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the reviews list', () => {
  it('says it is loading, then that no review matches, or the server’s words', async () => {
    stubAdminApi(never)
    const first = renderReviews()
    expect((await screen.findByRole('status')).textContent).toBe('Loading…')
    first.unmount()
    stubAdminApi(() => listReply([], { per_page: 20 }))
    const second = renderReviews()
    expect(await screen.findByText('No review matches.')).toBeTruthy()
    second.unmount()
    stubAdminApi(() => refusal('The database is busy'))
    renderReviews()
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy')
  })

  it('hides a review with the reason staff give, and shows it again', async () => {
    let current = review
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/reviews/rev-1/hide' && init?.method === 'POST') {
        current = { ...current, hidden: true, hidden_reason: JSON.parse(String(init.body)).reason }
        return dataReply(current)
      }
      if (url === '/api/admin/v1/reviews/rev-1/show' && init?.method === 'POST') {
        current = { ...current, hidden: false, hidden_reason: null }
        return dataReply(current)
      }
      if (url.startsWith('/api/admin/v1/reviews?')) return listReply([current], { per_page: 20 })
      return undefined
    })
    renderReviews()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Hide' }))
    await user.type(screen.getByLabelText(/^Why is it hidden\?/), 'Spam')
    await user.click(screen.getByRole('button', { name: 'Hide review' }))
    expect(await screen.findByText('Hidden: Spam')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Show again' }))
    await screen.findByRole('button', { name: 'Hide' })
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([
        ['/api/admin/v1/reviews/rev-1/hide', { reason: 'Spam' }],
        ['/api/admin/v1/reviews/rev-1/show', {}],
      ]),
    )
  })

  it('asks for the reason under its box, and puts the route’s issue there too (decision 037)', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/reviews/rev-1/hide' && init?.method === 'POST')
        return fieldIssues([{ path: ['reason'], message: 'Reason: at most 300 characters' }])
      if (url.startsWith('/api/admin/v1/reviews?')) return listReply([review], { per_page: 20 })
      return undefined
    })
    renderReviews()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Hide' }))
    await user.click(screen.getByRole('button', { name: 'Hide review' }))
    await expectFieldError('Why is it hidden?*', 'Say why the review is hidden')
    expect(sent(fetchMock, 'POST')).toEqual([])
    await user.type(screen.getByLabelText(/^Why is it hidden\?/), 'Spam')
    await user.click(screen.getByRole('button', { name: 'Hide review' }))
    await expectFieldError('Why is it hidden?*', 'Reason: at most 300 characters')
    expect(sent(fetchMock, 'POST')).toEqual([['/api/admin/v1/reviews/rev-1/hide', { reason: 'Spam' }]])
  })
})
