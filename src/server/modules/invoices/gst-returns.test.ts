import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

import { tmpdir } from 'node:os'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { financialYear } from '#domain/gst.ts'
import { monthBounds, monthOf } from '#domain/gstr1.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { bearer, freshIp, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, BENGALURU, HYDERABAD, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'

// Decision 025: a month of orders inside and outside the seller's state (Telangana, GSTIN 36…), paid
// online and in cash, a partial refund by items and one by amount, a cancellation and a parcel returned; then the
// credit notes and the GSTR-1 export, reconciled to the paisa with the invoices' and credit notes' own PDFs.
// Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL (plus concurrent credit notes there).

interface Paid {
  user: TestUser
  id: string
  invoiceNumber: string
}

/** Figures a PDF states, in paise, read back with pdftotext. */
interface Stated {
  taxable: number
  cgst: number
  sgst: number
  igst: number
  total: number
  text: string
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gst-'))
  try {
    writeFileSync(path.join(dir, 'd.pdf'), pdf)
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'd.pdf'), '-']).toString()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function stated(pdf: Buffer, totalLabel: string): Stated {
  const text = pdfText(pdf)
  const row = (label: string) => {
    const m = new RegExp(`^\\s*${label}\\s+₹([\\d,]+)\\.(\\d{2})\\s*$`, 'm').exec(text)
    return m ? Number(m[1]!.replaceAll(',', '')) * 100 + Number(m[2]) : 0
  }
  return {
    taxable: row('Total taxable value'),
    cgst: row('CGST'),
    sgst: row('SGST'),
    igst: row('IGST'),
    total: row(totalLabel),
    text,
  }
}

const paiseOf = (r: number) => Math.round(r * 100)

