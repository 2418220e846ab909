import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from '#web/lib/router.tsx'
import { LoginForm } from './login-form.tsx'
import { SignupForm } from './signup-form.tsx'

// fetch is the browser boundary: /api/v1/settings for the Google button, /api/auth/* for the identity service.
function stubFetch(auth: { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/api/v1/settings')) {
      return Response.json({
        success: true,
        data: { google_sign_in_enabled: false, free_shipping_threshold: 500 },
      })
    }
    return Response.json(auth.body, { status: auth.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function describedBy(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('LoginForm', () => {
  it('asks for both fields, then a valid email, and clears the error when a field is edited', async () => {
    stubFetch({ status: 200, body: {} })
    const user = userEvent.setup()
    renderWithProviders(<LoginForm returnTo="/" />)

    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByRole('alert').textContent).toContain('Email and password are required')

    await user.type(screen.getByLabelText('Email address'), 'asha')
    expect(screen.queryByRole('alert')).toBeNull()

    await user.type(screen.getByLabelText('Password'), 'secret-123')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(screen.getByRole('alert').textContent).toContain('Please enter a valid email address')
  })

  it("shows the identity service's mapped error, and clears it on edit", async () => {
    const fetchMock = stubFetch({
      status: 401,
      body: { code: 'WRONG_PASSWORD', message: 'Incorrect password' },
    })
    const user = userEvent.setup()
    renderWithProviders(<LoginForm returnTo="/" />)

    await user.type(screen.getByLabelText('Email address'), 'asha@example.in')
    await user.type(screen.getByLabelText('Password'), 'not-it-123')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect password')
    const signIn = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/sign-in/email'))
    expect(JSON.parse(String(signIn?.[1]?.body))).toEqual({
      email: 'asha@example.in',
      password: 'not-it-123',
      rememberMe: true,
    })
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false)

    await user.type(screen.getByLabelText('Password'), '4')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('toggles the password between hidden and shown', async () => {
    stubFetch({ status: 200, body: {} })
    const user = userEvent.setup()
    renderWithProviders(<LoginForm returnTo="/" />)
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text')
  })

  it('offers no Google sign-in (nor its "or") when the shop has none configured', async () => {
    stubFetch({ status: 200, body: {} })
    renderWithProviders(<LoginForm returnTo="/" />)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull())
    expect(screen.queryByText('or')).toBeNull()
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy()
  })
})

describe('SignupForm', () => {
  it("shows 'Passwords do not match' under the confirmation and disables Create Account", async () => {
    stubFetch({ status: 200, body: {} })
    const user = userEvent.setup()
    renderWithProviders(<SignupForm returnTo="/" />)

    expect(screen.getByText('Password must be at least 6 characters long')).toBeTruthy()
    await user.type(screen.getByLabelText(/^Password/), 'moringa-123')
    await user.type(screen.getByLabelText(/^Confirm password/), 'moringa-12')

    const confirm = screen.getByLabelText(/^Confirm password/)
    expect(describedBy(confirm)).toContain('Passwords do not match')
    expect(confirm.getAttribute('aria-invalid')).toBe('true')
    expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(true)

    await user.type(confirm, '3')
    expect(screen.queryByText('Passwords do not match')).toBeNull()
    expect((screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('enforces the 8-character rule and the terms before calling the service', async () => {
    const fetchMock = stubFetch({ status: 200, body: {} })
    const user = userEvent.setup()
    renderWithProviders(<SignupForm returnTo="/" />)

    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByRole('alert').textContent).toContain('Name, email, and password are required')

    await user.type(screen.getByLabelText(/^Full name/), 'Asha Rao')
    await user.type(screen.getByLabelText(/^Email address/), 'asha@example.in')
    await user.type(screen.getByLabelText(/^Password/), 'short12')
    await user.type(screen.getByLabelText(/^Confirm password/), 'short12')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByRole('alert').textContent).toContain('Password must be at least 8 characters long')

    await user.type(screen.getByLabelText(/^Password/), '3')
    await user.type(screen.getByLabelText(/^Confirm password/), '3')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(screen.getByRole('alert').textContent).toContain(
      'Please accept the Terms of Service and Privacy Policy',
    )
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/'))).toBe(false)
  })

  it('maps an email already in use', async () => {
    stubFetch({
      status: 422,
      body: {
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<SignupForm returnTo="/" />)
    await user.type(screen.getByLabelText(/^Full name/), 'Asha Rao')
    await user.type(screen.getByLabelText(/^Email address/), 'asha@example.in')
    await user.type(screen.getByLabelText(/^Password/), 'moringa-123')
    await user.type(screen.getByLabelText(/^Confirm password/), 'moringa-123')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('An account with this email already exists'),
    )
  })
})
