import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { messages } from '../../../domain/messages.ts'
import { ContactForm } from './contact-form.tsx'

function describedBy(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

describe('ContactForm', () => {
  it('shows an inline error for each required field when sent empty, tied to its field', async () => {
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
    expect(screen.queryByText(messages.contact.notOpenYet)).toBeNull()
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

  it('keeps a valid message and says how to reach us meanwhile, since sending is not open yet', async () => {
    const user = userEvent.setup()
    render(<ContactForm email="care@suryanaturals.in" phone="+91 40 4012 3456" />)
    await user.type(screen.getByLabelText(/First name/), 'Lakshmi')
    await user.type(screen.getByLabelText(/Email/), 'lakshmi@example.in')
    await user.type(screen.getByLabelText(/Phone/), '+91 98480 12345')
    await user.selectOptions(screen.getByLabelText(/Subject/), 'Order support')
    await user.type(screen.getByLabelText(/Message/), 'Where is my order 1042?')
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    expect(await screen.findByText(messages.contact.notOpenYet)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'care@suryanaturals.in' }).getAttribute('href')).toBe(
      'mailto:care@suryanaturals.in',
    )
    expect(screen.getByRole('link', { name: '+91 40 4012 3456' }).getAttribute('href')).toBe(
      'tel:+914040123456',
    )
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Lakshmi')
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('Where is my order 1042?')
  })
})
