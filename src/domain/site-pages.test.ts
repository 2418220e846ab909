import { describe, expect, it } from 'vitest'
import { findSitePage, fullTitle, toIsoDuration } from './site-pages.ts'

describe('site pages', () => {
  it('answers both readings of the policy links with the same page', () => {
    expect(findSitePage('/TnC')?.title).toBe(findSitePage('/terms')?.title)
    expect(findSitePage('/return')?.description).toBe(findSitePage('/returns')?.description)
    expect(findSitePage('/nope')).toBeUndefined()
  })

  it('brands titles', () => {
    expect(fullTitle('About Us')).toBe('About Us | Surya Naturals')
  })

  it('reads prep times as ISO 8601 durations', () => {
    expect(toIsoDuration('10 mins')).toBe('PT10M')
    expect(toIsoDuration('1 hr 15 mins')).toBe('PT1H15M')
    expect(toIsoDuration('2 hours')).toBe('PT2H')
    expect(toIsoDuration('overnight')).toBeUndefined()
  })
})
