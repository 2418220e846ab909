// The contact form's rules (spec §2 "Contact"). Sending (POST /contact) arrives later; the server will reuse this schema.
import { z } from 'zod'
import { messages } from './messages.ts'

export const CONTACT_SUBJECTS = [
  'General enquiry',
  'Order support',
  'Wholesale / bulk',
  'Farmer partnership',
  'Feedback',
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const CONTACT_MESSAGE_LIMITS = { min: 10, max: 2000 } as const

/**
 * An Indian mobile number as ten digits starting 6–9, or null. Accepts the ways people type it:
 * spaces, dashes, brackets, and a +91, 91 or 0 prefix.
 */
export function normaliseIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '')
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits)
  return match?.[1] ?? null
}

// Same simple shape as the spec's email rule: text, @, text, dot, text.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const contactMessageSchema = z.object({
  firstName: z.string().trim().min(1, { error: messages.contact.firstNameRequired }),
  // Optional: many people in India go by a single name.
  lastName: z.string().trim(),
  email: z
    .string()
    .trim()
    .min(1, { error: messages.contact.emailRequired })
    // One message at a time: an empty field says it is required, not that it is malformed.
    .refine((v) => v === '' || EMAIL_SHAPE.test(v), { error: messages.contact.emailInvalid }),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || normaliseIndianMobile(v) !== null, { error: messages.contact.phoneInvalid }),
  subject: z
    .string()
    .refine((v): v is ContactSubject => (CONTACT_SUBJECTS as readonly string[]).includes(v), {
      error: messages.contact.subjectRequired,
    }),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_LIMITS.min, { error: messages.contact.messageTooShort })
    .max(CONTACT_MESSAGE_LIMITS.max, { error: messages.contact.messageTooLong }),
})

export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>

export const EMPTY_CONTACT_MESSAGE: ContactMessageInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
}
