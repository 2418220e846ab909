import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Order } from '#domain/contracts/checkout.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { orderOf } from '#web/test/orders.ts'
import { type OrderDetail, orderQuery } from './api/get-order.ts'
import { Component as OrderDetailPage } from './order-detail-page.tsx'

// Decision 025: a cancellation or refund after the invoice issues a credit note; the order page offers it beside
// the invoice. The order is in the page's query cache, as the loader leaves it (no request leaves the test).
const ID = 'SN261123-ABCDEF'
const order: Order = orderOf({
  id: ID,
  status: 'cancelled',
  payment_status: 'refunded',
  invoice_url: `/api/v1/orders/${ID}/invoice`,
  invoice_number: 'SN/2026-27/000012',
  razorpay_payment_id: 'pay_abc',
  refunded_amount: 598,
})

function renderPage(detail: OrderDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Number.POSITIVE_INFINITY, retry: false } },
  })
  client.setQueryData(orderQuery(ID).queryKey, detail)
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/orders/${ID}`]}>
        <Routes>
          <Route path="/orders/:orderId" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('order page: credit notes', () => {
  it('links each credit note next to the invoice, with its number and amount', () => {
    renderPage({
      order,
      items: [],
      credit_notes: [
        {
          number: 'CN/2026-27/00001',
          issued_at: '2026-11-23T11:00:00Z',
          invoice_number: 'SN/2026-27/000012',
          amount: 598,
          url: `/api/v1/orders/${ID}/credit-notes/1`,
        },
      ],
    })
    const invoice = screen.getByRole('link', { name: /Download Invoice/ })
    const note = screen.getByRole('link', { name: /Download credit note\s*CN\/2026-27\/00001 of ₹598\.00/ })
    expect(note.getAttribute('href')).toBe(`/api/v1/orders/${ID}/credit-notes/1`)
    expect(note.getAttribute('target')).toBe('_blank')
    // right after the invoice's
    expect(invoice.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText('CN/2026-27/00001 · ₹598.00')).toBeTruthy()
  })

  it('offers none when there is none (or the reply predates credit notes)', () => {
    renderPage({ order: { ...order, status: 'processing', payment_status: 'completed' }, items: [] })
    expect(screen.getByRole('link', { name: /Download Invoice/ })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /credit note/i })).toBeNull()
  })
})

describe('order page: a cash order waiting for its confirmation (decision 049)', () => {
  const cash = {
    ...order,
    status: 'processing' as const,
    payment_method: 'cod',
    payment_status: 'pending' as const,
  }

  it('asks the shopper to reply on WhatsApp while it waits, and says the shop will call when held', () => {
    const { unmount } = renderPage({ order: { ...cash, cod_confirmation: 'pending' }, items: [] })
    expect(screen.getByRole('heading', { name: 'Please confirm this order on WhatsApp' })).toBeTruthy()
    expect(screen.getByText(/Reply YES to the message we sent/)).toBeTruthy()
    unmount()
    renderPage({ order: { ...cash, cod_confirmation: 'held' }, items: [] })
    expect(screen.getByRole('heading', { name: 'We will call you to confirm this order' })).toBeTruthy()
  })

  it('says nothing once confirmed, or for an order never asked', () => {
    for (const c of ['confirmed', null] as const) {
      const { unmount } = renderPage({ order: { ...cash, cod_confirmation: c }, items: [] })
      expect(screen.queryByRole('heading', { name: /confirm this order/ })).toBeNull()
      unmount()
    }
  })
})
