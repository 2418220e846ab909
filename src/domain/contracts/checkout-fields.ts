// The address and contact fields checkout's bodies share (shipping estimate, payment order).
import { z } from 'zod'
import { messages } from '../messages.ts'
import { isValidPincode, normaliseIndianMobile } from '../profile.ts'
import { stripInvisible } from '../text.ts'

// Bidirectional controls and invisible formatting characters (text.ts) go before the length and emptiness checks:
// names and addresses are read by staff, printed on slips and labels, and kept in the address book.
export const required = z
  .string({ error: messages.checkout.addressRequired })
  .overwrite(stripInvisible)
  .trim()
  .min(1, { error: messages.checkout.addressRequired })
  .max(200, { error: 'Each address field is at most 200 characters' })
export const optional = z
  .string()
  .overwrite(stripInvisible)
  .trim()
  .max(200, { error: 'Each address field is at most 200 characters' })
  .optional()
  .nullable()

// Decision 016: unlike the original (docs/product.md, Validation rules, 'no format checks'), a courier needs a number it can call and a PIN
// it can deliver to: an Indian mobile (10 digits from 6–9, +91/0 allowed, stored as the 10 digits) and 6 digits.
export const mobileNumber = (base: z.ZodType<string | null | undefined>) =>
  base.transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return v
    const mobile = normaliseIndianMobile(v)
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: messages.profile.phoneInvalid })
      return z.NEVER
    }
    return mobile
  })
export const pinCode = required.refine(isValidPincode, { error: messages.profile.pincodeInvalid })
