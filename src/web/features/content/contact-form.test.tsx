import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '#domain/messages.ts'
import { Toaster } from '#web/ui/toast.tsx'
import { ContactForm } from './contact-form.tsx'

let release: () => void = () => {}
let fetchMock = vi.fn()

/** POST /contact answers with `status` and `body`; with `hold`, only once release() is called. */
function stubContact(status: number, body: unknown, opts: { hold?: boolean } = {}) {
  const gate = opts.hold
    ? new Promise<void>((resolve) => {
        release = resolve
      })
    : Promise.resolve()
  fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    await gate
    return Response.json(body, { status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Lakshmi')
  await user.type(screen.getByLabelText(/Email/), 'lakshmi@example.in')
  await user.type(screen.getByLabelText(/Phone/), '+91 98480 12345')
  await user.selectOptions(screen.getByLabelText(/Subject/), 'Order support')
  await user.type(screen.getByLabelText(/Message/), 'Where is my order 1042?')
}

afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock = vi.fn()
})

function describedBy(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

describe('ContactForm', () => {
  it('shows an inline error for each required field when sent empty, tied to its field', async () => {
    stubContact(200, { success: true, message: 'sent' })
    const user = userEvent.setup()
    render(<ContactForm />)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    const firstName = screen.getByLabelText(/First name/)
    expect(await screen.findByText(messages.contact.firstNameRequired)).toBeTruthy()
    expect(firstName.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(firstName)).toContain(messages.contact.firstNameRequired)
    expect(describedBy(screen.getByLabelText(/Email/))).toContain(messages.contact.emailRequired)
    expect(describedBy(screen.getByLabelText(/Subject/))).toContain(messages.contact.subjectRequired)
    expect(describedBy(screen.getByLabelText(/Message/))).toContain(messages.contact.messageTooShort)
    // Optional fields stay quiet.
    expect(screen.getByLabelText(/Last name/).getAttribute('aria-invalid')).toBe('false')
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).toBe('false')
    // The first problem gets focus, so keyboard users land on it.
    expect(document.activeElement).toBe(firstName)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('clears an error as soon as the field is corrected', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await screen.findByText(messages.contact.firstNameRequired)

    await user.type(screen.getByLabelText(/First name/), 'Lakshmi')
    expect(screen.queryByText(messages.contact.firstNameRequired)).toBeNull()
    expect(screen.getByLabelText(/First name/).getAttribute('aria-invalid')).toBe('false')

    await user.type(screen.getByLabelText(/Email/), 'lakshmi@example')
    expect(screen.getByText(messages.contact.emailInvalid)).toBeTruthy()
    await user.type(screen.getByLabelText(/Email/), '.in')
    expect(screen.queryByText(messages.contact.emailInvalid)).toBeNull()
  })

  it('checks the optional mobile number only when one is given', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    await user.type(screen.getByLabelText(/Phone/), '12345')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(messages.contact.phoneInvalid)).toBeTruthy()
    await user.clear(screen.getByLabelText(/Phone/))
    expect(screen.queryByText(messages.contact.phoneInvalid)).toBeNull()
  })

  it('sends a valid message, says so calmly, and clears the form for another', async () => {
    const fetchMock = stubContact(
      200,
      {
        success: true,
        message: 'Thank you! Your message has been sent. We will reply within one business day.',
      },
      { hold: true },
    )
    const user = userEvent.setup()
    render(<ContactForm email="care@suryanaturals.in" phone="+91 40 4012 3456" />)
    await fillValidMessage(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    // While on its way: the button says so and a second press sends nothing more.
    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect(sending.getAttribute('aria-disabled')).toBe('true')
    await user.click(sending)
    release()

    const heading = await screen.findByRole('heading', { name: 'Message sent' })
    // Focus moves in an effect after the confirmation is drawn: wait for it rather than racing it.
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(
      screen.getByText('Thank you! Your message has been sent. We will reply within one business day.'),
    ).toBeTruthy()
    expect(screen.getByText('lakshmi@example.in')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toContain('/api/v1/contact')
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Lakshmi',
      last_name: '',
      email: 'lakshmi@example.in',
      phone: '+91 98480 12345',
      subject: 'Order support',
      message: 'Where is my order 1042?',
    })

    await user.click(screen.getByRole('button', { name: 'Send another message' }))
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/First name/)))
  })

  it('shows the server’s refusal inline and keeps what was written', async () => {
    stubContact(400, { success: false, message: 'Please enter a valid email address' })
    const user = userEvent.setup()
    render(<ContactForm />)
    await fillValidMessage(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter a valid email address')
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('Where is my order 1042?')
  })

  it('puts a field the server refused under that field (decision 037), and the rest at the top', async () => {
    stubContact(400, {
      success: false,
      message: 'Please enter your first name; Please write at least 10 characters; Unknown sender',
      issues: [
        { path: ['first_name'], message: 'Please enter your first name' },
        { path: ['message'], message: 'Please write at least 10 characters' },
        { path: ['sender_id'], message: 'Unknown sender' },
      ],
    })
    const user = userEvent.setup()
    render(<ContactForm />)
    await fillValidMessage(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    const firstName = screen.getByLabelText(/First name/)
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'))
    expect(describedBy(firstName)).toContain('Please enter your first name')
    expect(describedBy(screen.getByLabelText(/Message/))).toContain('Please write at least 10 characters')
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('false')
    expect(document.activeElement).toBe(firstName)
    expect(screen.getByRole('alert').textContent).toBe('Unknown sender')
    // Corrected, the field's message leaves.
    await user.type(firstName, 'a')
    expect(firstName.getAttribute('aria-invalid')).toBe('false')
  })

  it('offers the email and phone when the shop could not take the message', async () => {
    stubContact(500, { success: false, message: 'Something went wrong on our side.' })
    const user = userEvent.setup()
    render(<ContactForm email="care@suryanaturals.in" phone="+91 40 4012 3456" />)
    await fillValidMessage(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect((await screen.findByRole('alert')).textContent).toContain(messages.contact.sendFailed)
    expect(screen.getByRole('link', { name: 'care@suryanaturals.in' }).getAttribute('href')).toBe(
      'mailto:care@suryanaturals.in',
    )
    expect(screen.getByRole('link', { name: '+91 40 4012 3456' }).getAttribute('href')).toBe(
      'tel:+914040123456',
    )
  })

  it('says to slow down in a toast when rate limited', async () => {
    stubContact(429, { success: false, message: 'Too many requests' })
    const user = userEvent.setup()
    render(
      <>
        <ContactForm />
        <Toaster />
      </>,
    )
    await fillValidMessage(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect((await screen.findByRole('alert')).textContent).toContain(messages.http.tooManyRequests)
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy()
  })
})
