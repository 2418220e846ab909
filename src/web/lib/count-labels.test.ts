import { describe, expect, it } from 'vitest'
import { formatBadgeCount } from './count-labels.ts'

describe('formatBadgeCount', () => {
  it('hides the badge at 0 (and for nonsense counts)', () => {
    expect(formatBadgeCount(0, true)).toBeNull()
    expect(formatBadgeCount(0, false)).toBeNull()
    expect(formatBadgeCount(-2, false)).toBeNull()
    expect(formatBadgeCount(Number.NaN, true)).toBeNull()
  })

  it('shows 99+ above 99 on a phone and the number on desktop', () => {
    expect(formatBadgeCount(99, true)).toBe('99')
    expect(formatBadgeCount(100, true)).toBe('99+')
    expect(formatBadgeCount(100, false)).toBe('100')
    expect(formatBadgeCount(3, true)).toBe('3')
  })
})
