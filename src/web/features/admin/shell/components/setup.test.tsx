import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dataReply,
  expectFieldError,
  fieldIssues,
  never,
  refusal,
  renderAdmin,
  sent,
  stubAdminApi,
} from '#web/features/admin/shell/testing/admin-test-kit.tsx'
import { Route } from '#web/lib/router.tsx'
import { SetUpSecondFactor } from './second-factor.tsx'
import { Setup } from './setup.tsx'

// An invited operator's first steps: the setup link (checking, a dead link, a name and password checked here
// first), then the authenticator app and the recovery codes.

const renderSetup = (onDone = vi.fn()) => {
  renderAdmin(<Route path="/admin/setup" element={<Setup token="tok-1" onDone={onDone} />} />, '/admin/setup')
  return onDone
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the setup link', () => {
  it('says it is checking the link, then why a dead link does not work', async () => {
    stubAdminApi(never)
    const first = renderAdmin(
      <Route path="/admin/setup" element={<Setup token="tok-1" onDone={vi.fn()} />} />,
      '/admin/setup',
    )
    expect((await screen.findByRole('status')).textContent).toBe('Checking your link…')
    first.unmount()
    stubAdminApi(() => refusal('This setup link has expired. Ask an owner for a new one.', 400))
    renderSetup()
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'This setup link has expired. Ask an owner for a new one.',
    )
  })

  it('checks the name and the passwords here, then saves and signs in', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/setup?token=tok-1')
        return dataReply({ email: 'meera@example.com', role: 'manager' })
      if (url === '/api/admin/v1/setup' && init?.method === 'POST')
        return dataReply({ email: 'meera@example.com' })
      if (url === '/api/admin/auth/sign-in/email') return Response.json({ twoFactorRedirect: false })
      return undefined
    })
    const onDone = renderSetup()
    const user = userEvent.setup()
    expect(await screen.findByText(/joining the back office as manager with meera@example.com/)).toBeTruthy()
    const save = () => user.click(screen.getByRole('button', { name: 'Save and continue' }))
    await save()
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your name')
    await user.type(screen.getByLabelText(/^Your name/), 'Meera')
    await user.type(screen.getByLabelText(/^Password/), 'short')
    await save()
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 12 characters')
    await user.clear(screen.getByLabelText(/^Password/))
    await user.type(screen.getByLabelText(/^Password/), 'a long enough password')
    await user.type(screen.getByLabelText(/^Confirm password/), 'a long enough passwort')
    await save()
    expect(screen.getByRole('alert').textContent).toBe('The two passwords do not match')
    expect(sent(fetchMock, 'POST')).toEqual([])
    await user.clear(screen.getByLabelText(/^Confirm password/))
    await user.type(screen.getByLabelText(/^Confirm password/), 'a long enough password')
    await save()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(sent(fetchMock, 'POST')).toEqual([
      ['/api/admin/v1/setup', { token: 'tok-1', name: 'Meera', password: 'a long enough password' }],
      ['/api/admin/auth/sign-in/email', { email: 'meera@example.com', password: 'a long enough password' }],
    ])
  })
})

describe('the setup form and the server (decision 037)', () => {
  it('puts the route’s field issue under its box, and a refusal of the service as the card’s message', async () => {
    let answer = fieldIssues([{ path: ['name'], message: 'Name: at most 100 characters' }])
    stubAdminApi((url, init) => {
      if (url === '/api/admin/v1/setup?token=tok-1')
        return dataReply({ email: 'meera@example.com', role: 'manager' })
      if (url === '/api/admin/v1/setup' && init?.method === 'POST') return answer
      return undefined
    })
    const onDone = renderSetup()
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/^Your name/), 'Meera')
    await user.type(screen.getByLabelText(/^Password/), 'a long enough password')
    await user.type(screen.getByLabelText(/^Confirm password/), 'a long enough password')
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))
    await expectFieldError('Your name*', 'Name: at most 100 characters')
    expect(screen.queryByRole('alert')).toBeNull()
    answer = refusal('This setup link is not valid or has expired. Ask the shop’s owner for a new one.', 400)
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This setup link is not valid or has expired. Ask the shop’s owner for a new one.',
    )
    expect(onDone).not.toHaveBeenCalled()
  })
})

describe('the second factor', () => {
  it('asks for the password, shows the key and the recovery codes, and refuses a wrong code', async () => {
    const fetchMock = stubAdminApi((url, init) => {
      const body = JSON.parse(String(init?.body))
      if (url === '/api/admin/auth/two-factor/enable')
        return body.password === 'the right password'
          ? Response.json({
              totpURI:
                'otpauth://totp/Surya%20Naturals:meera?secret=JBSWY3DPEHPK3PXP&issuer=Surya%20Naturals',
              backupCodes: ['aaaa-bbbb', 'cccc-dddd'],
            })
          : refusal('Invalid password', 400)
      if (url === '/api/admin/auth/two-factor/verify-totp')
        return body.code === '123456' ? Response.json({ token: 'x' }) : refusal('Invalid code', 401)
      return undefined
    })
    const onDone = vi.fn()
    renderAdmin(<Route path="/admin" element={<SetUpSecondFactor onDone={onDone} />} />, '/admin')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Password/), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Set up the app' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password')
    await user.clear(screen.getByLabelText(/^Password/))
    await user.type(screen.getByLabelText(/^Password/), 'the right password')
    await user.click(screen.getByRole('button', { name: 'Set up the app' }))
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP')
    expect(screen.getByText('aaaa-bbbb')).toBeTruthy()
    // the codes can be kept: a text file naming the account, or printed alone
    const files: Blob[] = []
    // jsdom has no URL.createObjectURL: a stand-in that keeps the file
    URL.createObjectURL = (b: Blob) => {
      files.push(b)
      return 'blob:codes'
    }
    const saved: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    await user.click(screen.getByRole('button', { name: 'Download' }))
    expect(saved).toEqual(['back-office-recovery-codes.txt'])
    const text = await files[0]!.text()
    expect(text).toContain('Back office recovery codes for Surya Naturals:meera')
    expect(text).toContain('aaaa-bbbb\ncccc-dddd')
    click.mockRestore()
    Reflect.deleteProperty(URL, 'createObjectURL')
    const print = vi.fn()
    vi.stubGlobal('print', print)
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
    expect(screen.getByText('aaaa-bbbb').closest('[data-print-alone]')).not.toBeNull()
    const confirm = screen.getByRole('button', { name: 'Confirm and open the back office' })
    expect(confirm.hasAttribute('disabled')).toBe(true)
    await user.type(screen.getByLabelText(/^Code from the app/), '654 321')
    await user.click(confirm)
    expect((await screen.findByRole('alert')).textContent).toContain('That code did not work')
    await user.clear(screen.getByLabelText(/^Code from the app/))
    await user.type(screen.getByLabelText(/^Code from the app/), '123456')
    await user.click(confirm)
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(sent(fetchMock, 'POST').at(-1)).toEqual([
      '/api/admin/auth/two-factor/verify-totp',
      { code: '123456' },
    ])
  })
})
