import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Settings } from '#domain/contracts/content.ts'
import { settingsQuery } from '#web/lib/api/get-settings.ts'
import { MemoryRouter } from '#web/lib/router.tsx'
import { LoginForm } from '../login-form.tsx'
import { SignupForm } from '../signup-form.tsx'

// The README ('GOOGLE_CLIENT_ID … unset: Google sign-in hidden'): a shop without Google sign-in never
// shows its button, not even disabled while the shop's settings are on their way or when they could not be read.
// The settings are put in the query cache as the shop would answer them; nothing else is fetched.
type SettingsState = 'pending' | 'failed' | { google: boolean }

async function renderForm(form: 'login' | 'signup', state: SettingsState) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } })
  if (state === 'failed')
    await client.prefetchQuery({
      queryKey: settingsQuery().queryKey,
      queryFn: () => Promise.reject(new Error('The shop could not be reached')),
    })
  else if (state !== 'pending')
    client.setQueryData(settingsQuery().queryKey, {
      google_sign_in_enabled: state.google,
      free_shipping_threshold: 500,
    } as Settings)
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {form === 'login' ? <LoginForm returnTo="/" /> : <SignupForm returnTo="/" />}
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const google = () => screen.queryByRole('button', { name: 'Continue with Google' })

describe.each(['login', 'signup'] as const)('Continue with Google on the %s form', (form) => {
  it.each([
    ['not configured', { google: false }],
    ['settings on their way', 'pending'],
    ['settings unreadable', 'failed'],
  ] as const)('is not shown, nor its "or", when %s', async (_, state) => {
    await renderForm(form, state)
    expect(google()).toBeNull()
    expect(screen.queryByText('or')).toBeNull()
  })

  it('is offered, after an "or", when the shop has Google sign-in', async () => {
    await renderForm(form, { google: true })
    expect((google() as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByText('or')).toBeTruthy()
  })
})
