import { expect } from 'vitest'

// Web tests fail on console.error and console.warn, as the Epic Stack's do: React reports what a test would
// otherwise pass over there (an update outside act, a missing key, invalid DOM nesting, an error caught by a
// boundary), and so do jsdom and our own code. A test that means to log calls expectConsoleError (or
// expectConsoleWarn) before the code that logs; only matching messages are let through, for that test only, and
// the test fails if none came.

type Level = 'error' | 'warn'

interface Logged {
  level: Level
  text: string
  test: string | undefined
}

interface Expected {
  level: Level
  pattern: RegExp
  seen: boolean
}

interface GuardState {
  installed: boolean
  logged: Logged[]
  expected: Expected[]
}

// On globalThis, so a test that resets its modules (vi.resetModules) still reaches the same guard.
const KEY = Symbol.for('surya.web-test.console-guard')
const holder = globalThis as typeof globalThis & { [KEY]?: GuardState }
const state: GuardState = holder[KEY] ?? { installed: false, logged: [], expected: [] }
holder[KEY] = state

// A string matches as a substring; a pattern loses any g or y flag (test() would otherwise remember where it stopped).
const asPattern = (pattern: RegExp | string) =>
  typeof pattern === 'string'
    ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))

/**
 * This test expects console.error with a message matching `pattern` (a string matches as a substring). Call it
 * before the code that logs. Other errors still fail the test, and so does the expected one not being logged.
 */
export function expectConsoleError(pattern: RegExp | string): void {
  state.expected.push({ level: 'error', pattern: asPattern(pattern), seen: false })
}

/** As expectConsoleError, for console.warn. */
export function expectConsoleWarn(pattern: RegExp | string): void {
  state.expected.push({ level: 'warn', pattern: asPattern(pattern), seen: false })
}

/** Replaces console.error and console.warn (once per test file): expected messages are kept quiet, others recorded. */
export function installConsoleGuard(): void {
  if (state.installed) return
  state.installed = true
  for (const level of ['error', 'warn'] as const) {
    // biome-ignore lint/suspicious/noConsole: the guard wraps console.error and console.warn
    const original = console[level].bind(console)
    console[level] = (...args: unknown[]) => {
      const text = formatLogged(args)
      const expected = state.expected.find((e) => e.level === level && e.pattern.test(text))
      if (expected) {
        expected.seen = true
        return
      }
      state.logged.push({ level, text, test: expect.getState().currentTestName })
      original(...args)
    }
  }
}

/** Throws, naming every unexpected message and every expected one that never came; then starts afresh. */
export function checkConsole(when: string): void {
  const logged = state.logged
  const missing = state.expected.filter((e) => !e.seen)
  state.logged = []
  state.expected = []
  if (logged.length === 0 && missing.length === 0) return
  const lines: string[] = []
  for (const l of logged)
    lines.push(`console.${l.level} was called${l.test ? ` (in "${l.test}")` : ''}:\n${indent(l.text)}`, '')
  for (const m of missing) lines.push(`console.${m.level} matching ${m.pattern} was expected but not logged`)
  lines.push(
    '',
    'Fix the cause (act, a key, DOM nesting, a request the test did not answer, ...). If logging is the behaviour',
    'under test, call expectConsoleError(/pattern/) or expectConsoleWarn(/pattern/) before the code that logs.',
  )
  throw new Error(`Unexpected console output ${when}:\n\n${lines.join('\n')}`)
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n')

/** The message as the console would print it: printf-style %s, %d, %o … filled in (React logs that way). */
export function formatLogged(args: readonly unknown[]): string {
  const rest = [...args]
  let text = ''
  if (typeof rest[0] === 'string') {
    text = (rest.shift() as string).replace(/%[sdifoOjc%]/g, (spec) => {
      if (spec === '%%') return '%'
      if (rest.length === 0) return spec
      const value = rest.shift()
      return spec === '%c' ? '' : describe(value)
    })
  }
  return [text, ...rest.map(describe)].filter((part) => part !== '').join(' ')
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`
  if (value === null || typeof value !== 'object') return String(value)
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}
