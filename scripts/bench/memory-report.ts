// The bench's memory part (decision 027), as printed: each process's resident memory after every load round, then
// per process the first, last and largest figure and the growth over the second half, against the targets.
// Pure: the measuring is in memory.ts.
import { table } from '../lib/shop-process.ts'

/** One API process on PostgreSQL, after the load: at most this resident memory, in MiB. */
export const RSS_MAX_MIB = 200
/**
 * Flat: from the middle round (5 of 10) to the last, resident memory may grow at most this much, in MiB. Not 0: a
 * heap that is not leaking still moves by a few MiB between two readings, with the collector's timing.
 */
export const RSS_FLAT_MIB = 10

export interface MemoryRound {
  round: number
  requests: number
  reqPerSec: number
  non2xx: number
  /** resident memory in MiB by process label (e.g. 'API 1234') */
  rss: Record<string, number>
}

const mib = (n: number) => n.toFixed(1)

export interface ProcessMemory {
  process: string
  atStart: number | undefined
  first: number
  last: number
  max: number
  /** the middle round's number (5 of 10) and the growth from it to the last */
  midRound: number
  growth: number
  verdict: string
}

/** Per process: its figures over the rounds and whether they meet the targets. */
export function memorySummary(
  rounds: readonly MemoryRound[],
  atStart: Record<string, number> = {},
): ProcessMemory[] {
  const labels = [...new Set(rounds.flatMap((r) => Object.keys(r.rss)))]
  const midRound = Math.ceil(rounds.length / 2)
  return labels.map((label) => {
    const series = rounds.map((r) => r.rss[label]).filter((v): v is number => v !== undefined)
    const first = series[0] ?? 0
    const last = series.at(-1) ?? 0
    const mid = rounds[midRound - 1]?.rss[label] ?? first
    const growth = last - mid
    const misses: string[] = []
    if (last > RSS_MAX_MIB) misses.push(`${mib(last)} MiB after the load > ${RSS_MAX_MIB} MiB`)
    if (growth > RSS_FLAT_MIB)
      misses.push(`grew ${mib(growth)} MiB from round ${midRound} to ${rounds.length} > ${RSS_FLAT_MIB} MiB`)
    if (series.length < rounds.length) misses.push(`gone after ${series.length} rounds`)
    return {
      process: label,
      atStart: atStart[label],
      first,
      last,
      max: Math.max(...series),
      midRound,
      growth,
      verdict: misses.length === 0 ? 'PASS' : `FAIL: ${misses.join(', ')}`,
    }
  })
}

/** The table of rounds (one RSS column per process), then one summary line per process. */
export function memoryReport(rounds: readonly MemoryRound[], atStart: Record<string, number> = {}): string {
  const rows = rounds.map((r) => ({
    round: r.round,
    requests: r.requests,
    'req/s': Math.round(r.reqPerSec),
    'non-2xx': r.non2xx,
    ...Object.fromEntries(Object.entries(r.rss).map(([label, v]) => [`RSS MiB, ${label}`, mib(v)])),
  }))
  const lines = memorySummary(rounds, atStart).map(
    (p) =>
      `${p.process}: ${p.atStart === undefined ? '' : `at first response ${mib(p.atStart)} MiB; `}after round 1 ` +
      `${mib(p.first)}, last ${mib(p.last)}, max ${mib(p.max)}; round ${p.midRound} → ${rounds.length}: ` +
      `${p.growth >= 0 ? '+' : ''}${mib(p.growth)} MiB. Targets ≤ ${RSS_MAX_MIB} MiB after the load, ` +
      `flat (≤ +${RSS_FLAT_MIB} MiB over the second half): ${p.verdict}`,
  )
  return `${table(rows)}\n\n${lines.join('\n')}`
}
