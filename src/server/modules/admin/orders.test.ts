import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import { adminOrderMessages } from '#domain/messages-admin-orders.ts'
import { formatPaise } from '#domain/money.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { bearer, readOutbox, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, BENGALURU, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'

// The orders console (decision 022): staff find orders, read one with its timeline, and fulfil it through the order's
// state machine; packing slips and labels are real PDFs; nobody but staff reaches any of it.

let t: TestContext
let staff: TestOperator
let dir: string

beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
  dir = mkdtempSync(path.join(tmpdir(), 'orders-pdf-'))
})
afterAll(async () => {
  await t?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Cart → address → provider order, as the checkout page does it, with the ship-to person and place chosen. */
async function place(
  buyer: TestUser,
  opts: {
    items: { product_id: number; quantity: number }[]
    address?: typeof HYDERABAD
    first?: string
    mobile?: string
    coupon?: string
  },
) {
  for (const item of opts.items)
    expect((await api(t, buyer, 'POST', '/cart/items', item)).statusCode).toBe(200)
  if (opts.coupon)
    expect(
      (await api(t, buyer, 'POST', '/cart/checkout/apply-coupon', { coupon_code: opts.coupon })).statusCode,
    ).toBe(200)
  const person = { first_name: opts.first ?? 'Asha', last_name: 'Rao', mobile: opts.mobile ?? '9848012345' }
  const estimate = await api(t, buyer, 'POST', '/cart/checkout/estimate-shipping', {
    ...person,
    ...(opts.address ?? HYDERABAD),
  })
  expect(estimate.statusCode, estimate.body).toBe(200)
  const created = await api(t, buyer, 'POST', '/payments/create-order', {
    ...person,
    shipping_address_id: estimate.json().data.address_id,
    shipping_service_level: 'standard',
  })
  expect(created.statusCode, created.body).toBe(200)
  return created.json().data as { key_id: string; order_id: string; shop_order_id: string; amount: number }
}

async function paid(buyer: TestUser, opts: Parameters<typeof place>[1]) {
  const placed = await place(buyer, opts)
  const pay = await payWithCard(t, placed.key_id, placed.order_id)
  const verified = await api(t, buyer, 'POST', '/payments/verify', pay.json())
  expect(verified.statusCode, verified.body).toBe(200)
  return placed.shop_order_id
}

async function cashOnDelivery(buyer: TestUser, opts: Parameters<typeof place>[1]) {
  const placed = await place(buyer, opts)
  const cod = await api(t, buyer, 'POST', `/orders/${placed.shop_order_id}/cash-on-delivery`)
  expect(cod.statusCode, cod.body).toBe(200)
  return placed.shop_order_id
}

const list = async (query = '') => {
  const res = await adminCall(t, 'GET', `/orders${query}`, staff.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    data: { id: string; status: string; email: string; packed_at: string | null }[]
    pagination: { total: number; has_next: boolean }
  }
}
const ids = async (query = '') => (await list(query)).data.map((o) => o.id)
const order = async (id: string) => {
  const res = await adminCall(t, 'GET', `/orders/${id}`, staff.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const act = (id: string, action: string, body?: unknown) =>
  adminCall(t, 'POST', `/orders/${id}/${action}`, staff.cookie, body ?? {})

/** The text of a PDF (pdftotext keeps the layout's lines). */
function pdfText(body: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`)
  writeFileSync(file, body)
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

const india = (offsetDays = 0) =>
  new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

let asha: TestUser
let ravi: TestUser
let meena: TestUser
let online: string // paid online, Hyderabad
let coupon: string // paid online with SAVE10, Bengaluru, another mobile
let cod: string // cash on delivery, Hyderabad
let open: string // placed, never paid

describe('the orders list', () => {
  beforeAll(async () => {
    asha = await signUp(t)
    ravi = await signUp(t)
    meena = await signUp(t)
    online = await paid(asha, { items: [{ product_id: 101, quantity: 2 }] })
    coupon = await paid(ravi, {
      items: [{ product_id: 104, quantity: 1 }],
      address: BENGALURU,
      mobile: '+91 98450 67890',
      coupon: 'SAVE10',
    })
    cod = await cashOnDelivery(meena, { items: [{ product_id: 102, quantity: 1 }] })
    open = (await place(asha, { items: [{ product_id: 103, quantity: 1 }] })).shop_order_id
  })

  it('lists every order newest first, a page at a time', async () => {
    expect(await ids()).toEqual([open, cod, coupon, online])
    const page = await list('?per_page=2')
    expect(page.data.map((o) => o.id)).toEqual([open, cod])
    expect(page.pagination).toMatchObject({ total: 4, has_next: true })
    expect(await ids('?per_page=2&page=2')).toEqual([coupon, online])
    const first = (await list()).data.find((o) => o.id === online)!
    expect(first).toMatchObject({
      status: 'processing',
      payment_status: 'completed',
      email: asha.email,
      city: 'Hyderabad',
      pin: '500028',
      item_count: 2,
      packed_at: null,
    })
  })

  it('filters by status, payment, method, state, PIN, coupon and India dates', async () => {
    expect(await ids('?status=processing')).toEqual([cod, coupon, online])
    expect(await ids('?status=pending')).toEqual([open])
    expect(await ids('?payment_status=pending')).toEqual([open, cod])
    expect(await ids('?payment_method=cod')).toEqual([cod])
    expect(await ids('?payment_method=card')).toEqual([coupon, online])
    expect(await ids('?state=karnataka')).toEqual([coupon])
    expect(await ids('?pin=560038')).toEqual([coupon])
    expect(await ids('?coupon=save10')).toEqual([coupon])
    expect(await ids(`?from=${india()}&to=${india()}`)).toHaveLength(4)
    expect(await ids(`?to=${india(-1)}`)).toEqual([])
    expect(await ids(`?from=${india(1)}`)).toEqual([])
    const backwards = await adminCall(t, 'GET', `/orders?from=${india()}&to=${india(-1)}`, staff.cookie)
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().message).toBe(adminOrderMessages.dateRange)
    const pin = await adminCall(t, 'GET', '/orders?pin=5600', staff.cookie)
    expect(pin.statusCode).toBe(400)
    expect(pin.json().message).toBe(adminOrderMessages.pinInvalid)
    expect((await adminCall(t, 'GET', '/orders?status=lost', staff.cookie)).statusCode).toBe(400)
  })

  it('shows a cash order’s signals: first order, parcels refused before, a high value, PIN and state at odds', async () => {
    const signals = async (id: string) => {
      const res = await adminCall(t, 'GET', `/orders?q=${id}`, staff.cookie)
      return res.json().data.find((o: { id: string }) => o.id === id).cod_signals
    }
    // Paid online: nothing to weigh.
    expect(await signals(online)).toBeNull()
    // Meena's first order, in cash, to a Hyderabad PIN in Telangana, well under the limit.
    expect(await signals(cod)).toEqual({
      pin_state_mismatch: false,
      refused_before: 0,
      first_order: true,
      high_value: false,
    })
    // A shopper who paid online before: their cash order is not their first.
    const regular = await signUp(t)
    await paid(regular, { items: [{ product_id: 101, quantity: 1 }] })
    const second = await cashOnDelivery(regular, { items: [{ product_id: 105, quantity: 1 }] })
    expect(await signals(second)).toMatchObject({ first_order: false, refused_before: 0 })

    // A shopper whose cash parcel came back: their next cash order says so.
    const kiran = await signUp(t)
    const refused = await cashOnDelivery(kiran, { items: [{ product_id: 102, quantity: 1 }] })
    expect((await act(refused, 'ship', { carrier: 'Delhivery', waybill: 'DLV900100777' })).statusCode).toBe(
      200,
    )
    const back = await act(refused, 'receive-return', {
      lines: [{ product_id: 102, restock: 1, written_off: 0 }],
    })
    expect(back.statusCode, back.body).toBe(200)
    const next = await cashOnDelivery(kiran, { items: [{ product_id: 102, quantity: 1 }] })
    expect(await signals(next)).toMatchObject({ refused_before: 1 })

    // Half the cash-on-delivery limit or more is a high value (the limit is the owner's, Settings → Money).
    const limit = t.config.payments.cod.maxPaise
    const [row] = (await adminCall(t, 'GET', `/orders?q=${second}`, staff.cookie)).json().data
    t.config.payments.cod.maxPaise = row.total * 2
    try {
      expect(await signals(second)).toMatchObject({ high_value: true })
    } finally {
      t.config.payments.cod.maxPaise = limit
    }

    // An address written before the PIN check, its state not the PIN's: flagged.
    await t.database.db.execute(
      sql`update orders set shipping_address = jsonb_set(shipping_address, '{state}', '"Maharashtra"') where id = ${second}`,
    )
    expect(await signals(second)).toMatchObject({ pin_state_mismatch: true })
  })

  it('searches order ids, emails, mobile numbers as typed, and waybills', async () => {
    expect(await ids(`?q=${coupon.slice(-6).toLowerCase()}`)).toEqual([coupon])
    expect(await ids(`?q=${encodeURIComponent(ravi.email.toUpperCase())}`)).toEqual([coupon])
    expect(await ids(`?q=${encodeURIComponent('+91 98450-67890')}`)).toEqual([coupon])
    expect(await ids('?q=9845067890')).toEqual([coupon])
    expect(await ids('?q=nobody-at-all')).toEqual([])
    // % and _ are letters in a search, not patterns
    expect(await ids('?q=%25')).toEqual([])
    const shipped = await act(online, 'ship', { carrier: 'Delhivery', waybill: 'DLV7711' + '20260001' })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(await ids('?q=dlv77112026')).toEqual([online])
  })
})

describe('an order and its fulfilment', () => {
  let buyer: TestUser
  let id: string

  beforeAll(async () => {
    buyer = await signUp(t)
    id = await paid(buyer, {
      items: [
        { product_id: 101, quantity: 1 },
        { product_id: 105, quantity: 2 },
      ],
    })
  })

  it('shows items, totals, address, payment, invoice and a timeline of what happened', async () => {
    const o = await order(id)
    expect(o).toMatchObject({
      id,
      status: 'processing',
      payment_status: 'completed',
      customer: { email: buyer.email },
      shipping_address: { first_name: 'Asha', city: 'Hyderabad', postal_code: '500028' },
      payment: { method: 'card', cash_to_collect: 0 },
      invoice: { url: `/api/admin/v1/orders/${id}/invoice.pdf` },
      packed_at: null,
      actions: { pack: true, ship: true, deliver: false, cancel: true, refund: true, resend_invoice: true },
    })
    expect(o.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([
      [101, 1],
      [105, 2],
    ])
    expect(o.items[0].net_quantity).toMatch(/\d/)
    expect(o.totals.captured).toBe(o.totals.total)
    expect(o.totals.refundable).toBe(o.totals.total)
    expect(o.invoice.number).toMatch(/^SN\/\d{2}-\d{2}\/\d{6}$/)
    const own = o.timeline.filter((e: { kind: string }) => !['mail', 'webhook'].includes(e.kind))
    expect(own.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid', 'invoice'])
    expect(own[1].title).toBe(`Paid ${formatPaise(Math.round(o.totals.total * 100))}`)
    expect(own[2].title).toBe(`Invoice ${o.invoice.number} issued`)
    // the test gateway's webhook, as the shop recorded it
    expect(o.timeline).toContainEqual(
      expect.objectContaining({ kind: 'webhook', title: 'Webhook: payment.captured' }),
    )
    // the confirmation mail written to the outbox with the payment (decision 024)
    expect(o.timeline).toContainEqual(
      expect.objectContaining({ kind: 'mail', title: 'Mail: order confirmation' }),
    )
    // the staff copy of the invoice
    const invoice = await adminCall(t, 'GET', `/orders/${id}/invoice.pdf`, staff.cookie)
    expect(invoice.statusCode).toBe(200)
    expect(invoice.headers['content-type']).toBe('application/pdf')
    expect(pdfText(invoice.rawPayload, 'invoice')).toContain(o.invoice.number)
    expect((await adminCall(t, 'GET', '/orders/SN000000-NOPE', staff.cookie)).statusCode).toBe(404)
  })

  it('packs once, ships with a tracking link, delivers; each step written to the audit log', async () => {
    const packed = await act(id, 'pack')
    expect(packed.statusCode, packed.body).toBe(200)
    const first = packed.json().data
    expect(first.packed_at).not.toBeNull()
    expect(first.actions).toMatchObject({ pack: false, ship: true })
    expect(first.timeline).toContainEqual(
      expect.objectContaining({ kind: 'packed', title: 'Packed', actor: staff.email }),
    )
    // a second click changes nothing
    const again = await act(id, 'pack')
    expect(again.statusCode).toBe(200)
    expect(again.json().data.packed_at).toBe(first.packed_at)
    expect(await ids('?status=processing&packed=yes')).toContain(id)
    expect(await ids('?status=processing&packed=no')).not.toContain(id)

    const missing = await act(id, 'ship', { carrier: 'Delhivery', waybill: '' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe(adminOrderMessages.waybillRequired)
    expect((await act(id, 'ship', { carrier: 'Delhivery', waybill: 'DLV 1 2' })).json().message).toBe(
      adminOrderMessages.waybillInvalid,
    )
    const shipped = await act(id, 'ship', { carrier: 'Delhivery', waybill: 'DLV900100200' })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json().data).toMatchObject({
      status: 'shipped',
      shipping: {
        carrier: 'Delhivery',
        waybill: 'DLV900100200',
        tracking_url: 'https://www.delhivery.com/track-v2/package/DLV900100200',
      },
      actions: { pack: false, ship: false, deliver: true, cancel: false },
    })
    expect(shipped.json().data.timeline).toContainEqual(
      expect.objectContaining({ kind: 'shipped', title: 'Shipped with Delhivery', actor: staff.email }),
    )
    // what the shopper sees follows the same transition
    const mine = await api(t, buyer, 'GET', `/orders/${id}/status`)
    expect(mine.json().data).toMatchObject({
      status: 'shipped',
      tracking_url: 'https://www.delhivery.com/track-v2/package/DLV900100200',
    })

    // refused transitions say why
    const late = await act(id, 'pack')
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('An order that is shipped cannot be marked packed')
    const twice = await act(id, 'ship', { carrier: 'Delhivery', waybill: 'DLV900100201' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('An order that is shipped cannot be marked shipped')
    const cancel = await act(id, 'cancel', { reason: 'Out of stock at the warehouse' })
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().message).toBe('This order has already been shipped and can no longer be cancelled')

    const delivered = await act(id, 'deliver')
    expect(delivered.statusCode, delivered.body).toBe(200)
    expect(delivered.json().data.status).toBe('delivered')
    expect((await act(id, 'deliver')).json().message).toBe(
      'An order that is delivered cannot be marked delivered',
    )

    const owner = await addOperator(t, { role: 'owner' })
    const audit = (await adminCall(t, 'GET', `/audit?entity_type=order&entity_id=${id}`, owner.cookie)).json()
      .data as { actor: string; action: string; before: { status: string }; after: { status: string } }[]
    expect(audit.map((a) => a.action)).toEqual(['order.deliver', 'order.ship', 'order.pack'])
    expect(audit.every((a) => a.actor === staff.email)).toBe(true)
    expect(audit[1]).toMatchObject({
      before: { status: 'processing' },
      after: { status: 'shipped', courier_waybill: 'DLV900100200' },
    })
  })

  it('refuses to pack or ship an order nobody paid for', async () => {
    const packing = await act(open, 'pack')
    expect(packing.statusCode).toBe(409)
    expect(packing.json().message).toBe('An order that is pending cannot be marked packed')
    expect((await act(open, 'ship', { carrier: 'Delhivery', waybill: 'X1' })).statusCode).toBe(409)
    expect((await act(open, 'deliver')).statusCode).toBe(409)
    expect((await order(open)).actions).toMatchObject({ pack: false, ship: false, refund: false })
  })

  it('cancels a paid order with its refund, once', async () => {
    const buyer2 = await signUp(t)
    const paidId = await paid(buyer2, { items: [{ product_id: 106, quantity: 1 }] })
    const before = await order(paidId)
    const res = await act(paidId, 'cancel', { reason: 'Out of stock at the warehouse' })
    expect(res.statusCode, res.body).toBe(200)
    const o = res.json().data
    expect(o).toMatchObject({ status: 'cancelled', payment_status: 'refunded' })
    expect(o.totals.refunded).toBe(before.totals.total)
    expect(o.refunds).toEqual([
      expect.objectContaining({ amount: before.totals.total, reason: 'cancelled', status: 'processed' }),
    ])
    const refund = o.timeline.find((e: { kind: string }) => e.kind === 'refund')
    expect(refund.title).toBe(`Refund of ${formatPaise(Math.round(before.totals.total * 100))}`)
    expect(refund.detail).toMatch(/^order cancelled · carried out/)
    expect(o.timeline).toContainEqual(expect.objectContaining({ kind: 'cancelled', actor: staff.email }))
    const again = await act(paidId, 'cancel', { reason: 'Out of stock at the warehouse' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This order is already cancelled')
  })

  it('mails the invoice again, in the shop’s layout; not before there is one', async () => {
    const res = await act(id, 'invoice/resend')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(adminOrderMessages.invoiceMailed(buyer.email))
    const mail = readOutbox(t).find((m) => m.to === buyer.email && m.subject.startsWith('GST invoice'))
    expect(mail?.subject).toMatch(new RegExp(`^GST invoice SN/.+ for order ${id}$`))
    expect(mail?.links.invoice).toContain(`${TEST_ORIGIN}/api/v1/documents/invoice/${id}?expires=`)
    // opened from a mail app, signed in nowhere: the PDF
    const link = new URL(mail!.links.invoice!)
    const pdf = await t.app.inject({ url: `${link.pathname}${link.search}` })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    expect(mail?.html).toContain('Download your invoice (PDF)')
    expect(res.json().data.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'staff',
        title: 'Invoice mailed to the shopper again',
        actor: staff.email,
      }),
    )
    const none = await act(open, 'invoice/resend')
    expect(none.statusCode).toBe(409)
    expect(none.json().message).toBe('The invoice is issued once the order is paid')
  })
})

describe('packing slips and labels', () => {
  it('prints the order id under its barcode, ship-to, items with net quantity, and the cash to collect', async () => {
    const o = await order(cod)
    const collect = formatPaise(Math.round(o.totals.total * 100))
    const slip = await adminCall(t, 'GET', `/orders/${cod}/packing-slip.pdf`, staff.cookie)
    expect(slip.statusCode).toBe(200)
    expect(slip.headers['content-type']).toBe('application/pdf')
    const text = pdfText(slip.rawPayload, 'slip')
    for (const s of [
      'PACKING SLIP',
      cod,
      'Ship to',
      'Asha Rao',
      '12-2-823, Mehdipatnam',
      'Hyderabad, Telangana 500028',
      'Mobile 9848012345',
      o.items[0].name,
      o.items[0].net_quantity,
      'CASH ON DELIVERY',
      `Collect ${collect}`,
    ])
      expect(text, s).toContain(s)

    const label = await adminCall(t, 'GET', `/orders/${cod}/label.pdf`, staff.cookie)
    expect(label.statusCode).toBe(200)
    const labelText = pdfText(label.rawPayload, 'label')
    for (const s of [cod, 'PIN 500028', 'Asha Rao', 'COD', `Collect ${collect} in cash`, 'FROM (return to)'])
      expect(labelText, s).toContain(s)
    // a label is 4 × 6 inches
    expect(execFileSync('pdfinfo', [path.join(dir, 'label.pdf')]).toString()).toMatch(
      /Page size:\s+288 x 432 pts/,
    )

    // prepaid: nothing to collect
    const prepaid = pdfText(
      (await adminCall(t, 'GET', `/orders/${coupon}/packing-slip.pdf`, staff.cookie)).rawPayload,
      'prepaid',
    )
    expect(prepaid).toContain('PREPAID')
    expect(prepaid).not.toContain('Collect')
    expect(prepaid).toContain('Bengaluru, Karnataka 560038')
  })

  it('ships a cash-on-delivery order with its invoice; the label carries the waybill', async () => {
    const res = await act(cod, 'ship', { carrier: 'Blue Dart', waybill: 'BD55500011' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.invoice.number).toMatch(/^SN\//)
    expect(res.json().data.shipping.tracking_url).toContain('BD55500011')
    const label = pdfText(
      (await adminCall(t, 'GET', `/orders/${cod}/label.pdf`, staff.cookie)).rawPayload,
      'label-shipped',
    )
    expect(label).toContain('Blue Dart')
    expect(label).toContain('BD55500011')
  })

  it('prints the chosen orders’ slips as one PDF, a page each, at most 100', async () => {
    const res = await adminCall(t, 'POST', '/orders/packing-slips.pdf', staff.cookie, {
      ids: [coupon, cod, online],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = pdfText(res.rawPayload, 'bulk')
    const pages = text.split('\f').filter((p) => p.trim())
    expect(pages).toHaveLength(3)
    expect(pages[0]).toContain(coupon)
    expect(pages[1]).toContain(cod)
    expect(pages[2]).toContain(online)
    const many = await adminCall(t, 'POST', '/orders/packing-slips.pdf', staff.cookie, {
      ids: Array.from({ length: 101 }, (_, i) => `SN000000-${i}`),
    })
    expect(many.statusCode).toBe(400)
    expect(many.json().message).toBe(adminOrderMessages.tooManyOrders)
    const none = await adminCall(t, 'POST', '/orders/packing-slips.pdf', staff.cookie, { ids: [] })
    expect(none.json().message).toBe(adminOrderMessages.noOrdersChosen)
    expect(
      (await adminCall(t, 'POST', '/orders/packing-slips.pdf', staff.cookie, { ids: ['SN000000-NOPE'] }))
        .statusCode,
    ).toBe(404)
  })
})

describe('the CSV export', () => {
  it('exports the filtered list, with cells a spreadsheet would run written as text', async () => {
    const sneaky = await signUp(t)
    const id = await paid(sneaky, {
      items: [{ product_id: 101, quantity: 1 }],
      first: '=HYPERLINK("http://evil.example","Click")',
      address: BENGALURU,
    })
    const res = await adminCall(t, 'GET', '/orders.csv?state=Karnataka', staff.cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"')
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toMatch(
      /^order_id,placed_at_ist,status,payment_status,payment_method,customer,email,mobile,ship_to_name,ship_to_street,city,state,pin,/,
    )
    expect(lines).toHaveLength(3) // header, the sneaky order, the SAVE10 order
    expect(lines[1]).toContain(`${id},`)
    // India time, the ship-to street, the goods' weight and the lines by SKU, as a packer or courier needs them
    const header = lines[0]!.split(',')
    const [{ created_at: placed }] = (
      (await t.database.db.execute(sql`select created_at from orders where id = ${id}`)) as unknown as {
        rows: { created_at: Date }[]
      }
    ).rows as [{ created_at: Date }]
    const ist = new Date(new Date(placed).getTime() + 330 * 60_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ')
    expect(lines[1]).toContain(`${id},${ist},`)
    expect(lines[1]).toContain(`,"${BENGALURU.street}",`)
    expect(header.at(-2)).toBe('weight_grams')
    expect(lines[1]).toMatch(/,100,MORINGA-POWDER-100G \(100g\) × 1$/)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") Rao"`)
    expect(lines[1]).not.toMatch(/,=HYPERLINK/)
    expect(lines[2]).toContain(`${coupon},`)
    expect(lines[2]).toContain(',SAVE10,')
  })
})

