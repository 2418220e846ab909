import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLUSTER_JOURNEYS } from '../e2e/cluster-journeys.ts'

const root = path.resolve(import.meta.dirname, '..')

// The two-process pass runs only the listed journeys (decision record 034): a name that no longer matches a file
// would drop a journey from that pass without a word.
describe('the journeys of the two-process pass', () => {
  it('are journey files that exist, each listed once', () => {
    for (const file of CLUSTER_JOURNEYS) {
      expect(file, file).toMatch(/^e2e\/[\w-]+\.test\.ts$/)
      expect(existsSync(path.join(root, file)), file).toBe(true)
    }
    expect(new Set(CLUSTER_JOURNEYS).size).toBe(CLUSTER_JOURNEYS.length)
  })

  it('are a part of the journeys, not all of them', () => {
    const all = readdirSync(path.join(root, 'e2e')).filter((f) => f.endsWith('.test.ts'))
    expect(CLUSTER_JOURNEYS.length).toBeGreaterThan(0)
    expect(CLUSTER_JOURNEYS.length).toBeLessThan(all.length)
  })
})
