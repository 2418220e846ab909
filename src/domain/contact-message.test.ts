import { describe, expect, it } from 'vitest'
import { contactMessageSchema, EMPTY_CONTACT_MESSAGE, normaliseIndianMobile } from './contact-message.ts'
import { messages } from './messages.ts'

const valid = {
  firstName: 'Lakshmi',
  lastName: '',
  email: 'lakshmi@example.in',
  phone: '',
  subject: 'Order support',
  message: 'Where is my order?',
}

function errorsOf(input: typeof valid) {
  const r = contactMessageSchema.safeParse(input)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('normaliseIndianMobile', () => {
  it('accepts ten digits starting 6–9, however they are typed', () => {
    expect(normaliseIndianMobile('9848012345')).toBe('9848012345')
    expect(normaliseIndianMobile('+91 98480 12345')).toBe('9848012345')
    expect(normaliseIndianMobile('91-98480-12345')).toBe('9848012345')
    expect(normaliseIndianMobile('098480 12345')).toBe('9848012345')
  })

  it('refuses landlines, short numbers and letters', () => {
    expect(normaliseIndianMobile('4040123456')).toBeUndefined()
    expect(normaliseIndianMobile('984801234')).toBeUndefined()
    expect(normaliseIndianMobile('98480123456')).toBeUndefined()
    expect(normaliseIndianMobile('98480abcde')).toBeUndefined()
  })
})

describe('contactMessageSchema', () => {
  it('accepts a complete message, with last name and phone left out', () => {
    expect(errorsOf(valid)).toEqual({})
  })

  it('names every required field of an empty form', () => {
    expect(errorsOf(EMPTY_CONTACT_MESSAGE as typeof valid)).toEqual({
      firstName: messages.contact.firstNameRequired,
      email: messages.contact.emailRequired,
      subject: messages.contact.subjectRequired,
      message: messages.contact.messageTooShort,
    })
  })

  it('checks the email shape and the mobile number', () => {
    expect(errorsOf({ ...valid, email: 'lakshmi@example' })).toEqual({ email: messages.contact.emailInvalid })
    expect(errorsOf({ ...valid, phone: '12345' })).toEqual({ phone: messages.contact.phoneInvalid })
    expect(errorsOf({ ...valid, phone: '+91 98480 12345' })).toEqual({})
  })

  it('keeps the message between 10 and 2000 characters, ignoring outer spaces', () => {
    expect(errorsOf({ ...valid, message: '   too short   ' })).toEqual({
      message: messages.contact.messageTooShort,
    })
    expect(errorsOf({ ...valid, message: 'x'.repeat(10) })).toEqual({})
    expect(errorsOf({ ...valid, message: 'x'.repeat(2000) })).toEqual({})
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      message: messages.contact.messageTooLong,
    })
  })

  it('allows only the listed subjects', () => {
    expect(errorsOf({ ...valid, subject: 'Complaint' })).toEqual({
      subject: messages.contact.subjectRequired,
    })
  })
})
