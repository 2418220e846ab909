import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { indiaDayAfter, type NdrQueueRow } from '#domain/contracts/admin-ndr.ts'
import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { ndrMessages } from '#domain/messages-ndr.ts'
import {
  dataReply,
  fieldIssues,
  OWNER_ME,
  refusal,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { NdrPage } from './ndr-page.tsx'
import { OrderPage } from './order-page.tsx'

// The failed-deliveries queue (decision 046 amended): each parcel with the courier's reason and the shopper's phone,
// the answer dialog (re-attempt with a date, phone or address line, or return to origin), a courier's refusal said
// in the dialog, which stays open, and a field's problem under its box.

const row = (over: Partial<NdrQueueRow> = {}): NdrQueueRow => ({
  order_id: 'SN261128-NDRAAA',
  customer_name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9848012345',
  address: '12 Jubilee Hills Road, Hyderabad, Telangana',
  pin: '500033',
  payment_method: 'cod',
  total: 698,
  attempts: 1,
  last_reason: 'Consignee not available',
  last_attempt_at: '2026-11-28T06:10:00.000Z',
  courier: 'Delhivery Surface',
  awb: 'SRT000000007',
  state: 'waiting',
  ...over,
})

/** An order as the action's reply carries it. */
const order: AdminOrder = {
  id: 'SN261124-ABCDEF',
  created_at: '2026-11-24T05:00:00.000Z',
  status: 'shipped',
  payment_status: 'completed',
  customer: { id: 'u1', name: 'Kavya Menon', email: 'kavya@example.in' },
  shipping_address: {
    first_name: 'Kavya',
    last_name: 'Menon',
    mobile: '9847012345',
    mobile_secondary: null,
    street: '22 MG Road',
    city: 'Kochi',
    state: 'Kerala',
    postal_code: '682011',
    country: 'India',
  },
  notes: null,
  items: [
    {
      product_id: 101,
      name: 'Moringa Powder',
      sku: 'MORINGA-POWDER-100G',
      size: '100g',
      net_quantity: '100g',
      hsn_code: '1211',
      gst_rate: 5,
      quantity: 2,
      unit_price: 349,
      total_price: 698,
    },
  ],
  totals: {
    subtotal: 698,
    discount: 0,
    shipping: 0,
    cod_fee: 0,
    total: 698,
    captured: 698,
    refunded: 0,
    refundable: 698,
  },
  coupon_code: null,
  payment: {
    method: 'upi',
    label: 'UPI',
    detail: null,
    provider_order_id: 'order_1',
    provider_payment_id: 'pay_1',
    issue: null,
    cash_to_collect: 0,
  },
  invoice: { number: 'SN/2026-27/000001', url: '/api/admin/v1/orders/SN261124-ABCDEF/invoice.pdf' },
  shipping: {
    mode: 'Standard',
    carrier: 'Delhivery',
    waybill: 'SRT000000001',
    tracking_url: null,
    courier_status: 'Delivery failed',
    tracked_carriers: ['Delhivery', 'Blue Dart'],
    ndr: {
      attempts: 1,
      last_reason: 'Consignee not available',
      last_attempt_at: '2026-11-28T06:10:00.000Z',
      waiting: true,
      action: null,
      action_at: null,
      rto_due_at: null,
      rto_requested_at: null,
    },
  },
  packed_at: null,
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  refunds: [],
  credit_notes: [],
  timeline: [
    { at: '2026-11-24T05:00:00.000Z', kind: 'placed', title: 'Order placed', detail: '2 items', actor: null },
  ],
  actions: { pack: true, ship: true, deliver: false, cancel: true, refund: true, resend_invoice: true },
}

const queue = (rows: NdrQueueRow[]) => dataReply({ rows, attempts_before_rto: 3 })
const answered = () => Response.json({ success: true, message: ndrMessages.reattempted, data: order })

afterEach(() => {
  vi.unstubAllGlobals()
})

const renderQueue = () =>
  renderAdmin(<Route path="/admin/ndr" element={<NdrPage />} />, '/admin/ndr', undefined, { me: OWNER_ME })

describe('the failed-deliveries queue', () => {
  it('lists each failed delivery with its reason, attempts of the limit and the shopper’s phone', async () => {
    stubAdminApi(() =>
      queue([
        row(),
        row({ order_id: 'SN261128-NDRBBB', attempts: 3, state: 'rto_due', last_reason: 'Door locked' }),
      ]),
    )
    renderQueue()
    const table = within(
      await screen.findByRole('region', { name: 'Failed deliveries waiting for an answer' }),
    )
    expect(table.getByRole('link', { name: 'SN261128-NDRAAA' }).getAttribute('href')).toBe(
      '/admin/orders/SN261128-NDRAAA',
    )
    expect(table.getByText('Consignee not available')).toBeTruthy()
    expect(table.getByText('Attempt 1 of 3')).toBeTruthy()
    expect(table.getAllByRole('link', { name: 'Call +91 98480 12345' })).toHaveLength(2)
    // the one whose return is due has no answer to give
    expect(table.getByText('Returning: asking the courier')).toBeTruthy()
    expect(table.getAllByRole('button', { name: /Answer the failed delivery/ })).toHaveLength(1)
    expect(screen.getByText(/After 3 failed attempts the return is asked automatically/)).toBeTruthy()
  })

  it('says when nothing waits, and that a self-shipping shop has no courier to report any', async () => {
    stubAdminApi((url) => (url.endsWith('/courier') ? dataReply({ courier: 'Shiprocket' }) : queue([])))
    const first = renderQueue()
    expect(await screen.findByText(/No failed deliveries waiting/)).toBeTruthy()
    first.unmount()
    stubAdminApi((url) => (url.endsWith('/courier') ? dataReply({ courier: null }) : queue([])))
    renderQueue()
    expect(await screen.findByText(/Orders are shipped with your own waybills/)).toBeTruthy()
  })

  it('asks the courier to try again on a day with a better phone and address line', async () => {
    let replies = 0
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/ndr-action') && init?.method === 'POST') return answered()
      return queue(replies++ === 0 ? [row()] : [])
    })
    renderQueue()
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Answer the failed delivery of SN261128-NDRAAA' }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Failed delivery' }))
    expect(dialog.getByText('Consignee not available')).toBeTruthy()
    const day = indiaDayAfter(new Date(), 1)
    await user.type(dialog.getByLabelText(/Deliver on/), day)
    await user.type(dialog.getByLabelText(/Better phone number/), '98480 22222')
    await user.type(dialog.getByLabelText(/Better address line/), 'Flat 4B, behind the temple')
    await user.click(dialog.getByRole('button', { name: 'Ask the courier to try again' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent(fetchMock, 'POST')).toEqual([
      [
        '/api/admin/v1/orders/SN261128-NDRAAA/ndr-action',
        { action: 'reattempt', date: day, phone: '98480 22222', address_line: 'Flat 4B, behind the temple' },
      ],
    ])
    expect(await screen.findByText(/No failed deliveries waiting/)).toBeTruthy()
  })

  it('returns to origin; a courier that refuses is said in the dialog, which stays open', async () => {
    let tries = 0
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/ndr-action') && init?.method === 'POST')
        return tries++ === 0 ? refusal(ndrMessages.courierFailed('Shiprocket answered 503')) : answered()
      return queue([row()])
    })
    renderQueue()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Answer the failed delivery/ }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Failed delivery' }))
    await user.click(dialog.getByLabelText(/Return to origin/))
    expect(dialog.queryByLabelText(/Deliver on/)).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Return to origin' }))
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The courier did not take the answer, nothing changed: Shiprocket answered 503',
    )
    expect(screen.getByRole('dialog')).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Return to origin' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent(fetchMock, 'POST').map(([, body]) => body)).toEqual([{ action: 'rto' }, { action: 'rto' }])
  })

  it('puts a refused phone number under its box', async () => {
    stubAdminApi((url, init) =>
      url.endsWith('/ndr-action') && init?.method === 'POST'
        ? fieldIssues([{ path: ['phone'], message: 'Enter a valid 10-digit Indian mobile number' }])
        : queue([row()]),
    )
    renderQueue()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Answer the failed delivery/ }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Failed delivery' }))
    await user.type(dialog.getByLabelText(/Better phone number/), '12345')
    await user.click(dialog.getByRole('button', { name: 'Ask the courier to try again' }))
    await waitFor(() => {
      const box = dialog.getByLabelText(/Better phone number/)
      expect(box.getAttribute('aria-invalid')).toBe('true')
    })
    expect(dialog.getByText('Enter a valid 10-digit Indian mobile number')).toBeTruthy()
    expect(dialog.queryByRole('alert')?.textContent ?? '').not.toContain('Enter a valid')
  })
})

