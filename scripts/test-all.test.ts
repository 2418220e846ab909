import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ALONGSIDE, FIRST, formatDuration, PGLITE_SHARDS, SUITES, shards, THEN } from './test-all.ts'

const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

describe('npm test', () => {
  it('runs every suite through the script that prints their times', () => {
    expect(pkg.scripts.test).toBe('node scripts/test-all.ts')
    for (const suite of SUITES) expect(pkg.scripts[suite.script], suite.script).toBeTruthy()
    // every suite npm test ran before it printed times is still there, and the builds the lanes run on
    expect([...new Set(SUITES.map((s) => s.script))].sort()).toEqual(
      [
        'lint',
        'typecheck',
        'test:builds',
        'test:unit:reading',
        'build:test',
        'test:api',
        'test:api:pg',
        'test:e2e',
        'test:e2e:cluster',
        'test:e2e:waiting',
      ].sort(),
    )
  })

  it('builds first, and runs side by side only suites that read the builds, never one that writes them', () => {
    expect(FIRST.map((s) => s.script)).toEqual(['lint', 'typecheck', 'test:builds', 'build:test'])
    // the build tests write dist/ while a shop may be serving it, so they run first; the rest only read it, and
    // build nothing that the first step has built already
    const buildTests = ['scripts/build-check.test.ts', 'scripts/server-build.test.ts']
    expect(pkg.scripts['test:builds']!.split(' ')).toEqual(expect.arrayContaining(buildTests))
    // every unit and web test runs: the build tests first, every other one in a lane
    expect(pkg.scripts['test:unit:reading']).toBe(
      `${pkg.scripts['test:unit']} ${buildTests.map((f) => `--exclude ${f}`).join(' ')}`,
    )
    for (const suite of [...THEN, ...ALONGSIDE]) {
      const script = pkg.scripts[suite.script]!
      expect(script, suite.script).not.toMatch(/web-build\.ts(?! --if-stale)|build:web|server-build\.ts/)
    }
  })

  it('runs a sharded suite whole: every shard once, each on its own part', () => {
    expect(shards('API on PGlite', 'test:api', 3)).toEqual([
      { name: 'API on PGlite (1 of 3)', script: 'test:api', args: ['--shard=1/3'] },
      { name: 'API on PGlite (2 of 3)', script: 'test:api', args: ['--shard=2/3'] },
      { name: 'API on PGlite (3 of 3)', script: 'test:api', args: ['--shard=3/3'] },
    ])
    const pglite = THEN.filter((s) => s.script === 'test:api')
    expect(pglite.map((s) => s.args)).toEqual(
      Array.from({ length: PGLITE_SHARDS }, (_, i) => [`--shard=${i + 1}/${PGLITE_SHARDS}`]),
    )
    // the other suites run whole
    for (const s of THEN.filter((x) => x.script !== 'test:api')) expect(s.args, s.name).toBeUndefined()
  })

  it('prints a suite time in seconds, or minutes and seconds', () => {
    expect(formatDuration(12_400)).toBe('12 s')
    expect(formatDuration(754_000)).toBe('12 min 34 s')
    expect(formatDuration(60_000)).toBe('1 min 00 s')
  })
})
