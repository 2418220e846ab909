import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '#domain/contracts/checkout.ts'
import type { ReturnView } from '#domain/contracts/returns.ts'
import { returnMessages } from '#domain/returns.ts'
import { MemoryRouter } from '#web/lib/router.tsx'
import { orderOf } from '#web/test/orders.ts'
import { OrderReturns } from './order-returns.tsx'

// Shopper returns on the order page (decision 056): Return items within the window, the form's checks (units, a
// reason, the pickup address confirmed, a UPI ID for cash on delivery), the request sent as the server wants it,
// a refusal's reason and a refund's credit note shown.

const ID = 'SN261128-RETAAA'
const order = (over: Partial<Order> = {}): Order =>
  orderOf({
    id: ID,
    status: 'delivered',
    created_at: '2026-11-20T10:00:00Z',
    payment_method: 'cod',
    payment_status: 'completed',
    razorpay_order_id: null,
    ...over,
  })
const ret = (over: Partial<ReturnView> = {}): ReturnView => ({
  id: '0b9f6a4e-1111-4c4c-9a9a-000000000001',
  order_id: ID,
  status: 'requested',
  reason: 'damaged',
  note: '',
  refusal_reason: null,
  pickup_address: {},
  refund_to: null,
  courier_awb: null,
  courier_error: null,
  tracking: null,
  tracking_at: null,
  tracking_events: [],
  photos: [],
  credit_note_number: null,
  refund_amount: null,
  payout_reference: null,
  items: [
    {
      product_id: 101,
      pack_id: 7,
      name: 'Moringa Powder',
      size: '100g',
      quantity: 1,
      restocked: 0,
      written_off: 0,
    },
  ],
  created_at: '2026-11-25T10:00:00Z',
  decided_at: null,
  received_at: null,
  refunded_at: null,
  ...over,
})
const returnsData = (returns: ReturnView[] = [], returnable = true) => ({
  window_days: 7,
  returnable_until: '2026-12-02T10:00:00Z',
  returnable,
  items: [{ product_id: 101, pack_id: 7, name: 'Moringa Powder', size: '100g', quantity: 2, returnable: 2 }],
  returns,
})

function stub(data: ReturnType<typeof returnsData>, onPost?: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname === `/api/v1/orders/${ID}/returns` && (init?.method ?? 'GET') === 'GET')
      return Response.json({ success: true, data })
    if (url.pathname === `/api/v1/orders/${ID}/returns` && init?.method === 'POST' && onPost)
      return onPost(init.body instanceof FormData ? init.body : JSON.parse(String(init.body)))
    if (url.pathname.startsWith(`/api/v1/orders/${ID}/returns/`) && url.pathname.includes('/photos/'))
      return new Response(new Blob(['webp'], { type: 'image/webp' }))
    throw new Error(`unexpected request ${init?.method} ${url}`)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
function renderReturns(o: Order) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderReturns order={o} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
afterEach(() => vi.unstubAllGlobals())

