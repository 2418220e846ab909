import { describe, expect, it } from 'vitest'
import { formatMobile, isMobileOnlyEmail, mobileOnlyEmailOf, parseSignInMobile } from './mobile-sign-in.ts'

describe('the mobile a shopper signs in with (decision 055)', () => {
  it.each([
    ['9848012345', '+919848012345'],
    ['98480 12345', '+919848012345'],
    ['+91 98480-12345', '+919848012345'],
    ['+919848012345', '+919848012345'],
    ['919848012345', '+919848012345'],
    ['09848012345', '+919848012345'],
    ['0091 98480 12345', '+919848012345'],
    ['6000000000', '+916000000000'],
  ])('reads %j as %s', (given, e164) => {
    expect(parseSignInMobile(given)).toEqual({ ok: true, e164 })
  })

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['+44 7700 900123', 'foreign'],
    ['001 415 555 0100', 'foreign'],
    ['+1 415 555 0100', 'foreign'],
    ['080 2345 6789', 'landline'],
    ['(0712) 234-5678', 'landline'],
    ['+91 80 2345 6789', 'landline'],
    ['2345678901', 'landline'],
    ['5848012345', 'landline'],
    ['98480', 'invalid'],
    ['98480123456789', 'invalid'],
    ['call me', 'invalid'],
    ['98480x12345', 'invalid'],
  ])('refuses %j as %s', (given, problem) => {
    expect(parseSignInMobile(given)).toEqual({ ok: false, problem })
  })

  it('writes it back as a shopper reads it, and keeps the stand-in email apart', () => {
    expect(formatMobile('+919848012345')).toBe('+91 98480 12345')
    expect(mobileOnlyEmailOf('+919848012345')).toBe('919848012345@mobile.invalid')
    expect(isMobileOnlyEmail('919848012345@MOBILE.invalid')).toBe(true)
    expect(isMobileOnlyEmail('asha@example.in')).toBe(false)
    expect(isMobileOnlyEmail(null)).toBe(false)
  })
})