async function paidOrder(
  t: TestContext,
  items: { product_id: number; quantity: number; variant_index?: number }[],
  address: typeof HYDERABAD,
  coupon?: string,
): Promise<Paid> {
  const user = await signUp(t)
  const { created } = await startCheckout(t, user, { items, address, ...(coupon ? { coupon } : {}) })
  expect(created.statusCode, created.body).toBe(200)
  const placed = created.json().data as { key_id: string; order_id: string; shop_order_id: string }
  const paid = await payWithCard(t, placed.key_id, placed.order_id)
  expect(paid.statusCode, paid.body).toBe(200)
  const verify = await api(t, user, 'POST', '/payments/verify', paid.json())
  expect(verify.statusCode, verify.body).toBe(200)
  const order = (await api(t, user, 'GET', `/orders/${placed.shop_order_id}`)).json().data.order
  expect(order.invoice_number).toMatch(/^SN\//)
  return { user, id: placed.shop_order_id, invoiceNumber: order.invoice_number }
}

describe('GST: credit notes and the GSTR-1 export of a month', () => {
  let t: TestContext
  let owner: TestOperator
  let staff: TestOperator
  let A: Paid
  let B: Paid
  let C: Paid
  let D: Paid
  let E: Paid
  let G: Paid
  let F: Paid
  let codOrder: { user: TestUser; id: string; invoiceNumber: string }
  const month = monthOf(new Date())

  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { COD_FEE_RUPEES: '49', COD_MAX_RUPEES: '5000' } })
    owner = await addOperator(t, { role: 'owner' })
    staff = await addOperator(t, { role: 'staff' })
    // A: Hyderabad (intra-state), two rates, a coupon spread over the lines, shipping
    A = await paidOrder(
      t,
      [
        { product_id: 101, quantity: 3 },
        { product_id: 120, quantity: 1 },
      ],
      HYDERABAD,
      'SAVE10',
    )
    // B: Bengaluru (inter-state, IGST)
    B = await paidOrder(
      t,
      [
        { product_id: 104, quantity: 2 },
        { product_id: 112, quantity: 1 },
      ],
      BENGALURU,
    )
    // C: intra-state, cancelled by the shopper after payment (refund and credit note of the whole invoice)
    C = await paidOrder(t, [{ product_id: 106, quantity: 2 }], HYDERABAD)
    // D: inter-state, part of it given back as an amount
    D = await paidOrder(t, [{ product_id: 120, quantity: 1 }], BENGALURU, 'DEAL5')
    // E: intra-state, untouched
    E = await paidOrder(t, [{ product_id: 110, quantity: 1 }], HYDERABAD)
    // F and G: on either side of the month's first instant in India time
    F = await paidOrder(t, [{ product_id: 111, quantity: 1 }], HYDERABAD)
    G = await paidOrder(t, [{ product_id: 113, quantity: 1 }], BENGALURU)
    const { from } = monthBounds(month)
    await t.database.db.execute(
      sql`update orders set paid_at = ${new Date(from.getTime() - 1000).toISOString()} where id = ${F.id}`,
    )
    await t.database.db.execute(sql`update orders set paid_at = ${from.toISOString()} where id = ${G.id}`)
    // a cash-on-delivery order with its fee: invoiced when shipped, then the courier brings it back
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 102, quantity: 1 }] })
    const shopOrderId = created.json().data.shop_order_id as string
    expect((await api(t, u, 'POST', `/orders/${shopOrderId}/cash-on-delivery`)).statusCode).toBe(200)
    const shipped = await t.app.orders.ship(shopOrderId, 'Delhivery', `WB${Date.now()}`)
    codOrder = { user: u, id: shopOrderId, invoiceNumber: shipped.invoiceNumber! }
  }, 240_000)
  afterAll(async () => {
    await t?.close()
  })

  const creditNotesOf = async (id: string) => {
    const res = await adminCall(t, 'GET', `/orders/${id}/credit-notes`, staff.cookie)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as {
      number: string
      seq: number
      invoice_number: string
      invoice_date: string
      reason: string
      note: string | null
      intra_state: boolean
      taxable_value: number
      cgst: number
      sgst: number
      igst: number
      total: number
      pdf_url: string
    }[]
  }

  describe('credit notes', () => {
    it('refunds units of items: the invoice’s price for them, a credit note against the invoice, the refund carried out once', async () => {
      const res = await adminCall(
        t,
        'POST',
        `/orders/${A.id}/refunds`,
        staff.cookie,
        {
          items: [{ product_id: 101, quantity: 1 }],
          reason: 'One pack arrived torn',
        },
        { 'idempotency-key': randomUUID() },
      )
      expect(res.statusCode, res.body).toBe(200)
      const data = res.json().data
      expect(data).toMatchObject({
        order_id: A.id,
        status: 'processing',
        payment_status: 'partially_refunded',
      })
      expect(data.credit_note).toMatchObject({
        number: expect.stringMatching(/^CN\/\d{4}-\d{2}\/00001$/),
        seq: 1,
        invoice_number: A.invoiceNumber,
        reason: 'refund',
        note: 'One pack arrived torn',
        intra_state: true,
      })
      // one moringa of three, after its share of SAVE10: (3 × 349 − 10% of the goods on it) / 3 = 314.10
      expect(data.refund_amount).toBe(314.1)
      expect(data.credit_note.total).toBe(314.1)
      expect(data.credit_note.cgst).toBe(data.credit_note.sgst)
      expect(data.refunded_amount).toBe(314.1)
      // carried out at the test gateway, once, for that amount
      const [refund] = await rows<{ amount_paise: number; status: string }>(
        sql`select amount_paise, status from order_refunds where order_id = ${A.id}`,
      )
      expect(refund).toEqual({ amount_paise: 31410, status: 'processed' })
      // and staff's write is in the audit log
      const audit = (
        await adminCall(t, 'GET', `/audit?entity_type=order&entity_id=${A.id}`, owner.cookie)
      ).json().data[0]
      expect(audit).toMatchObject({ actor: staff.email, action: 'order.refund' })
    })

    it('refunds an amount, spread over the lines with the invoice’s split (IGST between states)', async () => {
      const res = await adminCall(
        t,
        'POST',
        `/orders/${D.id}/refunds`,
        owner.cookie,
        {
          amount: 250.55,
          reason: 'Late delivery, goodwill',
        },
        { 'idempotency-key': randomUUID() },
      )
      expect(res.statusCode, res.body).toBe(200)
      const cn = res.json().data.credit_note
      expect(cn).toMatchObject({ seq: 1, invoice_number: D.invoiceNumber, intra_state: false, total: 250.55 })
      expect(cn.cgst + cn.sgst).toBe(0)
      expect(paiseOf(cn.taxable_value) + paiseOf(cn.igst)).toBe(25055)
    })

    it('refuses what cannot be refunded, and changes nothing', async () => {
      const cases: [string, object, number][] = [
        [D.id, { amount: 100_000, reason: 'too much' }, 400],
        [D.id, { amount: 10, items: [{ product_id: 120, quantity: 1 }], reason: 'both' }, 400],
        [D.id, { reason: 'neither' }, 400],
        [D.id, { amount: 10, reason: '' }, 400],
        [A.id, { items: [{ product_id: 999, quantity: 1 }], reason: 'not in the order' }, 400],
        [A.id, { items: [{ product_id: 101, quantity: 3 }], reason: 'more than is left' }, 400],
        [codOrder.id, { amount: 10, reason: 'cash' }, 409],
        ['SN000000-NOSUCH', { amount: 10, reason: 'no order' }, 404],
      ]
      for (const [id, body, status] of cases) {
        const res = await adminCall(t, 'POST', `/orders/${id}/refunds`, staff.cookie, body, {
          'idempotency-key': randomUUID(),
        })
        expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status)
        expect(res.json().success).toBe(false)
      }
      const [n] = await rows<{ n: number }>(sql`select count(*)::int as n from credit_notes`)
      expect(n!.n).toBe(2)
    })

    it('a cancellation after the invoice credits the whole invoice, and the shopper’s order page links it', async () => {
      const cancel = await api(t, C.user, 'POST', `/orders/${C.id}/cancel`)
      expect(cancel.statusCode, cancel.body).toBe(200)
      const detail = (await api(t, C.user, 'GET', `/orders/${C.id}`)).json().data
      expect(detail.order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' })
      expect(detail.credit_notes).toEqual([
        {
          number: expect.stringMatching(/\/00003$/),
          issued_at: expect.any(String),
          invoice_number: C.invoiceNumber,
          amount: detail.order.total_amount,
          url: `/api/v1/orders/${C.id}/credit-notes/1`,
        },
      ])
      const url = detail.credit_notes[0].url as string
      const pdf = await t.app.inject({ method: 'GET', url, headers: bearer(C.user.token) })
      expect(pdf.statusCode).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      const text = pdfText(pdf.rawPayload)
      for (const s of [
        'CREDIT NOTE',
        'Credit note No.:',
        detail.credit_notes[0].number,
        C.invoiceNumber,
        'Order cancelled',
      ])
        expect(text, s).toContain(s)
      // the same figures as the invoice, line by line
      const invoice = stated(
        (await api(t, C.user, 'GET', `/orders/${C.id}/invoice`)).rawPayload,
        'Invoice total',
      )
      const note = stated(pdf.rawPayload, 'Credit note total')
      expect([note.taxable, note.cgst, note.sgst, note.total]).toEqual([
        invoice.taxable,
        invoice.cgst,
        invoice.sgst,
        invoice.total,
      ])
      expect(note.cgst).toBe(note.sgst)
      // not another shopper's, nor anyone's without signing in; staff have it too
      const other = await signUp(t)
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(other.token) })).statusCode).toBe(404)
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
      // the session cookie opens it too, as it opens the invoice (a link in a new tab)
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { cookie: C.user.cookie } })).statusCode,
      ).toBe(200)
      expect((await api(t, C.user, 'GET', `/orders/${C.id}/credit-notes/2`)).statusCode).toBe(404)
      const staffPdf = await adminCall(t, 'GET', `/orders/${C.id}/credit-notes/1`, staff.cookie)
      expect(staffPdf.statusCode).toBe(200)
      expect(pdfText(staffPdf.rawPayload)).toContain(C.invoiceNumber)
    })

    it('cancelling after a partial refund credits what is left; a returned cash parcel is credited without a refund', async () => {
      // A had one moringa refunded; it is now cancelled: the rest of the invoice is credited and refunded
      expect((await api(t, A.user, 'POST', `/orders/${A.id}/cancel`)).statusCode).toBe(200)
      const notes = await creditNotesOf(A.id)
      expect(notes.map((n) => [n.seq, n.reason])).toEqual([
        [1, 'refund'],
        [2, 'cancelled'],
      ])
      const invoice = stated(
        (await api(t, A.user, 'GET', `/orders/${A.id}/invoice`)).rawPayload,
        'Invoice total',
      )
      const credited = notes.map((n) => [n.taxable_value, n.cgst, n.sgst, n.total].map(paiseOf))
      expect(credited.reduce((a, c) => a.map((v, i) => v + c[i]!))).toEqual([
        invoice.taxable,
        invoice.cgst,
        invoice.sgst,
        invoice.total,
      ])
      const [refunded] = await rows<{ captured: number; refunded: number }>(
        sql`select captured_paise as captured, refunded_paise as refunded from orders where id = ${A.id}`,
      )
      expect(refunded!.refunded).toBe(refunded!.captured)

      // the courier brings the cash-on-delivery parcel back: its invoice (fee line and all) is credited, no money moves
      await t.app.orders.returnToOrigin(codOrder.id)
      const [cod] = await creditNotesOf(codOrder.id)
      expect(cod).toMatchObject({ seq: 1, reason: 'returned', invoice_number: codOrder.invoiceNumber })
      const codInvoice = stated(
        (await api(t, codOrder.user, 'GET', `/orders/${codOrder.id}/invoice`)).rawPayload,
        'Invoice total',
      )
      expect(paiseOf(cod!.total)).toBe(codInvoice.total)
      const codPdf = pdfText(
        (await api(t, codOrder.user, 'GET', `/orders/${codOrder.id}/credit-notes/1`)).rawPayload,
      )
      expect(codPdf).toContain('998599') // the cash-on-delivery fee's own line
      expect(await rows(sql`select 1 from order_refunds where order_id = ${codOrder.id}`)).toEqual([])
    })

    it('numbers credit notes consecutively in their own series, in the order they were issued', async () => {
      const all = await rows<{ number: string; order_id: string }>(
        sql`select number, order_id from credit_notes order by issued_at, number`,
      )
      const fy = all[0]!.number.slice(3, 10)
      expect(all.map((n) => n.number)).toEqual(
        [1, 2, 3, 4, 5].map((i) => `CN/${fy}/${String(i).padStart(5, '0')}`),
      )
      expect(all.map((n) => n.order_id)).toEqual([A.id, D.id, C.id, A.id, codOrder.id])
      expect(all[0]!.number).toHaveLength(16) // rule 53: at most 16 characters
    })
  })

  describe('GSTR-1', () => {
    /** Everything the month's documents state, read from their PDFs. */
    async function documentsOfMonth() {
      const invoices: Stated[] = []
      for (const o of [A, B, C, D, E, G, codOrder])
        invoices.push(
          stated((await api(t, o.user, 'GET', `/orders/${o.id}/invoice`)).rawPayload, 'Invoice total'),
        )
      const notes: Stated[] = []
      for (const [o, seqs] of [
        [A, [1, 2]],
        [D, [1]],
        [C, [1]],
        [codOrder, [1]],
      ] as const)
        for (const seq of seqs)
          notes.push(
            stated(
              (await api(t, o.user, 'GET', `/orders/${o.id}/credit-notes/${seq}`)).rawPayload,
              'Credit note total',
            ),
          )
      const sum = (docs: Stated[]) =>
        docs.reduce(
          (a, d) => ({
            taxable: a.taxable + d.taxable,
            cgst: a.cgst + d.cgst,
            sgst: a.sgst + d.sgst,
            igst: a.igst + d.igst,
            total: a.total + d.total,
          }),
          { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
        )
      return { invoices: sum(invoices), notes: sum(notes) }
    }

    it('reconciles to the month’s invoices less its credit notes, to the paisa (JSON)', async () => {
      const res = await adminCall(t, 'GET', `/gst/gstr1?month=${month}`, staff.cookie)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const r = res.json().data
      const { invoices, notes } = await documentsOfMonth()
      const totals = (x: {
        taxable_value: number
        cgst: number
        sgst: number
        igst: number
        total_value: number
      }) => ({
        taxable: paiseOf(x.taxable_value),
        cgst: paiseOf(x.cgst),
        sgst: paiseOf(x.sgst),
        igst: paiseOf(x.igst),
        total: paiseOf(x.total_value),
      })
      expect(totals(r.totals.invoices)).toEqual(invoices)
      expect(totals(r.totals.credit_notes)).toEqual(notes)
      const net = {
        taxable: invoices.taxable - notes.taxable,
        cgst: invoices.cgst - notes.cgst,
        sgst: invoices.sgst - notes.sgst,
        igst: invoices.igst - notes.igst,
        total: invoices.total - notes.total,
      }
      expect(totals(r.totals.net)).toEqual(net)
      expect(totals(r.totals.b2cs)).toEqual(net)
      expect(totals(r.totals.hsn)).toEqual(net)
      // the rows add up to their totals
      type Row = { taxable_value: number; cgst: number; sgst: number; igst: number }
      const rowSum = (rs: Row[], k: keyof Row) => rs.reduce((a, x) => a + paiseOf(x[k]), 0)
      for (const k of ['taxable_value', 'cgst', 'sgst', 'igst'] as const) {
        expect(rowSum(r.b2cs, k), `b2cs ${k}`).toBe(
          totals(r.totals.net)[k === 'taxable_value' ? 'taxable' : k],
        )
        expect(rowSum(r.hsn, k), `hsn ${k}`).toBe(totals(r.totals.net)[k === 'taxable_value' ? 'taxable' : k])
      }
      // places of supply: Telangana with equal halves, Karnataka with IGST only
      const places = new Set(r.b2cs.map((b: { place_of_supply: string }) => b.place_of_supply))
      expect(places).toEqual(new Set(['29-Karnataka', '36-Telangana']))
      for (const b of r.b2cs) {
        if (b.state_code === '36') {
          expect(b.cgst).toBe(b.sgst)
          expect(b.igst).toBe(0)
        } else expect(b.cgst + b.sgst).toBe(0)
        expect(b.type).toBe('OE')
      }
      expect(r.b2cs.map((b: { rate: number }) => b.rate)).toEqual(expect.arrayContaining([5, 12, 18]))
      // HSN summary: goods by weight in kilograms, shipping and the fee as services
      expect(r.hsn.find((h: { hsn: string }) => h.hsn === '0910')).toMatchObject({ uqc: 'KGS', rate: 5 })
      // A's three moringa packs were all credited (one refunded, two cancelled), and so was the cash order's
      // fee: nothing is left of 1211 or 998599 this month, so they have no row at 0.00 (decision 029)
      expect(r.hsn.find((h: { hsn: string }) => h.hsn === '1211')).toBeUndefined()
      expect(r.hsn.find((h: { hsn: string }) => h.hsn === '998599')).toBeUndefined()
      expect(r.hsn.find((h: { hsn: string }) => h.hsn === '996812')).toMatchObject({ uqc: 'NA', quantity: 0 })
      for (const h of r.hsn)
        expect(
          [h.quantity, h.total_value, h.taxable_value, h.igst, h.cgst, h.sgst].some((x) => x !== 0),
        ).toBe(true)
      for (const b of r.b2cs)
        expect([b.taxable_value, b.igst, b.cgst, b.sgst].some((x) => x !== 0)).toBe(true)
      // documents issued: the month's invoice numbers (F, paid a second before the month, is not in it)
      const numbers = [A, B, C, D, E, G, codOrder].map((o) => o.invoiceNumber).sort()
      expect(r.docs).toEqual([
        {
          nature: 'Invoices for outward supply',
          from: numbers[0],
          to: numbers.at(-1),
          total: 7,
          cancelled: 0,
          net_issued: 7,
        },
        {
          nature: 'Credit Note',
          from: expect.stringMatching(/\/00001$/),
          to: expect.stringMatching(/\/00005$/),
          total: 5,
          cancelled: 0,
          net_issued: 5,
        },
      ])
      expect(r.warnings).toEqual([])
      // the month before holds F alone
      const [y, m] = month.split('-').map(Number) as [number, number]
      const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
      const prev = (await adminCall(t, 'GET', `/gst/gstr1?month=${before}`, owner.cookie)).json().data
      expect(prev.docs[0]).toMatchObject({ from: F.invoiceNumber, to: F.invoiceNumber, total: 1 })
      expect(prev.docs[1]).toMatchObject({ total: 0, from: null })
    })

    it('says the same in CSV, one table at a time, amounts in rupees with a total row', async () => {
      const json = (await adminCall(t, 'GET', `/gst/gstr1?month=${month}&format=json`, staff.cookie)).json()
        .data
      const csv = async (section: string) => {
        const res = await adminCall(
          t,
          'GET',
          `/gst/gstr1?month=${month}&format=csv&section=${section}`,
          staff.cookie,
        )
        expect(res.statusCode, res.body).toBe(200)
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="gstr1-${month}-${section}.csv"`,
        )
        return res.body
          .trim()
          .split('\r\n')
          .map((l) => l.split(','))
      }
      const b2cs = await csv('b2cs')
      expect(b2cs[0]).toEqual([
        'Type',
        'Place Of Supply',
        'Rate',
        'Taxable Value',
        'Integrated Tax',
        'Central Tax',
        'State/UT Tax',
        'Cess',
      ])
      expect(b2cs).toHaveLength(json.b2cs.length + 2)
      const net = json.totals.net
      expect(b2cs.at(-1)).toEqual([
        'Total',
        '',
        '',
        net.taxable_value.toFixed(2),
        net.igst.toFixed(2),
        net.cgst.toFixed(2),
        net.sgst.toFixed(2),
        '0.00',
      ])
      // every row's amounts add up to the total row, to the paisa
      for (const col of [3, 4, 5, 6])
        expect(b2cs.slice(1, -1).reduce((a, row) => a + paiseOf(Number(row[col])), 0)).toBe(
          paiseOf(Number(b2cs.at(-1)![col])),
        )
      const hsn = await csv('hsn')
      expect(hsn[0]![0]).toBe('HSN')
      expect(hsn.at(-1)!.slice(4)).toEqual([
        net.total_value.toFixed(2),
        '',
        net.taxable_value.toFixed(2),
        net.igst.toFixed(2),
        net.cgst.toFixed(2),
        net.sgst.toFixed(2),
        '0.00',
      ])
      const docs = await csv('docs')
      expect(docs[1]).toEqual([
        'Invoices for outward supply',
        json.docs[0].from,
        json.docs[0].to,
        '7',
        '0',
        '7',
      ])
      expect(docs[2]![0]).toBe('Credit Note')
      // the same tables in the columns of the GST offline tool's import templates, no total row (decision 029)
      const offline = async (section: string) => {
        const res = await adminCall(
          t,
          'GET',
          `/gst/gstr1?month=${month}&format=csv&section=${section}&layout=offline`,
          staff.cookie,
        )
        expect(res.statusCode, res.body).toBe(200)
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="gstr1-${month}-${section}-offline.csv"`,
        )
        // cells as RFC 4180 writes them: a quoted one may hold commas ('Ginger, saffron, turmeric…')
        return res.body
          .trim()
          .split('\r\n')
          .map((l) => {
            const cells: string[] = []
            let cell = ''
            let quoted = false
            for (const ch of l) {
              if (ch === '"') quoted = !quoted
              else if (ch === ',' && !quoted) {
                cells.push(cell)
                cell = ''
              } else cell += ch
            }
            return [...cells, cell]
          })
      }
      const b2csOffline = await offline('b2cs')
      expect(b2csOffline[0]).toEqual([
        'Type',
        'Place Of Supply',
        'Rate',
        'Applicable % of Tax Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ])
      expect(b2csOffline.slice(1)).toEqual(
        json.b2cs.map((b: { place_of_supply: string; rate: number; taxable_value: number }) => [
          'OE',
          b.place_of_supply,
          String(b.rate),
          '',
          b.taxable_value.toFixed(2),
          '0.00',
          '',
        ]),
      )
      const hsnOffline = await offline('hsn')
      expect(hsnOffline[0]).toEqual([
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ])
      expect(hsnOffline).toHaveLength(json.hsn.length + 1)
      expect(new Set(hsnOffline.slice(1).map((row) => row[2]))).toEqual(new Set(['KGS-KILOGRAMS', 'NA']))
      expect(hsnOffline.slice(1).map((row) => row[0])).toEqual(json.hsn.map((h: { hsn: string }) => h.hsn))
      // every figure as the shop's own layout has it, to the paisa
      for (const col of [4, 6, 7, 8, 9])
        expect(hsnOffline.slice(1).reduce((a, row) => a + paiseOf(Number(row[col])), 0)).toBe(
          paiseOf(Number(hsn.at(-1)![col])),
        )
      expect((await offline('docs'))[0]).toEqual([
        'Nature of Document',
        'Sr. No. From',
        'Sr. No. To',
        'Total Number',
        'Cancelled',
      ])
      // the offline tool's layout is a CSV
      const jsonOffline = await adminCall(t, 'GET', `/gst/gstr1?month=${month}&layout=offline`, staff.cookie)
      expect(jsonOffline.statusCode).toBe(400)
      expect(jsonOffline.json().message).toContain("The offline tool's layout is a CSV")
      // a CSV is one table; a month must be a month
      expect(
        (await adminCall(t, 'GET', `/gst/gstr1?month=${month}&format=csv`, staff.cookie)).statusCode,
      ).toBe(400)
      for (const bad of ['2026-13', '2026-1', 'november', ''])
        expect((await adminCall(t, 'GET', `/gst/gstr1?month=${bad}`, staff.cookie)).statusCode, bad).toBe(400)
    })

    it('is the back office’s alone: staff and owners, never a shopper or anyone signed out', async () => {
      const shopper = await signUp(t)
      for (const url of [
        `/gst/gstr1?month=${month}`,
        `/gst/gstr1?month=${month}&format=csv&section=hsn`,
        `/orders/${C.id}/credit-notes`,
        `/orders/${C.id}/credit-notes/1`,
      ]) {
        const none = await adminCall(t, 'GET', url, undefined)
        expect(none.statusCode, url).toBe(401)
        expect(none.json().message).toBe(adminMessages.signInRequired)
        const asShopper = await t.app.inject({
          method: 'GET',
          url: `/api/admin/v1${url}`,
          headers: { origin: TEST_ORIGIN, 'x-forwarded-for': freshIp(), ...bearer(shopper.token) },
        })
        expect(asShopper.statusCode, url).toBe(403)
        expect((await adminCall(t, 'GET', url, shopper.cookie)).statusCode, url).toBe(403)
        expect((await adminCall(t, 'GET', url, staff.cookie)).statusCode, url).toBe(200)
        expect((await adminCall(t, 'GET', url, owner.cookie)).statusCode, url).toBe(200)
      }
      const refund = { amount: 1, reason: 'probe' }
      expect((await adminCall(t, 'POST', `/orders/${E.id}/refunds`, undefined, refund)).statusCode).toBe(401)
      expect((await adminCall(t, 'POST', `/orders/${E.id}/refunds`, shopper.cookie, refund)).statusCode).toBe(
        403,
      )
      const half = await addOperator(t, { role: 'staff', twoFactor: false })
      expect((await adminCall(t, 'GET', `/gst/gstr1?month=${month}`, half.cookie)).statusCode).toBe(403)
      expect((await adminCall(t, 'POST', `/orders/${E.id}/refunds`, half.cookie, refund)).statusCode).toBe(
        403,
      )
      // nothing was refunded by the refused calls
      const [e] = await rows<{ refunded: number }>(
        sql`select refunded_paise as refunded from orders where id = ${E.id}`,
      )
      expect(e!.refunded).toBe(0)
    })
  })
})

