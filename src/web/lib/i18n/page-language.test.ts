import { afterEach, describe, expect, it } from 'vitest'
import { inPageLanguage, pageLanguage } from './page-language.ts'

// A mail's link comes back to the page's language (decisions 058 and 060).
afterEach(() => window.history.replaceState(null, '', '/'))

describe('inPageLanguage', () => {
  it('puts an English address, its query kept, in the language of the page shown', () => {
    window.history.replaceState(null, '', '/te/forgot-password')
    expect(pageLanguage()).toBe('te')
    expect(inPageLanguage('/reset-password')).toBe('/te/reset-password')
    expect(inPageLanguage('/?verified=1')).toBe('/te?verified=1')
    expect(inPageLanguage('/profile?verified=1')).toBe('/te/profile?verified=1')
    window.history.replaceState(null, '', '/signup')
    expect(inPageLanguage('/?verified=1')).toBe('/?verified=1')
  })
})
