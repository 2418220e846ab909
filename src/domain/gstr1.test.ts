import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CreditLine, type CreditRequest, creditNoteLines } from './credit-notes.ts'
import { allocateDiscount, invoiceNumberOf, splitTax, type TaxLine, totalsOf } from './gst.ts'
import { buildGstr1, type GstDocument, monthBounds, monthOf, uqcOf } from './gstr1.ts'
import { csv, gstr1Csv, milliText, paiseText } from './gstr1-csv.ts'
import { gstr1OfflineCsv, OFFLINE_UQC } from './gstr1-offline-csv.ts'

const SELLER = '36'

function invoiceLines(
  items: { price: number; qty: number; rate: number; hsn: string; size: string }[],
  discount: number,
  shipping: number,
  intra: boolean,
): TaxLine[] {
  const amounts = items.map((i) => i.price * i.qty)
  const discounts = allocateDiscount(amounts, discount)
  return [
    ...items.map((i, n) =>
      splitTax(
        {
          description: `Product ${n} (${i.size})`,
          hsn: i.hsn,
          quantity: i.qty,
          inclusivePaise: amounts[n]! - discounts[n]!,
          rateBp: i.rate,
          netQuantity: i.size,
        },
        intra,
      ),
    ),
    ...(shipping > 0
      ? [
          splitTax(
            {
              description: 'Shipping and handling',
              hsn: '996812',
              quantity: 1,
              inclusivePaise: shipping,
              rateBp: 1800,
            },
            intra,
          ),
        ]
      : []),
  ]
}

describe('units of the HSN summary', () => {
  it('reports goods by weight in kilograms, by volume in litres, else packs; services have none', () => {
    expect(uqcOf('1211', '100g')).toEqual({ uqc: 'KGS', milliPerUnit: 100 })
    expect(uqcOf('1211', '6 × 100g')).toEqual({ uqc: 'KGS', milliPerUnit: 600 })
    expect(uqcOf('0813', '1.5 kg')).toEqual({ uqc: 'KGS', milliPerUnit: 1500 })
    expect(uqcOf('2106', '500 ml')).toEqual({ uqc: 'LTR', milliPerUnit: 500 })
    expect(uqcOf('2106', '1 L')).toEqual({ uqc: 'LTR', milliPerUnit: 1000 })
    expect(uqcOf('2106', 'Box of 12')).toEqual({ uqc: 'NOS', milliPerUnit: 1000 })
    expect(uqcOf('2106')).toEqual({ uqc: 'NOS', milliPerUnit: 1000 })
    expect(uqcOf('996812', '100g')).toEqual({ uqc: 'NA', milliPerUnit: 0 })
  })
  it('weighs goods by their pack’s weight when it is given; none (0) falls back to the net quantity', () => {
    expect(uqcOf('1211', '250g', 262)).toEqual({ uqc: 'KGS', milliPerUnit: 262 })
    expect(uqcOf('1211', '6 × 100g', 640)).toEqual({ uqc: 'KGS', milliPerUnit: 640 })
    // a box counted in packs becomes kilograms once its weight is known
    expect(uqcOf('2106', 'Box of 12', 1200)).toEqual({ uqc: 'KGS', milliPerUnit: 1200 })
    expect(uqcOf('1211', '100g', 0)).toEqual({ uqc: 'KGS', milliPerUnit: 100 })
    expect(uqcOf('2106', 'Box of 12', 0)).toEqual({ uqc: 'NOS', milliPerUnit: 1000 })
    // sold by volume: litres from the net quantity whatever the weight
    expect(uqcOf('2106', '500 ml', 540)).toEqual({ uqc: 'LTR', milliPerUnit: 500 })
    expect(uqcOf('996812', '100g', 100)).toEqual({ uqc: 'NA', milliPerUnit: 0 })
  })
})

