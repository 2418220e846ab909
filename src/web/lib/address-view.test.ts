import { describe, expect, it } from 'vitest'
import { formatAddressLine, STATE_NAMES } from './address-view.ts'

describe('address view', () => {
  it('lists every state and union territory once, sorted', () => {
    expect(STATE_NAMES).toContain('Telangana')
    expect(STATE_NAMES.length).toBe(new Set(STATE_NAMES).size)
    expect([...STATE_NAMES].sort((a, b) => a.localeCompare(b))).toEqual(STATE_NAMES)
  })
  it('puts an address on one line', () => {
    expect(
      formatAddressLine({
        first_name: 'A',
        last_name: 'R',
        street: 'Mehdipatnam',
        city: 'Hyderabad',
        state: 'Telangana',
        postal_code: '500028',
        country: 'India',
      }),
    ).toBe('Mehdipatnam, Hyderabad, Telangana 500028')
  })
})
