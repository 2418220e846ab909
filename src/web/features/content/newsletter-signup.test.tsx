import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '#domain/messages.ts'
import { NewsletterSignup } from './newsletter-signup.tsx'

function stubSubscribe(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('NewsletterSignup', () => {
  it('checks the address before sending', async () => {
    const fetchMock = stubSubscribe(200, {})
    const user = userEvent.setup()
    render(<NewsletterSignup />)
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('alert').textContent).toBe(messages.contact.emailRequired)
    const input = screen.getByLabelText('Your e-mail address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(input)
    await user.type(input, 'asha@example')
    expect(screen.queryByRole('alert')).toBeNull()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alert').textContent).toBe(messages.contact.emailInvalid)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows what the server says once subscribed, and can start again', async () => {
    const fetchMock = stubSubscribe(200, {
      success: true,
      message: 'Please check your email and confirm your subscription.',
      status: 'pending',
    })
    const user = userEvent.setup()
    render(<NewsletterSignup />)
    await user.type(screen.getByLabelText('Your e-mail address'), ' asha@example.in ')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect((await screen.findByRole('status')).textContent).toContain(
      'Please check your email and confirm your subscription.',
    )
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ email: 'asha@example.in' })
    await user.click(screen.getByRole('button', { name: 'Use another email' }))
    expect((screen.getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe('')
  })

  it('says the problem the server found with the address at the address, and puts the cursor there (decision 037)', async () => {
    stubSubscribe(400, {
      success: false,
      message: 'Please enter a valid email address; Unrecognized key: "source"',
      issues: [
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: ['source'], message: 'Unrecognized key: "source"' },
      ],
    })
    const user = userEvent.setup()
    render(<NewsletterSignup />)
    const input = screen.getByLabelText('Your e-mail address')
    await user.type(input, 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Please enter a valid email address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id)
    expect(document.activeElement).toBe(input)
    await user.type(input, 'x')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the server’s refusal, and asks to slow down when rate limited', async () => {
    stubSubscribe(400, { success: false, message: 'Please enter a valid email address' })
    const user = userEvent.setup()
    render(<NewsletterSignup />)
    await user.type(screen.getByLabelText('Your e-mail address'), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address')

    stubSubscribe(429, { success: false, message: 'Too many requests' })
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect((await screen.findByRole('alert')).textContent).toBe(messages.http.tooManyRequests)
  })
})
