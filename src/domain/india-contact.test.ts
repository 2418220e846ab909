import { describe, expect, it } from 'vitest'
import {
  isIndianMobile,
  isValidPincode,
  mobileError,
  normaliseIndianMobile,
  pincodeError,
} from './india-contact.ts'

const MOBILE = 'Please enter a valid 10-digit Indian mobile number.'
const PIN = 'Please enter a valid 6-digit PIN code.'

describe('Indian mobile numbers (decision 016)', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['(+91) 98765-43210', '9876543210'],
    ['  6000012345  ', '6000012345'],
    ['7012345678', '7012345678'],
    ['8012345678', '8012345678'],
    // a number that itself starts 91 keeps its 91
    ['9198765432', '9198765432'],
  ])('takes %j as %s', (input, stored) => {
    expect(normaliseIndianMobile(input)).toBe(stored)
    expect(isIndianMobile(input)).toBe(true)
    expect(mobileError(input)).toBeNull()
  })

  it.each([
    '12',
    '9999',
    '5876543210', // starts 5: not a mobile series
    '0876543210', // a 0 and nine digits
    '987654321', // nine digits
    '98765432101', // eleven digits
    '+91 5876543210',
    '+91 098765 43210',
    '+1 98765 43210',
    '92 98765 43210',
    '00 98765 43210',
    '040 2345 6789', // a Hyderabad landline
    '98765.43210',
    '98765abcde',
    '९८७६५४३२१०', // Devanagari digits are not read as numbers
    '+91',
  ])('refuses %j', (input) => {
    expect(normaliseIndianMobile(input)).toBeUndefined()
    expect(mobileError(input)).toBe(MOBILE)
  })

  it('leaves a blank number to the required check', () => {
    expect(mobileError('')).toBeNull()
    expect(mobileError('   ')).toBeNull()
    expect(normaliseIndianMobile('')).toBeUndefined()
  })
})

describe('PIN codes (decision 016)', () => {
  it.each(['110001', '560038', '123456', '999999', ' 500028 '])('takes %j', (pin) => {
    expect(isValidPincode(pin)).toBe(true)
    expect(pincodeError(pin)).toBeNull()
  })

  it.each(['011001', '000000', '12345', '1100011', '11000a', '110 001', '१११००१', '12'])(
    'refuses %j',
    (pin) => {
      expect(isValidPincode(pin)).toBe(false)
      expect(pincodeError(pin)).toBe(PIN)
    },
  )

  it('leaves a blank PIN to the required check', () => {
    expect(pincodeError('')).toBeNull()
  })
})
