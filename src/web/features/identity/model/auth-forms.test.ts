import { describe, expect, it } from 'vitest'
import {
  passwordsMismatch,
  safeReturnPath,
  validateLogin,
  validateNewPassword,
  validateResetRequest,
  validateSignup,
} from './auth-forms.ts'

describe('validateLogin', () => {
  it('needs both fields, then a valid email', () => {
    expect(validateLogin({ email: '', password: 'x' })).toBe('Email and password are required')
    expect(validateLogin({ email: 'a@b.in', password: '' })).toBe('Email and password are required')
    expect(validateLogin({ email: 'nope', password: 'x' })).toBe('Please enter a valid email address')
    expect(validateLogin({ email: 'a@b.in', password: 'x' })).toBeUndefined()
  })
})

describe('validateSignup', () => {
  const ok = {
    name: 'Asha Rao',
    email: 'asha@example.in',
    password: 'moringa-123',
    confirmPassword: 'moringa-123',
    acceptedTerms: true,
  }
  it('accepts a complete form', () => {
    expect(validateSignup(ok)).toBeUndefined()
  })
  it('needs all four fields', () => {
    for (const field of ['name', 'email', 'password', 'confirmPassword'] as const) {
      expect(validateSignup({ ...ok, [field]: '' })).toBe('Name, email, and password are required')
    }
    expect(validateSignup({ ...ok, name: '   ' })).toBe('Name, email, and password are required')
  })
  it('enforces the 8-character rule (the 6-character text is only a hint)', () => {
    expect(validateSignup({ ...ok, password: 'abc1234', confirmPassword: 'abc1234' })).toBe(
      'Password must be at least 8 characters long',
    )
    expect(validateSignup({ ...ok, password: 'abcd1234', confirmPassword: 'abcd1234' })).toBeUndefined()
  })
  it('checks the email shape, the match and the terms', () => {
    expect(validateSignup({ ...ok, email: 'asha@example' })).toBe('Please enter a valid email address')
    expect(validateSignup({ ...ok, confirmPassword: 'moringa-124' })).toBe('Passwords do not match')
    expect(validateSignup({ ...ok, acceptedTerms: false })).toBe(
      'Please accept the Terms of Service and Privacy Policy',
    )
  })
})

describe('passwordsMismatch', () => {
  it('shows only once the confirmation has text', () => {
    expect(passwordsMismatch('abc', '')).toBe(false)
    expect(passwordsMismatch('abc', 'ab')).toBe(true)
    expect(passwordsMismatch('abc', 'abc')).toBe(false)
  })
})

describe('validateNewPassword and validateResetRequest', () => {
  it('checks the reset form', () => {
    expect(validateNewPassword('', '')).toBe('Please enter and confirm your new password')
    expect(validateNewPassword('short', 'short')).toBe('Password must be at least 8 characters long')
    expect(validateNewPassword('x'.repeat(129), 'x'.repeat(129))).toBe(
      'Password must be at most 128 characters long',
    )
    expect(validateNewPassword('long-enough', 'long-enougH')).toBe('Passwords do not match')
    expect(validateNewPassword('long-enough', 'long-enough')).toBeUndefined()
  })
  it('checks the forgot-password email', () => {
    expect(validateResetRequest(' ')).toBe('Email is required')
    expect(validateResetRequest('asha')).toBe('Please enter a valid email address')
    expect(validateResetRequest('asha@example.in')).toBeUndefined()
  })
})

describe('safeReturnPath', () => {
  it('returns to the origin route', () => {
    expect(safeReturnPath('/checkout')).toBe('/checkout')
    expect(safeReturnPath({ pathname: '/orders/7', search: '?x=1', hash: '' })).toBe('/orders/7?x=1')
  })
  it('never leaves the site nor returns to a sign-in screen', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'checkout',
      '/login',
      '/signup?x=1',
    ]) {
      expect(safeReturnPath(bad)).toBe('/')
    }
    expect(safeReturnPath(undefined)).toBe('/')
    expect(safeReturnPath(42, '/profile')).toBe('/profile')
  })
})
