import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Dashboard as DashboardData } from '#domain/contracts/admin-dashboard.ts'
import {
  dataReply,
  listReply,
  never,
  refusal,
  renderAdmin,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { Dashboard } from './dashboard.tsx'

// The overview: its states, the figures of the period, what needs doing (each a link to those orders), and the
// period chosen (the main action: the figures of another range are asked for).

const figures = (over: Partial<DashboardData> = {}): DashboardData => ({
  from: '2026-11-18',
  to: '2026-11-24',
  gross_sales: 12500,
  refunds: 500,
  net_sales: 12000,
  orders: 25,
  average_order_value: 500,
  by_day: [],
  needs_action: { to_pack: 4, to_ship: 2, in_transit: 3, awaiting_payment: 1 },
  top_products: [
    { product_id: 101, name: 'Moringa Powder', net_quantity: '100g', quantity: 12, sales: 3588 },
  ],
  low_stock: [{ id: 102, name: 'Beetroot Powder', stock: 3 }],
  near_expiry: [],
  cod_unremitted: { orders: 0, amount: 0, by_courier: [] },
  ...over,
})

const inbox = [
  {
    id: 'msg-1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: null,
    subject: 'Where is my order?',
    message: 'It has been a week.',
    status: 'new',
    created_at: '2026-11-24T05:00:00.000Z',
  },
]

const renderDashboard = () => renderAdmin(<Route path="/admin" element={<Dashboard />} />, '/admin')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the overview', () => {
  it('says it is loading until the figures come', async () => {
    stubAdminApi(never)
    renderDashboard()
    expect((await screen.findAllByRole('status'))[0]!.textContent).toBe('Loading…')
  })

  it('shows the server’s words when the figures fail', async () => {
    stubAdminApi((url) => (url.includes('/dashboard') ? refusal('The database is busy') : listReply([])))
    renderDashboard()
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy')
  })

  it('a quiet period: no sales, nothing low, no new messages', async () => {
    stubAdminApi((url) =>
      url.includes('/dashboard')
        ? dataReply(
            figures({
              gross_sales: 0,
              net_sales: 0,
              refunds: 0,
              orders: 0,
              average_order_value: 0,
              top_products: [],
              low_stock: [],
            }),
          )
        : listReply([]),
    )
    renderDashboard()
    expect(await screen.findByText('No sales in this period yet.')).toBeTruthy()
    expect(screen.getByText('Nothing is running low.')).toBeTruthy()
    expect(await screen.findByText('No new messages. All answered.')).toBeTruthy()
  })

  it('shows the figures, what needs doing as links to those orders, best sellers, low stock and new messages', async () => {
    stubAdminApi((url) =>
      url.includes('/dashboard') ? dataReply(figures()) : listReply(inbox, { per_page: 5 }),
    )
    renderDashboard()
    const sales = await screen.findByRole('list', { name: 'Sales figures' })
    expect(sales.textContent).toContain('Gross sales₹12,500.00')
    expect(sales.textContent).toContain('Orders25')
    expect(screen.getByRole('link', { name: /To pack/ }).getAttribute('href')).toBe(
      '/admin/orders?status=processing&packed=no',
    )
    expect(screen.getByRole('link', { name: 'Moringa Powder' }).getAttribute('href')).toBe(
      '/admin/products/101',
    )
    expect(screen.getByText('Beetroot Powder')).toBeTruthy()
    expect((await screen.findByRole('link', { name: /Where is my order\?/ })).getAttribute('href')).toBe(
      '/admin/messages/msg-1',
    )
  })

  it('shows the COD delivered and not yet remitted, by courier, with the way to those orders and to the import', async () => {
    stubAdminApi((url) =>
      url.includes('/dashboard')
        ? dataReply(
            figures({
              cod_unremitted: {
                orders: 3,
                amount: 2150,
                by_courier: [
                  {
                    courier: 'Delhivery',
                    orders: 2,
                    amount: 1400,
                    oldest_delivered_at: '2026-11-20T06:00:00.000Z',
                  },
                  {
                    courier: 'Blue Dart',
                    orders: 1,
                    amount: 750,
                    oldest_delivered_at: '2026-11-24T06:00:00.000Z',
                  },
                ],
              },
            }),
          )
        : listReply([]),
    )
    renderDashboard()
    const list = await screen.findByRole('list', { name: 'COD delivered, not yet remitted, by courier' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Delhivery2 orders · oldest 20 Nov 2026₹1,400.00',
      'Blue Dart1 order · oldest 24 Nov 2026₹750.00',
    ])
    expect(screen.getByText('₹2,150.00')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the orders' }).getAttribute('href')).toBe(
      '/admin/orders?cod_remitted=no',
    )
    expect(screen.getByRole('link', { name: 'Import a remittance' }).getAttribute('href')).toBe(
      '/admin/cod-remittance',
    )
  })

  it('says when every delivered COD order has been remitted', async () => {
    stubAdminApi((url) => (url.includes('/dashboard') ? dataReply(figures()) : listReply([])))
    renderDashboard()
    expect(await screen.findByText('Every delivered COD order has been remitted.')).toBeTruthy()
  })

  it('asks for the figures of the period chosen', async () => {
    const fetchMock = stubAdminApi((url) =>
      url.includes('/dashboard') ? dataReply(figures()) : listReply(inbox, { per_page: 5 }),
    )
    renderDashboard()
    await screen.findByRole('list', { name: 'Sales figures' })
    await userEvent.setup().click(screen.getByRole('radio', { name: '30 days' }))
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
        '/api/admin/v1/dashboard?days=7',
        '/api/admin/v1/messages?status=new&per_page=5',
        '/api/admin/v1/dashboard?days=30',
      ]),
    )
  })
})
