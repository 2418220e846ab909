import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import type { adminReturnsReply } from '#domain/contracts/returns.ts'
import { returnMessages } from '#domain/returns.ts'
import {
  dataReply,
  OWNER_ME,
  refusal,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { ReturnsPage } from './returns-page.tsx'

// The back office's Returns (decision 056): the queue, and each return's next step as staff take it: approve with
// the pickup's waybill, receive unit by unit (the rest written off), a cash order's payout reference before its
// refund, a refusal of the server said on the card.

type Row = z.infer<typeof adminReturnsReply>['data'][number]
const row = (over: Partial<Row> = {}): Row => ({
  id: '0b9f6a4e-1111-4c4c-9a9a-000000000001',
  order_id: 'SN261128-RETAAA',
  status: 'requested',
  reason: 'damaged',
  note: 'The pouch was torn',
  refusal_reason: null,
  pickup_address: {
    street: '12 Jubilee Hills Road',
    city: 'Hyderabad',
    postal_code: '500033',
    mobile: '9848012345',
  },
  refund_to: 'UPI asha@okhdfc',
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
      quantity: 3,
      restocked: 0,
      written_off: 0,
    },
  ],
  created_at: '2026-11-25T10:00:00Z',
  decided_at: null,
  received_at: null,
  refunded_at: null,
  shopper_email: 'asha@example.com',
  payment_method: 'cod',
  payout_to: 'UPI asha@okhdfc',
  ...over,
})
const page = () =>
  renderAdmin(<Route path="/admin/returns" element={<ReturnsPage />} />, '/admin/returns', undefined, {
    me: OWNER_ME,
  })
afterEach(() => vi.unstubAllGlobals())

describe('Returns in the back office', () => {
  it('lists the requested returns and approves one with its pickup waybill', async () => {
    const user = userEvent.setup()
    const fetchMock = stubAdminApi((url, init) => {
      if (url.includes('/returns?status=requested')) return dataReply([row()])
      if (init?.method === 'POST' && url.endsWith('/approve'))
        return Response.json({
          success: true,
          message: returnMessages.approved,
          data: { ...row(), status: 'approved' },
        })
      return undefined
    })
    page()
    const card = await screen.findByRole('article', { name: 'Return of order SN261128-RETAAA' })
    expect(within(card).getByText(/The pouch was torn/)).toBeTruthy()
    expect(within(card).getByText('Refund to: UPI asha@okhdfc')).toBeTruthy()
    await user.type(within(card).getByLabelText(/Pickup waybill/), 'REV123456')
    await user.click(within(card).getByRole('button', { name: 'Approve' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')).toEqual([
        [
          expect.stringContaining('/returns/0b9f6a4e-1111-4c4c-9a9a-000000000001/approve'),
          { awb: 'REV123456' },
        ],
      ]),
    )
  })

  it('receives unit by unit: those not back to stock are written off', async () => {
    const user = userEvent.setup()
    const fetchMock = stubAdminApi((url, init) => {
      if (url.includes('/returns?status=')) return dataReply([row({ status: 'approved' })])
      if (init?.method === 'POST') return refusal(returnMessages.cannotReceive('received'), 409)
      return undefined
    })
    page()
    const box = await screen.findByLabelText(/Moringa Powder \(100g\): back to stock, of 3/)
    await user.clear(box)
    await user.type(box, '2')
    await user.click(screen.getByRole('button', { name: 'Receive' }))
    await waitFor(() =>
      expect(sent(fetchMock, 'POST')[0]?.[1]).toEqual({
        items: [{ product_id: 101, pack_id: 7, restock: 2, written_off: 1 }],
      }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(returnMessages.cannotReceive('received'))
  })

  it('a cash order’s refund sends the payout reference', async () => {
    const user = userEvent.setup()
    const fetchMock = stubAdminApi((url, init) => {
      if (url.includes('/returns?status=')) return dataReply([row({ status: 'received' })])
      if (init?.method === 'POST')
        return Response.json({
          success: true,
          message: returnMessages.refunded('₹299.00', 'CN/2026-27/00004'),
          data: row({ status: 'refunded' }),
        })
      return undefined
    })
    page()
    await user.type(await screen.findByLabelText(/Payout reference/), 'UTR998877')
    await user.click(screen.getByRole('button', { name: 'Record the payout and issue the credit note' }))
    await waitFor(() => expect(sent(fetchMock, 'POST')[0]?.[1]).toEqual({ payout_reference: 'UTR998877' }))
  })

  it('shows the shopper’s photos (read with the staff session) and the reverse pickup’s step', async () => {
    stubAdminApi((url) => {
      if (url.includes('/returns?status='))
        return dataReply([
          row({
            status: 'approved',
            courier_awb: 'REV123456',
            tracking: 'in_transit',
            tracking_at: '2026-11-26T08:00:00Z',
            photos: ['abcdefghijkl.webp', 'mnopqrstuvwx.webp'],
          }),
        ])
      return undefined
    })
    page()
    const card = await screen.findByRole('article', { name: 'Return of order SN261128-RETAAA' })
    expect(within(card).getByText(/Courier: On its way to us/)).toBeTruthy()
    const imgs = within(card).getAllByRole('img')
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual([
      '/api/admin/v1/returns/0b9f6a4e-1111-4c4c-9a9a-000000000001/photos/abcdefghijkl.webp',
      '/api/admin/v1/returns/0b9f6a4e-1111-4c4c-9a9a-000000000001/photos/mnopqrstuvwx.webp',
    ])
  })
})
