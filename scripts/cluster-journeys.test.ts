import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CLUSTER_JOURNEYS,
  clusterJourneyFiles,
  clusterNamePattern,
  firstPassNamePattern,
  WAITING_JOURNEY_FILES,
} from '../e2e/cluster-journeys.ts'

const root = path.resolve(import.meta.dirname, '..')

/** The names a journey file gives its tests with a plain string (`it('…'` or `it("…"`). */
function testNames(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8')
  return [...source.matchAll(/\bit\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((m) =>
    m[2]!.replace(/\\(.)/g, '$1'),
  )
}

// The two-process pass runs only the listed journeys (decision record 034): a name that no longer matches a journey
// would drop it from that pass without a word, and a pattern that matched more would run what it need not.
describe('the journeys of the two-process pass', () => {
  it('are journeys that exist, each listed once, in files that exist', () => {
    for (const journey of CLUSTER_JOURNEYS) {
      expect(journey.file, journey.file).toMatch(/^e2e\/[\w-]+\.test\.ts$/)
      expect(existsSync(path.join(root, journey.file)), journey.file).toBe(true)
      expect(testNames(journey.file), `${journey.file}: ${journey.name}`).toContain(journey.name)
      expect(journey.crosses.length, journey.name).toBeGreaterThan(0)
    }
    const keys = CLUSTER_JOURNEYS.map((j) => `${j.file} ${j.name}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("picks exactly the listed journeys out of their files' tests", () => {
    const pattern = clusterNamePattern()
    for (const file of clusterJourneyFiles()) {
      const listed = CLUSTER_JOURNEYS.filter((j) => j.file === file).map((j) => j.name)
      // Vitest matches the pattern against the test's full name: its describe's name, a space, its own name.
      const picked = testNames(file).filter((name) => pattern.test(`some describe ${name}`))
      expect(picked.sort(), file).toEqual([...listed].sort())
    }
  })

  it('and the first pass together run every journey once', () => {
    const cluster = clusterNamePattern()
    const first = firstPassNamePattern()
    const files = readdirSync(path.join(root, 'e2e')).filter((f) => f.endsWith('.test.ts'))
    let inFirst = 0
    for (const file of files) {
      for (const name of testNames(`e2e/${file}`)) {
        for (const full of [name, `some describe ${name}`]) {
          expect([cluster.test(full), first.test(full)], `${file}: ${full}`).toContain(true)
          expect(cluster.test(full) && first.test(full), `${file}: ${full}`).toBe(false)
        }
        if (first.test(`some describe ${name}`)) inFirst++
      }
    }
    // a listed name that is the end of an unlisted one leaves the first pass only that listed journey
    expect(first.test('x walks the whole account journey')).toBe(false)
    expect(first.test('x walks the whole account journey again')).toBe(true)
    expect(inFirst).toBeGreaterThan(CLUSTER_JOURNEYS.length)
  })

  it('are a part of the journeys, not all of them', () => {
    const all = readdirSync(path.join(root, 'e2e'))
      .filter((f) => f.endsWith('.test.ts'))
      .flatMap((f) => testNames(`e2e/${f}`))
    expect(CLUSTER_JOURNEYS.length).toBeGreaterThan(0)
    expect(CLUSTER_JOURNEYS.length).toBeLessThan(all.length / 3)
  })
})

// The journeys that mostly wait run in a pass of their own beside npm test's lanes; the first pass leaves them out.
describe('the journeys that wait', () => {
  it('are journey files that exist, each with journeys of the first pass (their listed ones run in the two-process pass)', () => {
    const first = firstPassNamePattern()
    expect(WAITING_JOURNEY_FILES.length).toBeGreaterThan(0)
    expect(new Set(WAITING_JOURNEY_FILES).size).toBe(WAITING_JOURNEY_FILES.length)
    for (const file of WAITING_JOURNEY_FILES) {
      expect(existsSync(path.join(root, file)), file).toBe(true)
      expect(
        testNames(file).some((name) => first.test(`some describe ${name}`)),
        file,
      ).toBe(true)
    }
  })
})
