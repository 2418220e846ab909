import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  never,
  refusal,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { WRONG_CODE } from './auth-ui.tsx'
import { SignIn } from './sign-in.tsx'

// Signing in to the back office: the password step (refused empty, a wrong password, busy while checking) and the code step (a wrong code, a recovery code).

const renderSignIn = (onSignedIn = vi.fn()) => {
  renderAdmin(<Route path="/admin" element={<SignIn onSignedIn={onSignedIn} />} />, '/admin')
  return onSignedIn
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('signing in', () => {
  it('asks for both fields before sending anything', async () => {
    const fetchMock = stubAdminApi(never)
    renderSignIn()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your email and password')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says a wrong password in the shop’s words, and is busy while it checks', async () => {
    let answer: (r: Response) => void = () => {}
    stubAdminApi(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderSignIn()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Email/), 'ops@example.com')
    await user.type(screen.getByLabelText(/^Password/), 'not the password')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeTruthy()
    answer(refusal('Invalid email or password', 401))
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password')
  })

  it('takes the password, then the code, and opens the session', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      const body = JSON.parse(String(init?.body))
      if (url === '/api/admin/auth/sign-in/email') return Response.json({ twoFactorRedirect: true })
      if (url === '/api/admin/auth/two-factor/verify-totp')
        return body.code === '123456' ? Response.json({ token: 'x' }) : refusal('Invalid code', 401)
      return undefined
    })
    const onSignedIn = renderSignIn()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Email/), ' ops@example.com ')
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const code = await screen.findByLabelText(/^Code/)
    await waitFor(() => expect(document.activeElement).toBe(code))
    await user.type(code, '654 321')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_CODE)
    await user.clear(code)
    await user.type(code, '123 456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(sent(fetchMock, 'POST')).toEqual([
      ['/api/admin/auth/sign-in/email', { email: 'ops@example.com', password: 'correct horse battery' }],
      ['/api/admin/auth/two-factor/verify-totp', { code: '654321' }],
      ['/api/admin/auth/two-factor/verify-totp', { code: '123456' }],
    ])
  })

  it('takes a recovery code instead of the app’s', async () => {
    const fetchMock = stubAdminApi((url) =>
      url === '/api/admin/auth/sign-in/email'
        ? Response.json({ twoFactorRedirect: true })
        : url === '/api/admin/auth/two-factor/verify-backup-code'
          ? Response.json({ token: 'x' })
          : undefined,
    )
    const onSignedIn = renderSignIn()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Email/), 'ops@example.com')
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(await screen.findByRole('button', { name: 'Lost your phone? Use a recovery code' }))
    await user.type(screen.getByLabelText(/^Recovery code/), 'abcd-efgh')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(sent(fetchMock, 'POST')[1]).toEqual([
      '/api/admin/auth/two-factor/verify-backup-code',
      { code: 'abcd-efgh' },
    ])
  })
})
