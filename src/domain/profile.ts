// docs/product.md, Validation rules: the required marked fields; complete means all five are set; completion is the share of 7 fields.

export const REQUIRED_PROFILE_FIELDS = ['first_name', 'phone', 'address_line_1', 'city', 'pincode'] as const
export const COMPLETION_FIELDS = [...REQUIRED_PROFILE_FIELDS, 'gender', 'date_of_birth'] as const

export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी (Hindi)' },
  { code: 'te', label: 'తెలుగు (Telugu)' },
  { code: 'ta', label: 'தமிழ் (Tamil)' },
  { code: 'kn', label: 'ಕನ್ನಡ (Kannada)' },
  { code: 'ml', label: 'മലയാളം (Malayalam)' },
] as const
export type LanguageCode = (typeof LANGUAGES)[number]['code']

type ProfileLike = Partial<Record<(typeof COMPLETION_FIELDS)[number], string | null | undefined>>

const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== ''

export function profileCompletion(p: ProfileLike): number {
  const count = COMPLETION_FIELDS.filter((f) => filled(p[f])).length
  return Math.round((count / COMPLETION_FIELDS.length) * 100)
}

export function isProfileComplete(p: ProfileLike): boolean {
  return REQUIRED_PROFILE_FIELDS.every((f) => filled(p[f]))
}

/** 'Asha Rao Kulkarni' -> { first: 'Asha', last: 'Rao Kulkarni' } */
export function splitName(full: string): { first: string; last: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean)
  return { first: parts[0] ?? '', last: parts.slice(1).join(' ') }
}

/**
 * A landline written the Indian way: a trunk 0 and an STD code (0 + 2 to 4 digits, the first 1 to 8) as its own
 * group, then the subscriber number: '080 2345 6789', '(0712) 234-5678', '+91 80 2345 6789'. Its 11 digits would
 * otherwise pass for a mobile with a trunk 0 (8023456789), a different person's number. Unseparated digits stay
 * mobiles: '08023456789' may be either, and a mobile is far the likelier (decision 016).
 */
export function looksLikeLandline(input: string): boolean {
  const groups = input
    .trim()
    .replace(/^(\+91|0091)[\s-]*/, '0')
    .split(/[\s()-]+/)
    .filter(Boolean)
  if (groups.length < 2 || !groups.every((g) => /^\d+$/.test(g))) return false
  const [std = '', ...rest] = groups
  return /^0[1-8]\d{1,3}$/.test(std) && std.length + rest.join('').length === 11
}

/** '+91 98480-12345' -> '9848012345'; undefined when it is not an Indian mobile number (a landline is not). */
export function normaliseIndianMobile(input: string): string | undefined {
  if (looksLikeLandline(input)) return undefined
  const digits = input.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '')
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined
}

export function isValidPincode(input: string): boolean {
  return /^[1-9]\d{5}$/.test(input.trim())
}

/** How a shopper wants a cart they left recalled (decision 054): not at all unless they choose. */
export const CART_REMINDER_CHOICES = ['off', 'email', 'whatsapp'] as const
export type CartReminderChoice = (typeof CART_REMINDER_CHOICES)[number]
