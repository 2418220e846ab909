import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { renderCheckout, stubCheckoutShop } from '#web/test/checkout-shop.tsx'
import { signIn, signOut } from '#web/test/signed-in.ts'
import { Component as CheckoutPage } from './checkout-page.tsx'

// Decision 049: the box beside the mobile numbers asks for order updates on WhatsApp; placing the order says what
// the shopper chose. fetch is the browser boundary.

const standard = {
  carrier: 'Delhivery',
  service_level: 'standard' as const,
  description: 'Standard delivery',
  delivery_days_min: 3,
  delivery_days_max: 5,
  cost: 65,
  delivery_from: '2026-11-30',
  delivery_to: '2026-12-02',
  delivery_label: 'Delivery by Mon, 30 Nov – Wed, 2 Dec',
}

afterEach(() => {
  signOut()
  queryClient.clear()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('WhatsApp updates at checkout', () => {
  it('a ticked box beside the mobile number is sent with the order as whatsapp_opt_in', async () => {
    stubCheckoutShop({
      'POST /api/v1/cart/checkout/estimate-shipping': () =>
        Response.json({
          success: true,
          data: { shipping_options: [standard], address_id: 'addr-1', message: null },
        }),
      'POST /api/v1/payments/create-order': () =>
        Response.json({ success: false, message: 'stop here' }, { status: 409 }),
    })
    await signIn()
    renderCheckout(<CheckoutPage />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^First name/), 'Asha')
    await user.type(screen.getByLabelText(/^Last name/), 'Rao')
    await user.type(screen.getByLabelText(/^Mobile number/), '9848012345')
    const box = screen.getByRole('checkbox', { name: whatsappMessages.optInLabel }) as HTMLInputElement
    expect(box.checked).toBe(false)
    await user.click(box)
    await user.type(screen.getByLabelText(/^Street address/), '12-2-823, Mehdipatnam')
    await user.type(screen.getByLabelText(/^City/), 'Hyderabad')
    await user.selectOptions(screen.getByLabelText(/^State/), 'Telangana')
    await user.type(screen.getByLabelText(/^PIN code/), '500028')
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping' }))
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }))
    await waitFor(() => {
      const call = vi
        .mocked(fetch)
        .mock.calls.find(([input]) => String(input).includes('/api/v1/payments/create-order'))
      expect(call).toBeDefined()
      expect(JSON.parse(String(call![1]?.body))).toMatchObject({
        mobile: '9848012345',
        whatsapp_opt_in: true,
        // the page's language goes with it (decision 060)
        language: 'en',
      })
    })
  }, 30_000)
})
