// The profile page's form (docs/product.md, Routes and screens: Profile, Validation rules): what the shopper types, checked the way the server checks
// it (contracts/profile.ts) so mistakes show beside the field before a round trip. The five fields marked
// required on the screen are required here.

import { z } from 'zod'
import type { Profile, ProfileUpdate } from '#domain/contracts/profile.ts'
import {
  CART_REMINDER_CHOICES,
  COMPLETION_FIELDS,
  GENDERS,
  isValidPincode,
  LANGUAGES,
  normaliseIndianMobile,
} from '#domain/profile.ts'
import { type MessageKey, translate } from '#web/lib/i18n/catalogue.ts'
import { type Language, LOCALE } from '#web/lib/i18n/languages.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import '#web/lib/i18n/messages/profile.en.ts'

const NAME_PATTERN = /^[\p{L}\p{M} .'-]*$/u

// The form's messages are said when a check fails, in the page's language (decision 058); in English they are the
// shop's constants (#domain/messages, held equal by pages.test.ts).
const nameCharsMessage = (label: MessageKey) => () => say('profile.invalid.name.chars', { field: say(label) })
const tooLong = (label: MessageKey, max: number) => () =>
  say('profile.invalid.too.long', { field: say(label), max: String(max) })
const said = (key: MessageKey) => () => say(key)

const optionalText = (label: MessageKey, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(label, max) })

/** A real calendar date (YYYY-MM-DD) of someone aged 13 to 120 today. */
export function isPlausibleBirthDate(value: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return false
  const age = (now.getTime() - d.getTime()) / (365.25 * 86_400_000)
  return age >= 13 && age <= 120
}

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]]

export const profileFormSchema = z.object({
  first_name: z
    .string()
    .trim()
    .min(1, { error: said('profile.invalid.first.name') })
    .max(50, { error: tooLong('profile.field.first.name', 50) })
    .regex(NAME_PATTERN, { error: nameCharsMessage('profile.field.first.name') }),
  last_name: z
    .string()
    .trim()
    .max(50, { error: tooLong('profile.field.last.name', 50) })
    .regex(NAME_PATTERN, { error: nameCharsMessage('profile.field.last.name') }),
  phone: z
    .string()
    .trim()
    .min(1, { error: said('profile.invalid.phone.required') })
    .refine((v) => normaliseIndianMobile(v) !== undefined, { error: said('profile.invalid.phone') }),
  date_of_birth: z
    .string()
    .refine((v) => v === '' || isPlausibleBirthDate(v), { error: said('profile.invalid.birth') }),
  gender: z.union([z.literal(''), z.enum(GENDERS)], {
    error: () =>
      say('profile.invalid.gender', { choices: GENDERS.map((g) => say(GENDER_KEYS[g])).join(', ') }),
  }),
  bio: optionalText('profile.field.bio', 500),
  address_line_1: z
    .string()
    .trim()
    .min(1, { error: said('profile.invalid.address') })
    .max(120, { error: tooLong('profile.field.address1', 120) }),
  address_line_2: optionalText('profile.field.address2', 120),
  city: z
    .string()
    .trim()
    .min(1, { error: said('profile.invalid.city') })
    .max(60, { error: tooLong('profile.field.city', 60) }),
  state: optionalText('profile.field.state', 60),
  country: optionalText('profile.field.country', 60),
  pincode: z
    .string()
    .trim()
    .min(1, { error: said('profile.invalid.pincode.required') })
    .refine(isValidPincode, { error: said('profile.invalid.pincode') }),
  newsletter_subscribed: z.boolean(),
  preferred_language: z.enum(LANGUAGE_CODES, {
    error: () => say('profile.invalid.language', { choices: LANGUAGE_CODES.join(', ') }),
  }),
  cart_reminders: z.enum(CART_REMINDER_CHOICES),
})

/** The cart reminder choices as the profile names them (decision 054). */
export const CART_REMINDER_LABELS: Record<(typeof CART_REMINDER_CHOICES)[number], MessageKey> = {
  off: 'profile.reminders.off',
  email: 'profile.reminders.email',
  whatsapp: 'profile.reminders.whatsapp',
}

export type ProfileFormValues = z.input<typeof profileFormSchema>

/** Default country shown when the profile has none (docs/product.md, Entities: shown as India when empty). */
export const DEFAULT_COUNTRY = 'India'