describe('months in India time', () => {
  it('runs from the first at midnight IST to the next first', () => {
    const { from, to } = monthBounds('2026-11')
    expect(from.toISOString()).toBe('2026-10-31T18:30:00.000Z')
    expect(to.toISOString()).toBe('2026-11-30T18:30:00.000Z')
    expect(monthBounds('2026-12').to.toISOString()).toBe('2026-12-31T18:30:00.000Z')
    expect(monthOf(new Date('2026-10-31T18:30:00Z'))).toBe('2026-11')
    expect(monthOf(new Date('2026-10-31T18:29:59Z'))).toBe('2026-10')
    expect(() => monthBounds('2026-13')).toThrow(RangeError)
  })

  it('writes amounts and quantities exactly', () => {
    expect(paiseText(123405)).toBe('1234.05')
    expect(paiseText(-5)).toBe('-0.05')
    expect(milliText(1500)).toBe('1.500')
    expect(milliText(-100)).toBe('-0.100')
  })
})

describe('GSTR-1 of a month', () => {
  const intra = invoiceLines(
    [
      { price: 34900, qty: 2, rate: 500, hsn: '1211', size: '100g' },
      { price: 149900, qty: 1, rate: 1200, hsn: '2106', size: '6 × 100g' },
    ],
    21970,
    6000,
    true,
  )
  const inter = invoiceLines([{ price: 44900, qty: 3, rate: 500, hsn: '1211', size: '100g' }], 0, 0, false)
  const at = new Date('2026-11-10T06:00:00Z')
  const refund = creditNoteLines(intra, [], { kind: 'lines', lines: [{ line: 0, quantity: 1 }] }, true)
  if (!refund.ok) throw new Error(refund.reason)
  const docs: GstDocument[] = [
    { kind: 'invoice', number: 'SN/2026-27/000002', issuedAt: at, placeOfSupply: '36', lines: intra },
    { kind: 'invoice', number: 'SN/2026-27/000010', issuedAt: at, placeOfSupply: '29', lines: inter },
    {
      kind: 'credit_note',
      number: 'CN/2026-27/00001',
      issuedAt: at,
      placeOfSupply: '36',
      invoiceNumber: 'SN/2026-27/000002',
      lines: refund.lines,
    },
  ]
  const r = buildGstr1('2026-11', docs)

  it('gives B2C (small) rows by place and rate, net of the credit note', () => {
    expect(r.b2cs.map((b) => [b.placeOfSupply, b.stateName, b.rateBp])).toEqual([
      ['29', 'Karnataka', 500],
      ['36', 'Telangana', 500],
      ['36', 'Telangana', 1200],
      ['36', 'Telangana', 1800],
    ])
    const moringa = r.b2cs[1]!
    expect(moringa.taxable).toBe(intra[0]!.taxablePaise - refund.lines[0]!.taxablePaise)
    expect(moringa.cgst).toBe(moringa.sgst)
    expect(r.b2cs[0]!.cgst + r.b2cs[0]!.sgst).toBe(0)
  })

  it('sums HSN rows with units and the documents issued', () => {
    const herbs = r.hsn.find((h) => h.hsn === '1211' && h.rateBp === 500)!
    expect(herbs).toMatchObject({
      uqc: 'KGS',
      quantityMilli: 2 * 100 + 3 * 100 - 100,
      description: 'Plants and parts of plants used in pharmacy (herbs)',
    })
    expect(r.hsn.find((h) => h.hsn === '996812')).toMatchObject({ uqc: 'NA', quantityMilli: 0 })
    expect(r.documents).toEqual([
      {
        nature: 'Invoices for outward supply',
        from: 'SN/2026-27/000002',
        to: 'SN/2026-27/000010',
        total: 2,
        cancelled: 0,
        netIssued: 2,
      },
      {
        nature: 'Credit Note',
        from: 'CN/2026-27/00001',
        to: 'CN/2026-27/00001',
        total: 1,
        cancelled: 0,
        netIssued: 1,
      },
    ])
  })

  it('writes CSV sections with a total row', () => {
    const b2cs = gstr1Csv(r, 'b2cs').trim().split('\r\n')
    expect(b2cs[0]).toBe(
      'Type,Place Of Supply,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess',
    )
    expect(b2cs[1]).toMatch(/^OE,29-Karnataka,5,/)
    expect(b2cs.at(-1)).toBe(
      `Total,,,${paiseText(r.totals.net.taxable)},${paiseText(r.totals.net.igst)},${paiseText(r.totals.net.cgst)},${paiseText(r.totals.net.sgst)},0.00`,
    )
    expect(gstr1Csv(r, 'docs')).toContain('Credit Note,CN/2026-27/00001,CN/2026-27/00001,1,0,1')
    const hsn = gstr1Csv(r, 'hsn').split('\r\n')
    expect(hsn[0]).toBe(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess',
    )
    expect(hsn[1]).toMatch(/^1211,Plants and parts of plants used in pharmacy \(herbs\),KGS,0\.400,/)
  })

  it('writes a product name a spreadsheet would run as a formula as text, and negative amounts as numbers', () => {
    // an HSN code the shop has no description for is described by the product's name, as staff typed it
    const named = splitTax(
      {
        description: '=HYPERLINK("http://evil.example","Click") (100g)',
        hsn: '20089999',
        quantity: 1,
        inclusivePaise: 10000,
        rateBp: 500,
        netQuantity: '100g',
      },
      true,
    )
    const month = buildGstr1('2026-11', [
      { kind: 'invoice', number: 'SN/2026-27/000020', issuedAt: at, placeOfSupply: '36', lines: [named] },
    ])
    expect(month.hsn[0]!.description).toContain('=HYPERLINK')
    const hsn = gstr1Csv(month, 'hsn')
    expect(hsn).not.toMatch(/(^|,)=HYPERLINK/m)
    expect(hsn).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")`)
    // the credit note's month nets to negative rows in places: they stay numbers, not text
    const netNegative = buildGstr1('2026-12', [{ ...docs[2]!, issuedAt: new Date('2026-12-02T06:00:00Z') }])
    const rows = gstr1Csv(netNegative, 'b2cs').trim().split('\r\n')
    expect(rows[1]).toMatch(/,-\d+\.\d{2},/)
    expect(rows[1]).not.toContain("'")
  })

  it('reconciles to the invoices less the credit notes, to the paisa, whatever the month holds', () => {
    const item = fc.record({
      price: fc.integer({ min: 1, max: 300_000 }),
      qty: fc.integer({ min: 1, max: 12 }),
      rate: fc.constantFrom(0, 500, 1200, 1800),
      hsn: fc.constantFrom('1211', '0712', '2106', '0910'),
      size: fc.constantFrom('100g', '250 g', '6 × 100g', '1kg', '500 ml', 'Gift box'),
    })
    const invoice = fc.record({
      items: fc.array(item, { minLength: 1, maxLength: 5 }),
      discount: fc.nat(100_000),
      shipping: fc.constantFrom(0, 4900, 6000),
      state: fc.constantFrom('36', '36', '29', '27', '07'),
      credits: fc.array(
        fc.oneof(
          fc.record({
            kind: fc.constant('amount' as const),
            amountPaise: fc.integer({ min: 1, max: 200_000 }),
          }),
          fc.record({
            kind: fc.constant('lines' as const),
            lines: fc.uniqueArray(fc.record({ line: fc.nat(5), quantity: fc.integer({ min: 1, max: 4 }) }), {
              selector: (l) => l.line,
              minLength: 1,
              maxLength: 2,
            }),
          }),
          fc.constant({ kind: 'rest' as const }),
        ),
        { maxLength: 3 },
      ),
    })
    fc.assert(
      fc.property(fc.array(invoice, { minLength: 1, maxLength: 8 }), (invoices) => {
        const docs: GstDocument[] = []
        let n = 0
        let c = 0
        for (const inv of invoices) {
          const goods = inv.items.reduce((a, i) => a + i.price * i.qty, 0)
          const intraState = inv.state === SELLER
          const lines = invoiceLines(inv.items, Math.min(inv.discount, goods), inv.shipping, intraState)
          const number = `SN/2026-27/${String(++n).padStart(6, '0')}`
          docs.push({ kind: 'invoice', number, issuedAt: new Date(), placeOfSupply: inv.state, lines })
          const earlier: CreditLine[] = []
          for (const req of inv.credits as CreditRequest[]) {
            const out = creditNoteLines(lines, earlier, req, intraState)
            if (!out.ok) continue
            earlier.push(...out.lines)
            docs.push({
              kind: 'credit_note',
              number: `CN/2026-27/${String(++c).padStart(5, '0')}`,
              issuedAt: new Date(),
              placeOfSupply: inv.state,
              invoiceNumber: number,
              lines: out.lines,
            })
          }
        }
        const r = buildGstr1('2026-11', docs)
        const sumOf = (kind: GstDocument['kind']) =>
          totalsOf(docs.filter((d) => d.kind === kind).flatMap((d) => d.lines))
        const inv = sumOf('invoice')
        const cn = sumOf('credit_note')
        expect(r.totals.invoices).toEqual(inv)
        expect(r.totals.creditNotes).toEqual(cn)
        const net = {
          inclusive: inv.inclusive - cn.inclusive,
          taxable: inv.taxable - cn.taxable,
          cgst: inv.cgst - cn.cgst,
          sgst: inv.sgst - cn.sgst,
          igst: inv.igst - cn.igst,
        }
        expect(r.totals.net).toEqual(net)
        expect(r.totals.b2cs).toEqual(net)
        expect(r.totals.hsn).toEqual(net)
        expect(r.totals.net.cgst).toBe(r.totals.net.sgst)
        for (const b of r.b2cs) expect(b.cgst).toBe(b.sgst)
        // the rows say the same as their totals, and the CSV says the same as the rows
        expect(r.b2cs.reduce((a, b) => a + b.taxable, 0)).toBe(net.taxable)
        expect(r.hsn.reduce((a, h) => a + h.value, 0)).toBe(net.inclusive)
        const csvTotal = gstr1Csv(r, 'b2cs').trim().split('\r\n').at(-1)!.split(',')
        expect(csvTotal.slice(3, 7)).toEqual([net.taxable, net.igst, net.cgst, net.sgst].map(paiseText))
        const hsnRows = gstr1Csv(r, 'hsn').trim().split('\r\n').slice(1, -1)
        expect(hsnRows).toHaveLength(r.hsn.length)
        expect(r.documents[0]!.total).toBe(n)
        expect(r.documents[1]!.total).toBe(c)
        // no row at nothing: a place or an HSN code credited in full is left out (the totals above hold)
        for (const b of r.b2cs) expect([b.taxable, b.igst, b.cgst, b.sgst].some((x) => x !== 0)).toBe(true)
        for (const h of r.hsn)
          expect([h.quantityMilli, h.value, h.taxable, h.igst, h.cgst, h.sgst].some((x) => x !== 0)).toBe(
            true,
          )
      }),
      { numRuns: 200 },
    )
  })
})

