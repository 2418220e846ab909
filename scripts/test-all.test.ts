import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDuration, SUITES } from './test-all.ts'

const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

describe('npm test', () => {
  it('runs every suite through the script that prints their times', () => {
    expect(pkg.scripts.test).toBe('node scripts/test-all.ts')
    for (const suite of SUITES) expect(pkg.scripts[suite.script], suite.script).toBeTruthy()
    // the suites npm test ran before it printed times, all of them still there
    expect(SUITES.map((s) => s.script)).toEqual([
      'lint',
      'typecheck',
      'test:unit',
      'test:api',
      'test:api:pg',
      'test:e2e',
      'test:e2e:cluster',
    ])
  })

  it('prints a suite time in seconds, or minutes and seconds', () => {
    expect(formatDuration(12_400)).toBe('12 s')
    expect(formatDuration(754_000)).toBe('12 min 34 s')
    expect(formatDuration(60_000)).toBe('1 min 00 s')
  })
})
