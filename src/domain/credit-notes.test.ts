import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CreditLine, type CreditRequest, creditNoteLines, remainingOf } from './credit-notes.ts'
import { allocateDiscount, splitTax, type TaxLine } from './gst.ts'

const invoiceOf = (
  items: { price: number; qty: number; rate: number }[],
  discount: number,
  shipping: number,
  intra: boolean,
): TaxLine[] => {
  const amounts = items.map((i) => i.price * i.qty)
  const discounts = allocateDiscount(amounts, discount)
  return [
    ...items.map((i, n) =>
      splitTax(
        {
          description: `P${n}`,
          hsn: '1211',
          quantity: i.qty,
          inclusivePaise: amounts[n]! - discounts[n]!,
          rateBp: i.rate,
        },
        intra,
      ),
    ),
    ...(shipping > 0
      ? [
          splitTax(
            { description: 'Shipping', hsn: '996812', quantity: 1, inclusivePaise: shipping, rateBp: 1800 },
            intra,
          ),
        ]
      : []),
  ]
}

const FIGURES = ['quantity', 'inclusivePaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const

describe('credit notes', () => {
  const invoice = invoiceOf(
    [
      { price: 34900, qty: 2, rate: 500 },
      { price: 149900, qty: 1, rate: 1200 },
    ],
    21970,
    6000,
    true,
  )

  it('gives back a cancelled invoice exactly, line by line', () => {
    const r = creditNoteLines(invoice, [], { kind: 'rest' }, true)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.lines.map(({ line, ...l }) => l)).toEqual(invoice)
  })

  it('credits units of a line at the same rate and split, and the rest afterwards', () => {
    const one = creditNoteLines(invoice, [], { kind: 'lines', lines: [{ line: 0, quantity: 1 }] }, true)
    if (!one.ok) throw new Error(one.reason)
    const [l] = one.lines
    // half of the moringa line after its share of the discount (69800 − 6980 = 62820 → 31410)
    expect(l).toMatchObject({ line: 0, quantity: 1, inclusivePaise: 31410, rateBp: 500 })
    expect(l!.cgstPaise).toBe(l!.sgstPaise)
    expect(l!.cgstPaise).toBe(748) // 31410 × 2.5 / 105 = 747.86
    const rest = creditNoteLines(invoice, one.lines, { kind: 'rest' }, true)
    if (!rest.ok) throw new Error(rest.reason)
    expect(rest.lines[0]).toMatchObject({ line: 0, quantity: 1, inclusivePaise: 31410 })
    expect(creditNoteLines(invoice, [...one.lines, ...rest.lines], { kind: 'rest' }, true)).toEqual({
      ok: false,
      reason: 'nothing_left',
    })
  })

  it('refuses more than is left, unknown lines and impossible quantities', () => {
    expect(creditNoteLines(invoice, [], { kind: 'amount', amountPaise: 10_000_000 }, true)).toEqual({
      ok: false,
      reason: 'too_much',
    })
    expect(creditNoteLines(invoice, [], { kind: 'amount', amountPaise: 0 }, true)).toEqual({
      ok: false,
      reason: 'too_much',
    })
    expect(creditNoteLines(invoice, [], { kind: 'lines', lines: [{ line: 9, quantity: 1 }] }, true)).toEqual({
      ok: false,
      reason: 'no_such_line',
    })
    for (const quantity of [0, 3, 1.5])
      expect(creditNoteLines(invoice, [], { kind: 'lines', lines: [{ line: 0, quantity }] }, true)).toEqual({
        ok: false,
        reason: 'bad_quantity',
      })
  })

  it('moves a paisa to another line where a share cannot keep equal halves (the last 2 paise of a line all tax)', () => {
    // Found by the property below (a CI run's seed): 7 paise of shipping at 18 % inside the state is 5 + 1 + 1; after
    // a refund leaves it 2 paise, both tax, a share of 1 paisa would leave its taxable value at −1.
    const invoice = invoiceOf(
      [
        { price: 9710, qty: 2, rate: 0 },
        { price: 3871, qty: 1, rate: 0 },
      ],
      0,
      7,
      true,
    )
    const first = creditNoteLines(invoice, [], { kind: 'amount', amountPaise: 18403 }, true)
    if (!first.ok) throw new Error(first.reason)
    const second = creditNoteLines(invoice, first.lines, { kind: 'amount', amountPaise: 1193 }, true)
    if (!second.ok) throw new Error(second.reason)
    expect(second.lines.reduce((a, l) => a + l.inclusivePaise, 0)).toBe(1193)
    for (const left of remainingOf(invoice, [...first.lines, ...second.lines]))
      for (const v of Object.values(left)) expect(v).toBeGreaterThanOrEqual(0)
    // the same by units: one unit of a line whose last 2 paise are tax is given back a paisa off, never below zero
    const units = invoiceOf([{ price: 1, qty: 2, rate: 1800 }], 0, 0, true)
    const one = creditNoteLines(units, [], { kind: 'lines', lines: [{ line: 0, quantity: 1 }] }, true)
    if (!one.ok) throw new Error(one.reason)
    for (const left of remainingOf(units, one.lines))
      for (const v of Object.values(left)) expect(v).toBeGreaterThanOrEqual(0)
  })

  it('whatever is credited, in whatever steps: equal halves, each line adds up, never more than the invoice, and all of it in the end', () => {
    const request = fc.oneof(
      fc.record({ kind: fc.constant('amount' as const), amountPaise: fc.integer({ min: 1, max: 400_000 }) }),
      fc.record({
        kind: fc.constant('lines' as const),
        lines: fc.uniqueArray(fc.record({ line: fc.nat(7), quantity: fc.integer({ min: 1, max: 5 }) }), {
          selector: (l) => l.line,
          maxLength: 3,
          minLength: 1,
        }),
      }),
    )
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 300_000 }),
            qty: fc.integer({ min: 1, max: 6 }),
            rate: fc.constantFrom(0, 500, 1200, 1800, 2800),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.nat(200_000),
        fc.nat(20_000),
        fc.boolean(),
        fc.array(request, { maxLength: 6 }),
        (items, discount, shipping, intra, requests) => {
          const goods = items.reduce((a, i) => a + i.price * i.qty, 0)
          const invoice = invoiceOf(items, Math.min(discount, goods), shipping, intra)
          const notes: CreditLine[][] = []
          for (const req of [...requests, { kind: 'rest' } as CreditRequest]) {
            const r = creditNoteLines(invoice, notes.flat(), req, intra)
            if (!r.ok) continue
            notes.push(r.lines)
            for (const l of r.lines) {
              expect(l.cgstPaise).toBe(l.sgstPaise)
              if (intra) expect(l.igstPaise).toBe(0)
              else expect(l.cgstPaise).toBe(0)
              expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.inclusivePaise)
              expect(l.rateBp).toBe(invoice[l.line]!.rateBp)
              for (const f of FIGURES) expect(l[f], f).toBeGreaterThanOrEqual(0)
            }
            if (req.kind === 'amount')
              expect(r.lines.reduce((a, l) => a + l.inclusivePaise, 0)).toBe(req.amountPaise)
            // what is left of every line is never negative in any figure
            for (const left of remainingOf(invoice, notes.flat()))
              for (const v of Object.values(left)) expect(v).toBeGreaterThanOrEqual(0)
          }
          // after the cancellation everything is credited, figure by figure
          const credited = notes.flat()
          invoice.forEach((line, i) => {
            for (const f of FIGURES)
              expect(
                credited.filter((c) => c.line === i).reduce((a, c) => a + c[f], 0),
                `${f} of line ${i}`,
              ).toBe(line[f])
          })
        },
      ),
      { numRuns: 400 },
    )
  })
})
