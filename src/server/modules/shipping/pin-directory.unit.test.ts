import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PIN_DIRECTORY_FILE, pinDirectoryLines } from '../../../../scripts/build-pin-directory.ts'
import { checkPinAndState, placeOfPin } from './pin-directory.ts'

// India Post's PIN code directory (decision 047): the shop's small file is made from the package's list of post
// offices, and checkout asks it whether a PIN exists and whether the state is the PIN's.

describe('the PIN code directory', () => {
  it('is what the India Post list gives today (rebuild it after upgrading the package)', () => {
    const file = readFileSync(PIN_DIRECTORY_FILE, 'utf8').trimEnd().split('\n')
    expect(file.length).toBeGreaterThan(19_000)
    expect(file).toEqual(pinDirectoryLines())
  })

  it('places a PIN in its district and state, a border PIN in both, and knows no made-up PIN', () => {
    expect(placeOfPin('500028')).toEqual({ pin: '500028', district: 'Hyderabad', states: ['Telangana'] })
    expect(placeOfPin('560001')).toMatchObject({ district: 'Bengaluru Urban', states: ['Karnataka'] })
    expect(placeOfPin('682011')?.states).toEqual(['Kerala'])
    expect(placeOfPin('110001')?.states).toEqual(['Delhi'])
    expect(placeOfPin('506003')?.states).toEqual(['Telangana', 'Andhra Pradesh'])
    expect(placeOfPin('123456')).toBeUndefined()
  })

  it('refuses a PIN India Post does not list, and a state that is not the PIN’s, in the shop’s words', () => {
    expect(() => checkPinAndState('123456', 'Kerala')).toThrow(
      'We could not find PIN code 123456. Please check the six digits.',
    )
    expect(() => checkPinAndState('560 001', 'Kerala')).toThrow(
      'PIN code 560001 is in Karnataka. Please check the state or the PIN code.',
    )
    // the state written any way the shop reads it; a border PIN takes either state; an APO PIN is the shipping
    // table's to answer; a malformed one is the form check's
    for (const [pin, state] of [
      ['560001', 'karnataka'],
      ['506003', 'Andhra Pradesh'],
      ['506003', 'Telangana'],
      ['999999', 'Delhi'],
      ['12', 'Delhi'],
    ])
      expect(() => checkPinAndState(pin!, state)).not.toThrow()
  })
})