// An invoice numbered before decision 025 keeps the split it was issued with (migration 0019 lists them): a copy
// re-made from its order, when the stored PDF is lost, says what the original said, and so does the return.
describe('GSTR-1: the HSN quantity in KGS from the packs’ weight (decision 041, amended)', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('weighs each line by its pack’s weight as sold; a pack without a weight falls back to its net quantity', async () => {
    const owner = await addOperator(t, { role: 'owner' })
    const packs = (await adminCall(t, 'GET', '/products/101/packs', owner.cookie)).json().data as {
      id: number
      sku: string
      version: number
    }[]
    // the 500 g pack weighs 505 g packed; the 100 g default pack has no weight (as a pack made by drizzle/0028
    // from a size it could not read), so its lines count its net quantity, 100 g
    const p500 = packs.find((k) => k.sku === 'MORINGA-POWDER-500G')!
    const saved = await adminCall(t, 'PATCH', `/products/101/packs/${p500.id}`, owner.cookie, {
      weight_grams: 505,
      version: p500.version,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    await t.database.db.execute(
      sql`update product_packs set weight_grams = 0 where sku = 'MORINGA-POWDER-100G'`,
    )
    await paidOrder(
      t,
      [
        { product_id: 101, quantity: 2, variant_index: 2 },
        { product_id: 101, quantity: 1 },
      ],
      HYDERABAD,
    )
    // a later change of the pack's weight does not change what was sold
    await adminCall(t, 'PATCH', `/products/101/packs/${p500.id}`, owner.cookie, {
      weight_grams: 999,
      version: p500.version + 1,
    })
    const res = await adminCall(t, 'GET', `/gst/gstr1?month=${monthOf(new Date())}`, owner.cookie)
    expect(res.statusCode, res.body).toBe(200)
    // 2 × 0.505 kg + 1 × 0.100 kg
    expect(res.json().data.hsn.find((h: { hsn: string }) => h.hsn === '1211')).toMatchObject({
      uqc: 'KGS',
      quantity: 1.11,
    })
  })
})

describe('invoices issued before equal halves', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('re-makes a lost PDF with its old floor/ceil halves; new invoices have equal halves', async () => {
    // ₹99 of spice at 5% holds ₹4.71 of tax: ₹2.35 and ₹2.36 under the old rule, ₹2.36 and ₹2.36 now
    const old = await paidOrder(t, [{ product_id: 112, quantity: 1 }], HYDERABAD)
    const fresh = await paidOrder(t, [{ product_id: 112, quantity: 1 }], HYDERABAD)
    const issued = stated(
      (await api(t, old.user, 'GET', `/orders/${old.id}/invoice`)).rawPayload,
      'Invoice total',
    )
    expect(issued.cgst).toBe(issued.sgst)
    // as the migration records invoices numbered before it, and the stored PDF lost
    await t.database.db.execute(
      sql`insert into invoice_split_rules (order_id, rule) values (${old.id}, 'floor_ceil')`,
    )
    const dir = t.config.storage.kind === 'disk' ? t.config.storage.dir : ''
    rmSync(path.join(dir, 'invoices', `${old.id}.pdf`))
    const remade = stated(
      (await api(t, old.user, 'GET', `/orders/${old.id}/invoice`)).rawPayload,
      'Invoice total',
    )
    expect(remade.total).toBe(issued.total)
    // the spice line's tax of ₹4.71 split ₹2.35 / ₹2.36, as it was
    expect(remade.sgst).toBeGreaterThan(remade.cgst)
    expect(remade.taxable + remade.cgst + remade.sgst).toBe(remade.total)
    expect(remade.text).toMatch(/₹2\.35\s+₹2\.36/)
    const now = stated(
      (await api(t, fresh.user, 'GET', `/orders/${fresh.id}/invoice`)).rawPayload,
      'Invoice total',
    )
    expect(now.cgst).toBe(now.sgst)
    // the return states each invoice as it was issued
    const operator = await addOperator(t, { role: 'staff' })
    const r = (await adminCall(t, 'GET', `/gst/gstr1?month=${monthOf(new Date())}`, operator.cookie)).json()
      .data
    expect(paiseOf(r.totals.invoices.cgst)).toBe(remade.cgst + now.cgst)
    expect(paiseOf(r.totals.invoices.sgst)).toBe(remade.sgst + now.sgst)
    expect(paiseOf(r.totals.invoices.taxable_value)).toBe(remade.taxable + now.taxable)
  })
})