describe('who may use the console', () => {
  it('answers anonymous callers 401 and shoppers 403 on every orders route', async () => {
    const shopper = await signUp(t)
    const routes = [
      ['GET', '/orders'],
      ['GET', '/orders.csv'],
      ['GET', `/orders/${online}`],
      ['GET', `/orders/${online}/packing-slip.pdf`],
      ['GET', `/orders/${online}/label.pdf`],
      ['GET', `/orders/${online}/invoice.pdf`],
      ['POST', '/orders/packing-slips.pdf'],
      ['POST', `/orders/${online}/pack`],
      ['POST', `/orders/${online}/ship`],
      ['POST', `/orders/${online}/deliver`],
      ['POST', `/orders/${online}/cancel`],
      ['POST', `/orders/${online}/invoice/resend`],
    ] as const
    for (const [method, url] of routes) {
      const body = method === 'POST' ? {} : undefined
      const none = await adminCall(t, method, url, undefined, body)
      expect(none.statusCode, `${method} ${url}`).toBe(401)
      expect(none.json().message).toBe(adminMessages.signInRequired)
      expect((await adminCall(t, method, url, shopper.cookie, body)).statusCode, `${method} ${url}`).toBe(403)
      const token = await t.app.inject({
        method,
        url: `/api/admin/v1${url}`,
        headers: { origin: TEST_ORIGIN, ...bearer(shopper.token) },
      })
      expect(token.statusCode, `${method} ${url}`).toBe(403)
    }
    // and the docs list them under the admin tag (the access test enumerates them from there)
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> }
    for (const [method, url] of routes) {
      const documented = url.replace(online, '{id}')
      expect(doc.paths[`/api/admin/v1${documented}`]?.[method.toLowerCase()]?.tags, documented).toEqual([
        'admin',
      ])
    }
  })
})
