import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminOrderRow } from '#domain/contracts/admin-orders.ts'
import {
  listReply,
  never,
  refusal,
  renderAdmin,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { OrdersPage } from './orders-page.tsx'

// The orders console's list: its states, and its main work: finding orders and choosing them for the packing slips.

const row = (id: string, over: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id,
  created_at: '2026-11-24T05:00:00.000Z',
  status: 'processing',
  payment_status: 'completed',
  payment_method: 'upi',
  customer_name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '+919848012345',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
  item_count: 2,
  total: 698,
  refunded: 0,
  coupon_code: null,
  courier_waybill: null,
  invoice_number: null,
  packed_at: null,
  ...over,
})

const renderOrders = (path = '/admin/orders') =>
  renderAdmin(<Route path="/admin/orders" element={<OrdersPage />} />, path)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the orders list', () => {
  it('says it is loading until the list comes', async () => {
    stubAdminApi(never)
    renderOrders()
    expect((await screen.findByRole('status')).textContent).toBe('Loading…')
  })

  it('says no order matches the filters when a filtered list is empty', async () => {
    stubAdminApi(() => listReply([]))
    renderOrders('/admin/orders?status=shipped')
    expect(await screen.findByText('No order matches these filters.')).toBeTruthy()
  })

  it('folds the filters behind one button on a phone, which counts those in use', async () => {
    stubAdminApi(() => listReply([row('SN261124-AAAAAA')]))
    renderOrders('/admin/orders?status=processing&pin=560001')
    const button = await screen.findByRole('button', { name: 'Filters (2)' })
    const folded = document.getElementById('order-filters')!
    expect(button.getAttribute('aria-controls')).toBe('order-filters')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    // hidden below lg, shown from lg (display: contents keeps the form's grid)
    expect(folded.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'lg:contents']))
    expect(within(folded).getByLabelText('Status')).toBeTruthy()
    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(folded.className.split(' ')).not.toContain('hidden')
  })

  it('shows the server’s words when the list fails, and reads again on Try again', async () => {
    let calls = 0
    // the list's first read fails (the page's other reads, the courier in use, answer as usual)
    stubAdminApi((input) =>
      new URL(input, 'http://localhost').pathname !== '/api/admin/v1/orders'
        ? undefined
        : ++calls === 1
          ? refusal('The database is busy')
          : listReply([row('SN261124-AAAAAA')]),
    )
    renderOrders()
    expect((await screen.findByRole('alert')).textContent).toContain('The database is busy')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'SN261124-AAAAAA' })).toBeTruthy()
  })

  it('lists the orders with their state, and links each to its page', async () => {
    stubAdminApi(() =>
      listReply([
        row('SN261124-AAAAAA'),
        row('SN261124-BBBBBB', {
          status: 'shipped',
          customer_name: 'Ravi Kumar',
          packed_at: '2026-11-24T06:00:00Z',
        }),
      ]),
    )
    renderOrders()
    const link = await screen.findByRole('link', { name: 'SN261124-AAAAAA' })
    expect(link.getAttribute('href')).toBe('/admin/orders/SN261124-AAAAAA')
    const table = within(screen.getByRole('table'))
    expect(table.getByText('To pack')).toBeTruthy()
    expect(table.getByText('Shipped')).toBeTruthy()
    expect(table.getAllByText('Ravi Kumar').length).toBeGreaterThan(0)
    // the wire's 698 rupees, decoded to paise by the contract and shown as rupees (decision 039)
    expect(table.getAllByText('₹698.00').length).toBeGreaterThan(0)
    expect(screen.getByText('2 in all')).toBeTruthy()
  })

  it('shows what to weigh beside a cash order, and nothing beside one paid online', async () => {
    stubAdminApi(() =>
      listReply([
        row('SN261124-CCCCCC', {
          payment_method: 'cod',
          payment_status: 'pending',
          cod_signals: { pin_state_mismatch: true, refused_before: 2, first_order: false, high_value: true },
        }),
        row('SN261124-DDDDDD', {
          payment_method: 'cod',
          payment_status: 'pending',
          cod_signals: { pin_state_mismatch: false, refused_before: 0, first_order: true, high_value: false },
        }),
        row('SN261124-EEEEEE', { cod_signals: null }),
      ]),
    )
    renderOrders()
    await screen.findByRole('link', { name: 'SN261124-CCCCCC' })
    const lists = screen.getAllByRole('list', { name: 'Cash on delivery signals' })
    expect(
      lists.map((l) =>
        within(l)
          .getAllByRole('listitem')
          .map((i) => i.textContent),
      ),
    ).toEqual([['Refused 2 parcels before', 'PIN and state differ', 'High value'], ['First order']])
    const online = screen.getByRole('link', { name: 'SN261124-EEEEEE' }).closest('tr')!
    expect(within(online).queryByRole('list', { name: 'Cash on delivery signals' })).toBeNull()
  })

  it('searches as staff type (the query goes to the server), and chooses orders for their packing slips', async () => {
    const fetchMock = stubAdminApi(() => listReply([row('SN261124-AAAAAA'), row('SN261124-BBBBBB')]))
    renderOrders()
    const user = userEvent.setup()
    await screen.findByRole('link', { name: 'SN261124-AAAAAA' })
    await user.type(screen.getByLabelText('Search'), '98480')
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/v1/orders?q=98480&page=1&per_page=25',
      ),
    )
    expect(screen.getByRole('button', { name: 'Packing slips' }).hasAttribute('disabled')).toBe(true)
    await user.click(screen.getByLabelText('Choose every order on this page'))
    expect(screen.getByText('2 orders chosen')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Packing slips' }).hasAttribute('disabled')).toBe(false)
    await user.click(screen.getByLabelText('Choose order SN261124-BBBBBB'))
    expect(screen.getByText('1 order chosen')).toBeTruthy()
  })
})
