import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminCoupon } from '#domain/contracts/admin-coupons.ts'
import { navigationMessages } from '#domain/messages-navigation.ts'
import { Link, MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { CouponPage } from './coupon-page.tsx'

// The coupon form asks before its unsaved edits are lost, and not once they are saved (decision record 028).

const coupon: AdminCoupon = {
  code: 'MORINGA10',
  label: 'Ten per cent off moringa',
  kind: 'percent',
  value: 10,
  starts_at: null,
  ends_at: null,
  min_order: 0,
  per_user_limit: null,
  total_limit: null,
  used_count: 0,
  active: true,
  featured: false,
}

/** The back office's API for one coupon: a save changes it. */
function stubApi() {
  let current = { ...coupon }
  const saved: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        current = { ...current, ...JSON.parse(String(init.body)) }
        saved.push(current)
        return Response.json({ success: true, data: current })
      }
      if (String(input).includes('/coupons/MORINGA10'))
        return Response.json({ success: true, data: { coupon: current, orders: [] } })
      return Response.json({ success: true, data: [] })
    }),
  )
  return saved
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the coupon form, unsaved changes', () => {
  it('asks before leaving edited rules, and leaves without asking once they are saved', async () => {
    const saved = stubApi()
    const user = userEvent.setup()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/admin/coupons/MORINGA10']}>
          <Routes>
            <Route path="/admin/coupons/:code" element={<CouponPage />} />
            <Route path="/admin/coupons" element={<p>the list</p>} />
          </Routes>
          <Link to="/admin/coupons">Coupons</Link>
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const label = await screen.findByLabelText('Label')
    await user.type(label, ' this week')
    await user.click(screen.getByRole('link', { name: 'Coupons' }))
    expect(confirm).toHaveBeenCalledWith(navigationMessages.unsavedChanges)
    expect(screen.queryByText('the list')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save coupon' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    await screen.findByRole('button', { name: 'Save coupon' }) // the save is over
    await user.click(screen.getByRole('link', { name: 'Coupons' }))
    expect(await screen.findByText('the list')).toBeTruthy()
    expect(confirm).toHaveBeenCalledTimes(1)
  })
})
