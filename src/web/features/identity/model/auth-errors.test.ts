import { describe, expect, it } from 'vitest'
import { describeAuthError, toAuthErrorCode, toAuthFailure } from './auth-errors.ts'

describe('toAuthErrorCode', () => {
  it.each([
    ['USER_NOT_FOUND', 'user-not-found'],
    ['auth/user-not-found', 'user-not-found'],
    ['WRONG_PASSWORD', 'wrong-password'],
    ['INVALID_PASSWORD', 'wrong-password'],
    ['auth/wrong-password', 'wrong-password'],
    ['USER_ALREADY_EXISTS', 'email-already-in-use'],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'email-already-in-use'],
    ['auth/email-already-in-use', 'email-already-in-use'],
    ['PASSWORD_TOO_SHORT', 'weak-password'],
    ['auth/weak-password', 'weak-password'],
    ['INVALID_EMAIL', 'invalid-email'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/user-disabled', 'user-disabled'],
    ['BANNED_USER', 'user-disabled'],
    ['auth/operation-not-allowed', 'operation-not-allowed'],
    ['PROVIDER_NOT_FOUND', 'operation-not-allowed'],
    ['auth/network-request-failed', 'network-request-failed'],
  ])('reads %s as %s', (code, expected) => {
    expect(toAuthErrorCode({ code })).toBe(expected)
  })

  it('reads a 429 reply without a code as too many requests', () => {
    expect(toAuthErrorCode({ status: 429, message: 'Too many requests. Please try again later.' })).toBe(
      'too-many-requests',
    )
  })

  it('leaves unknown codes alone', () => {
    expect(toAuthErrorCode({ code: 'INVALID_TOKEN', status: 400 })).toBeUndefined()
    expect(toAuthErrorCode(undefined)).toBeUndefined()
  })
})

describe('toAuthFailure', () => {
  it('treats a fetch TypeError as a network failure', () => {
    expect(toAuthFailure(new TypeError('Failed to fetch')).code).toBe('network-request-failed')
  })

  it('keeps status, code and message of a reply-shaped error', () => {
    expect(toAuthFailure({ status: 401, code: 'WRONG_PASSWORD', message: 'x' })).toEqual({
      status: 401,
      code: 'WRONG_PASSWORD',
      message: 'x',
    })
    expect(toAuthFailure('plain')).toEqual({ message: 'plain' })
    expect(toAuthFailure(null)).toEqual({})
  })
})

describe('describeAuthError (docs/product.md, Error catalogue)', () => {
  it.each([
    [{ code: 'USER_NOT_FOUND' }, 'No account found with this email address'],
    [{ code: 'WRONG_PASSWORD' }, 'Incorrect password'],
    [{ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' }, 'An account with this email already exists'],
    [{ code: 'PASSWORD_TOO_SHORT' }, 'Password is too weak. Use at least 8 characters'],
    [{ code: 'INVALID_EMAIL' }, 'Invalid email address'],
    [{ status: 429 }, 'Too many failed attempts. Please try again later'],
    [{ code: 'auth/user-disabled' }, 'This account has been disabled'],
    [{ code: 'auth/operation-not-allowed' }, 'This operation is not allowed'],
    [new TypeError('Failed to fetch'), 'Network error. Please check your connection'],
  ])('maps %o', (error, message) => {
    expect(describeAuthError(error, 'Login failed')).toBe(message)
  })

  it("falls back to the server's message, then the screen's fallback, then 'Authentication failed'", () => {
    expect(describeAuthError({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 'Login failed')).toBe(
      'Invalid token',
    )
    expect(describeAuthError({ status: 500 }, 'Registration failed')).toBe('Registration failed')
    expect(describeAuthError({ message: '   ' }, 'Google sign-in failed')).toBe('Google sign-in failed')
    expect(describeAuthError(undefined)).toBe('Authentication failed')
  })
})
