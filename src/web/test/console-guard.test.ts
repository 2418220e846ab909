import { describe, expect, it } from 'vitest'
import { checkConsole, expectConsoleError, expectConsoleWarn, formatLogged } from './console-guard.ts'

// The guard the setup file installs; each test checks it by hand (which also clears it for the afterEach check).
describe('console guard', () => {
  it('fails a test that logs console.error, naming the test and the message', () => {
    console.error('Warning: Each child in a list should have a unique "key" prop.')
    expect(() => checkConsole('by the end of this test')).toThrow(
      /console\.error was called \(in "console guard > fails a test that logs console.error.*"\):\n\s+Warning: Each child in a list should have a unique "key" prop\./,
    )
  })

  it('fails on console.warn too', () => {
    console.warn('Missing `Description` or `aria-describedby={undefined}` for {DialogContent}.')
    expect(() => checkConsole('by the end of this test')).toThrow(/console\.warn was called/)
  })

  it('lets through only the error a test expects, and only in that test', () => {
    expectConsoleError(/Failed to load/)
    console.error(new Error('Failed to load the list'))
    expect(() => checkConsole('by the end of this test')).not.toThrow()

    console.error(new Error('Failed to load the list'))
    expect(() => checkConsole('by the end of this test')).toThrow(/Failed to load the list/)
  })

  it('still fails on another error when one is expected', () => {
    expectConsoleError('Failed to load')
    console.error('Failed to load (the expected one)')
    console.error('An update to Page inside a test was not wrapped in act(...)')
    expect(() => checkConsole('by the end of this test')).toThrow(/not wrapped in act/)
  })

  it('fails when the expected error or warning never comes', () => {
    expectConsoleError(/never logged/)
    expectConsoleWarn(/nor this/)
    expect(() => checkConsole('by the end of this test')).toThrow(
      /console\.error matching \/never logged\/ was expected but not logged\nconsole\.warn matching \/nor this\/ was expected but not logged/,
    )
  })

  it("reads React's printf-style messages as the console prints them", () => {
    expect(
      formatLogged(['In HTML, %s cannot be a descendant of <%s>.%s', '<div>', 'p', '', { tag: 'p' }]),
    ).toBe('In HTML, <div> cannot be a descendant of <p>. {"tag":"p"}')
    expect(formatLogged(['100%% sure', 3])).toBe('100% sure 3')
    expect(formatLogged([new TypeError('Failed to fetch')])).toMatch(/^TypeError: Failed to fetch\n\s+at /)
  })
})
