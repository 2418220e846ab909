// Decision 016: a courier needs a number it can call and a PIN code it can route to. The spec's original had no
// format checks (§5); checkout and the profile take an Indian mobile number and a 6-digit PIN code, and store the
// mobile as its 10 digits whatever way it was written.

import { z } from 'zod'
import { indiaContactMessages } from './messages-india-contact.ts'

// +91 / 0091 (country code) or 0 (trunk prefix) in front of the 10 digits; '91' and '0' only when 10 digits follow,
// so a number that itself starts 91… is not cut short.
const PREFIX = /^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/
// Mobile numbers start 6, 7, 8 or 9 (the National Numbering Plan); 1–5 lead landlines and service codes.
const MOBILE = /^[6-9]\d{9}$/
const PIN = /^[1-9]\d{5}$/

/** '+91 98765 43210', '098765-43210', '(+91) 98765 43210' -> '9876543210'; undefined when it is not one. */
export function normaliseIndianMobile(input: string): string | undefined {
  const digits = input.replace(/[\s()-]/g, '').replace(PREFIX, '')
  return MOBILE.test(digits) ? digits : undefined
}

export function isIndianMobile(input: string): boolean {
  return normaliseIndianMobile(input) !== undefined
}

/** Six digits, the first 1–9 (India Post has no zone 0); spaces around are ignored. */
export function isValidPincode(input: string): boolean {
  return PIN.test(input.trim())
}

/** The message for a filled-in mobile number that is not an Indian mobile, else null (blank is not its business). */
export function mobileError(input: string): string | null {
  return input.trim() === '' || isIndianMobile(input) ? null : indiaContactMessages.mobileInvalid
}

/** The message for a filled-in PIN code that is not 6 digits from 1–9, else null. */
export function pincodeError(input: string): string | null {
  return input.trim() === '' || isValidPincode(input) ? null : indiaContactMessages.pincodeInvalid
}

/** A zod transform for request contracts: an Indian mobile number becomes its 10 digits, anything else a 400. */
export function toIndianMobile(value: string, ctx: z.RefinementCtx): string {
  const mobile = normaliseIndianMobile(value)
  if (mobile) return mobile
  ctx.addIssue({ code: 'custom', message: indiaContactMessages.mobileInvalid })
  return z.NEVER
}

/** How the API documents the two fields (OpenAPI descriptions). */
export const MOBILE_FORMAT =
  "an Indian mobile number: 10 digits starting 6–9, optionally written with +91, 91 or 0 in front and with spaces or hyphens; stored as the 10 digits. Otherwise 400 '" +
  `${indiaContactMessages.mobileInvalid}'`
export const PINCODE_FORMAT = `a 6-digit PIN code, the first digit 1–9. Otherwise 400 '${indiaContactMessages.pincodeInvalid}'`
