import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { navigationMessages } from '#domain/messages-navigation.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { Link, MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { moringaCart } from '#web/test/cart.ts'
import { renderCheckout, stubCheckoutShop } from '#web/test/checkout-shop.tsx'
import { signIn, signOut } from '#web/test/signed-in.ts'
import { Component as CheckoutPage } from './checkout-page.tsx'

// Decision 035: the coupon the shopper applied stopped applying before Continue to Payment. fetch is the browser
// boundary: the shop's API is answered as the server answers it (the refusal's wording is the server's).

const GONE = 'Coupon SAVE10 is no longer available. Your new total is ₹289.00.'

const cart = (withCoupon: boolean) => moringaCart(withCoupon ? 'SAVE10' : undefined)

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

/** The server: the coupon applies when the checkout is prepared, and has run out when the order is placed. */
function stubShop() {
  let couponOnCart = true
  return stubCheckoutShop(
    {
      'POST /api/v1/cart/checkout/estimate-shipping': () =>
        Response.json({
          success: true,
          data: { shipping_options: [standard], address_id: 'addr-1', message: null },
        }),
      'POST /api/v1/payments/create-order': () => {
        // nothing placed; the server took the coupon off the cart
        couponOnCart = false
        return Response.json({ success: false, message: GONE, reason: 'coupon_gone' }, { status: 409 })
      },
    },
    () => cart(couponOnCart),
  )
}

afterEach(() => {
  signOut()
  queryClient.clear()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('checkout when the coupon stops applying before payment', () => {
  it('says so with the new total, shows that total in the summary, and asks to continue again', async () => {
    const asked = stubShop()
    await signIn()
    renderCheckout(<CheckoutPage />)
    const summary = await screen.findByRole('complementary', { name: 'Order summary' })
    const total = () => within(summary).getByText('Total').nextElementSibling?.textContent
    expect(total()).toBe('₹201.60')
    expect(within(summary).getByText('Discount (SAVE10)')).toBeTruthy()

    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^First name/), 'Asha')
    await user.type(screen.getByLabelText(/^Last name/), 'Rao')
    await user.type(screen.getByLabelText(/^Mobile number/), '9848012345')
    await user.type(screen.getByLabelText(/^Street address/), '12-2-823, Mehdipatnam')
    await user.type(screen.getByLabelText(/^City/), 'Hyderabad')
    await user.selectOptions(screen.getByLabelText(/^State/), 'Telangana')
    await user.type(screen.getByLabelText(/^PIN code/), '500028')
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping' }))
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }))

    // the server's words, and the summary read again: no discount, the total the message names
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(GONE))
    await waitFor(() => expect(total()).toBe('₹289.00'))
    expect(within(summary).queryByText('Discount (SAVE10)')).toBeNull()
    expect(asked.filter((a) => a === 'GET /api/v1/cart/checkout/prepare')).toHaveLength(2)
    // still on the shipping step, nothing paid: the shopper continues again to accept the new total
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).not.toContain('Failed to create order')
    expect(asked.filter((a) => a === 'POST /api/v1/payments/create-order')).toHaveLength(1)
  }, 30_000)
})

describe('the checkout address, unsaved changes (decision record 028)', () => {
  it('asks before leaving an address being typed, and not once the server accepted it', async () => {
    stubShop()
    await signIn()
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/checkout']}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="/cart" element={<p>the cart</p>} />
          </Routes>
          <Link to="/cart">Cart</Link>
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^First name/), 'Asha')
    await user.click(screen.getByRole('link', { name: 'Cart' }))
    expect(confirm).toHaveBeenCalledWith(navigationMessages.unsavedChanges)
    expect(screen.queryByText('the cart')).toBeNull()
    await user.type(screen.getByLabelText(/^Last name/), 'Rao')
    await user.type(screen.getByLabelText(/^Mobile number/), '9848012345')
    await user.type(screen.getByLabelText(/^Street address/), '12-2-823, Mehdipatnam')
    await user.type(screen.getByLabelText(/^City/), 'Hyderabad')
    await user.selectOptions(screen.getByLabelText(/^State/), 'Telangana')
    await user.type(screen.getByLabelText(/^PIN code/), '500028')
    await user.click(screen.getByRole('button', { name: 'Continue to Shipping' }))
    await screen.findByRole('button', { name: 'Continue to Payment' })
    await user.click(screen.getByRole('link', { name: 'Cart' }))
    expect(await screen.findByText('the cart')).toBeTruthy()
    expect(confirm).toHaveBeenCalledTimes(1)
  }, 30_000)
})
