import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Order } from '#domain/contracts/checkout.ts'
import { MemoryRouter } from '#web/lib/router.tsx'
import { orderOf } from '#web/test/orders.ts'
import { OrderCard } from './order-card.tsx'

const base: Order = orderOf()

function renderCard(order: Order) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OrderCard order={order} onInvoice={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return screen.getByRole('article', { name: `Order ${order.id}` })
}

describe('OrderCard', () => {
  it('offers Pay now on an open unpaid order, with the minutes left to pay', () => {
    const card = renderCard({
      ...base,
      can_pay: true,
      reservation_expires_at: new Date(Date.now() + 24 * 60_000 - 1000).toISOString(),
    })
    expect(within(card).getByRole('button', { name: `Pay now for order ${base.id}` })).toBeTruthy()
    expect(within(card).getByText('Pay within 24 min to keep your items')).toBeTruthy()
    expect(within(card).getByText('Pending').closest('[data-colour]')?.getAttribute('data-colour')).toBe(
      'yellow',
    )
  })

  it('shows an expired order in grey, with nothing to pay', () => {
    const card = renderCard({ ...base, status: 'expired', payment_status: 'expired' })
    expect(within(card).getByText('Expired').closest('[data-colour]')?.getAttribute('data-colour')).toBe(
      'grey',
    )
    expect(within(card).queryByRole('button', { name: /Pay now/ })).toBeNull()
    expect(within(card).queryByText(/Pay within/)).toBeNull()
  })

  it('offers no Pay now on a paid order', () => {
    const card = renderCard({ ...base, status: 'processing', payment_status: 'completed' })
    expect(within(card).queryByRole('button', { name: /Pay now/ })).toBeNull()
  })
  it('names how the order was paid: UPI, netbanking, a wallet, or online until paid', () => {
    const names: [string, string][] = [
      ['upi', 'UPI'],
      ['netbanking', 'Netbanking'],
      ['wallet', 'Wallet'],
      ['online', 'Online payment'],
      ['cod', 'Cash on Delivery'],
    ]
    for (const [method, label] of names) {
      const card = renderCard({
        ...base,
        id: `SN-${method}`,
        payment_method: method,
        payment_status: 'completed',
      })
      const payment = within(card).getByText('Payment').nextElementSibling
      expect(payment?.textContent).toBe(label)
    }
  })
})
