// The product page's batch line (decision 052) in the shopper's language (decision 058). English is the domain's
// own wording (batchLine); the source's name, district, state and process are the staff's words, as written.
import { batchLine, type NextBatch } from '#domain/batches.ts'
import { formatDate, formatMonthYear, translate } from './catalogue.ts'
import type { Language } from './languages.ts'
import '#web/lib/i18n/messages/product.en.ts'

/** '2026-11-12' as a day in India */
const indianDay = (day: string) => new Date(`${day}T12:00:00+05:30`)

export function localBatchLine(lang: Language, b: NextBatch): string {
  if (lang === 'en') return batchLine(b)
  const group = translate(lang, b.source_kind === 'farmer_group' ? 'batch.farmers' : 'batch.women', {
    name: b.source_name,
  })
  return translate(lang, 'batch.line', {
    packed: formatDate(lang, indianDay(b.packed_on)),
    best: formatMonthYear(lang, indianDay(b.best_before)),
    made: b.process
      ? translate(lang, 'batch.made', { process: b.process, group })
      : translate(lang, 'batch.from', { group }),
    place: `${b.source_district}, ${b.source_state}`,
  })
}
