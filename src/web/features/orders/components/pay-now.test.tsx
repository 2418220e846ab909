import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '#domain/contracts/checkout.ts'
import { messages } from '#domain/messages.ts'
import { orderMessages } from '#domain/orders.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { toast } from '#web/ui/toast.tsx'
import { minutesLeft, PayNow } from './pay-now.tsx'

const ID = 'SN261123-ABCDEF'
const order = (over: Partial<Order> = {}) =>
  ({
    id: ID,
    status: 'pending',
    payment_status: 'pending',
    can_pay: true,
    reservation_expires_at: new Date(Date.now() + 24 * 60_000 - 1000).toISOString(),
    ...over,
  }) as Order

const checkoutOptions = {
  key_id: 'rzp_test_localgateway',
  order_id: 'order_abc',
  amount: 598,
  currency: 'INR',
  description: `Order ${ID}`,
  name: 'Surya Naturals',
  shop_order_id: ID,
  checkout_script: '/test-gateway/checkout.js',
  test_mode: true,
  prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9848012345' },
}

/** The server's replies by path; Razorpay Checkout stands in as a class that pays at once (or is closed). */
function setUp(verify: { status: number; body: object }, opts: { dismiss?: boolean } = {}) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input)
      calls.push(url)
      if (url.endsWith(`/orders/${ID}/pay`))
        return new Response(JSON.stringify({ success: true, data: checkoutOptions }), { status: 200 })
      if (url.endsWith('/payments/verify'))
        return new Response(JSON.stringify(verify.body), { status: verify.status })
      return new Response('{}', { status: 404 })
    }),
  )
  type Options = { handler: (r: object) => void; modal?: { ondismiss?: () => void } }
  class FakeCheckout {
    readonly options: Options
    constructor(options: Options) {
      this.options = options
    }
    on() {
      return this
    }
    open() {
      if (opts.dismiss) this.options.modal?.ondismiss?.()
      else
        this.options.handler({
          razorpay_payment_id: 'pay_1',
          razorpay_order_id: 'order_abc',
          razorpay_signature: 's',
        })
    }
  }
  vi.stubGlobal('Razorpay', FakeCheckout)
  const success = vi.spyOn(toast, 'success').mockImplementation(() => '' as never)
  const error = vi.spyOn(toast, 'error').mockImplementation(() => '' as never)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/orders']}>
        <Routes>
          <Route path="/orders" element={<PayNow order={order()} />} />
          <Route path="/orders/:id" element={<p>Order detail</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { calls, success, error }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Pay now', () => {
  it('is offered only on an open unpaid order, with the time left to pay', () => {
    const { container } = render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <PayNow order={order({ can_pay: false, status: 'expired' })} />
        </QueryClientProvider>
      </MemoryRouter>,
    )
    expect(container.textContent).toBe('')
    expect(minutesLeft(new Date(Date.now() + 90_000).toISOString())).toBe(2)
    expect(minutesLeft(new Date(Date.now() - 90_000).toISOString())).toBe(0)
  })

  it('opens Checkout for the order, verifies the payment and opens the paid order', async () => {
    const { calls, success } = setUp({
      status: 200,
      body: { success: true, order_id: ID, data: { order_id: ID } },
    })
    expect(screen.getByText('Pay within 24 min to keep your items')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: `Pay now for order ${ID}` }))
    await waitFor(() => expect(screen.getByText('Order detail')).toBeTruthy())
    expect(calls.map((u) => u.replace(/^.*\/api\/v1/, ''))).toEqual([`/orders/${ID}/pay`, '/payments/verify'])
    expect(success).toHaveBeenCalledWith(messages.checkout.placed)
  })

  it('says so when the payment arrived after the order expired (refunded by the server)', async () => {
    const { error } = setUp({ status: 409, body: { success: false, message: orderMessages.latePayment } })
    await userEvent.click(screen.getByRole('button', { name: `Pay now for order ${ID}` }))
    await waitFor(() => expect(error).toHaveBeenCalledWith(orderMessages.latePayment))
    expect(screen.queryByText('Order detail')).toBeNull()
  })

  it('counts a closed payment window as a failed payment (docs/product.md, Calls)', async () => {
    const { calls, error } = setUp({ status: 200, body: {} }, { dismiss: true })
    await userEvent.click(screen.getByRole('button', { name: `Pay now for order ${ID}` }))
    await waitFor(() => expect(error).toHaveBeenCalledWith(messages.checkout.paymentFailed))
    expect(calls.some((u) => u.endsWith('/payments/verify'))).toBe(false)
  })
})
