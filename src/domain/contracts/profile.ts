import { z } from 'zod'
import {
  CART_REMINDER_CHOICES,
  GENDERS,
  isValidPincode,
  LANGUAGES,
  normaliseIndianMobile,
} from '../profile.ts'
import { stripInvisible } from '../text.ts'
import { dataReply } from './common.ts'

export const profileSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string().nullable(),
  bio: z.string().nullable(),
  newsletter_subscribed: z.boolean(),
  preferred_language: z.string(),
  whatsapp_opt_in: z
    .boolean()
    .optional()
    .describe("order updates on WhatsApp: checkout's box starts as the last order left it (decision 049)"),
  cart_reminders: z
    .enum(CART_REMINDER_CHOICES)
    .optional()
    .describe(
      'a cart left for the shop’s hours is recalled by email, on WhatsApp, or not at all (decision 054)',
    ),
  profile_picture_url: z.string().nullable(),
  completion_percentage: z.number().int(),
  is_complete: z.boolean(),
  updated_at: z.string(),
})
export type Profile = z.infer<typeof profileSchema>

/** Invisible formatting and bidi controls removed (text.ts); blank text clears the field. */
const blankToNull = (raw: unknown) => {
  const v = typeof raw === 'string' ? stripInvisible(raw) : raw
  return typeof v === 'string' && v.trim() === '' ? null : v
}
const text = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .nullable()
      .optional(),
  )
const name = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(50, { error: `${label} must be at most 50 characters` })
      .regex(/^[\p{L}\p{M} .'-]+$/u, {
        error: `${label} may contain letters, spaces, dots, apostrophes and hyphens`,
      })
      .nullable()
      .optional(),
  )

function isPastAdultDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return false
  const age = (Date.now() - d.getTime()) / (365.25 * 86_400_000)
  return age >= 13 && age <= 120
}

/** PUT /profiles: every field optional (a partial update); blank text clears a field. */
export const profileUpdateBody = z
  .object({
    first_name: z.preprocess(
      (v) => (typeof v === 'string' ? v : v),
      z
        .string()
        .trim()
        .min(1, { error: 'First name is required' })
        .max(50, { error: 'First name must be at most 50 characters' })
        .regex(/^[\p{L}\p{M} .'-]*$/u, {
          error: 'First name may contain letters, spaces, dots, apostrophes and hyphens',
        })
        .optional(),
    ),
    last_name: name('Last name'),
    phone: z.preprocess(
      blankToNull,
      z
        .string()
        .transform((v, ctx) => {
          const mobile = normaliseIndianMobile(v)
          if (!mobile) {
            ctx.addIssue({ code: 'custom', message: 'Enter a valid 10-digit Indian mobile number' })
            return z.NEVER
          }
          return mobile
        })
        .nullable()
        .optional(),
    ),
    date_of_birth: z.preprocess(
      blankToNull,
      z
        .string()
        .refine(isPastAdultDate, {
          error: 'Date of birth must be a real date (YYYY-MM-DD) and you must be at least 13',
        })
        .nullable()
        .optional(),
    ),
    gender: z.preprocess(
      blankToNull,
      z
        .enum(GENDERS, { error: `Gender must be one of: ${GENDERS.join(', ')}` })
        .nullable()
        .optional(),
    ),
    address_line_1: text('Address line 1', 120),
    address_line_2: text('Address line 2', 120),
    city: text('City', 60),
    state: text('State', 60),
    country: text('Country', 60),
    pincode: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .refine(isValidPincode, { error: 'Enter a valid 6-digit PIN code' })
        .nullable()
        .optional(),
    ),
    bio: text('Bio', 500),
    newsletter_subscribed: z.preprocess(
      (v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : v),
      z.boolean({ error: 'newsletter_subscribed must be true or false' }).optional(),
    ),
    preferred_language: z
      .enum(LANGUAGES.map((l) => l.code) as [string, ...string[]], {
        error: `Preferred language must be one of: ${LANGUAGES.map((l) => l.code).join(', ')}`,
      })
      .optional(),
    cart_reminders: z
      .enum(CART_REMINDER_CHOICES, { error: 'Cart reminders must be one of: off, email, whatsapp' })
      .optional(),
  })
  .strict()
export type ProfileUpdate = z.infer<typeof profileUpdateBody>

export const profileReply = dataReply(profileSchema)
export const uploadImageReply = z.object({
  success: z.literal(true),
  data: z.object({ image_url: z.string() }),
  image_url: z.string(),
})
