import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import {
  expectFieldError,
  fieldIssues,
  OWNER_ME,
  renderAdmin,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { OrderPage } from './order-page.tsx'
import { OrdersPage } from './orders-page.tsx'

const order: AdminOrder = {
  id: 'SN261124-ABCDEF',
  created_at: '2026-11-24T05:00:00.000Z',
  status: 'processing',
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
    waybill: null,
    tracking_url: null,
    courier_status: null,
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

/** The API as `answer` says, and the order for anything it leaves. */
const stubApi = (answer: (url: string, init?: RequestInit) => Response | undefined) =>
  stubAdminApi((url, init) => answer(url, init) ?? Response.json({ success: true, data: order }))

const renderAt = (path: string) =>
  renderAdmin(
    <>
      <Route path="/admin/orders" element={<OrdersPage />} />
      <Route path="/admin/orders/:id" element={<OrderPage />} />
    </>,
    path,
    undefined,
    { me: OWNER_ME },
  )

/** The server's reply to a partial refund (partialRefundReply): the message and the credit note issued. */
function refundReply(message: string, amount: number) {
  return {
    success: true,
    message,
    data: {
      order_id: order.id,
      status: order.status,
      payment_status: 'partially_refunded',
      refunded_amount: amount,
      refund_amount: amount,
      credit_note: {
        number: 'CN/2026-27/00001',
        seq: 1,
        order_id: order.id,
        issued_at: '2026-11-20T10:00:00.000Z',
        invoice_number: 'SN/2026-27/00001',
        invoice_date: '2026-11-18',
        reason: 'refund',
        note: null,
        place_of_supply: '29',
        intra_state: true,
        taxable_value: amount,
        cgst: 0,
        sgst: 0,
        igst: 0,
        total: amount,
        pdf_url: '/api/admin/v1/credit-notes/1.pdf',
      },
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const posts = (f: ReturnType<typeof stubApi>) =>
  f.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body))])

describe('the order page', () => {
  it('cancels with the reason staff typed, for the shopper’s mail, after a confirmation', async () => {
    const fetchMock = stubApi((url, init) =>
      url.endsWith('/cancel') && init?.method === 'POST'
        ? Response.json({ success: true, message: 'Order cancelled', data: order })
        : undefined,
    )
    renderAt(`/admin/orders/${order.id}`)
    const user = userEvent.setup()
    // Keep order closes the question and sends nothing
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep order' }),
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('alertdialog')
    // a reason is required: the dialog stays, says so under the box, and sends nothing
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    const reason = within(dialog).getByLabelText(/^Reason/)
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(
      within(dialog).getByText('Say why the order is cancelled: the shopper reads it in their mail'),
    ).toBeTruthy()
    expect(posts(fetchMock)).toEqual([])
    await user.type(reason, 'Out of stock after a damaged batch')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        [`/api/admin/v1/orders/${order.id}/cancel`, { reason: 'Out of stock after a damaged batch' }],
      ]),
    )
  })

  it('offers what the order allows, and ships with a courier and a waybill', async () => {
    const fetchMock = stubApi((url, init) =>
      url.endsWith('/ship') && init?.method === 'POST'
        ? Response.json({
            success: true,
            message: 'Shipped',
            data: {
              ...order,
              status: 'shipped',
              shipping: { ...order.shipping, waybill: 'DLV1', tracking_url: 'https://track.example/DLV1' },
              actions: { ...order.actions, pack: false, ship: false, deliver: true, cancel: false },
            },
          })
        : undefined,
    )
    renderAt(`/admin/orders/${order.id}`)
    expect(await screen.findByRole('heading', { name: `Order ${order.id}` })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Call +91 98470 12345' }).getAttribute('href')).toBe(
      'tel:+919847012345',
    )
    expect(screen.getByRole('button', { name: 'Mark packed' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull()
    expect(screen.getByRole('link', { name: /Packing slip/ }).getAttribute('href')).toBe(
      `/api/admin/v1/orders/${order.id}/packing-slip.pdf`,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Ship…' }))
    await user.click(screen.getByRole('button', { name: 'Ship order' }))
    // nothing is sent without a waybill
    expect(await screen.findByText('Enter the waybill number')).toBeTruthy()
    expect(posts(fetchMock)).toEqual([])
    await user.type(screen.getByLabelText(/^Waybill number/), 'DLV1')
    await user.click(screen.getByRole('button', { name: 'Ship order' }))
    const track = await screen.findByRole('link', { name: /Track the parcel/ })
    expect(track.getAttribute('href')).toBe('https://track.example/DLV1')
    expect(posts(fetchMock)).toEqual([
      [`/api/admin/v1/orders/${order.id}/ship`, { carrier: 'Delhivery', waybill: 'DLV1' }],
    ])
    // delivered only after a question; 'Not yet' sends nothing
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }))
    const ask = await screen.findByRole('alertdialog', { name: `Mark order ${order.id} delivered?` })
    await user.click(within(ask).getByRole('button', { name: 'Not yet' }))
    expect(posts(fetchMock).map(([url]) => url)).not.toContain(`/api/admin/v1/orders/${order.id}/deliver`)
  })

  it('says why the server refused a step', async () => {
    stubApi((url, init) =>
      url.endsWith('/pack') && init?.method === 'POST'
        ? Response.json(
            { success: false, message: 'An order that is shipped cannot be marked packed' },
            { status: 409 },
          )
        : undefined,
    )
    renderAt(`/admin/orders/${order.id}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Mark packed' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An order that is shipped cannot be marked packed',
    )
  })

  it('asks before packing a cash order its shopper has not confirmed on WhatsApp, then says so to the server', async () => {
    const unconfirmed: AdminOrder = {
      ...order,
      payment_status: 'pending',
      payment: { ...order.payment, method: 'cod', label: 'Cash on delivery' },
      cod_confirmation: 'pending',
    }
    const fetchMock = stubApi((_url, init) =>
      init?.method === 'POST' ? undefined : Response.json({ success: true, data: unconfirmed }),
    )
    renderAt(`/admin/orders/${order.id}`)
    expect((await screen.findByRole('note')).textContent).toBe(
      whatsappMessages.askUnconfirmed(order.id, 'waiting for the shopper'),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Mark packed' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain(whatsappMessages.askUnconfirmed(order.id, 'waiting for the shopper'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark packed' }))
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        [`/api/admin/v1/orders/${order.id}/pack`, { confirm_unconfirmed_cod: true }],
      ]),
    )
  })

  it('refunds chosen units with a reason, after a confirmation', async () => {
    const fetchMock = stubApi((url, init) =>
      url.endsWith('/refunds') && init?.method === 'POST'
        ? Response.json(refundReply('Refund of ₹349.00 issued with credit note CN/2026-27/00001', 349))
        : undefined,
    )
    renderAt(`/admin/orders/${order.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Partial refund…' }))
    await user.click(screen.getByRole('button', { name: 'Refund…' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one unit to refund')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await user.type(screen.getByLabelText('Moringa Powder (100g): units'), '1')
    await user.type(screen.getByLabelText(/^Reason/), 'Torn pouch')
    await user.click(screen.getByRole('button', { name: 'Refund…' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('1 × Moringa Powder goes back to the shopper’s UPI')
    await user.click(screen.getByRole('button', { name: 'Refund' }))
    await waitFor(() =>
      expect(posts(fetchMock)).toEqual([
        [
          `/api/admin/v1/orders/${order.id}/refunds`,
          { items: [{ product_id: 101, quantity: 1 }], reason: 'Torn pouch' },
        ],
      ]),
    )
  })
})

describe('the refund form', () => {
  it('sends one Idempotency-Key per opening: a retry after a lost reply sends the same, the next refund a new one', async () => {
    let calls = 0
    const fetchMock = stubApi((url, init) => {
      if (!(url.endsWith('/refunds') && init?.method === 'POST')) return undefined
      calls++
      return calls === 1
        ? Response.json({ success: false, message: 'The server did not answer' }, { status: 503 })
        : Response.json(refundReply('Refund of ₹50.00 issued with credit note CN/2026-27/00002', 50))
    })
    const keys = () =>
      fetchMock.mock.calls
        .filter(([url, init]) => String(url).endsWith('/refunds') && init?.method === 'POST')
        .map(([, init]) => new Headers(init?.headers).get('idempotency-key'))
    renderAt(`/admin/orders/${order.id}`)
    const user = userEvent.setup()
    const refundAmount = async () => {
      await user.click(screen.getByRole('radio', { name: 'An amount' }))
      await user.type(screen.getByLabelText(/^Amount/), '50')
      await user.type(screen.getByLabelText(/^Reason/), 'Late delivery')
      await user.click(screen.getByRole('button', { name: 'Refund…' }))
      await user.click(await screen.findByRole('button', { name: 'Refund' }))
    }
    await user.click(await screen.findByRole('button', { name: 'Partial refund…' }))
    await refundAmount()
    expect((await screen.findByRole('alert')).textContent).toBe('The server did not answer')
    // the same refund again from the same form: the same key, so it can never be refunded twice
    await user.click(screen.getByRole('button', { name: 'Refund…' }))
    await user.click(await screen.findByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(keys()).toHaveLength(2))
    // done: the form closes; the next refund opens it again, with a key of its own
    await user.click(await screen.findByRole('button', { name: 'Partial refund…' }))
    await refundAmount()
    await waitFor(() => expect(keys()).toHaveLength(3))
    const [first, retry, next] = keys()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(retry).toBe(first)
    expect(next).not.toBe(first)
  }, 20_000)
})

describe('the server’s field issues on the order’s forms (decision 037)', () => {
  it('ship: the contract checks the waybill before sending; the server’s issue lands under its box', async () => {
    const fetchMock = stubApi((url, init) =>
      url.endsWith('/ship') && init?.method === 'POST'
        ? fieldIssues([{ path: ['carrier'], message: 'Courier: at most 60 characters' }])
        : undefined,
    )
    renderAt(`/admin/orders/${order.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Ship…' }))
    await user.type(screen.getByLabelText(/^Waybill number/), 'DLV 1')
    await user.click(screen.getByRole('button', { name: 'Ship order' }))
    await expectFieldError('Waybill number*', 'A waybill number is letters, digits and dashes, up to 40')
    expect(posts(fetchMock)).toEqual([])
    await user.clear(screen.getByLabelText(/^Waybill number/))
    await user.type(screen.getByLabelText(/^Waybill number/), 'DLV1')
    await user.click(screen.getByRole('button', { name: 'Ship order' }))
    await expectFieldError('Courier*', 'Courier: at most 60 characters')
    // said under the box, not again at the top of the panel
    expect(screen.queryByRole('alert')).toBeNull()
    expect(posts(fetchMock)).toHaveLength(1)
  })

  it('refund: a line’s issue lands under that line’s units, the reason’s under the reason', async () => {
    stubApi((url, init) =>
      url.endsWith('/refunds') && init?.method === 'POST'
        ? fieldIssues([
            { path: ['items', '0', 'quantity'], message: 'Only 1 unit is left to refund' },
            { path: ['reason'], message: 'Keep the reason to 300 characters' },
          ])
        : undefined,
    )
    renderAt(`/admin/orders/${order.id}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Partial refund…' }))
    await user.type(screen.getByLabelText('Moringa Powder (100g): units'), '2')
    await user.type(screen.getByLabelText(/^Reason/), 'Torn pouch')
    await user.click(screen.getByRole('button', { name: 'Refund…' }))
    await user.click(await screen.findByRole('button', { name: 'Refund' }))
    await expectFieldError('Moringa Powder (100g): units', 'Only 1 unit is left to refund')
    await expectFieldError('Reason*', 'Keep the reason to 300 characters')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('the orders list', () => {
  it('says when there are no orders, and offers a retry when the list fails', async () => {
    stubApi(() =>
      Response.json({
        success: true,
        data: [],
        pagination: { page: 1, per_page: 25, total: 0, total_pages: 0, has_next: false, has_prev: false },
      }),
    )
    const { unmount } = renderAt('/admin/orders')
    expect(await screen.findByText('No orders yet.')).toBeTruthy()
    unmount()
    stubApi(() => Response.json({ success: false, message: 'The database is busy' }, { status: 503 }))
    renderAt('/admin/orders?status=processing&packed=no')
    expect((await screen.findByRole('alert')).textContent).toContain('The database is busy')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect((screen.getByLabelText('Packed') as HTMLSelectElement).value).toBe('no')
  })
})