describe('GSTR-1 rows at nothing', () => {
  // Karnataka's only invoice is credited in full in the month; Telangana keeps one of its two items.
  const intra = invoiceLines(
    [
      { price: 34900, qty: 2, rate: 500, hsn: '1211', size: '100g' },
      { price: 19900, qty: 1, rate: 1200, hsn: '2106', size: 'Gift box' },
    ],
    0,
    0,
    true,
  )
  const inter = invoiceLines([{ price: 29900, qty: 1, rate: 500, hsn: '0910', size: '100g' }], 0, 6000, false)
  const at = new Date('2026-11-10T06:00:00Z')
  const all = creditNoteLines(inter, [], { kind: 'rest' }, false)
  const gift = creditNoteLines(intra, [], { kind: 'lines', lines: [{ line: 1, quantity: 1 }] }, true)
  if (!all.ok || !gift.ok) throw new Error('no credit')
  const docs: GstDocument[] = [
    { kind: 'invoice', number: 'SN/26-27/000001', issuedAt: at, placeOfSupply: '36', lines: intra },
    { kind: 'invoice', number: 'SN/26-27/000002', issuedAt: at, placeOfSupply: '29', lines: inter },
    {
      kind: 'credit_note',
      number: 'CN/2026-27/00001',
      issuedAt: at,
      placeOfSupply: '29',
      invoiceNumber: 'SN/26-27/000002',
      lines: all.lines,
    },
    {
      kind: 'credit_note',
      number: 'CN/2026-27/00002',
      issuedAt: at,
      placeOfSupply: '36',
      invoiceNumber: 'SN/26-27/000001',
      lines: gift.lines,
    },
  ]
  const r = buildGstr1('2026-11', docs)

  it('leaves out of B2C (small) and the HSN summary every row whose figures all came to nothing, totals unchanged', () => {
    // Karnataka (5%, and its 18% shipping) and the 12% gift box are gone; Telangana's moringa stays
    expect(r.b2cs.map((b) => `${b.placeOfSupply}:${b.rateBp}`)).toEqual(['36:500'])
    expect(r.hsn.map((h) => h.hsn)).toEqual(['1211'])
    const net = r.totals.net
    expect(net.taxable).toBe(intra[0]!.taxablePaise)
    expect(r.totals.b2cs).toEqual(net)
    expect(r.totals.hsn).toEqual(net)
    // and so in CSV: one row and the total row
    expect(gstr1Csv(r, 'b2cs').trim().split('\r\n')).toHaveLength(3)
    expect(gstr1Csv(r, 'hsn').trim().split('\r\n')).toHaveLength(3)
  })

  it('keeps a row whose value is nothing but whose quantity is not: a free sample pack was still supplied', () => {
    const sample = splitTax(
      {
        description: 'Turmeric sample (100g)',
        hsn: '0910',
        quantity: 1,
        inclusivePaise: 0,
        rateBp: 500,
        netQuantity: '100g',
      },
      true,
    )
    const g = buildGstr1('2026-11', [
      {
        kind: 'invoice',
        number: 'SN/26-27/000001',
        issuedAt: at,
        placeOfSupply: '36',
        lines: [intra[0]!, sample],
      },
    ])
    expect(g.hsn.map((h) => [h.hsn, h.quantityMilli, h.value])).toEqual([
      ['0910', 100, 0],
      ['1211', 200, intra[0]!.inclusivePaise],
    ])
  })
})

