// CSV the shop writes for staff to open in a spreadsheet (orders, subscribers, the GSTR-1 sections): RFC 4180,
// and no cell a spreadsheet would run as a formula. And CSV staff upload (a stock take, the catalogue), read the
// same way.

/** A plain number ('-1234.05', '+5', '18'): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/

/**
 * One cell: text that opens with `=`, `+`, `-`, `@`, a tab or a carriage return (a formula to a spreadsheet:
 * `=HYPERLINK(...)` in a product or shopper name) is written as text, with a leading `'`; a plain number, such
 * as a credit note's `-1234.05`, stays a number. Quotes when the cell holds a quote, comma or line break.
 */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
}

/** A header and its rows as CSV, lines ending CRLF. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** RFC 4180 lines of a CSV text: quoted cells may hold commas, quotes ("") and line breaks. */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cellText = ''
  let quoted = false
  let line = 1
  let start = 1
  let touched = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cellText += '"'
        i++
      } else if (c === '"') quoted = false
      else {
        if (c === '\n') line++
        cellText += c
      }
      continue
    }
    if (c === '"') {
      quoted = true
      touched = true
    } else if (c === ',') {
      cells.push(cellText)
      cellText = ''
      touched = true
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      cells.push(cellText)
      if (touched || cells.some((x) => x.trim() !== '')) out.push({ line: start, cells })
      cells = []
      cellText = ''
      touched = false
      line++
      start = line
    } else {
      cellText += c
      touched = true
    }
  }
  cells.push(cellText)
  if (touched || cells.some((x) => x.trim() !== '')) out.push({ line: start, cells })
  return out
}
