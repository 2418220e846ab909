import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminCoupon } from '#domain/contracts/admin-coupons.ts'
import {
  dataReply,
  expectFieldError,
  fieldIssues,
  never,
  refusal,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { CouponsPage } from './coupons-page.tsx'

// The coupons list: its states, a new coupon (refused without code and value), pause after asking, resume.

const coupon = (code: string, over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  code,
  label: 'Ten per cent off',
  kind: 'percent',
  value: 10,
  starts_at: null,
  ends_at: null,
  min_order: 0,
  per_user_limit: null,
  total_limit: null,
  used_count: 3,
  active: true,
  featured: false,
  version: 1,
  ...over,
})

const renderCoupons = () =>
  renderAdmin(<Route path="/admin/coupons" element={<CouponsPage />} />, '/admin/coupons')

/** The coupons, changed by the writes sent. */
function stubCoupons(list: AdminCoupon[]) {
  let current = [...list]
  return stubAdminApi((url, init) => {
    if (url === '/api/admin/v1/coupons' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body))
      const made = coupon(body.code, { label: body.label, kind: body.kind, value: body.value, used_count: 0 })
      current = [...current, made]
      return dataReply(made)
    }
    if (url.startsWith('/api/admin/v1/coupons/') && init?.method === 'PATCH') {
      const code = url.split('/').pop()
      current = current.map((c) =>
        c.code === code ? { ...c, ...JSON.parse(String(init.body)), version: c.version + 1 } : c,
      )
      return dataReply(current.find((c) => c.code === code))
    }
    if (url === '/api/admin/v1/coupons') return dataReply(current)
    return undefined
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the coupons list', () => {
  it('says it is loading, then that there are none, or the server’s words', async () => {
    stubAdminApi(never)
    const first = renderCoupons()
    expect((await screen.findByRole('status')).textContent).toBe('Loading…')
    first.unmount()
    stubAdminApi(() => dataReply([]))
    const second = renderCoupons()
    expect(await screen.findByText('No coupons yet.')).toBeTruthy()
    second.unmount()
    stubAdminApi(() => refusal('The database is busy'))
    renderCoupons()
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy')
  })

  it('lists coupons with their value and state, each linked to its page', async () => {
    stubCoupons([coupon('MORINGA10'), coupon('FLAT100', { kind: 'flat', value: 100, active: false })])
    renderCoupons()
    const table = within(await screen.findByRole('table'))
    expect(table.getByRole('link', { name: 'MORINGA10' }).getAttribute('href')).toBe(
      '/admin/coupons/MORINGA10',
    )
    expect(table.getByText('10% off')).toBeTruthy()
    expect(table.getByText('₹100.00 off')).toBeTruthy()
    expect(table.getByText('Active')).toBeTruthy()
    expect(table.getByText('Paused')).toBeTruthy()
  })

  it('creates a coupon, refusing one without a code and a value', async () => {
    const fetchMock = stubCoupons([])
    renderCoupons()
    const user = userEvent.setup()
    await screen.findByText('No coupons yet.')
    await user.click(screen.getByRole('button', { name: 'New coupon' }))
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Give a code and a value')
    await user.type(screen.getByLabelText(/^Code/), 'DIWALI15')
    await user.type(screen.getByLabelText(/^Per cent off/), '15')
    // its limits, its window and the cart's button in the same step
    await user.type(screen.getByLabelText(/^Uses per shopper/), '1')
    await user.type(screen.getByLabelText(/^Uses in all/), '500')
    await user.type(screen.getByLabelText(/^Starts \(India time\)/), '2026-11-01T00:00')
    await user.type(screen.getByLabelText(/^Ends \(India time\)/), '2026-11-05T23:59')
    await user.click(screen.getByLabelText(/^Offer it in the cart/))
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(await screen.findByRole('link', { name: 'DIWALI15' })).toBeTruthy()
    expect(sent(fetchMock, 'POST')).toEqual([
      [
        '/api/admin/v1/coupons',
        {
          code: 'DIWALI15',
          label: 'DIWALI15',
          kind: 'percent',
          value: 15,
          per_user_limit: 1,
          total_limit: 500,
          starts_at: '2026-11-01T00:00:00+05:30',
          ends_at: '2026-11-05T23:59:00+05:30',
          featured: true,
        },
      ],
    ])
  })

  it('puts the server’s field issue under its box, and checks a new coupon with the contract', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/coupons' && init?.method === 'POST')
        return fieldIssues([{ path: ['value'], message: 'Value must be above zero' }])
      if (url === '/api/admin/v1/coupons') return dataReply([])
      return undefined
    })
    renderCoupons()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'New coupon' }))
    await user.type(screen.getByLabelText(/^Code/), 'D!')
    await user.type(screen.getByLabelText(/^Per cent off/), '15')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    await expectFieldError('Code*', 'Code: 3 to 32 letters, digits, - or _')
    expect(sent(fetchMock, 'POST')).toEqual([])
    await user.clear(screen.getByLabelText(/^Code/))
    await user.type(screen.getByLabelText(/^Code/), 'diwali15')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    await expectFieldError('Per cent off*', 'Value must be above zero')
    expect(sent(fetchMock, 'POST')).toEqual([
      [
        '/api/admin/v1/coupons',
        {
          code: 'DIWALI15',
          label: 'diwali15',
          kind: 'percent',
          value: 15,
          per_user_limit: null,
          total_limit: null,
          starts_at: null,
          ends_at: null,
          featured: false,
        },
      ],
    ])
  })

  it('pauses a coupon after asking, and resumes it', async () => {
    const fetchMock = stubCoupons([coupon('MORINGA10')])
    renderCoupons()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Pause' }))
    expect(await screen.findByText('Pause MORINGA10?')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Pause coupon' }))
    await user.click(await screen.findByRole('button', { name: 'Resume' }))
    await screen.findByRole('button', { name: 'Pause' })
    await waitFor(() =>
      expect(sent(fetchMock, 'PATCH')).toEqual([
        ['/api/admin/v1/coupons/MORINGA10', { active: false, version: 1 }],
        ['/api/admin/v1/coupons/MORINGA10', { active: true, version: 2 }],
      ]),
    )
  })

  it('offers a coupon in the cart and takes it out again, naming the version it saw', async () => {
    const fetchMock = stubCoupons([coupon('MORINGA10'), coupon('DEAL5', { featured: true, value: 5 })])
    renderCoupons()
    const user = userEvent.setup()
    const deal5 = (await screen.findByRole('link', { name: 'DEAL5' })).closest('tr')!
    expect(within(deal5).getByText('In the cart')).toBeTruthy()
    const moringa = screen.getByRole('link', { name: 'MORINGA10' }).closest('tr')!
    expect(within(moringa).queryByText('In the cart')).toBeNull()
    await user.click(within(moringa).getByRole('button', { name: 'Offer in cart: MORINGA10' }))
    await waitFor(() => expect(within(moringa).getByText('In the cart')).toBeTruthy())
    await user.click(within(deal5).getByRole('button', { name: 'Take out of cart: DEAL5' }))
    await waitFor(() => expect(within(deal5).queryByText('In the cart')).toBeNull())
    expect(sent(fetchMock, 'PATCH')).toEqual([
      ['/api/admin/v1/coupons/MORINGA10', { featured: true, version: 1 }],
      ['/api/admin/v1/coupons/DEAL5', { featured: false, version: 1 }],
    ])
  })
})