export function toProfileFormValues(p: Profile | null | undefined): ProfileFormValues {
  const text = (v: string | null | undefined) => v ?? ''
  const gender = (GENDERS as readonly string[]).includes(p?.gender ?? '')
    ? (p!.gender as ProfileFormValues['gender'])
    : ''
  const language = LANGUAGE_CODES.includes(p?.preferred_language ?? '') ? p!.preferred_language : 'en'
  return {
    first_name: text(p?.first_name),
    last_name: text(p?.last_name),
    phone: text(p?.phone),
    date_of_birth: text(p?.date_of_birth),
    gender,
    bio: text(p?.bio),
    address_line_1: text(p?.address_line_1),
    address_line_2: text(p?.address_line_2),
    city: text(p?.city),
    state: text(p?.state),
    country: p?.country?.trim() ? p.country : DEFAULT_COUNTRY,
    pincode: text(p?.pincode),
    newsletter_subscribed: p?.newsletter_subscribed ?? false,
    preferred_language: language,
    cart_reminders: p?.cart_reminders ?? 'off',
  }
}

/** What PUT /profiles takes on the wire (text, with blank meaning clear, and the newsletter flag). */
export type ProfileUpdateBody = {
  [K in keyof ProfileUpdate]?: K extends 'newsletter_subscribed'
    ? boolean
    : K extends 'cart_reminders'
      ? ProfileUpdate['cart_reminders']
      : string
}

/** The PUT /profiles body: every field, trimmed; a blank one clears it on the server. */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdateBody {
  const t = (v: string) => v.trim()
  return {
    first_name: t(values.first_name),
    last_name: t(values.last_name),
    phone: normaliseIndianMobile(values.phone) ?? t(values.phone),
    date_of_birth: t(values.date_of_birth),
    gender: values.gender,
    bio: t(values.bio),
    address_line_1: t(values.address_line_1),
    address_line_2: t(values.address_line_2),
    city: t(values.city),
    state: t(values.state),
    country: t(values.country),
    pincode: t(values.pincode),
    newsletter_subscribed: values.newsletter_subscribed,
    preferred_language: values.preferred_language,
    cart_reminders: values.cart_reminders,
  }
}

export function languageLabel(code: string | null | undefined): string {
  return LANGUAGES.find((l) => l.code === code)?.label ?? LANGUAGES[0].label
}

/**
 * The language by its own name, as its readers write it ('తెలుగు'), on a page in any language: the shopper looks
 * for their own language's name, not its name in the page's language.
 */
export function ownLanguageName(code: string | null | undefined): string {
  return languageLabel(code).replace(/\s*\(.*\)$/, '')
}

/** The genders as the form names them (docs/product.md, Entities: Male, Female, Other, Prefer not to say). */
export const GENDER_KEYS: Record<(typeof GENDERS)[number], MessageKey> = {
  Male: 'profile.gender.male',
  Female: 'profile.gender.female',
  Other: 'profile.gender.other',
  'Prefer not to say': 'profile.gender.none',
}

/** A stored gender in the page's language; an unknown one as it is stored. */
export function genderLabel(lang: Language, gender: string): string {
  const keys: Partial<Record<string, MessageKey>> = GENDER_KEYS
  const key = keys[gender]
  return key ? translate(lang, key) : gender
}

/** How the completion fields are named in the "Add your ... to complete" hint. */
const COMPLETION_NAMES: Record<(typeof COMPLETION_FIELDS)[number], MessageKey> = {
  first_name: 'profile.missing.first.name',
  phone: 'profile.missing.phone',
  address_line_1: 'profile.missing.address',
  city: 'profile.missing.city',
  pincode: 'profile.missing.pincode',
  gender: 'profile.missing.gender',
  date_of_birth: 'profile.missing.birth',
}

export function missingCompletionFields(
  p: Partial<Record<string, unknown>>,
  lang: Language = 'en',
): string[] {
  return COMPLETION_FIELDS.filter((f) => {
    const v = p[f]
    return !(typeof v === 'string' && v.trim() !== '')
  }).map((f) => translate(lang, COMPLETION_NAMES[f]))
}

export function profileDisplayName(
  p: { first_name?: string | null; last_name?: string | null } | null | undefined,
  lang: Language = 'en',
) {
  const name = [p?.first_name, p?.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ')
  return name || translate(lang, 'profile.name.fallback')
}

/** '14 April 1991', '14 अप्रैल 1991': a birth date in the page's language. */
export function formatBirthDate(value: string, lang: Language = 'en'): string {
  const d = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(d.getTime())) return value
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d)
}

/** '9848012345' -> '+91 98480 12345' */
export function formatMobile(value: string): string {
  return /^\d{10}$/.test(value) ? `+91 ${value.slice(0, 5)} ${value.slice(5)}` : value
}

/** The latest birth date the form allows (13 years ago today), for the date picker. */
export function latestBirthDate(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - 13, now.getUTCMonth(), now.getUTCDate()))
  return d.toISOString().slice(0, 10)
}