describe('Return items on the order page', () => {
  it('checks the form, then sends units, reason, note and the UPI ID of a cash order', async () => {
    const user = userEvent.setup()
    let sentBody: unknown
    stub(returnsData(), (body) => {
      sentBody = body
      return Response.json({ success: true, message: returnMessages.requested, data: ret() })
    })
    renderReturns(order())
    await user.click(await screen.findByRole('button', { name: 'Return items' }))
    await user.click(screen.getByRole('button', { name: 'Ask for the return' }))
    expect(screen.getByText(returnMessages.noItems)).toBeTruthy()
    expect(screen.getByText('Choose a reason.')).toBeTruthy()
    expect(screen.getByText('Confirm the pickup address.')).toBeTruthy()
    expect(screen.getByText(returnMessages.upi)).toBeTruthy()

    await user.selectOptions(screen.getByLabelText(/Moringa Powder/), '2')
    await user.click(screen.getByRole('radio', { name: 'Wrong item' }))
    await user.type(screen.getByLabelText(/What happened/), 'Got amla instead')
    await user.click(screen.getByRole('checkbox', { name: 'Pick up from this address' }))
    await user.type(screen.getByRole('textbox', { name: /UPI ID/ }), 'asha@okhdfc')
    await user.click(screen.getByRole('button', { name: 'Ask for the return' }))
    await waitFor(() =>
      expect(sentBody).toEqual({
        items: [{ product_id: 101, pack_id: 7, quantity: 2 }],
        reason: 'wrong_item',
        note: 'Got amla instead',
        refund_upi: 'asha@okhdfc',
      }),
    )
  })

  it('shows the server’s refusal (more units than left) in the form', async () => {
    const user = userEvent.setup()
    stub(returnsData(), () =>
      Response.json(
        { success: false, message: returnMessages.tooMany('Moringa Powder (100g)', 1) },
        { status: 409 },
      ),
    )
    renderReturns(order({ payment_method: 'card' }))
    await user.click(await screen.findByRole('button', { name: 'Return items' }))
    expect(screen.queryByRole('textbox', { name: /UPI ID/ })).toBeNull()
    await user.selectOptions(screen.getByLabelText(/Moringa Powder/), '2')
    await user.click(screen.getByRole('radio', { name: 'Damaged' }))
    await user.click(screen.getByRole('checkbox', { name: 'Pick up from this address' }))
    await user.click(screen.getByRole('button', { name: 'Ask for the return' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      returnMessages.tooMany('Moringa Powder (100g)', 1),
    )
  })

  it('shows each return’s status: a refusal’s reason, a refund with its credit note; none offered after the window', async () => {
    stub(
      returnsData(
        [
          ret({ status: 'refused', refusal_reason: 'Opened packs cannot be returned.' }),
          ret({
            id: '0b9f6a4e-1111-4c4c-9a9a-000000000002',
            status: 'refunded',
            refund_amount: 29_900,
            refund_to: 'UPI asha@okhdfc',
            credit_note_number: 'CN/2026-27/00004',
          }),
        ],
        false,
      ),
    )
    renderReturns(order())
    expect(
      await screen.findByText('Why we could not accept it: Opened packs cannot be returned.'),
    ).toBeTruthy()
    expect(
      screen.getByText(/Refunded ₹299.00 to UPI asha@okhdfc, credit note CN\/2026-27\/00004/),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull()
  })

  it('attaches up to three photos, sent as multipart with the request; a fourth is refused in the form', async () => {
    const user = userEvent.setup()
    let sent: unknown
    stub(returnsData(), (body) => {
      sent = body
      return Response.json({ success: true, message: returnMessages.requested, data: ret() })
    })
    renderReturns(order({ payment_method: 'card' }))
    await user.click(await screen.findByRole('button', { name: 'Return items' }))
    const file = (name: string) => new File(['jpeg-bytes'], name, { type: 'image/jpeg' })
    const picker = () => screen.getByLabelText('Add a photo')
    await user.upload(picker(), [file('box.jpg'), file('seal.jpg')])
    expect(screen.getByText('box.jpg')).toBeTruthy()
    await user.upload(picker(), [file('a.jpg'), file('b.jpg')])
    expect(screen.getByText(returnMessages.tooManyPhotos)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Remove seal.jpg' }))
    await user.upload(picker(), [file('label.jpg')])
    await user.upload(picker(), [file('side.jpg')])
    expect(screen.queryByLabelText('Add a photo')).toBeNull()
    await user.selectOptions(screen.getByLabelText(/Moringa Powder/), '1')
    await user.click(screen.getByRole('radio', { name: 'Damaged' }))
    await user.click(screen.getByRole('checkbox', { name: 'Pick up from this address' }))
    await user.click(screen.getByRole('button', { name: 'Ask for the return' }))
    await waitFor(() => expect(sent).toBeInstanceOf(FormData))
    if (!(sent instanceof FormData)) throw new Error('not multipart')
    expect(JSON.parse(String(sent.get('request')))).toEqual({
      items: [{ product_id: 101, pack_id: 7, quantity: 1 }],
      reason: 'damaged',
      note: '',
    })
    expect(sent.getAll('photos').map((f) => (f instanceof File ? f.name : f))).toEqual([
      'box.jpg',
      'label.jpg',
      'side.jpg',
    ])
  })

  it('shows the return’s photos (read with the token) and the reverse pickup’s step', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }),
    )
    const fetchMock = stub(
      returnsData(
        [
          ret({
            status: 'approved',
            tracking: 'delivered',
            tracking_at: '2026-11-27T09:00:00Z',
            photos: ['abcdefghijkl.webp'],
          }),
        ],
        false,
      ),
    )
    renderReturns(order())
    expect((await screen.findByText(/Pickup: Received at our warehouse/)).textContent).toContain('Received')
    const img = await screen.findByRole('img', { name: 'What you sent with the return, 1' })
    expect(img.getAttribute('src')).toBe('blob:photo')
    expect(
      fetchMock.mock.calls.some(([u]) =>
        String(u).endsWith(`/returns/0b9f6a4e-1111-4c4c-9a9a-000000000001/photos/abcdefghijkl.webp`),
      ),
    ).toBe(true)
  })
})
