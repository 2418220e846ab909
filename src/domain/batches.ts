// A batch's story as the product page tells it (decision 052): 'This batch: packed 12 Nov 2026, best before Nov
// 2027, sun-dried by the Kothur women's self-help group, Rangareddy, Telangana'.

/** The batch a shopper would receive next of a pack (first expiry first out), as the product read carries it. */
export interface NextBatch {
  lot: string
  packed_on: string
  best_before: string
  source_kind: 'farmer_group' | 'self_help_group'
  source_name: string
  source_district: string
  source_state: string
  process: string
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const KIND_WORDS = { farmer_group: 'farmer group', self_help_group: 'self-help group' } as const

/** '2026-11-12' → '12 Nov 2026' (the day as written, no time zone involved). */
export function dayMonthYear(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`
}

/** '2027-11-30' → 'Nov 2027': a best-before as packs print it. */
export function monthYear(day: string): string {
  const [y, m] = day.split('-').map(Number)
  return `${MONTHS[(m ?? 1) - 1]} ${y}`
}

/** The product page's line for a batch. */
export function batchLine(b: NextBatch): string {
  const group = `the ${b.source_name} ${KIND_WORDS[b.source_kind]}`
  const made = b.process ? `${b.process} by ${group}` : `from ${group}`
  return `This batch: packed ${dayMonthYear(b.packed_on)}, best before ${monthYear(b.best_before)}, ${made}, ${b.source_district}, ${b.source_state}`
}
