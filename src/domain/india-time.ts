// The shop's day is India's: IST is UTC+5:30 all year (no daylight saving), so a day in India is a fixed window of
// UTC. One place for that arithmetic: the dashboard's days, the orders console's date filters, the daily jobs, the
// back office's date-time fields.

export const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** The India day of an instant, YYYY-MM-DD, and its hour there. */
export function indiaClock(at: Date): { day: string; hour: number } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS)
  return { day: ist.toISOString().slice(0, 10), hour: ist.getUTCHours() }
}

/** The instant an India day (YYYY-MM-DD) begins. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS)
}

/** The last `count` India days up to the one holding `now`, oldest first, and the instant the first begins. */
export function lastIndiaDays(count: number, now: Date): { days: string[]; start: Date } {
  const today = Date.parse(`${indiaClock(now).day}T00:00:00Z`)
  const days = Array.from({ length: count }, (_, i) =>
    new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  )
  return { days, start: indiaDayStart(days[0]!) }
}

/** An instant in India time for a spreadsheet, 'YYYY-MM-DD HH:MM:SS' ('' for none): sorts and parses as a date. */
export const indiaDateTime = (at: Date | null): string =>
  at ? new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ') : ''

/** An instant as an `<input type="datetime-local">` value in India time ('' for none), and back (ISO with +05:30). */
export const toIndiaLocalInput = (iso: string | null): string =>
  iso ? new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16) : ''
export const fromIndiaLocalInput = (local: string): string | null => (local ? `${local}:00+05:30` : null)
