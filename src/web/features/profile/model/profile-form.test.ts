import { describe, expect, it } from 'vitest'
import type { Profile } from '#domain/contracts/profile.ts'
import {
  formatBirthDate,
  formatMobile,
  isPlausibleBirthDate,
  languageLabel,
  latestBirthDate,
  missingCompletionFields,
  profileDisplayName,
  profileFormSchema,
  toProfileFormValues,
  toProfileUpdate,
} from './profile-form.ts'

const profile: Profile = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  phone: null,
  date_of_birth: null,
  gender: null,
  address_line_1: null,
  address_line_2: null,
  city: null,
  state: null,
  country: null,
  pincode: null,
  bio: null,
  newsletter_subscribed: false,
  preferred_language: 'en',
  profile_picture_url: null,
  completion_percentage: 14,
  is_complete: false,
  updated_at: '2025-01-01T00:00:00.000Z',
}

const filled = {
  ...toProfileFormValues(profile),
  phone: '+91 98480-12345',
  address_line_1: '12-2-823, Mehdipatnam',
  city: 'Hyderabad',
  pincode: '500028',
}

describe('toProfileFormValues', () => {
  it('turns nulls into empty text and shows India when the country is empty', () => {
    const v = toProfileFormValues(profile)
    expect(v).toMatchObject({ first_name: 'Asha', phone: '', gender: '', country: 'India' })
    expect(toProfileFormValues({ ...profile, country: 'Nepal' }).country).toBe('Nepal')
  })
  it('falls back to English for an unknown language and blank for an unknown gender', () => {
    const v = toProfileFormValues({ ...profile, preferred_language: 'xx', gender: 'Robot' })
    expect(v.preferred_language).toBe('en')
    expect(v.gender).toBe('')
  })
})

describe('profileFormSchema', () => {
  it('accepts a filled form', () => {
    expect(profileFormSchema.safeParse(filled).success).toBe(true)
  })

  it.each([
    [{ first_name: ' ' }, 'First name is required'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '12345' }, 'Enter a valid 10-digit Indian mobile number'],
    [{ address_line_1: '' }, 'Address line 1 is required'],
    [{ city: '' }, 'City is required'],
    [{ pincode: '' }, 'PIN code is required'],
    [{ pincode: '012345' }, 'Enter a valid 6-digit PIN code'],
    [{ last_name: 'R0bot' }, 'Last name may contain letters, spaces, dots, apostrophes and hyphens'],
    [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
  ])('refuses %o', (change, message) => {
    const result = profileFormSchema.safeParse({ ...filled, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})

describe('isPlausibleBirthDate', () => {
  const now = new Date('2025-06-01T00:00:00Z')
  it('needs a real date of someone 13 to 120', () => {
    expect(isPlausibleBirthDate('1991-04-14', now)).toBe(true)
    expect(isPlausibleBirthDate('1991-02-30', now)).toBe(false)
    expect(isPlausibleBirthDate('2020-01-01', now)).toBe(false)
    expect(isPlausibleBirthDate('1890-01-01', now)).toBe(false)
    expect(isPlausibleBirthDate('14/04/1991', now)).toBe(false)
  })
})

describe('toProfileUpdate', () => {
  it('sends every field trimmed, with the mobile normalised and blanks kept to clear', () => {
    const body = toProfileUpdate({ ...filled, city: ' Hyderabad ', state: '' })
    expect(body).toMatchObject({ phone: '9848012345', city: 'Hyderabad', state: '', country: 'India' })
    expect(Object.keys(body)).not.toContain('email')
  })
})

describe('languageLabel', () => {
  it('names the language', () => {
    expect(languageLabel('te')).toBe('తెలుగు (Telugu)')
    expect(languageLabel(undefined)).toBe('English')
  })
})

describe('display helpers', () => {
  it('lists the completion fields still missing, in the spec order', () => {
    expect(missingCompletionFields({ first_name: 'Asha', city: ' ' })).toEqual([
      'phone number',
      'address',
      'city',
      'PIN code',
      'gender',
      'date of birth',
    ])
    expect(missingCompletionFields(filled)).toEqual(['gender', 'date of birth'])
  })
  it("names the profile, or 'User'", () => {
    expect(profileDisplayName({ first_name: 'Asha', last_name: ' Rao ' })).toBe('Asha Rao')
    expect(profileDisplayName({ first_name: null, last_name: '' })).toBe('User')
    expect(profileDisplayName(null)).toBe('User')
  })
  it('formats the birth date and mobile for reading', () => {
    expect(formatBirthDate('1991-04-14')).toBe('14 April 1991')
    expect(formatMobile('9848012345')).toBe('+91 98480 12345')
    expect(formatMobile('12')).toBe('12')
  })
  it('offers birth dates up to 13 years ago', () => {
    expect(latestBirthDate(new Date('2025-06-01T10:00:00Z'))).toBe('2012-06-01')
  })
})