// Decision 029: invoice numbers of 15 characters from now on (rule 46(b) allows 16); those issued in the
// 17-character form stay as they are, with their stored PDFs; the year's count runs on from them; and table 13
// reports the two series of the year on rows of their own.
describe('the invoice series within 16 characters', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('numbers the invoice after SN/2026-27/000041 SN/26-27/000042, keeps the issued one and its PDF, and reports both series in table 13', async () => {
    const fy = financialYear(new Date())
    // the shop as it stood before: 41 invoices this year, the last one numbered in the 17-character form
    await t.database.db.execute(
      sql`insert into invoice_counters (financial_year, last_number) values (${fy}, 40)`,
    )
    const old = await paidOrder(t, [{ product_id: 112, quantity: 1 }], HYDERABAD)
    // its PDF stored by the outbox's invoice job (decision 036) before the number is made the old form
    await t.app.notifications.idle()
    const oldNumber = `SN/${fy}/000041`
    expect(oldNumber).toHaveLength(17)
    await t.database.db.execute(sql`update orders set invoice_number = ${oldNumber} where id = ${old.id}`)
    const dir = t.config.storage.kind === 'disk' ? t.config.storage.dir : ''
    const stored = path.join(dir, 'invoices', `${old.id}.pdf`)
    rmSync(stored)
    expect(pdfText((await api(t, old.user, 'GET', `/orders/${old.id}/invoice`)).rawPayload)).toContain(
      `Invoice No.: ${oldNumber}`,
    )
    const issued = readFileSync(stored)

    const fresh = await paidOrder(t, [{ product_id: 112, quantity: 1 }], BENGALURU)
    const third = await paidOrder(t, [{ product_id: 101, quantity: 1 }], HYDERABAD)
    expect(fresh.invoiceNumber).toBe(`SN/${fy.slice(2)}/000042`)
    expect(third.invoiceNumber).toBe(`SN/${fy.slice(2)}/000043`)
    for (const n of [fresh.invoiceNumber, third.invoiceNumber]) {
      expect(n.length).toBeLessThanOrEqual(16)
      expect(n).toMatch(/^SN\/\d{2}-\d{2}\/\d{6}$/)
    }
    expect(pdfText((await api(t, fresh.user, 'GET', `/orders/${fresh.id}/invoice`)).rawPayload)).toContain(
      `Invoice No.: ${fresh.invoiceNumber}`,
    )
    // the issued number stays, and so does its PDF, byte for byte
    const again = (await api(t, old.user, 'GET', `/orders/${old.id}`)).json().data.order
    expect(again.invoice_number).toBe(oldNumber)
    expect((await api(t, old.user, 'GET', `/orders/${old.id}/invoice`)).rawPayload.equals(issued)).toBe(true)
    expect(readFileSync(stored).equals(issued)).toBe(true)

    // table 13: one row per series, the old one first
    const operator = await addOperator(t, { role: 'staff' })
    const month = monthOf(new Date())
    const r = (await adminCall(t, 'GET', `/gst/gstr1?month=${month}`, operator.cookie)).json().data
    expect(r.docs).toEqual([
      {
        nature: 'Invoices for outward supply',
        from: oldNumber,
        to: oldNumber,
        total: 1,
        cancelled: 0,
        net_issued: 1,
      },
      {
        nature: 'Invoices for outward supply',
        from: fresh.invoiceNumber,
        to: third.invoiceNumber,
        total: 2,
        cancelled: 0,
        net_issued: 2,
      },
      { nature: 'Credit Note', from: null, to: null, total: 0, cancelled: 0, net_issued: 0 },
    ])
    const csv = (
      await adminCall(t, 'GET', `/gst/gstr1?month=${month}&format=csv&section=docs`, operator.cookie)
    ).body
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      `Invoices for outward supply,${oldNumber},${oldNumber},1,0,1`,
      `Invoices for outward supply,${fresh.invoiceNumber},${third.invoiceNumber},2,0,2`,
    ])
  })
})