describe('an order’s failed deliveries', () => {
  it('shows the attempts and the courier’s reason, and answers from the order page', async () => {
    const fetchMock = stubAdminApi((url, init) =>
      url.endsWith('/ndr-action') && init?.method === 'POST' ? answered() : dataReply(order),
    )
    renderAdmin(
      <Route path="/admin/orders/:id" element={<OrderPage />} />,
      `/admin/orders/${order.id}`,
      undefined,
      {
        me: OWNER_ME,
      },
    )
    const panel = within(await screen.findByRole('region', { name: 'Failed deliveries' }))
    expect(panel.getByText('Consignee not available')).toBeTruthy()
    expect(panel.getByText('1')).toBeTruthy()
    const user = userEvent.setup()
    await user.click(panel.getByRole('button', { name: 'Answer the failed delivery…' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Failed delivery' }))
    await user.click(dialog.getByRole('button', { name: 'Ask the courier to try again' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent(fetchMock, 'POST')).toEqual([
      [`/api/admin/v1/orders/${order.id}/ndr-action`, { action: 'reattempt' }],
    ])
  })
})

describe('a self-shipped order’s failed delivery', () => {
  it('is recorded with the courier’s reason; a support operator sees it but may not record or answer', async () => {
    const shipped: AdminOrder = {
      ...order,
      shipping: {
        ...order.shipping,
        courier_status: null,
        ndr: {
          ...order.shipping.ndr!,
          attempts: 0,
          last_reason: null,
          last_attempt_at: null,
          waiting: false,
        },
      },
    }
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/courier')) return dataReply({ courier: null })
      if (url.endsWith('/delivery-failed') && init?.method === 'POST')
        return Response.json({ success: true, message: ndrMessages.recorded, data: order })
      return dataReply(shipped)
    })
    renderAdmin(
      <Route path="/admin/orders/:id" element={<OrderPage />} />,
      `/admin/orders/${order.id}`,
      undefined,
      {
        me: OWNER_ME,
      },
    )
    const user = userEvent.setup()
    const panel = within(await screen.findByRole('region', { name: 'Failed deliveries' }))
    expect(panel.getByText('None so far.')).toBeTruthy()
    await user.click(panel.getByRole('button', { name: 'Delivery failed…' }))
    await user.type(panel.getByLabelText(/The courier’s reason/), 'Door locked')
    await user.click(panel.getByRole('button', { name: 'Record the failed delivery' }))
    await waitFor(() => expect(panel.getByText('Consignee not available')).toBeTruthy())
    expect(sent(fetchMock, 'POST')).toEqual([
      [`/api/admin/v1/orders/${order.id}/delivery-failed`, { reason: 'Door locked' }],
    ])
    // the answer is recorded, not sent: the dialog says so
    await user.click(panel.getByRole('button', { name: 'Answer the failed delivery…' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Failed delivery' }))
    expect(dialog.getByText(/Tell the courier your answer, then record it here/)).toBeTruthy()
    expect(dialog.getByRole('button', { name: 'Record the re-attempt' })).toBeTruthy()
  })

  it('offers nothing to record or answer to a role without fulfilment', async () => {
    stubAdminApi((url) => (url.endsWith('/courier') ? dataReply({ courier: null }) : dataReply(order)))
    renderAdmin(
      <Route path="/admin/orders/:id" element={<OrderPage />} />,
      `/admin/orders/${order.id}`,
      undefined,
      {
        me: {
          ...OWNER_ME,
          role: 'support',
          permissions: ['orders.view', 'orders.cancel', 'customers', 'reviews'],
        },
      },
    )
    const panel = within(await screen.findByRole('region', { name: 'Failed deliveries' }))
    expect(panel.getByText('Consignee not available')).toBeTruthy()
    expect(panel.queryByRole('button')).toBeNull()
  })
})
