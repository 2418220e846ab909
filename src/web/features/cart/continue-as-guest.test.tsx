import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GUEST_CHECKOUT_KEY } from '#web/lib/guest-checkout.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'
import { ContinueAsGuest } from './continue-as-guest.tsx'

// fetch is the browser boundary: POST /api/v1/guest/session answered as the API answers (decision 057). The API's
// own tests check the rules; this checks that the form refuses what the API would before asking, shows the API's
// field problems under their fields, and opens checkout once the guest is started.
function stubFetch(reply: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async () => Response.json(reply.body, { status: reply.status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<ContinueAsGuest returnTo="/checkout" />} />
          <Route path="/checkout" element={<p>Checkout page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('ContinueAsGuest', () => {
  it('names a bad email and a landline under their fields and asks the server nothing', async () => {
    const fetchMock = stubFetch({ status: 200, body: {} })
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText(/^Email/), 'meera@example')
    await user.type(screen.getByLabelText(/^Mobile number/), '080 2345 6789')
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }))
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByText(/This looks like a landline number/)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(GUEST_CHECKOUT_KEY)).toBeNull()
  })

  it('starts the guest checkout and opens checkout', async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: {
        success: true,
        data: { email: 'meera@example.in', mobile: '+919848012345', claimed: false, orders: [] },
      },
    })
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText(/^Email/), 'Meera@Example.in')
    await user.type(screen.getByLabelText(/^Mobile number/), '98480 12345')
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }))
    await waitFor(() => expect(screen.getByText('Checkout page')).toBeTruthy())
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit]
    expect(String(url)).toContain('/api/v1/guest/session')
    expect(JSON.parse(String(init.body))).toEqual({ email: 'Meera@Example.in', mobile: '98480 12345' })
    expect(JSON.parse(sessionStorage.getItem(GUEST_CHECKOUT_KEY) ?? 'null')).toEqual({
      email: 'meera@example.in',
      mobile: '+919848012345',
    })
  })

  it('shows the server’s field problem under its field', async () => {
    stubFetch({
      status: 400,
      body: {
        success: false,
        message: 'Enter a valid 10-digit Indian mobile number',
        issues: [{ path: ['mobile'], message: 'Enter a valid 10-digit Indian mobile number' }],
      },
    })
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText(/^Email/), 'meera@example.in')
    await user.type(screen.getByLabelText(/^Mobile number/), '9848012345')
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }))
    await waitFor(() => expect(screen.getByText('Enter a valid 10-digit Indian mobile number')).toBeTruthy())
    expect(screen.queryByText('Checkout page')).toBeNull()
  })
})
