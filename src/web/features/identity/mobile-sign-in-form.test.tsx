import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from '#web/lib/router.tsx'
import { MobileSignInForm } from './mobile-sign-in-form.tsx'

// fetch is the browser boundary: /api/v1/settings, and /api/auth/phone-number/* answered as the API answers
// (decision 055). The API's own tests check the rules; this checks what the screen does with the answers.
type Reply = { status: number; body: unknown }
function stubFetch(replies: Record<string, Reply[]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/api/v1/settings'))
      return Response.json({ success: true, data: { mobile_sign_in_enabled: true, sms_test_mode: false } })
    const key = Object.keys(replies).find((k) => url.includes(k))
    const reply = key ? replies[key]!.shift() : undefined
    return Response.json(reply?.body ?? {}, { status: reply?.status ?? 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderForm(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('MobileSignInForm', () => {
  it('refuses a landline and another country before sending anything', async () => {
    const fetchMock = stubFetch({})
    const user = userEvent.setup()
    renderForm(<MobileSignInForm onUseEmail={() => {}} />)
    await user.type(screen.getByLabelText('Mobile number'), '080 2345 6789')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(screen.getByRole('alert').textContent).toContain('This looks like a landline number')
    await user.clear(screen.getByLabelText('Mobile number'))
    await user.type(screen.getByLabelText('Mobile number'), '+44 7700 900123')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(screen.getByRole('alert').textContent).toContain('Indian mobile numbers (+91) only')
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/phone-number/'))).toBe(false)
  })

  it("sends the number in one form, then shows the server's words for a wrong code and counts down to Resend", async () => {
    const fetchMock = stubFetch({
      '/phone-number/send-otp': [{ status: 200, body: { message: 'code sent' } }],
      '/phone-number/verify': [
        { status: 400, body: { code: 'OTP_WRONG', message: 'Incorrect code. You have 4 tries left' } },
      ],
    })
    const user = userEvent.setup()
    renderForm(<MobileSignInForm onUseEmail={() => {}} />)
    await user.type(screen.getByLabelText('Mobile number'), '98480 12345')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByLabelText('6-digit code')
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('/send-otp'))
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ phoneNumber: '+919848012345' })
    expect(screen.getByText('+91 98480 12345')).toBeTruthy()
    expect(screen.getByText(/ask for a new code in \d+/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    expect(screen.getByRole('alert').textContent).toContain('Enter the 6-digit code')
    await user.type(screen.getByLabelText('6-digit code'), '12a3456')
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('123456')
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Incorrect code. You have 4 tries left'),
    )
  })

  it('a resend asked too soon says how long to wait', async () => {
    stubFetch({
      '/phone-number/send-otp': [
        {
          status: 429,
          body: {
            code: 'OTP_RESEND_WAIT',
            message: 'Please wait 12 seconds before asking for a new code',
            retry_after: 12,
          },
        },
      ],
    })
    const user = userEvent.setup()
    renderForm(<MobileSignInForm onUseEmail={() => {}} />)
    await user.type(screen.getByLabelText('Mobile number'), '9848012345')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Please wait 12 seconds before asking for a new code',
      ),
    )
  })
})
