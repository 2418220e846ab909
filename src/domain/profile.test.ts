import { describe, expect, it } from 'vitest'
import {
  isProfileComplete,
  isValidPincode,
  normaliseIndianMobile,
  profileCompletion,
  splitName,
} from './profile.ts'

describe('profile rules (docs/product.md, Validation rules)', () => {
  it('counts completion over 7 fields, rounded', () => {
    expect(profileCompletion({})).toBe(0)
    expect(profileCompletion({ first_name: 'Asha' })).toBe(14)
    expect(profileCompletion({ first_name: 'Asha', phone: '9848012345', city: ' ' })).toBe(29)
    expect(
      profileCompletion({
        first_name: 'A',
        phone: '9',
        address_line_1: 'x',
        city: 'Hyderabad',
        pincode: '500001',
        gender: 'Female',
        date_of_birth: '1990-01-01',
      }),
    ).toBe(100)
  })

  it('is complete when the five required fields are set', () => {
    const five = { first_name: 'A', phone: '9848012345', address_line_1: 'x', city: 'y', pincode: '500001' }
    expect(isProfileComplete(five)).toBe(true)
    expect(isProfileComplete({ ...five, city: '' })).toBe(false)
  })

  it('reads Indian mobile numbers and PIN codes', () => {
    expect(normaliseIndianMobile('+91 98480-12345')).toBe('9848012345')
    expect(normaliseIndianMobile('09848012345')).toBe('9848012345')
    expect(normaliseIndianMobile('919848012345')).toBe('9848012345')
    expect(normaliseIndianMobile('5848012345')).toBeUndefined()
    expect(normaliseIndianMobile('98480')).toBeUndefined()
    expect(isValidPincode('500001')).toBe(true)
    expect(isValidPincode('050001')).toBe(false)
    expect(isValidPincode('5000012')).toBe(false)
  })

  it('splits a display name', () => {
    expect(splitName('  Asha   Rao Kulkarni ')).toEqual({ first: 'Asha', last: 'Rao Kulkarni' })
    expect(splitName('Meera')).toEqual({ first: 'Meera', last: '' })
  })
})
