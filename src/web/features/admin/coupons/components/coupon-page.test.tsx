import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminCoupon } from '#domain/contracts/admin-coupons.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { navigationMessages } from '#domain/messages-navigation.ts'
import {
  dataReply,
  expectFieldError,
  fieldIssues,
  refusal,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Link, Route } from '#web/lib/router.tsx'
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
  version: 1,
}

/** The back office's API for one coupon: a save changes it. */
function stubApi() {
  let current = { ...coupon }
  const saved: unknown[] = []
  stubAdminApi((url, init) => {
    if (init?.method === 'PATCH') {
      current = { ...current, ...JSON.parse(String(init.body)), version: current.version + 1 }
      saved.push(current)
      return dataReply(current)
    }
    if (url.includes('/coupons/MORINGA10')) return dataReply({ coupon: current, orders: [] })
    return dataReply([])
  })
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
    renderAdmin(
      <>
        <Route path="/admin/coupons/:code" element={<CouponPage />} />
        <Route path="/admin/coupons" element={<p>the list</p>} />
      </>,
      '/admin/coupons/MORINGA10',
      <Link to="/admin/coupons">Coupons</Link>,
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

describe('the coupon form, its checks', () => {
  const renderCoupon = () =>
    renderAdmin(<Route path="/admin/coupons/:code" element={<CouponPage />} />, '/admin/coupons/MORINGA10')

  it('checks with the contract before sending: each problem under its box', async () => {
    const fetchMock = stubAdminApi(() => dataReply({ coupon, orders: [] }))
    renderCoupon()
    const user = userEvent.setup()
    await user.clear(await screen.findByLabelText('Per cent off'))
    await user.type(screen.getByLabelText('Per cent off'), '150')
    await user.type(screen.getByLabelText('Uses in all'), 'ten')
    await user.click(screen.getByRole('button', { name: 'Save coupon' }))
    await expectFieldError('Uses in all', 'Uses in all must be a number')
    await user.clear(screen.getByLabelText('Uses in all'))
    await user.click(screen.getByRole('button', { name: 'Save coupon' }))
    await expectFieldError('Per cent off', 'A percent discount is at most 100')
    expect(sent(fetchMock, 'PATCH')).toEqual([])
  })

  it('puts the server’s field issues under their boxes, and its refusal at the top', async () => {
    let answer = fieldIssues([
      { path: ['ends_at'], message: 'The end must come after the start' },
      { path: ['featured'], message: 'Featured must be true or false' },
    ])
    const fetchMock = stubAdminApi((_url, init) =>
      init?.method === 'PATCH' ? answer : dataReply({ coupon, orders: [] }),
    )
    renderCoupon()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Ends (India time)'), '2026-12-01T10:00')
    await user.click(screen.getByRole('button', { name: 'Save coupon' }))
    await expectFieldError('Ends (India time)', 'The end must come after the start')
    // an issue about no box of the form is the form's message, in the server's words
    expect((await screen.findByRole('alert')).textContent).toBe('Featured must be true or false')
    const [[, body]] = sent(fetchMock, 'PATCH') as [[string, Record<string, unknown>]]
    // only the field the person changed, with the version (decision 040)
    expect(body).toEqual({ ends_at: '2026-12-01T10:00:00+05:30', version: 1 })
    answer = refusal('Coupon not found', 404)
    await user.click(screen.getByRole('button', { name: 'Save coupon' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Coupon not found'))
  })
})

describe('the coupon form, someone else’s save (decision 040)', () => {
  it('sends its version; on a 409 keeps the edits, shows what changed, and applies them to the latest', async () => {
    const latest = { ...coupon, min_order: 500, version: 2 }
    const fetchMock = stubAdminApi((_url, init) => {
      if (init?.method !== 'PATCH') return dataReply({ coupon, orders: [] })
      const body = JSON.parse(String(init.body))
      if (body.version !== latest.version)
        return Response.json(
          {
            success: false,
            message: adminMessages.staleEdit('coupon'),
            reason: 'stale_version',
            current: latest,
          },
          { status: 409 },
        )
      return dataReply({ ...latest, ...body, version: 3 })
    })
    renderAdmin(<Route path="/admin/coupons/:code" element={<CouponPage />} />, '/admin/coupons/MORINGA10')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Label'), ' this week')
    await user.click(screen.getByRole('button', { name: 'Save coupon' }))
    const notice = await screen.findByRole('alert', { name: 'Changed by someone else' })
    expect(notice.textContent).toContain(adminMessages.staleEdit('coupon'))
    expect((screen.getByLabelText('Label') as HTMLInputElement).value).toBe(`${coupon.label} this week`)
    expect(
      within(screen.getByTestId('changed-min_order'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '500'])
    await user.click(within(notice).getByRole('button', { name: 'Apply my changes to the latest' }))
    await waitFor(() => expect(sent(fetchMock, 'PATCH')).toHaveLength(2))
    const bodies = (sent(fetchMock, 'PATCH') as [string, Record<string, unknown>][]).map(([, b]) => b)
    // the person's one change each time, never the minimum order they merely loaded (0) over the latest (500)
    expect(bodies).toEqual([
      { label: `${coupon.label} this week`, version: 1 },
      { label: `${coupon.label} this week`, version: 2 },
    ])
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Changed by someone else' })).toBeNull())
  })
})
