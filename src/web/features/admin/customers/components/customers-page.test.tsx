import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dataReply,
  listReply,
  never,
  refusal,
  renderAdmin,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { CustomerPage, CustomersPage } from './customers-page.tsx'

// Customers: the list's states and search, and one customer with orders and addresses.

const asha = {
  id: 'user-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  joined_at: '2026-10-01T05:00:00.000Z',
  orders: 3,
  lifetime_value: 1497,
  last_order_at: '2026-11-20T05:00:00.000Z',
}

const ashaInFull = {
  id: 'user-1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  email_verified: true,
  joined_at: '2026-10-01T05:00:00.000Z',
  lifetime_value: 1497,
  orders: [
    {
      id: 'SN261120-AAAAAA',
      status: 'delivered',
      payment_status: 'completed',
      payment_method: 'upi',
      total: 499,
      created_at: '2026-11-20T05:00:00.000Z',
    },
  ],
  addresses: [
    {
      name: 'Asha Rao',
      mobile: '+919848012345',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560001',
      is_default: true,
    },
  ],
}

const renderAt = (path: string) =>
  renderAdmin(
    <>
      <Route path="/admin/customers" element={<CustomersPage />} />
      <Route path="/admin/customers/:id" element={<CustomerPage />} />
    </>,
    path,
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the customers list', () => {
  it('says it is loading until the list comes', async () => {
    stubAdminApi(never)
    renderAt('/admin/customers')
    expect((await screen.findByRole('status')).textContent).toBe('Loading…')
  })

  it('says when nobody has signed up yet', async () => {
    stubAdminApi(() => listReply([]))
    renderAt('/admin/customers')
    expect(await screen.findByText('No customers yet: shoppers appear here once they sign up.')).toBeTruthy()
  })

  it('shows the server’s words when the list fails', async () => {
    stubAdminApi(() => refusal('The database is busy'))
    renderAt('/admin/customers')
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy')
  })

  it('lists customers with orders and spend, and searches by what staff type', async () => {
    const fetchMock = stubAdminApi((url) => (url.includes('q=nobody') ? listReply([]) : listReply([asha])))
    renderAt('/admin/customers')
    const link = await screen.findByRole('link', { name: 'Asha Rao' })
    expect(link.getAttribute('href')).toBe('/admin/customers/user-1')
    const row = within(screen.getByRole('table'))
    expect(row.getByText('₹1,497.00')).toBeTruthy()
    expect(row.getByText('3')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Newsletter subscribers (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/v1/subscribers.csv',
    )
    await userEvent.setup().type(screen.getByLabelText('Search'), 'nobody')
    expect(await screen.findByText('No customer matches.')).toBeTruthy()
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/v1/customers?q=nobody&page=1&per_page=25',
      ),
    )
  })
})

describe('one customer', () => {
  it('shows their orders and addresses', async () => {
    stubAdminApi((url) => (url === '/api/admin/v1/customers/user-1' ? dataReply(ashaInFull) : undefined))
    renderAt('/admin/customers/user-1')
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeTruthy()
    // the order id opens the order; the mobile is tap-to-call with a WhatsApp chat beside it
    expect(screen.getByRole('link', { name: 'SN261120-AAAAAA' }).getAttribute('href')).toBe(
      '/admin/orders/SN261120-AAAAAA',
    )
    expect(screen.getByRole('link', { name: 'Call +91 98480 12345' }).getAttribute('href')).toBe(
      'tel:+919848012345',
    )
    expect(screen.getByRole('link', { name: 'WhatsApp +91 98480 12345' }).getAttribute('href')).toBe(
      'https://wa.me/919848012345',
    )
    expect(screen.getByText('Delivered')).toBeTruthy()
    expect(screen.getByText('Paid')).toBeTruthy()
    expect(screen.getByText(/12 MG Road/)).toBeTruthy()
    expect(screen.getByText('Default')).toBeTruthy()
  })

  it('shows the server’s words for a customer that is not there', async () => {
    stubAdminApi(() => refusal('Customer not found', 404))
    renderAt('/admin/customers/user-9')
    expect((await screen.findByRole('alert')).textContent).toBe('Customer not found')
  })
})