// Credit notes issued at once take consecutive numbers, none twice and none skipped: the counter's row is locked by
// the transaction that issues the note. Real concurrency needs PostgreSQL (PGlite has one connection).
describe.skipIf(!inject('pgAdminUrl'))('credit notes issued at once, on PostgreSQL', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('two cancellations at once, then six cancellations and refunds at once: consecutive numbers, no gap, no duplicate', async () => {
    const orders: Paid[] = []
    for (let i = 0; i < 8; i++)
      orders.push(
        await paidOrder(t, [{ product_id: 101 + (i % 4), quantity: 2 }], i % 2 ? BENGALURU : HYDERABAD),
      )
    const operator = await addOperator(t, { role: 'staff' })
    const cancel = (o: Paid) => api(t, o.user, 'POST', `/orders/${o.id}/cancel`)
    const pair = await Promise.all([cancel(orders[0]!), cancel(orders[1]!)])
    expect(pair.map((r) => r.statusCode)).toEqual([200, 200])
    const numbers = async () =>
      (await t.database.db.execute(sql`select number from credit_notes order by number`)) as unknown as {
        rows: { number: string }[]
      }
    const first = (await numbers()).rows.map((r) => r.number)
    const fy = first[0]!.slice(3, 10)
    expect(first).toEqual([`CN/${fy}/00001`, `CN/${fy}/00002`])
    // then cancellations and partial refunds of other orders at once, and a refund of one order racing its own
    // cancellation (refunded first: both are credited; cancelled first: nothing is left to refund, 400)
    const replies = await Promise.all([
      cancel(orders[2]!),
      cancel(orders[3]!),
      cancel(orders[4]!),
      adminCall(
        t,
        'POST',
        `/orders/${orders[5]!.id}/refunds`,
        operator.cookie,
        { amount: 10, reason: 'a' },
        { 'idempotency-key': randomUUID() },
      ),
      adminCall(
        t,
        'POST',
        `/orders/${orders[6]!.id}/refunds`,
        operator.cookie,
        {
          items: [{ product_id: 103, quantity: 1 }],
          reason: 'b',
        },
        { 'idempotency-key': randomUUID() },
      ),
      adminCall(
        t,
        'POST',
        `/orders/${orders[7]!.id}/refunds`,
        operator.cookie,
        { amount: 5, reason: 'c' },
        { 'idempotency-key': randomUUID() },
      ),
      cancel(orders[7]!),
    ])
    expect(replies.map((r) => r.statusCode).slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(replies[6]!.statusCode).toBe(200)
    expect([200, 400]).toContain(replies[5]!.statusCode)
    const issued = 2 + replies.filter((r) => r.statusCode === 200).length
    const all = (await numbers()).rows.map((r) => r.number)
    expect(all).toEqual(
      Array.from({ length: issued }, (_, i) => `CN/${fy}/${String(i + 1).padStart(5, '0')}`),
    )
    // order 7: its refund and its cancellation, whichever came first, credit its invoice exactly once in all
    const seven = (await t.database.db.execute(
      sql`select sum(total_paise)::int as credited, (select total_paise from orders where id = ${orders[7]!.id}) as total
          from credit_notes where order_id = ${orders[7]!.id}`,
    )) as unknown as { rows: { credited: number; total: number }[] }
    expect(seven.rows[0]!.credited).toBe(seven.rows[0]!.total)
  }, 240_000)
})
