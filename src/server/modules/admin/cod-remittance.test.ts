import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remittanceMessages } from '#domain/messages-remittance.ts'
import { addOperator, adminCall, type TestOperator, uploadAdminFile } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { codRemittances } from '../orders/tables.ts'
import { TEST_COURIER_PREFIX } from '../shipping/test-courier.ts'

// COD remittance (decision 046, amended): the courier's report (CSV) or its API (the stand-in) matched to delivered
// COD orders; short or over remittances and bad rows refuse the import with their lines; an import writes all or
// nothing, and the same report twice adds nothing; the overview's COD delivered and not yet remitted, by carrier.
// Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

const TOKEN = 'webhook-token-for-tests'
let t: TestContext
let owner: TestOperator
let packer: TestOperator
let buyer: TestUser

beforeAll(async () => {
  t = await createTestApp({
    env: { COURIER: 'shiprocket', SHIPROCKET_WEBHOOK_TOKEN: TOKEN, COURIER_TIMEOUT_MS: '2000' },
  })
  owner = await addOperator(t, { role: 'owner' })
  packer = await addOperator(t, { role: 'packer' })
  buyer = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

async function place(who: TestUser) {
  expect((await api(t, who, 'POST', '/cart/items', { product_id: 101, quantity: 1 })).statusCode).toBe(200)
  const person = { first_name: 'Asha', last_name: 'Rao', mobile: '9848012345' }
  const estimate = await api(t, who, 'POST', '/cart/checkout/estimate-shipping', { ...person, ...HYDERABAD })
  expect(estimate.statusCode, estimate.body).toBe(200)
  const created = await api(t, who, 'POST', '/payments/create-order', {
    ...person,
    shipping_address_id: estimate.json().data.address_id,
    shipping_service_level: 'standard',
  })
  expect(created.statusCode, created.body).toBe(200)
  return created.json().data as { key_id: string; order_id: string; shop_order_id: string }
}
async function cod() {
  // a shopper per order: placing orders is rate-limited per shopper
  const who = await signUp(t)
  const placed = await place(who)
  const res = await api(t, who, 'POST', `/orders/${placed.shop_order_id}/cash-on-delivery`)
  expect(res.statusCode, res.body).toBe(200)
  return placed.shop_order_id
}
const testCourier = (path: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${TEST_COURIER_PREFIX}${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
/** A COD order booked with the stand-in; delivered (its scan sends the webhook) unless told not to. */
async function bookedCod(deliver = true) {
  const id = await cod()
  const booked = await adminCall(t, 'POST', '/orders/book-shipments', owner.cookie, { order_ids: [id] })
  expect(booked.statusCode, booked.body).toBe(200)
  const awb = booked.json().data.booked[0].awb as string
  if (deliver)
    expect((await testCourier('/_test/scan', { awb, status: 'DELIVERED' })).json()).toEqual({
      delivered: 200,
    })
  const o = (await adminCall(t, 'GET', `/orders/${id}`, owner.cookie)).json().data
  return { id, awb, total: o.totals.total as number, carrier: o.shipping_carrier as string }
}
/** A COD order shipped with a typed waybill (self-shipped) and marked delivered. */
async function selfShippedCod(carrier: string, waybill: string) {
  const id = await cod()
  for (const [path, body] of [
    [`/orders/${id}/pack`, {}],
    [`/orders/${id}/ship`, { carrier, waybill, confirm_unconfirmed_cod: true }],
    [`/orders/${id}/deliver`, undefined],
  ] as const) {
    const res = await adminCall(
      t,
      'POST',
      path,
      owner.cookie,
      path.endsWith('/pack') ? { confirm_unconfirmed_cod: true } : body,
    )
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200)
  }
  const o = (await adminCall(t, 'GET', `/orders/${id}`, owner.cookie)).json().data
  return { id, awb: waybill, total: o.totals.total as number }
}
const rupees = (n: number) => n.toFixed(2)
const HEADER = 'awb,order_id,cod_amount,remitted_amount,utr,remitted_on'
const csv = (...rows: string[]) => `${HEADER}\r\n${rows.join('\r\n')}\r\n`
const preview = (body: string, who = owner) =>
  uploadAdminFile(t, who.cookie, '/cod-remittances/file/preview', body)
const apply = (body: string, who = owner) => uploadAdminFile(t, who.cookie, '/cod-remittances/file', body)
const rowsOf = (orderId: string) =>
  t.database.db.select().from(codRemittances).where(eq(codRemittances.orderId, orderId))
const outstanding = async () => {
  const res = await adminCall(t, 'GET', '/cod-remittances/outstanding', owner.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    orders: number
    amount: number
    by_courier: { courier: string; orders: number; amount: number; oldest_delivered_at: string }[]
  }
}

describe('the remittance report (CSV)', () => {
  it('matches each row by AWB or order id; imports all; the same file again adds nothing', async () => {
    const a = await bookedCod()
    const b = await bookedCod()
    const file = csv(
      `${a.awb},,${rupees(a.total)},${rupees(a.total)},UTR0001,2026-11-20`,
      `,${b.id},,"${rupees(b.total)}",UTR0001,20-11-2026`,
    )
    const p = await preview(file)
    expect(p.statusCode, p.body).toBe(200)
    expect(p.json().data).toMatchObject({ errors: [], matched: 2, mismatched: 0, already: 0 })
    expect(
      p.json().data.lines.map((l: { order_id: string; outcome: string }) => [l.order_id, l.outcome]),
    ).toEqual([
      [a.id, 'match'],
      [b.id, 'match'],
    ])
    expect(await rowsOf(a.id)).toHaveLength(0)
    const first = await apply(file)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toMatchObject({ written: 2, amount: a.total + b.total })
    expect(first.json().message).toBe(remittanceMessages.imported(2))
    const [row] = await rowsOf(a.id)
    expect(row).toMatchObject({
      amountPaise: Math.round(a.total * 100),
      utr: 'UTR0001',
      remittedOn: '2026-11-20',
      source: 'csv',
    })
    expect((await rowsOf(b.id))[0]!.remittedOn).toBe('2026-11-20')
    const again = await apply(file)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.written).toBe(0)
    expect(again.json().data.lines.map((l: { outcome: string }) => l.outcome)).toEqual(['already', 'already'])
    expect(await rowsOf(a.id)).toHaveLength(1)
    const page = (await adminCall(t, 'GET', `/orders/${a.id}`, owner.cookie)).json().data
    expect(page.cod_remittance).toEqual({
      utr: 'UTR0001',
      remitted_on: '2026-11-20',
      amount: a.total,
      source: 'csv',
    })
  })

  it('two people importing the same report at once write each order’s remittance once', async () => {
    const a = await bookedCod()
    const b = await bookedCod()
    const file = csv(
      `${a.awb},,,${rupees(a.total)},UTR-RACE,2026-11-23`,
      `${b.awb},,,${rupees(b.total)},UTR-RACE,2026-11-23`,
    )
    const both = await Promise.all([apply(file), apply(file)])
    expect(both.map((r) => r.statusCode)).toEqual([200, 200])
    expect(both.reduce((n, r) => n + r.json().data.written, 0)).toBe(2)
    expect(await rowsOf(a.id)).toHaveLength(1)
    expect(await rowsOf(b.id)).toHaveLength(1)
  })

  it('accepts the courier’s own column names, in any order and case', async () => {
    const a = await bookedCod()
    const file = `Remittance Date,CRF ID,AWB Code,Remitted Amount,Channel Order ID\r\n28/11/2026,CRF-77,${a.awb},"₹ ${rupees(a.total)}",${a.id}\r\n`
    const p = await preview(file)
    expect(p.statusCode, p.body).toBe(200)
    expect(p.json().data.errors).toEqual([])
    expect(p.json().data.lines[0]).toMatchObject({
      order_id: a.id,
      utr: 'CRF-77',
      remitted_on: '2026-11-28',
      outcome: 'match',
    })
  })

  it('flags a short or over remittance and refuses the import whole: nothing is written', async () => {
    const good = await bookedCod()
    const short = await bookedCod()
    const over = await bookedCod()
    const file = csv(
      `${good.awb},,,${rupees(good.total)},UTR-S1,2026-11-21`,
      `${short.awb},,,${rupees(short.total - 10)},UTR-S1,2026-11-21`,
      `${over.awb},,,${rupees(over.total + 0.5)},UTR-S1,2026-11-21`,
    )
    const p = (await preview(file)).json().data
    expect(p).toMatchObject({ matched: 1, mismatched: 2, errors: [] })
    expect(p.lines.map((l: { outcome: string }) => l.outcome)).toEqual(['match', 'short', 'over'])
    expect(p.lines[1]).toMatchObject({ expected: short.total, remitted: short.total - 10 })
    const res = await apply(file)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(remittanceMessages.refused(2))
    expect(await rowsOf(good.id)).toHaveLength(0)
  })

  it('names each bad row’s line and column: unknown, online, not delivered, twice, remitted before, bad cells', async () => {
    const remitted = await bookedCod()
    expect(
      (await apply(csv(`${remitted.awb},,,${rupees(remitted.total)},UTR-R1,2026-11-22`))).statusCode,
    ).toBe(200)
    const inTransit = await bookedCod(false)
    const ok = await bookedCod()
    const placed = await place(buyer)
    const pay = await payWithCard(t, placed.key_id, placed.order_id)
    expect((await api(t, buyer, 'POST', '/payments/verify', pay.json())).statusCode).toBe(200)
    const online = placed.shop_order_id
    const file = csv(
      `NOPE999,,,100,UTR-X,2026-11-22`,
      `,${online},,100,UTR-X,2026-11-22`,
      `${inTransit.awb},,,${rupees(inTransit.total)},UTR-X,2026-11-22`,
      `${ok.awb},,,${rupees(ok.total)},UTR-X,2026-11-22`,
      `,${ok.id},,${rupees(ok.total)},UTR-X,2026-11-22`,
      `${remitted.awb},,,${rupees(remitted.total)},UTR-OTHER,2026-11-22`,
      `${ok.awb},,,12.345,,2026-13-40`,
      `,,,100,UTR-X,2026-11-22`,
      `${ok.awb},,${rupees(ok.total + 1)},${rupees(ok.total)},UTR-X,2026-11-22`,
      `only,two`,
    )
    const p = (await preview(file)).json().data
    expect(p.errors).toEqual([
      { line: 2, column: 'awb', message: remittanceMessages.unknown('NOPE999') },
      { line: 3, column: 'order_id', message: remittanceMessages.notCod(online) },
      { line: 4, column: 'awb', message: remittanceMessages.notDelivered(inTransit.id, 'shipped') },
      { line: 6, column: 'order_id', message: remittanceMessages.duplicate(5) },
      { line: 7, column: 'awb', message: remittanceMessages.remittedBefore(remitted.id, 'UTR-R1') },
      { line: 8, column: 'remitted_amount', message: remittanceMessages.amount },
      { line: 8, column: 'utr', message: remittanceMessages.utr },
      { line: 8, column: 'remitted_on', message: remittanceMessages.date },
      { line: 9, column: 'awb', message: remittanceMessages.noKey },
      { line: 10, column: 'awb', message: remittanceMessages.duplicate(5) },
      { line: 11, column: '', message: remittanceMessages.cellCount(6, 2) },
    ])
    expect(p.matched).toBe(1)
    const res = await apply(file)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(remittanceMessages.refused(11))
    expect(await rowsOf(ok.id)).toHaveLength(0)
    expect(await rowsOf(remitted.id)).toHaveLength(1)
  })

  it('refuses a file that is not CSV, lacks a column or has no row, naming what is wrong', async () => {
    const notCsv = await preview(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]).toString('latin1'))
    expect(notCsv.statusCode).toBe(400)
    const cols = await preview('awb,amount\r\nX,1\r\n')
    expect(cols.statusCode).toBe(400)
    expect(cols.json().message).toBe(remittanceMessages.columns(['remitted_amount', 'utr', 'remitted_on']))
    const empty = await preview(`${HEADER}\r\n`)
    expect(empty.json().message).toBe(remittanceMessages.empty)
  })

  it('is for those who may refund: a packer is refused', async () => {
    const res = await preview(csv('X,,,1,U,2026-11-22'), packer)
    expect(res.statusCode).toBe(403)
    expect((await adminCall(t, 'GET', '/cod-remittances/outstanding', packer.cookie)).statusCode).toBe(403)
  })
})

