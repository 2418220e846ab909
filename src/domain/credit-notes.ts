// Credit notes (section 34 of the CGST Act; decision 025): what a cancellation or a refund gives back of an
// invoice, line by line, with the invoice's own tax split. All arithmetic in paise. Whatever is credited, in
// whatever steps, the credit notes of an invoice never give back more of any figure than the invoice holds, and
// once everything is credited they add up to the invoice exactly, figure by figure.

import { allocateDiscount, splitTax, type TaxLine } from './gst.ts'

/** One line of a credit note: what it gives back of the invoice's line number `line` (0-based). */
export interface CreditLine extends TaxLine {
  line: number
}

/** What to credit. */
export type CreditRequest =
  /** everything the invoice still holds (a cancellation, a parcel returned) */
  | { kind: 'rest' }
  /** an amount, spread over what is left of the lines in proportion (a refund not tied to lines) */
  | { kind: 'amount'; amountPaise: number }
  /** units of lines (goods given back) */
  | { kind: 'lines'; lines: { line: number; quantity: number }[] }

export type CreditOutcome =
  | { ok: true; lines: CreditLine[] }
  | { ok: false; reason: 'nothing_left' | 'too_much' | 'no_such_line' | 'bad_quantity' }

export const creditNoteMessages = {
  nothingLeft: 'Nothing of this order is left to refund',
  tooMuch: 'The refund is more than what is left to refund on this order',
  noSuchLine: 'The order has no such item',
  badQuantity: 'Choose at least one unit, and no more than were bought and not yet refunded',
  amountOrLines: 'Give an amount or the items to refund: one of the two',
  notInvoiced: 'The order has no invoice yet; only an invoiced order is refunded in part',
  codRefund: 'A cash-on-delivery order is refunded by bank transfer, outside the shop',
  changed: 'The order changed meanwhile; please try again',
  notFound: 'Credit note not found',
  issued: (amount: string, number: string) => `Refund of ${amount} issued with credit note ${number}`,
  /** decision 035: a partial refund carries a key of its own, so a double submit never refunds twice */
  keyRequired:
    'Each refund needs an Idempotency-Key header: 8 to 100 letters, digits, -, _, . or : (one per refund, e.g. a UUID)',
  keyReused:
    'This Idempotency-Key was used for a different refund of this order; open the refund form again for a new refund',
} as const

/** What is left of each invoice line after the credit notes so far: units and every figure. */
export interface LineLeft {
  quantity: number
  inclusive: number
  taxable: number
  cgst: number
  sgst: number
  igst: number
}

export function remainingOf(invoice: readonly TaxLine[], earlier: readonly CreditLine[]): LineLeft[] {
  const left = invoice.map((l) => ({
    quantity: l.quantity,
    inclusive: l.inclusivePaise,
    taxable: l.taxablePaise,
    cgst: l.cgstPaise,
    sgst: l.sgstPaise,
    igst: l.igstPaise,
  }))
  for (const c of earlier) {
    const l = left[c.line]
    if (!l) continue
    l.quantity -= c.quantity
    l.inclusive -= c.inclusivePaise
    l.taxable -= c.taxablePaise
    l.cgst -= c.cgstPaise
    l.sgst -= c.sgstPaise
    l.igst -= c.igstPaise
  }
  return left
}

const nothing = (l: LineLeft) =>
  l.quantity === 0 && l.inclusive === 0 && l.taxable === 0 && l.cgst === 0 && l.sgst === 0 && l.igst === 0

/**
 * The lines of the next credit note of an invoice. `earlier`: the lines of its credit notes so far. A line
 * credited whole gives back exactly what is left of it; a part is split like the invoice (equal halves at half the
 * rate inside the state, IGST outside), kept within what is left so that what remains is never negative.
 */
