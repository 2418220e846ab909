import { describe, expect, it } from 'vitest'
import { isValidEmail } from './email.ts'

describe('isValidEmail (docs/product.md, Validation rules: text, @, text, dot, text)', () => {
  it.each(['asha@example.in', ' ravi.teja+shop@mail.co.in ', 'a@b.c'])('accepts %s', (e) => {
    expect(isValidEmail(e)).toBe(true)
  })
  it.each(['', 'asha', 'asha@example', '@example.in', 'asha@.in', 'a b@example.in', 'asha@exa mple.in'])(
    'refuses %s',
    (e) => {
      expect(isValidEmail(e)).toBe(false)
    },
  )
})
