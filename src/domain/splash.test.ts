import { describe, expect, it } from 'vitest'
import { shouldShowSplash } from './splash.ts'

describe('shouldShowSplash', () => {
  it('shows on the first load of a session for anonymous visitors, even when welcomeShown is set', () => {
    expect(shouldShowSplash({ signedIn: false, welcomeShown: false, seenThisSession: false })).toBe(true)
    expect(shouldShowSplash({ signedIn: false, welcomeShown: true, seenThisSession: false })).toBe(true)
  })

  it('shows for signed-in users only until welcomeShown is stored', () => {
    expect(shouldShowSplash({ signedIn: true, welcomeShown: false, seenThisSession: false })).toBe(true)
    expect(shouldShowSplash({ signedIn: true, welcomeShown: true, seenThisSession: false })).toBe(false)
  })

  it('never shows twice in one browser session', () => {
    for (const signedIn of [true, false])
      for (const welcomeShown of [true, false])
        expect(shouldShowSplash({ signedIn, welcomeShown, seenThisSession: true })).toBe(false)
  })
})
