import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminOrder, AdminOrderRow } from '#domain/contracts/admin-orders.ts'
import { courierMessages } from '#domain/messages-courier.ts'
import {
  dataReply,
  listReply,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { OrderPage } from './order-page.tsx'
import { OrdersPage } from './orders-page.tsx'

// The courier desk in the back office (decision 046): Book shipments on the list (only when a courier is set up),
// its result with each refusal named; the returned-parcel form on a shipped order.

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
    courier_status: 'RTO delivered',
    tracked_carriers: ['Delhivery', 'Blue Dart'],
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

const row = (id: string): AdminOrderRow => ({
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
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const renderAt = (path: string) =>
  renderAdmin(
    <>
      <Route path="/admin/orders" element={<OrdersPage />} />
      <Route path="/admin/orders/:id" element={<OrderPage />} />
    </>,
    path,
  )

describe('Book shipments', () => {
  it('is not offered when orders are self-shipped', async () => {
    stubAdminApi((url) =>
      url.endsWith('/courier') ? dataReply({ courier: null }) : listReply([row('SN261124-AAAAAA')]),
    )
    renderAt('/admin/orders')
    await screen.findByRole('link', { name: 'SN261124-AAAAAA' })
    await waitFor(() => expect(screen.queryByRole('button', { name: /Book shipments/ })).toBeNull())
  })

  it('books the ticked orders and shows the AWBs, the label PDF, the manifest, the pickup and each refusal', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url.endsWith('/courier')) return dataReply({ courier: 'Shiprocket' })
      if (url.endsWith('/orders/book-shipments') && init?.method === 'POST')
        return Response.json({
          success: true,
          message: '1 shipment booked',
          data: {
            booked: [
              {
                order_id: 'SN261124-AAAAAA',
                awb: 'SRT000000007',
                courier_name: 'Xpressbees Surface',
                tracking_url: 'https://shiprocket.co/tracking/SRT000000007',
              },
            ],
            failed: [
              {
                order_id: 'SN261124-BBBBBB',
                reason: 'Selected courier is not serviceable for delivery pincode 795001',
              },
            ],
            label_url: '/test-courier/v1/external/documents/labels/7.pdf',
            manifest_url: '/test-courier/v1/external/documents/manifests/7.pdf',
            pickup_date: '2026-11-30 10:00:00',
          },
        })
      return listReply([row('SN261124-AAAAAA'), row('SN261124-BBBBBB')])
    })
    renderAt('/admin/orders')
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Book shipments (Shiprocket)' })
    expect(button.hasAttribute('disabled')).toBe(true)
    await user.click(screen.getByLabelText('Choose every order on this page'))
    await user.click(button)
    const panel = within(await screen.findByRole('region', { name: /1 shipment booked, 1 not booked/ }))
    expect(sent(fetchMock, 'POST')).toEqual([
      ['/api/admin/v1/orders/book-shipments', { order_ids: ['SN261124-AAAAAA', 'SN261124-BBBBBB'] }],
    ])
    expect(panel.getByText('Xpressbees Surface · AWB SRT000000007')).toBeTruthy()
    expect(panel.getByRole('link', { name: /Labels \(one PDF\)/ }).getAttribute('href')).toBe(
      '/test-courier/v1/external/documents/labels/7.pdf',
    )
    expect(panel.getByRole('link', { name: /Manifest/ })).toBeTruthy()
    expect(panel.getByText('2026-11-30 10:00:00')).toBeTruthy()
    expect(panel.getByRole('alert').textContent).toBe(
      'SN261124-BBBBBB not booked: Selected courier is not serviceable for delivery pincode 795001',
    )
    // The refused order stays ticked, to book again when staff choose
    expect(screen.getByText('1 order chosen')).toBeTruthy()
  })
})

describe('the returned-parcel form', () => {
  it('sends each unit back to stock or written off, and shows the order cancelled', async () => {
    const cancelled = { ...order, status: 'cancelled', cancelled_at: '2026-11-28T05:00:00.000Z' }
    const fetchMock = stubAdminApi((url, init) =>
      url.endsWith('/receive-return') && init?.method === 'POST'
        ? Response.json({ success: true, message: courierMessages.received, data: cancelled })
        : dataReply(order),
    )
    renderAt(`/admin/orders/${order.id}`)
    const form = within(await screen.findByRole('region', { name: 'Returned parcel' }))
    expect(form.getByText(/The courier says: RTO delivered/)).toBeTruthy()
    const user = userEvent.setup()
    const box = form.getByLabelText('Back to stock')
    await user.clear(box)
    await user.type(box, '3')
    await user.click(form.getByRole('button', { name: 'Receive the parcel and cancel the order' }))
    expect(form.getByRole('alert').textContent).toBe(courierMessages.receiveCounts)
    expect(sent(fetchMock, 'POST')).toEqual([])
    await user.clear(box)
    await user.type(box, '1')
    expect(form.getByLabelText('Written off of Moringa Powder').textContent).toBe('1')
    await user.click(form.getByRole('button', { name: 'Receive the parcel and cancel the order' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([
        [
          `/api/admin/v1/orders/${order.id}/receive-return`,
          { lines: [{ product_id: 101, restock: 1, written_off: 1 }] },
        ],
      ]),
    )
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Returned parcel' })).toBeNull())
  })
})