describe('invoice numbers and table 13 across the change of series (decision 029)', () => {
  it('numbers a new invoice in 16 characters or fewer, the count running on from the 17-character series', () => {
    const n = invoiceNumberOf('2026-27', 42)
    expect(n).toBe('SN/26-27/000042')
    expect(n.length).toBeLessThanOrEqual(16)
    expect(n).toMatch(/^SN\/\d{2}-\d{2}\/\d{6}$/)
    expect(invoiceNumberOf('2099-00', 999_999)).toHaveLength(15)
  })

  it('reports one row per series: the old numbers, then the new, each from its lowest to its highest', () => {
    const lines = invoiceLines([{ price: 34900, qty: 1, rate: 500, hsn: '1211', size: '100g' }], 0, 0, true)
    const day = (d: number) => new Date(`2026-11-${String(d).padStart(2, '0')}T06:00:00Z`)
    const inv = (number: string, d: number): GstDocument => ({
      kind: 'invoice',
      number,
      issuedAt: day(d),
      placeOfSupply: '36',
      lines,
    })
    const r = buildGstr1('2026-11', [
      inv('SN/26-27/000043', 20),
      inv('SN/2026-27/000039', 2),
      inv('SN/2026-27/000041', 9),
      inv('SN/26-27/000042', 12),
      inv('SN/2026-27/000040', 5),
    ])
    expect(r.documents).toEqual([
      {
        nature: 'Invoices for outward supply',
        from: 'SN/2026-27/000039',
        to: 'SN/2026-27/000041',
        total: 3,
        cancelled: 0,
        netIssued: 3,
      },
      {
        nature: 'Invoices for outward supply',
        from: 'SN/26-27/000042',
        to: 'SN/26-27/000043',
        total: 2,
        cancelled: 0,
        netIssued: 2,
      },
      { nature: 'Credit Note', from: null, to: null, total: 0, cancelled: 0, netIssued: 0 },
    ])
    expect(gstr1Csv(r, 'docs').split('\r\n').slice(1, 3)).toEqual([
      'Invoices for outward supply,SN/2026-27/000039,SN/2026-27/000041,3,0,3',
      'Invoices for outward supply,SN/26-27/000042,SN/26-27/000043,2,0,2',
    ])
  })
})

