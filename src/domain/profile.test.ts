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
    // A Bengaluru landline is not the mobile 8023456789; a mobile written in groups stays one.
    for (const landline of [
      '080 2345 6789',
      '(080) 2345-6789',
      '0712 234 5678',
      '+91 80 2345 6789',
      '040-23456789',
    ])
      expect(normaliseIndianMobile(landline), landline).toBeUndefined()
    expect(normaliseIndianMobile('0 98480 12345')).toBe('9848012345')
    expect(normaliseIndianMobile('098480 12345')).toBe('9848012345')
    expect(normaliseIndianMobile('0984 801 2345')).toBe('9848012345')
    expect(normaliseIndianMobile('+91 80234 56789')).toBe('8023456789')
    expect(normaliseIndianMobile('08023456789')).toBe('8023456789')
    expect(isValidPincode('500001')).toBe(true)
    expect(isValidPincode('050001')).toBe(false)
    expect(isValidPincode('5000012')).toBe(false)
  })

  it('splits a display name', () => {
    expect(splitName('  Asha   Rao Kulkarni ')).toEqual({ first: 'Asha', last: 'Rao Kulkarni' })
    expect(splitName('Meera')).toEqual({ first: 'Meera', last: '' })
  })
})
