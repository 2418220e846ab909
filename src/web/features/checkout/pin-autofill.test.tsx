import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '#web/lib/query-client.ts'
import { renderCheckout, stubCheckoutShop } from '#web/test/checkout-shop.tsx'
import { signIn, signOut } from '#web/test/signed-in.ts'
import { Component as CheckoutPage } from './checkout-page.tsx'

// Decision 047: six digits typed, the address form asks where the PIN is; an empty state and city are filled in,
// a state chosen that is not the PIN's and a PIN India Post does not list are said under their fields, and nothing
// is sent. fetch is the browser boundary, answered as the server answers.

const stubShop = () =>
  stubCheckoutShop({
    'GET /api/v1/pincodes/560001': () =>
      Response.json({
        success: true,
        data: { pin: '560001', district: 'Bengaluru Urban', state: 'Karnataka', states: ['Karnataka'] },
      }),
    'GET /api/v1/pincodes/123456': () =>
      Response.json(
        { success: false, message: 'We could not find PIN code 123456. Please check the six digits.' },
        { status: 404 },
      ),
  })

afterEach(() => {
  signOut()
  queryClient.clear()
  localStorage.clear()
  vi.unstubAllGlobals()
})

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)

describe('the checkout address and its PIN code', () => {
  it('fills the state and city from the PIN, and says a wrong state or an unknown PIN under the field', async () => {
    const sent = stubShop()
    await signIn()
    renderCheckout(<CheckoutPage />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^First name/), 'Asha')
    await user.type(screen.getByLabelText(/^Last name/), 'Rao')
    await user.type(screen.getByLabelText(/^Mobile number/), '9848012345')
    await user.type(screen.getByLabelText(/^Street address/), '12 MG Road')
    const pin = screen.getByLabelText(/^PIN code/)
    const state = screen.getByLabelText(/^State/) as HTMLSelectElement
    const city = screen.getByLabelText(/^City/) as HTMLInputElement
    await user.type(pin, '560001')
    await waitFor(() => expect(state.value).toBe('Karnataka'))
    expect(city.value).toBe('Bengaluru Urban')

    // the shopper picks another state: said under it, and Continue sends nothing
    await user.selectOptions(state, 'Kerala')
    await waitFor(() => expect(state.getAttribute('aria-invalid')).toBe('true'))
    expect(describedBy(state)).toContain(
      'PIN code 560001 is in Karnataka. Please check the state or the PIN code.',
    )
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping' }))
    expect(sent).not.toContain('POST /api/v1/cart/checkout/estimate-shipping')

    // a PIN India Post does not list
    await user.selectOptions(state, 'Karnataka')
    await user.clear(pin)
    await user.type(pin, '123456')
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'))
    expect(describedBy(pin)).toContain('We could not find PIN code 123456. Please check the six digits.')
    // the city typed is kept, the state chosen too
    expect([city.value, state.value]).toEqual(['Bengaluru Urban', 'Karnataka'])
  }, 30_000)
})