export function creditNoteLines(
  invoice: readonly TaxLine[],
  earlier: readonly CreditLine[],
  request: CreditRequest,
  intraState: boolean,
): CreditOutcome {
  const left = remainingOf(invoice, earlier)
  const whole = (i: number): CreditLine => ({
    ...invoice[i]!,
    line: i,
    quantity: left[i]!.quantity,
    inclusivePaise: left[i]!.inclusive,
    taxablePaise: left[i]!.taxable,
    cgstPaise: left[i]!.cgst,
    sgstPaise: left[i]!.sgst,
    igstPaise: left[i]!.igst,
  })
  const part = (i: number, inclusive: number, quantity: number): CreditLine => {
    const l = left[i]!
    const s = splitTax({ ...invoice[i]!, inclusivePaise: inclusive }, intraState)
    const after = l.inclusive - inclusive
    const base = { ...invoice[i]!, line: i, quantity, inclusivePaise: inclusive }
    if (intraState) {
      // What stays must keep its tax within its value; this credit's own taxable value must not go below zero.
      const lo = Math.max(0, Math.ceil((l.cgst + l.sgst - after) / 2))
      const hi = Math.min(l.cgst, l.sgst, Math.floor(inclusive / 2))
      const half = Math.max(0, Math.min(hi, Math.max(lo, s.cgstPaise)))
      return { ...base, taxablePaise: inclusive - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 }
    }
    const lo = Math.max(0, l.igst - after)
    const hi = Math.min(l.igst, inclusive)
    const igst = Math.max(0, Math.min(hi, Math.max(lo, s.igstPaise)))
    return { ...base, taxablePaise: inclusive - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst }
  }

  /**
   * Whether `inclusive` of what is left of line `i` can be credited with the invoice's split and leave every figure
   * of what stays at zero or more. Outside the state (IGST alone) any value can. Inside it, the two halves must stay
   * equal: a line whose last 2 paise are all tax (1 CGST, 1 SGST) cannot give back 1 paisa, which would leave tax
   * above the value left or a credit with less than no taxable value.
   */
  const fits = (i: number, inclusive: number): boolean => {
    const l = left[i]!
    if (inclusive === 0 || inclusive === l.inclusive || !intraState) return true
    const after = l.inclusive - inclusive
    return (
      Math.max(0, Math.ceil((l.cgst + l.sgst - after) / 2)) <=
      Math.min(l.cgst, l.sgst, Math.floor(inclusive / 2))
    )
  }
  /** The nearest value to `inclusive` (a paisa or two away) that line `i` can credit, within what is left of it. */
  const fitting = (i: number, inclusive: number): number => {
    for (const d of [0, 1, -1, 2, -2]) {
      const v = inclusive + d
      if (v >= 0 && v <= left[i]!.inclusive && fits(i, v)) return v
    }
    return inclusive
  }

  let lines: CreditLine[] = []
  switch (request.kind) {
    case 'rest':
      lines = left.flatMap((l, i) => (nothing(l) ? [] : [whole(i)]))
      break
    case 'lines': {
      const seen = new Set<number>()
      for (const { line, quantity } of request.lines) {
        const l = left[line]
        if (!l) return { ok: false, reason: 'no_such_line' }
        if (seen.has(line) || !Number.isInteger(quantity) || quantity <= 0 || quantity > l.quantity)
          return { ok: false, reason: 'bad_quantity' }
        seen.add(line)
        lines.push(
          quantity === l.quantity
            ? whole(line)
            : // The units' share of what is left of the line's value (after the discount and earlier credits),
              // a paisa off where equal halves need it.
              part(
                line,
                fitting(line, Math.floor((2 * l.inclusive * quantity + l.quantity) / (2 * l.quantity))),
                quantity,
              ),
        )
      }
      break
    }
    case 'amount': {
      const amount = request.amountPaise
      const available = left.reduce((a, l) => a + l.inclusive, 0)
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > available)
        return { ok: false, reason: 'too_much' }
      const shares = allocateDiscount(
        left.map((l) => l.inclusive),
        amount,
      )
      // A share a line cannot credit with equal halves (see `fits`) moves a paisa or two to another line that can
      // take it, so the note still gives back exactly the amount.
      shares.forEach((share, i) => {
        if (fits(i, share)) return
        for (const d of [1, -1, 2, -2]) {
          const mine = share + d
          if (mine < 0 || mine > left[i]!.inclusive || !fits(i, mine)) continue
          const j = shares.findIndex(
            (theirs, k) =>
              k !== i && theirs - d >= 0 && theirs - d <= left[k]!.inclusive && fits(k, theirs - d),
          )
          if (j < 0) continue
          shares[i] = mine
          shares[j] = shares[j]! - d
          return
        }
      })
      shares.forEach((share, i) => {
        if (share <= 0) return
        // A line whose whole value is given back is given back whole, its units with it.
        lines.push(share === left[i]!.inclusive ? whole(i) : part(i, share, 0))
      })
      break
    }
  }
  lines = lines.filter(
    (l) =>
      l.quantity !== 0 ||
      l.inclusivePaise !== 0 ||
      l.taxablePaise !== 0 ||
      l.cgstPaise !== 0 ||
      l.sgstPaise !== 0 ||
      l.igstPaise !== 0,
  )
  if (lines.length === 0) return { ok: false, reason: 'nothing_left' }
  return { ok: true, lines: lines.sort((a, b) => a.line - b.line) }
}
