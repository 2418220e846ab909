import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '#domain/messages.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { renderCheckout, stubCheckoutShop } from '#web/test/checkout-shop.tsx'
import { signIn, signOut } from '#web/test/signed-in.ts'
import { Component as CheckoutPage } from './checkout-page.tsx'

// Decision 037: the shipping estimate's 400 names the fields the server refused (`issues`); the address form says
// each under its field. fetch is the browser boundary, answered as the server answers: a street of invisible
// characters only passes the page's check (it is not blank to the browser) and is empty to the server, which
// strips them first (src/domain/text.ts).

const REQUIRED = messages.checkout.addressRequired

const stubShop = () =>
  stubCheckoutShop({
    'POST /api/v1/cart/checkout/estimate-shipping': () =>
      Response.json(
        {
          success: false,
          message: `${REQUIRED}; Unrecognized key: "gift_wrap"`,
          issues: [
            { path: ['street'], message: REQUIRED },
            { path: ['gift_wrap'], message: 'Unrecognized key: "gift_wrap"' },
          ],
        },
        { status: 400 },
      ),
  })

afterEach(() => {
  signOut()
  queryClient.clear()
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('the checkout address, refused by the server', () => {
  it('says the refused field under it, focuses it, and the rest above the form', async () => {
    stubShop()
    await signIn()
    renderCheckout(<CheckoutPage />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^First name/), 'Asha')
    await user.type(screen.getByLabelText(/^Last name/), 'Rao')
    await user.type(screen.getByLabelText(/^Mobile number/), '9848012345')
    const street = screen.getByLabelText(/^Street address/)
    await user.type(street, '\u200b')
    await user.type(screen.getByLabelText(/^City/), 'Hyderabad')
    await user.selectOptions(screen.getByLabelText(/^State/), 'Telangana')
    await user.type(screen.getByLabelText(/^PIN code/), '500028')
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping' }))

    await waitFor(() => expect(street.getAttribute('aria-invalid')).toBe('true'))
    const said = (street.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(said).toContain(REQUIRED)
    expect(document.activeElement).toBe(street)
    expect(screen.getByRole('alert').textContent).toContain('Unrecognized key: "gift_wrap"')
    expect(screen.getByLabelText(/^City/).getAttribute('aria-invalid')).toBe('false')
    // Typed again, the field's message leaves.
    await user.type(street, '12-2-823, Mehdipatnam')
    expect(street.getAttribute('aria-invalid')).toBe('false')
  }, 30_000)
})
