import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditNoteLines } from '#domain/credit-notes.ts'
import { hasScript, linesHolding, pdfFonts, pdfText, SCRIPTS } from '#server/testing/pdf-text.ts'
import { buildInvoiceModel, type InvoiceInput, renderCreditNotePdf, renderInvoicePdf } from './pdf.ts'

const textOf = (pdf: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'))
  try {
    writeFileSync(path.join(dir, 'd.pdf'), pdf)
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'd.pdf'), '-']).toString()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Every word pdftotext finds, with its box in points (its bbox output). */
const wordsOf = (pdf: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'))
  try {
    writeFileSync(path.join(dir, 'd.pdf'), pdf)
    const html = execFileSync('pdftotext', ['-bbox', path.join(dir, 'd.pdf'), '-']).toString()
    const words: { page: number; text: string; x0: number; y0: number; x1: number; y1: number }[] = []
    let page = 0
    for (const m of html.matchAll(
      /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
    )) {
      if (m[0] === '<page ') page++
      else
        words.push({
          page,
          text: m[5]!,
          x0: Number(m[1]),
          y0: Number(m[2]),
          x1: Number(m[3]),
          y1: Number(m[4]),
        })
    }
    return words
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Pairs of words whose boxes overlap (by more than a hair: boxes of one line, or of lines set solid, may touch). */
const overlapsOf = (pdf: Buffer) => {
  const words = wordsOf(pdf)
  const hair = 0.3
  const found: string[] = []
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i]!
      const b = words[j]!
      if (a.page !== b.page) continue
      const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)
      const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
      if (dx > hair && dy > hair) found.push(`'${a.text}' over '${b.text}' (page ${a.page})`)
    }
  return { words, found }
}

const input = (state: string, over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  invoiceNumber: 'SN/2026-27/000042',
  invoiceDate: new Date('2026-11-21T10:00:00Z'),
  orderId: 'SN261121-ABCDEF',
  seller: {
    name: 'Surya Naturals',
    legalName: 'Surya Naturals',
    address: 'Plot 14, Solar Dryer Park, Shadnagar, Telangana 509216',
    gstin: '36ABCFS1234K1Z5',
    fssai: '13624010000123',
    email: 'care@suryanaturals.in',
    phone: '+91 40 4012 3456',
  },
  buyer: {
    first_name: 'Asha',
    last_name: 'Rao',
    mobile: '9848012345',
    mobile_secondary: null,
    street: '12-2-823',
    city: 'City',
    state,
    postal_code: '500028',
    country: 'India',
    email: 'asha@example.in',
  },
  items: [
    {
      name: 'Moringa Powder',
      hsn: '1211',
      quantity: 2,
      unitPricePaise: 34900,
      totalPaise: 69800,
      gstRateBp: 500,
    },
    {
      name: 'Superfood Sampler Box',
      hsn: '2106',
      quantity: 1,
      unitPricePaise: 149900,
      totalPaise: 149900,
      gstRateBp: 1200,
    },
  ],
  discountPaise: 21970,
  couponCode: 'SAVE10',
  shippingPaise: 6000,
  paymentId: 'pay_123',
  ...over,
})

/** A credit note of invoice SN/2026-27/000042 for `lines` of `model`, as the shop issues one (`over` changes a part). */
const creditNote = (
  model: ReturnType<typeof buildInvoiceModel>,
  lines: Parameters<typeof renderCreditNotePdf>[0]['lines'],
  over: Partial<Parameters<typeof renderCreditNotePdf>[0]> = {},
) =>
  renderCreditNotePdf({
    number: 'CN/2026-27/00007',
    issuedAt: new Date('2026-11-23T10:00:00Z'),
    orderId: 'SN261121-ABCDEF',
    invoiceNumber: 'SN/2026-27/000042',
    invoiceDate: new Date('2026-11-21T10:00:00Z'),
    reason: 'Refund: one pack arrived torn',
    seller: input('Telangana').seller,
    buyer: input('Telangana').buyer,
    placeOfSupplyCode: model.placeOfSupplyCode,
    intraState: true,
    lines,
    ...over,
  })

