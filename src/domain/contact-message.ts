// The contact form's rules (docs/product.md, Routes and screens: "Contact"), shared by the form and POST /contact.
import { z } from 'zod'
import { EMAIL_SHAPE } from './email.ts'
import { messages } from './messages.ts'
import { normaliseIndianMobile } from './profile.ts'

export { normaliseIndianMobile }

export const CONTACT_SUBJECTS = [
  'General enquiry',
  'Order support',
  'Wholesale / bulk',
  'Farmer partnership',
  'Feedback',
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const CONTACT_MESSAGE_LIMITS = { min: 10, max: 2000 } as const

const contactFieldSchemas = {
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
    .refine((v) => v === '' || normaliseIndianMobile(v) !== undefined, {
      error: messages.contact.phoneInvalid,
    }),
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
}

/** The contact form (web). */
export const contactMessageSchema = z.object(contactFieldSchemas)

/** POST /contact (wire names in the style of docs/product.md, Entities); the same rules as the form. */
export const contactRequestSchema = z.object({
  first_name: contactFieldSchemas.firstName,
  last_name: contactFieldSchemas.lastName.max(50).default(''),
  email: contactFieldSchemas.email,
  phone: contactFieldSchemas.phone.default(''),
  subject: contactFieldSchemas.subject,
  message: contactFieldSchemas.message,
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
