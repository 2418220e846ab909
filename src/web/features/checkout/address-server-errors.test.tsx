import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '#domain/messages.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { moringaCart } from '#web/test/cart.ts'
import { answerTokenRequest, signIn, signOut } from '#web/test/signed-in.ts'
import { Component as CheckoutPage } from './checkout-page.tsx'

// Decision 037: the shipping estimate's 400 names the fields the server refused (`issues`); the address form says
// each under its field. fetch is the browser boundary, answered as the server answers: a street of invisible
// characters only passes the page's check (it is not blank to the browser) and is empty to the server, which
// strips them first (src/domain/text.ts).

const cart = moringaCart()

const REQUIRED = messages.checkout.addressRequired

function stubShop() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const token = answerTokenRequest(url)
      if (token) return token
      switch (`${init?.method ?? 'GET'} ${url.pathname}`) {
        case 'GET /api/v1/cart/checkout/prepare':
          return Response.json({ success: true, data: { cart, validation_issues: [] } })
        case 'GET /api/v1/profiles':
          return Response.json({ success: false, message: 'Profile not found' }, { status: 404 })
        case 'GET /api/v1/addresses':
          return Response.json({ success: true, data: { addresses: [] } })
        case 'POST /api/v1/cart/checkout/estimate-shipping':
          return Response.json(
            {
              success: false,
              message: `${REQUIRED}; Unrecognized key: "gift_wrap"`,
              issues: [
                { path: ['street'], message: REQUIRED },
                { path: ['gift_wrap'], message: 'Unrecognized key: "gift_wrap"' },
              ],
            },
            { status: 400 },
          )
        default:
          return Response.json({ success: true, data: {} })
      }
    }),
  )
}

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
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/checkout']}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    )
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