describe('GST invoice', () => {
  it('splits CGST and SGST inside the seller state and IGST outside it', () => {
    const intra = buildInvoiceModel(input('Telangana'))
    expect(intra.intraState).toBe(true)
    expect(intra.placeOfSupply).toBe('Telangana (36)')
    expect(intra.totals.igst).toBe(0)
    // equal halves on every line, goods and shipping alike, and so in total (decision 025)
    for (const l of intra.lines) expect(l.cgstPaise).toBe(l.sgstPaise)
    expect(intra.totals.cgst).toBe(intra.totals.sgst)
    const inter = buildInvoiceModel(input('Karnataka'))
    expect(inter.intraState).toBe(false)
    expect(inter.placeOfSupply).toBe('Karnataka (29)')
    expect(inter.totals.cgst + inter.totals.sgst).toBe(0)
    expect(inter.totals.igst).toBeGreaterThan(0)
  })

  it('adds back to what was paid, to the paisa, with a shipping line under SAC 996812', () => {
    const m = buildInvoiceModel(input('Karnataka'))
    expect(m.totals.grand).toBe(69800 + 149900 - 21970 + 6000)
    expect(m.totals.taxable + m.totals.igst).toBe(m.totals.grand)
    expect(m.lines.at(-1)).toMatchObject({ hsn: '996812', rateBp: 1800 })
  })

  it('always adds back for any basket, discount and shipping', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 100, max: 500_000 }),
            qty: fc.integer({ min: 1, max: 99 }),
            rate: fc.constantFrom(0, 500, 1200, 1800),
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.nat(100_000),
        fc.nat(20_000),
        fc.boolean(),
        fc.nat(10_000),
        (lines, discount, shipping, intra, codFee) => {
          const items = lines.map((l, i) => ({
            name: `P${i}`,
            hsn: '0712',
            quantity: l.qty,
            unitPricePaise: l.price,
            totalPaise: l.price * l.qty,
            gstRateBp: l.rate,
          }))
          const goods = items.reduce((a, i) => a + i.totalPaise, 0)
          const d = Math.min(discount, goods)
          const m = buildInvoiceModel(
            input(intra ? 'Telangana' : 'Kerala', {
              items,
              discountPaise: d,
              shippingPaise: shipping,
              codFeePaise: codFee,
            }),
          )
          expect(m.totals.grand).toBe(goods - d + shipping + codFee)
          expect(m.totals.taxable + m.totals.cgst + m.totals.sgst + m.totals.igst).toBe(m.totals.grand)
          expect(m.totals.cgst).toBe(m.totals.sgst)
          for (const l of m.lines) {
            expect(l.cgstPaise).toBe(l.sgstPaise)
            expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.inclusivePaise)
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it('keeps the split an invoice was issued with: one numbered before decision 025 still says ₹4.90 / ₹4.91', () => {
    const one = {
      name: 'Moringa Powder (100g)',
      hsn: '1211',
      quantity: 1,
      unitPricePaise: 20601,
      totalPaise: 20601,
      gstRateBp: 500,
    }
    const before = buildInvoiceModel(
      input('Telangana', { items: [one], discountPaise: 0, shippingPaise: 0, splitRule: 'floor_ceil' }),
    )
    expect([before.totals.cgst, before.totals.sgst]).toEqual([490, 491])
    const now = buildInvoiceModel(input('Telangana', { items: [one], discountPaise: 0, shippingPaise: 0 }))
    expect([now.totals.cgst, now.totals.sgst, now.totals.taxable]).toEqual([491, 491, 19619])
  })

  it('renders a credit note in the invoice’s layout, against the invoice, with equal halves', async () => {
    const model = buildInvoiceModel(input('Telangana'))
    const out = creditNoteLines(model.lines, [], { kind: 'lines', lines: [{ line: 0, quantity: 1 }] }, true)
    if (!out.ok) throw new Error(out.reason)
    const pdf = await creditNote(model, out.lines)
    const text = textOf(pdf)
    for (const s of [
      'CREDIT NOTE',
      'Credit note No.: CN/2026-27/00007',
      'Against invoice: SN/2026-27/000042 dated 21 Nov 2026',
      'Telangana (36)',
      'Refund: one pack arrived torn',
      'Credit note total',
      '₹314.10',
      '₹7.48',
      'GSTIN: 36ABCFS1234K1Z5',
    ])
      expect(text, s).toContain(s)
  })

  it('names the registered (legal) name beside the trade name, and signs for it, when the two differ', async () => {
    const same = textOf((await renderInvoicePdf(input('Telangana'))).pdf)
    expect(same).toContain('For Surya Naturals — Authorised signatory')
    const shop = input('Telangana')
    const { pdf } = await renderInvoicePdf({
      ...shop,
      seller: { ...shop.seller, legalName: 'Surya Agro Foods Private Limited' },
    })
    const text = textOf(pdf)
    expect(text).toContain('Surya Naturals')
    expect(text).toContain('Surya Agro Foods Private Limited')
    expect(text).toContain('For Surya Agro Foods Private Limited — Authorised signatory')
  })

  it('gives the same bytes each time the same invoice is rendered, so two writers store one file', async () => {
    const first = (await renderInvoicePdf(input('Telangana'))).pdf
    await new Promise((r) => setTimeout(r, 5))
    const second = (await renderInvoicePdf(input('Telangana'))).pdf
    expect(Buffer.compare(first, second)).toBe(0)
  })

  it('renders a PDF whose text carries the rule 46 fields and ₹ amounts', async () => {
    const { pdf } = await renderInvoicePdf(input('Telangana'))
    const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'))
    try {
      writeFileSync(path.join(dir, 'i.pdf'), pdf)
      const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'i.pdf'), '-']).toString()
      for (const s of [
        'TAX INVOICE',
        'SN/2026-27/000042',
        'GSTIN: 36ABCFS1234K1Z5',
        'FSSAI Lic. No.: 13624010000123',
        'Telangana (36)',
        'CGST',
        'SGST',
        '1211',
        '996812',
        '₹',
        'Rupees Two Thousand Thirty-Seven and Thirty Paise Only',
      ]) {
        expect(text, s).toContain(s)
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the layout of an invoice and a credit note', () => {
  // A 20-character coupon code (the longest a coupon may have), a long product name and a long address: every
  // row is as tall as its text, so nothing prints over anything else.
  const long = (state: string) =>
    input(state, {
      couponCode: 'WELCOMEBACKSURYA2026',
      items: [
        {
          name: 'Sun-dried Moringa Leaf Powder, stone-ground, single origin Anantapur (250g)',
          hsn: '1211',
          quantity: 2,
          unitPricePaise: 34900,
          totalPaise: 69800,
          gstRateBp: 500,
        },
        ...input(state).items,
      ],
      buyer: {
        ...input(state).buyer,
        street:
          'Flat 1204, Tower B, Aparna Sarovar Zenith, Nallagandla Gachibowli Road, Serilingampally Mandal',
      },
    })

  it.each([
    ['inside the seller state', 'Telangana'],
    ['outside it', 'Karnataka'],
  ])('prints no text over other text on a coupon order with a 20-character code (%s)', async (_, state) => {
    const { pdf } = await renderInvoicePdf(long(state))
    const { words, found } = overlapsOf(pdf)
    expect(words.map((w) => w.text)).toContain('(WELCOMEBACKSURYA2026)')
    expect(found).toEqual([])
  })

  it('prints no text over other text on a credit note with a long reason', async () => {
    const model = buildInvoiceModel(long('Telangana'))
    const out = creditNoteLines(model.lines, [], { kind: 'rest' }, true)
    if (!out.ok) throw new Error(out.reason)
    const pdf = await creditNote(model, out.lines, {
      reason:
        'Refund: two packs arrived torn and the courier left the parcel in the rain at the gate of the building',
      buyer: long('Telangana').buyer,
    })
    expect(overlapsOf(pdf).found).toEqual([])
  })
})

// Decision 060: an order placed in one of the shop's other languages names each product in it under the English
// name, in its script's face and a smaller type; an English order's invoice is as it was, byte for byte.
describe("the product's name in the shopper's language", () => {
  const HI = { 0: 'मोरिंगा पाउडर', 1: 'सुपरफ़ूड सैंपलर बॉक्स' }
  const TE = { 0: 'మునగాకు పొడి', 1: 'సూపర్‌ఫుడ్ శాంప్లర్ బాక్స్' }
  const named = (
    state: string,
    language: InvoiceInput['language'],
    names: Record<number, string>,
    over: Partial<InvoiceInput> = {},
  ): InvoiceInput => {
    const base = input(state, over)
    return {
      ...base,
      ...(language ? { language } : {}),
      items: base.items.map((item, i) => (names[i] ? { ...item, localName: names[i] } : item)),
    }
  }
  const fontNames = (pdf: Buffer) => pdfFonts(pdf).map((f) => f.name)

  it('prints the Hindi name under the English one, in an embedded Devanagari face whose glyphs map back to text', async () => {
    const { pdf } = await renderInvoicePdf(named('Telangana', 'hi', HI))
    const devanagari = pdfFonts(pdf).find((f) => f.name === 'NotoSansDevanagari-Regular')
    expect(devanagari).toEqual({ name: 'NotoSansDevanagari-Regular', embedded: true, toUnicode: true })
    const text = pdfText(pdf)
    for (const name of Object.values(HI)) expect(linesHolding(text, name, SCRIPTS.hi), name).toHaveLength(1)
    // a name drawn without a vowel sign before its consonant reads back exactly
    expect(text).toContain('पाउडर')
    // the English names and the figures are all still there
    for (const s of [
      'Moringa Powder',
      'Superfood Sampler Box',
      'Rupees Two Thousand Thirty-Seven and Thirty Paise Only',
    ])
      expect(text, s).toContain(s)
    // each Hindi name is below its English name, in the description's column
    const words = wordsOf(pdf)
    const english = words.find((w) => w.text === 'Moringa')!
    const hindi = words.find((w) => w.text === 'पाउडर')!
    expect(hindi.y0).toBeGreaterThan(english.y1 - 0.5)
    expect(hindi.x0).toBeGreaterThanOrEqual(english.x0 - 0.5)
  })

  it('prints the Telugu name in a Telugu face', async () => {
    const { pdf } = await renderInvoicePdf(named('Karnataka', 'te', TE))
    expect(fontNames(pdf)).toContain('NotoSansTelugu-Regular')
    expect(fontNames(pdf)).not.toContain('NotoSansDevanagari-Regular')
    const text = pdfText(pdf)
    for (const name of Object.values(TE)) expect(linesHolding(text, name, SCRIPTS.te), name).toHaveLength(1)
  })

  it('leaves an English order as it was, and a Hindi order with no translated names the same bytes as an English one', async () => {
    const english = (await renderInvoicePdf(input('Telangana'))).pdf
    expect(fontNames(english).some((f) => f.startsWith('NotoSans'))).toBe(false)
    expect(hasScript(pdfText(english), SCRIPTS.hi)).toBe(false)
    const untranslated = (await renderInvoicePdf(named('Telangana', 'hi', {}))).pdf
    expect(Buffer.compare(untranslated, english)).toBe(0)
  })

  it('keeps a product without a translated name English only, beside one with it', async () => {
    const { pdf } = await renderInvoicePdf(named('Telangana', 'hi', { 1: HI[1] }))
    const text = pdfText(pdf)
    expect(linesHolding(text, HI[1], SCRIPTS.hi)).toHaveLength(1)
    // the only Devanagari on the page is the sampler box's name
    const lines = text.split('\n').filter((l) => hasScript(l, SCRIPTS.hi))
    expect(lines).toHaveLength(1)
    expect(linesHolding(text, HI[0], SCRIPTS.hi)).toHaveLength(0)
  })

  it('leaves off a name its face cannot draw (no empty boxes) and still makes the invoice', async () => {
    // a Telugu name on a Hindi order: no Devanagari face draws Telugu letters; and a shaping fontkit cannot finish
    const { pdf } = await renderInvoicePdf(named('Telangana', 'hi', { 0: TE[0], 1: HI[1] }))
    const text = pdfText(pdf)
    expect(hasScript(text, SCRIPTS.te)).toBe(false)
    expect(linesHolding(text, HI[1], SCRIPTS.hi)).toHaveLength(1)
    const malayalam = await renderInvoicePdf(named('Telangana', 'ml', { 0: 'സ്ത്രീ', 1: 'മുരിങ്ങയില പൊടി' }))
    expect(pdfText(malayalam.pdf)).not.toContain('സ്ത്രീ')
    expect(fontNames(malayalam.pdf)).toContain('NotoSansMalayalam-Regular')
  })

  it.each([
    [
      'inside the seller state',
      'Telangana',
      'hi',
      'धूप में सुखाया मोरिंगा पत्ती पाउडर, पत्थर की चक्की पर पिसा, अनंतपुर के एक ही खेत से (250g)',
    ],
    ['outside it', 'Karnataka', 'te', 'ఎండలో ఆరబెట్టిన మునగాకు పొడి, రాతి తిరగలిలో విసిరినది, అనంతపురం ఒకే పొలం నుండి (250g)'],
  ] as const)(
    'wraps a long name within the description’s column, over nothing (%s)',
    async (_, state, lang, long) => {
      const items = [
        {
          name: 'Sun-dried Moringa Leaf Powder, stone-ground, single origin Anantapur (250g)',
          hsn: '1211',
          quantity: 2,
          unitPricePaise: 34900,
          totalPaise: 69800,
          gstRateBp: 500,
        },
        ...input(state).items,
      ]
      const names = lang === 'hi' ? { 0: long, 1: HI[0], 2: HI[1] } : { 0: long, 1: TE[0], 2: TE[1] }
      const { pdf } = await renderInvoicePdf(named(state, lang, names, { items }))
      const { words, found } = overlapsOf(pdf)
      expect(found).toEqual([])
      // the long name's words stay left of the HSN column (the description's column ends before it)
      const hsn = words.find((w) => w.text === 'HSN/SAC')!
      const script = SCRIPTS[lang]
      const local = words.filter((w) => hasScript(w.text, script))
      expect(local.length).toBeGreaterThan(10)
      for (const w of local) expect(w.x1, w.text).toBeLessThan(hsn.x0)
      // on two lines or more
      expect(new Set(local.map((w) => Math.round(w.y0))).size).toBeGreaterThanOrEqual(4)
    },
  )

  it('prints the names on a credit note of a Hindi order too, by the invoice line each credit line is of', async () => {
    const model = buildInvoiceModel(input('Telangana'))
    const out = creditNoteLines(model.lines, [], { kind: 'lines', lines: [{ line: 1, quantity: 1 }] }, true)
    if (!out.ok) throw new Error(out.reason)
    const pdf = await creditNote(model, out.lines, {
      reason: 'Refund: one box arrived torn',
      language: 'hi',
      localNames: [HI[0], HI[1]],
    })
    const text = pdfText(pdf)
    expect(linesHolding(text, HI[1], SCRIPTS.hi)).toHaveLength(1)
    expect(linesHolding(text, HI[0], SCRIPTS.hi)).toHaveLength(0)
    expect(overlapsOf(pdf).found).toEqual([])
  })
})