describe('the courier’s API (the stand-in)', () => {
  it('lists what it remitted between two days; imported once; a short remittance is flagged', async () => {
    const a = await bookedCod()
    const b = await bookedCod()
    const c = await bookedCod()
    expect(
      (await testCourier('/_test/remit', { awbs: [a.awb, b.awb], utr: 'SRUTR1', date: '2026-11-25' })).json(),
    ).toEqual({
      remitted: [a.awb, b.awb],
    })
    const range = { from: '2026-11-25', to: '2026-11-25' }
    const p = await adminCall(t, 'POST', '/cod-remittances/courier/preview', owner.cookie, range)
    expect(p.statusCode, p.body).toBe(200)
    expect(p.json().data).toMatchObject({ matched: 2, errors: [] })
    const res = await adminCall(t, 'POST', '/cod-remittances/courier', owner.cookie, range)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.written).toBe(2)
    expect((await rowsOf(a.id))[0]).toMatchObject({ source: 'api', utr: 'SRUTR1', remittedOn: '2026-11-25' })
    expect(
      (await adminCall(t, 'POST', '/cod-remittances/courier', owner.cookie, range)).json().data.written,
    ).toBe(0)
    await testCourier('/_test/remit', {
      awbs: [c.awb],
      utr: 'SRUTR2',
      date: '2026-11-26',
      amount: rupees(c.total - 5),
    })
    const short = await adminCall(t, 'POST', '/cod-remittances/courier', owner.cookie, {
      from: '2026-11-26',
      to: '2026-11-26',
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe(remittanceMessages.refused(1))
    expect(await rowsOf(c.id)).toHaveLength(0)
  })

  it('a courier that fails leaves everything as it was, with the courier’s error', async () => {
    await testCourier('/_test/fail-next', { status: 503 })
    const res = await adminCall(t, 'POST', '/cod-remittances/courier/preview', owner.cookie, {
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(res.statusCode).toBe(503)
  })
})

describe('the overview: COD delivered, not yet remitted', () => {
  it('counts and sums by carrier with the oldest delivery; drops what is remitted; lists it with ?cod_remitted=no', async () => {
    // Everything earlier in this file remitted or not: start from the figures as they stand.
    const before = await outstanding()
    const x = await selfShippedCod('Delhivery', 'DLV-REMIT-1')
    const y = await selfShippedCod('Delhivery', 'DLV-REMIT-2')
    const after = await outstanding()
    expect(after.orders).toBe(before.orders + 2)
    expect(after.amount).toBeCloseTo(before.amount + x.total + y.total, 2)
    const delhivery = after.by_courier.find((c) => c.courier === 'Delhivery')!
    expect(delhivery).toMatchObject({ orders: 2, amount: x.total + y.total })
    expect(Date.parse(delhivery.oldest_delivered_at)).toBeLessThanOrEqual(Date.now())
    const list = await adminCall(t, 'GET', '/orders?cod_remitted=no&per_page=100', owner.cookie)
    expect(list.statusCode, list.body).toBe(200)
    const ids = list.json().data.map((o: { id: string }) => o.id)
    expect(ids).toEqual(expect.arrayContaining([x.id, y.id]))
    expect(ids).toHaveLength(after.orders)
    expect((await apply(csv(`DLV-REMIT-1,,,${rupees(x.total)},UTR-D1,2026-11-27`))).statusCode).toBe(200)
    const last = await outstanding()
    expect(last.by_courier.find((c) => c.courier === 'Delhivery')).toMatchObject({
      orders: 1,
      amount: y.total,
    })
    const listed = (await adminCall(t, 'GET', '/orders?cod_remitted=no&per_page=100', owner.cookie)).json()
      .data
    expect(listed.map((o: { id: string }) => o.id)).not.toContain(x.id)
    const dash = await adminCall(t, 'GET', '/dashboard?days=7', owner.cookie)
    expect(dash.json().data.cod_unremitted).toEqual(last)
  })
})
