import { describe, expect, it } from 'vitest'
import { type MemoryRound, memoryReport, memorySummary, RSS_FLAT_MIB, RSS_MAX_MIB } from './memory-report.ts'

// Decision 027: 'bring one API process on PostgreSQL to ≤ 200 MiB RSS after the bench's load, flat over ten rounds;
// print RSS per round in the bench.' The issue measured 308 MiB at first response, 581 after five rounds, rising.
const rounds = (series: number[], label = 'API 42'): MemoryRound[] =>
  series.map((rss, i) => ({ round: i + 1, requests: 1000, reqPerSec: 100, non2xx: 0, rss: { [label]: rss } }))

describe('the bench’s memory summary', () => {
  it('passes a process that stays within 200 MiB and flat over the second half', () => {
    expect(RSS_MAX_MIB).toBe(200)
    expect(RSS_FLAT_MIB).toBe(10)
    const [p] = memorySummary(rounds([150, 170, 180, 185, 190, 192, 191, 195, 199, 200]), { 'API 42': 120 })
    expect(p).toMatchObject({ process: 'API 42', atStart: 120, first: 150, last: 200, max: 200, midRound: 5 })
    expect(p?.growth).toBe(10)
    expect(p?.verdict).toBe('PASS')
  })

  it('fails a process over 200 MiB after the load, or still growing over the second half', () => {
    const [rising] = memorySummary(rounds([350, 420, 480, 530, 581, 600, 620, 640, 660, 680]))
    expect(rising?.verdict).toBe(
      'FAIL: 680.0 MiB after the load > 200 MiB, grew 99.0 MiB from round 5 to 10 > 10 MiB',
    )
    const [creeping] = memorySummary(rounds([120, 130, 140, 150, 160, 165, 170, 175, 180, 185]))
    expect(creeping?.verdict).toBe('FAIL: grew 25.0 MiB from round 5 to 10 > 10 MiB')
    const [falling] = memorySummary(rounds([190, 210, 205, 199, 198, 190, 185, 188, 187, 186]))
    expect(falling).toMatchObject({ max: 210, growth: -12, verdict: 'PASS' })
  })

  it('holds every process to the targets, and fails one that went away', () => {
    const two = rounds([100, 110, 120, 130]).map((r) => ({
      ...r,
      rss: { ...r.rss, ...(r.round <= 2 ? { 'child 43': 90 } : {}) },
    }))
    const summary = memorySummary(two)
    expect(summary.map((p) => p.process)).toEqual(['API 42', 'child 43'])
    expect(summary[0]?.verdict).toBe('FAIL: grew 20.0 MiB from round 2 to 4 > 10 MiB')
    expect(summary[1]?.verdict).toBe('FAIL: gone after 2 rounds')
  })
})

describe('the bench’s memory report', () => {
  it('prints each round with its RSS, then first, last, max and the growth per process against the targets', () => {
    const report = memoryReport(rounds([300, 350, 400, 450, 500, 520, 540, 560, 580, 600]), { 'API 42': 308 })
    const lines = report.split('\n')
    expect(lines[0]).toMatch(/round .* requests .* req\/s .* non-2xx .* RSS MiB, API 42/)
    expect(lines[2]).toMatch(/^\| 1 +\| 1000 +\| 100 +\| 0 +\| 300\.0 +\|$/)
    expect(lines.filter((l) => /^\| \d+ /.test(l))).toHaveLength(10)
    expect(lines.at(-1)).toBe(
      'API 42: at first response 308.0 MiB; after round 1 300.0, last 600.0, max 600.0; round 5 → 10: +100.0 MiB. ' +
        'Targets ≤ 200 MiB after the load, flat (≤ +10 MiB over the second half): ' +
        'FAIL: 600.0 MiB after the load > 200 MiB, grew 100.0 MiB from round 5 to 10 > 10 MiB',
    )
  })
})