describe('GSTR-1 in the layout of the GST offline tool (decision 029)', () => {
  const intra = invoiceLines([{ price: 34900, qty: 2, rate: 500, hsn: '1211', size: '100g' }], 0, 6000, true)
  const inter = invoiceLines(
    [
      { price: 29900, qty: 1, rate: 1200, hsn: '2106', size: 'Gift box' },
      { price: 19900, qty: 1, rate: 1800, hsn: '3304', size: '500 ml' },
    ],
    0,
    0,
    false,
  )
  // a product named like a spreadsheet formula, with a comma and quotes (the HSN summary takes a product's name
  // for a code it has no description of)
  inter[1] = { ...inter[1]!, description: '=HYPERLINK("http://x.example","Soap, rose") (500 ml)' }
  const at = new Date('2026-11-10T06:00:00Z')
  const r = buildGstr1('2026-11', [
    { kind: 'invoice', number: 'SN/26-27/000001', issuedAt: at, placeOfSupply: '36', lines: intra },
    { kind: 'invoice', number: 'SN/26-27/000002', issuedAt: at, placeOfSupply: '29', lines: inter },
  ])
  const rows = (text: string) => text.split('\r\n').filter(Boolean)

  it('writes b2cs.csv with the template’s header, one row per place and rate, and no total row', () => {
    const b2cs = rows(gstr1OfflineCsv(r, 'b2cs'))
    expect(b2cs[0]).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    )
    expect(b2cs.slice(1)).toEqual(
      r.b2cs.map(
        (b) => `OE,${b.placeOfSupply}-${b.stateName},${b.rateBp / 100},,${paiseText(b.taxable)},0.00,`,
      ),
    )
    expect(b2cs[1]).toMatch(/^OE,29-Karnataka,12,,\d+\.\d{2},0\.00,$/)
    expect(b2cs).toHaveLength(r.b2cs.length + 1)
  })

  it('writes hsn.csv with the template’s header, the UQC as the tool names it, and no total row', () => {
    const hsn = rows(gstr1OfflineCsv(r, 'hsn'))
    expect(hsn[0]).toBe(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
    )
    expect(hsn).toHaveLength(r.hsn.length + 1)
    const herbs = r.hsn.find((h) => h.hsn === '1211')!
    expect(hsn).toContain(
      `1211,Plants and parts of plants used in pharmacy (herbs),KGS-KILOGRAMS,0.200,${paiseText(herbs.value)},5,${paiseText(herbs.taxable)},0.00,${paiseText(herbs.cgst)},${paiseText(herbs.sgst)},0.00`,
    )
    expect(hsn.find((l) => l.startsWith('2106,'))).toContain(',NOS-NUMBERS,1.000,')
    expect(hsn.find((l) => l.startsWith('996812,'))).toContain(',NA,0.000,')
    expect(hsn.find((l) => l.startsWith('3304,'))).toContain(',LTR-LITRES,0.500,')
    expect(Object.values(OFFLINE_UQC)).toEqual(['KGS-KILOGRAMS', 'LTR-LITRES', 'NOS-NUMBERS', 'NA'])
  })

  it('writes each cell as the shop’s own CSV does, with one writer for both (a product’s name included)', () => {
    const cellOf = (text: string) =>
      rows(text)
        .find((l) => l.startsWith('3304,'))!
        .split(',')
        .slice(0, 6)
    const shop = cellOf(gstr1Csv(r, 'hsn'))
    const offline = cellOf(gstr1OfflineCsv(r, 'hsn'))
    // the description, however the writer escapes it, is written the same in both layouts
    expect(offline[1]).toBe(shop[1])
    expect(gstr1OfflineCsv(r, 'hsn')).toContain(
      csv(['x'], [[r.hsn.find((h) => h.hsn === '3304')!.description]]).split('\r\n')[1],
    )
  })

  it('writes docs.csv with the template’s header, one row per series, without the empty nature', () => {
    expect(rows(gstr1OfflineCsv(r, 'docs'))).toEqual([
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
      'Invoices for outward supply,SN/26-27/000001,SN/26-27/000002,2,0',
    ])
  })
})
