import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dataReply,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { removals, StartSellingPanel } from './start-selling-panel.tsx'

// Decision 050: the owner sees exactly what Start selling removes, confirms, and then sees since when the shop sells.

const preview = {
  selling_since: null,
  sample_reviews: 82,
  sample_coupons: ['DEAL5', 'SAVE10'],
  test_orders: 3,
  test_invoices: 2,
}
const renderPanel = () =>
  renderAdmin(<Route path="/admin/settings" element={<StartSellingPanel />} />, '/admin/settings')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Start selling', () => {
  it('lists what goes, asks, sends the confirmation, then says since when the shop sells', async () => {
    let selling = false
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/start-selling' && init?.method === 'POST') {
        selling = true
        return dataReply({ ...preview, selling_since: '2026-11-28T06:30:00.000Z' })
      }
      if (url === '/api/admin/v1/start-selling')
        return dataReply(selling ? { ...preview, selling_since: '2026-11-28T06:30:00.000Z' } : preview)
      return undefined
    })
    renderPanel()
    const user = userEvent.setup()
    expect(await screen.findByText('82 sample reviews')).toBeTruthy()
    expect(screen.getByText('the sample coupons DEAL5 and SAVE10')).toBeTruthy()
    expect(screen.getByText('3 test orders (2 invoices: the invoice series starts again at 1)')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Start selling…' }))
    // nothing is sent before the owner confirms; 'Not yet' sends nothing
    await user.click(await screen.findByRole('button', { name: 'Not yet' }))
    expect(sent(fetchMock, 'POST')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Start selling…' }))
    await user.click(await screen.findByRole('button', { name: 'Remove and start selling' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([['/api/admin/v1/start-selling', { confirm: true }]]),
    )
    expect(await screen.findByText(/Your shop has been selling since 28 November 2026/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Start selling…' })).toBeNull()
  })

  it('words one of each, and nothing to remove', () => {
    expect(
      removals({
        selling_since: null,
        sample_reviews: 1,
        sample_coupons: ['DEAL5'],
        test_orders: 1,
        test_invoices: 0,
      }),
    ).toEqual(['1 sample review', 'the sample coupon DEAL5', '1 test order'])
    expect(
      removals({
        selling_since: null,
        sample_reviews: 0,
        sample_coupons: [],
        test_orders: 0,
        test_invoices: 0,
      }),
    ).toEqual([])
  })
})
