import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchLine } from '#domain/batches.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { readOutbox, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { indiaToday } from './batches.ts'

// Batches from farm to pack (decision 052): staff receive a batch with its dates and source in the same
// transaction as its ledger row; orders take a pack's unexpired batches first expiry first out, then stock no batch
// names, one 'sold' row per batch; an expired batch is written off, never sold; a cancellation gives back to the same
// batches; stock:verify checks every batch; the product read names the next batch; a recall lists the orders and
// mails each shopper once. Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

let t: TestContext
let owner: TestOperator
beforeAll(async () => {
  t = await createTestApp()
  owner = await addOperator(t, { role: 'owner' })
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const day = (offset: number) =>
  new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
const packOf = async (sku: string) =>
  (await rows<{ id: number; stock: number }>(sql`select id, stock from product_packs where sku = ${sku}`))[0]!
const batchOf = async (lot: string) =>
  (
    await rows<{ id: number; remaining: number }>(sql`select id, remaining from batches where lot = ${lot}`)
  )[0]
const source = {
  source_kind: 'self_help_group',
  source_name: "Kothur women's",
  source_village: 'Kothur',
  source_district: 'Rangareddy',
  source_state: 'Telangana',
  process: 'sun-dried',
}
const receive = (lot: string, change: number, bestBefore: string, over: object = {}) =>
  adminCall(t, 'POST', '/products/101/stock', owner.cookie, {
    sku: 'MORINGA-POWDER-500G',
    change,
    reason: 'received',
    batch: { lot, packed_on: day(-3), best_before: bestBefore, ...source },
    ...over,
  })
type Pack = { sku: string; batch: null | { lot: string; packed_on: string; best_before: string } }
const packsRead = async () => (await api(t, null, 'GET', '/products/101')).json().data.packs as Pack[]
const place = async (u: TestUser, quantity: number, variant_index = 2) => {
  const { created } = await startCheckout(t, u, {
    items: [{ product_id: 101, variant_index, quantity } as { product_id: number; quantity: number }],
  })
  expect(created.statusCode, created.body).toBe(200)
  return created.json().data.shop_order_id as string
}

describe('the seeded batches and the product read', () => {
  it("names each pack's next batch (first expiry first out); the unbatched 500 g pack has none", async () => {
    const packs = await packsRead()
    expect(packs.map((k) => [k.sku, k.batch?.lot ?? null])).toEqual([
      ['MORINGA-POWDER-100G', 'MO-KTR-01'],
      ['MORINGA-POWDER-250G', 'MO-KTR-02'],
      ['MORINGA-POWDER-500G', null],
    ])
    const line = batchLine(packs[0]!.batch as Parameters<typeof batchLine>[0])
    expect(line).toMatch(
      /^This batch: packed \d{1,2} [A-Z][a-z]{2} \d{4}, best before [A-Z][a-z]{2} \d{4}, sun-dried by the Kothur women's self-help group, Rangareddy, Telangana$/,
    )
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    expect(await t.app.catalogue.verifyBatches()).toEqual([])
  })
})

describe('receiving a batch', () => {
  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await packOf('MORINGA-POWDER-500G')
    const movements = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from stock_movements`))[0]!.n
    const batchesNow = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from batches`))[0]!.n
    const [m0, b0] = [await movements(), await batchesNow()]
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, number, RegExp | string][] = [
      [receive('BAD-1', 5, day(-10)), 400, 'batch.best_before must be after batch.packed_on'],
      [
        receive('BAD-2', 5, day(-1), {
          batch: { lot: 'BAD-2', packed_on: day(-30), best_before: day(-1), ...source },
        }),
        400,
        adminMessages.batchAlreadyExpired,
      ],
      [receive('BAD-3', 5, day(100), { sku: 'NO-SUCH-SKU' }), 400, adminMessages.unknownSku('NO-SUCH-SKU')],
      [receive('BAD-4', -5, day(100)), 400, adminMessages.batchOnlyReceived],
      [receive('BAD-5', 2.5, day(100)), 400, 'Change must be a whole number'],
      [receive('BAD-6', 5, day(100), { reason: 'correction' }), 400, adminMessages.batchOnlyReceived],
      [receive('BAD 7!', 5, day(100)), 400, /^batch\.lot:/],
      [receive('BAD-8', 5, '2027-02-30'), 400, 'batch.best_before: not a date (YYYY-MM-DD)'],
      [
        receive('BAD-9', 5, day(100), {
          batch: { lot: 'BAD-9', packed_on: day(-3), best_before: day(100), ...source, source_district: '' },
        }),
        400,
        'batch.source_district is required',
      ],
    ]
    for (const [call, status, message] of cases) {
      const res = await call
      expect(res.statusCode, JSON.stringify(res.json())).toBe(status)
      if (typeof message === 'string') expect(res.json().message).toContain(message)
      else expect(res.json().message).toMatch(message)
    }
    expect(await movements()).toBe(m0)
    expect(await batchesNow()).toBe(b0)
    expect((await packOf('MORINGA-POWDER-500G')).stock).toBe(before.stock)
  })

  it('records the batch with its ledger row; a lot twice for a pack is refused, nothing written', async () => {
    const before = await packOf('MORINGA-POWDER-500G')
    const late = await receive('MO-LATE-1', 5, day(200))
    expect(late.statusCode, late.body).toBe(200)
    expect(late.json().data).toMatchObject({
      change: 5,
      reason: 'received',
      lot: 'MO-LATE-1',
      sku: 'MORINGA-POWDER-500G',
    })
    const early = await receive('mo-early-1', 3, day(100))
    expect(early.statusCode, early.body).toBe(200)
    expect(early.json().data.lot).toBe('MO-EARLY-1')
    expect((await packOf('MORINGA-POWDER-500G')).stock).toBe(before.stock + 8)
    const dup = await receive('MO-LATE-1', 2, day(150))
    expect(dup.statusCode).toBe(400)
    expect(dup.json().message).toBe(adminMessages.duplicateLot('MO-LATE-1', 'MORINGA-POWDER-500G'))
    expect((await packOf('MORINGA-POWDER-500G')).stock).toBe(before.stock + 8)
    // the list per product, first expiry first
    const list = await adminCall(t, 'GET', '/products/101/batches', owner.cookie)
    expect(list.statusCode, list.body).toBe(200)
    const lots = (list.json().data as { sku: string; lot: string; remaining: number }[]).map((b) => [
      b.sku,
      b.lot,
      b.remaining,
    ])
    expect(lots).toEqual([
      ['MORINGA-POWDER-100G', 'MO-KTR-01', 148],
      ['MORINGA-POWDER-250G', 'MO-KTR-02', 40],
      ['MORINGA-POWDER-250G', 'MO-PNK-01', 20],
      ['MORINGA-POWDER-500G', 'MO-EARLY-1', 3],
      ['MORINGA-POWDER-500G', 'MO-LATE-1', 5],
    ])
    // the product page now names the 500 g pack's earliest batch
    expect((await packsRead())[2]!.batch?.lot).toBe('MO-EARLY-1')
    // the ledger screen names the lot
    const ledger = await adminCall(t, 'GET', '/products/101/ledger?sku=MORINGA-POWDER-500G', owner.cookie)
    expect(
      ledger
        .json()
        .data.slice(0, 2)
        .map((r: { lot: string; change: number }) => [r.lot, r.change]),
    ).toEqual([
      ['MO-EARLY-1', 3],
      ['MO-LATE-1', 5],
    ])
    expect(await t.app.catalogue.verifyBatches()).toEqual([])
  })
})

describe('first expiry first out', () => {
  it('an order takes the earliest batch, then the next, one sold row each; cancelling gives back to the same batches', async () => {
    const u = await signUp(t)
    const id = await place(u, 4)
    const sold = await rows<{ lot: string | null; change: number }>(sql`
      select b.lot, m.change from stock_movements m left join batches b on b.id = m.batch_id
      where m.order_id = ${id} and m.reason = 'sold' order by m.id`)
    expect(sold).toEqual([
      { lot: 'MO-EARLY-1', change: -3 },
      { lot: 'MO-LATE-1', change: -1 },
    ])
    expect((await batchOf('MO-EARLY-1'))!.remaining).toBe(0)
    expect((await batchOf('MO-LATE-1'))!.remaining).toBe(4)
    const alloc = await rows<{ lot: string; quantity: number }>(sql`
      select b.lot, a.quantity from order_item_batches a join batches b on b.id = a.batch_id
      where a.order_id = ${id} order by b.best_before`)
    expect(alloc).toEqual([
      { lot: 'MO-EARLY-1', quantity: 3 },
      { lot: 'MO-LATE-1', quantity: 1 },
    ])
    // the next batch a shopper receives is now the later one
    expect((await packsRead())[2]!.batch?.lot).toBe('MO-LATE-1')
    expect(await t.app.catalogue.verifyBatches()).toEqual([])

    // more than the batches hold: the rest is stock no batch names
    const v = await signUp(t)
    const big = await place(v, 6)
    const bigRows = await rows<{ lot: string | null; change: number }>(sql`
      select b.lot, m.change from stock_movements m left join batches b on b.id = m.batch_id
      where m.order_id = ${big} and m.reason = 'sold' order by m.id`)
    expect(bigRows).toEqual([
      { lot: 'MO-LATE-1', change: -4 },
      { lot: null, change: -2 },
    ])
    expect((await packsRead())[2]!.batch).toBeNull()

    const cancelled = await api(t, u, 'POST', `/orders/${id}/cancel`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const back = await rows<{ lot: string | null; change: number }>(sql`
      select b.lot, m.change from stock_movements m left join batches b on b.id = m.batch_id
      where m.order_id = ${id} and m.reason = 'released' order by b.lot`)
    expect(back).toEqual([
      { lot: 'MO-EARLY-1', change: 3 },
      { lot: 'MO-LATE-1', change: 1 },
    ])
    expect((await batchOf('MO-EARLY-1'))!.remaining).toBe(3)
    expect((await batchOf('MO-LATE-1'))!.remaining).toBe(1)
    expect(await rows(sql`select 1 from order_item_batches where order_id = ${id}`)).toEqual([])
    expect((await api(t, v, 'POST', `/orders/${big}/cancel`)).statusCode).toBe(200)
    expect((await batchOf('MO-LATE-1'))!.remaining).toBe(5)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    expect(await t.app.catalogue.verifyBatches()).toEqual([])
  })

  it('an expired batch is written off before a sale and never sold; the sweep writes off the rest', async () => {
    const pack = await packOf('MORINGA-POWDER-500G')
    // a batch that expired yesterday, received long ago (written as a receipt would have been, with its ledger row)
    const [old] = await rows<{ id: number }>(sql`
      insert into batches (product_id, pack_id, lot, packed_on, best_before, source_kind, source_name, source_district,
        source_state, received, remaining, received_by)
      values (101, ${pack.id}, 'MO-OLD-1', ${day(-400)}::date, ${day(-1)}::date, 'farmer_group', 'Penukonda growers’',
        'Sri Sathya Sai', 'Andhra Pradesh', 2, 2, 'test') returning id`)
    await rows(sql`update product_packs set stock = stock + 2 where id = ${pack.id}`)
    await rows(sql`insert into stock_movements (product_id, pack_id, batch_id, change, stock_after, reason, actor)
      values (101, ${pack.id}, ${old!.id}, 2, ${pack.stock + 2}, 'received', 'test')`)
    expect(await t.app.catalogue.verifyBatches()).toEqual([])
    // the product read never offers it
    expect((await packsRead())[2]!.batch?.lot).toBe('MO-EARLY-1')

    const u = await signUp(t)
    const id = await place(u, 1)
    const sold = await rows<{ lot: string | null }>(sql`
      select b.lot from stock_movements m left join batches b on b.id = m.batch_id
      where m.order_id = ${id} and m.reason = 'sold'`)
    expect(sold).toEqual([{ lot: 'MO-EARLY-1' }])
    const off = await rows<{ change: number; note: string; actor: string }>(sql`
      select change, note, actor from stock_movements where batch_id = ${old!.id} and reason = 'written_off'`)
    expect(off).toEqual([{ change: -2, note: 'expired', actor: 'system' }])
    expect((await batchOf('MO-OLD-1'))!.remaining).toBe(0)
    expect((await packOf('MORINGA-POWDER-500G')).stock).toBe(pack.stock - 1)
    // given back, to the batch it came from (the written-off units stay written off)
    expect((await api(t, u, 'POST', `/orders/${id}/cancel`)).statusCode).toBe(200)
    expect((await batchOf('MO-EARLY-1'))!.remaining).toBe(3)
    expect((await batchOf('MO-OLD-1'))!.remaining).toBe(0)

    // the sweep: another expired batch of the 100 g pack, nobody buying it
    const small = await packOf('MORINGA-POWDER-100G')
    const [old2] = await rows<{ id: number }>(sql`
      insert into batches (product_id, pack_id, lot, packed_on, best_before, source_kind, source_name, source_district,
        source_state, received, remaining, received_by)
      values (101, ${small.id}, 'MO-OLD-2', ${day(-400)}::date, ${day(-2)}::date, 'farmer_group', 'Penukonda growers’',
        'Sri Sathya Sai', 'Andhra Pradesh', 4, 4, 'test') returning id`)
    await rows(sql`update product_packs set stock = stock + 4 where id = ${small.id}`)
    await rows(sql`insert into stock_movements (product_id, pack_id, batch_id, change, stock_after, reason, actor)
      values (101, ${small.id}, ${old2!.id}, 4, ${small.stock + 4}, 'received', 'test')`)
    // the dashboard lists it as expired (near expiry, 60 days)
    const dash = await adminCall(t, 'GET', '/dashboard?days=7', owner.cookie)
    expect(dash.statusCode, dash.body).toBe(200)
    const near = dash.json().data.near_expiry as { lot: string; days_left: number }[]
    expect(near[0]).toMatchObject({ lot: 'MO-OLD-2', days_left: -2 })
    expect(await t.app.catalogue.sweepExpiredBatches()).toBe(1)
    expect(await t.app.catalogue.sweepExpiredBatches()).toBe(0)
    expect((await batchOf('MO-OLD-2'))!.remaining).toBe(0)
    expect((await packOf('MORINGA-POWDER-100G')).stock).toBe(small.stock)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    expect(await t.app.catalogue.verifyBatches()).toEqual([])
  })

  it('a decrease by staff leaves unbatched stock first, or the lot named; stock:verify names a batch the ledger does not explain', async () => {
    const named = await adminCall(t, 'POST', '/products/101/stock', owner.cookie, {
      sku: 'MORINGA-POWDER-500G',
      change: -1,
      reason: 'damaged',
      lot: 'MO-LATE-1',
    })
    expect(named.statusCode, named.body).toBe(200)
    expect(named.json().data.lot).toBe('MO-LATE-1')
    expect((await batchOf('MO-LATE-1'))!.remaining).toBe(4)
    const tooMany = await adminCall(t, 'POST', '/products/101/stock', owner.cookie, {
      sku: 'MORINGA-POWDER-500G',
      change: -9,
      reason: 'damaged',
      lot: 'MO-LATE-1',
    })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().message).toBe(adminMessages.lotHasOnly('MO-LATE-1', 4))
    const unknown = await adminCall(t, 'POST', '/products/101/stock', owner.cookie, {
      sku: 'MORINGA-POWDER-500G',
      change: -1,
      reason: 'damaged',
      lot: 'NOPE',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(adminMessages.unknownLot('NOPE', 'MORINGA-POWDER-500G'))
    const unnamed = await adminCall(t, 'POST', '/products/101/stock', owner.cookie, {
      sku: 'MORINGA-POWDER-500G',
      change: -1,
      reason: 'correction',
    })
    expect(unnamed.statusCode, unnamed.body).toBe(200)
    expect(unnamed.json().data.lot).toBeNull()
    expect(await t.app.catalogue.verifyBatches()).toEqual([])

    await rows(sql`update batches set remaining = remaining + 1 where lot = 'MO-LATE-1'`)
    expect(await t.app.catalogue.verifyBatches()).toEqual([
      expect.objectContaining({ lot: 'MO-LATE-1', remaining: 5, ledger: 4 }),
    ])
    await rows(sql`update batches set remaining = remaining - 1 where lot = 'MO-LATE-1'`)
    expect(await t.app.catalogue.verifyBatches()).toEqual([])
  })
})

/** Moringa Powder (101) as the seed's Hindi catalogue names it */
const HI_MORINGA = 'मोरिंगा पाउडर'

describe('recall', () => {
  it('lists every order and shopper holding the batch, as CSV too, and mails each shopper once however often it is asked', async () => {
    const a = await signUp(t)
    const b = await signUp(t)
    const a1 = await place(a, 1)
    const b1 = await place(b, 1)
    // a's second order: the 100 g pack, another batch
    await place(a, 1, 0)
    // the 500 g pack's earliest unexpired batch
    const batch = (await batchOf('MO-EARLY-1'))!
    const page = await adminCall(t, 'GET', `/batches/${batch.id}`, owner.cookie)
    expect(page.statusCode, page.body).toBe(200)
    const data = page.json().data
    expect(data).toMatchObject({
      lot: 'MO-EARLY-1',
      sku: 'MORINGA-POWDER-500G',
      source_name: "Kothur women's",
    })
    expect(
      data.orders.map((o: { order_id: string; email: string; quantity: number }) => [
        o.order_id,
        o.email,
        o.quantity,
      ]),
    ).toEqual([
      [a1, a.email, 1],
      [b1, b.email, 1],
    ])
    expect(data.orders.every((o: { recall_mailed: boolean }) => !o.recall_mailed)).toBe(true)

    const csv = await adminCall(t, 'GET', `/batches/${batch.id}/orders.csv`, owner.cookie)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    const lines = csv.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'order_id,placed_at_india_time,status,quantity,customer_name,email,phone,city,recall_mailed',
    )
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([a1, b1])

    // b placed the order on a Hindi page: b's mail is in Hindi (decision 060)
    await t.database.db.execute(sql`update orders set language = 'hi' where id = ${b1}`)
    // one action, twice (a double click), and once more at the same time: two mails in all
    const body = { message: 'Please do not use this pack; we will replace it.' }
    const [first, again] = await Promise.all([
      adminCall(t, 'POST', `/batches/${batch.id}/recall`, owner.cookie, body),
      adminCall(t, 'POST', `/batches/${batch.id}/recall`, owner.cookie, body),
    ])
    expect([first.statusCode, again.statusCode]).toEqual([200, 200])
    expect(first.json().data.queued + again.json().data.queued).toBe(2)
    const third = await adminCall(t, 'POST', `/batches/${batch.id}/recall`, owner.cookie, body)
    expect(third.json().data).toEqual({ queued: 0, shoppers: 2 })
    const queued = await rows<{ recipient: string }>(
      sql`select recipient from notifications where kind = 'batch_recall' order by recipient`,
    )
    expect(queued.map((r) => r.recipient)).toEqual([a.email, b.email].sort())
    await t.app.notifications.flush()
    const mails = readOutbox(t).filter((m) => m.to === a.email || m.to === b.email)
    const toA = mails.filter((m) => m.subject.startsWith('Recall:'))
    expect(toA.map((m) => m.to)).toEqual([a.email])
    expect(toA[0]!.subject).toBe('Recall: Moringa Powder 500g, batch MO-EARLY-1')
    expect(toA[0]!.text).toContain(`order ${a1}`)
    expect(toA[0]!.text).toContain('Please do not use this pack')
    const toB = mails.filter((m) => m.subject.startsWith('वापसी की सूचना:'))
    expect(toB.map((m) => m.to)).toEqual([b.email])
    expect(toB[0]!.subject).toBe(`वापसी की सूचना: ${HI_MORINGA} 500g, बैच MO-EARLY-1`)
    expect(toB[0]!.text).toContain(`ऑर्डर ${b1}`)
    // staff's own words are sent as staff wrote them
    expect(toB[0]!.text).toContain('Please do not use this pack')
    expect(toB[0]!.links.orders).toBe(`${t.config.publicUrl}/hi/orders`)
    expect(
      (await adminCall(t, 'GET', `/batches/${batch.id}`, owner.cookie))
        .json()
        .data.orders.every((o: { recall_mailed: boolean }) => o.recall_mailed),
    ).toBe(true)

    // the packing slip names the batch to pick
    const slip = await adminCall(t, 'GET', `/orders/${a1}/packing-slip.pdf`, owner.cookie)
    expect(slip.statusCode).toBe(200)
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'batch-slip-')), 'slip.pdf')
    writeFileSync(file, slip.rawPayload)
    expect(execFileSync('pdftotext', ['-layout', file, '-']).toString()).toContain('Batch MO-EARLY-1')

    // a packer sees the batch page but not the shoppers' CSV nor the mail (decision 044)
    const packer = await addOperator(t, { role: 'packer' })
    expect((await adminCall(t, 'GET', `/batches/${batch.id}`, packer.cookie)).statusCode).toBe(200)
    expect((await adminCall(t, 'GET', `/batches/${batch.id}/orders.csv`, packer.cookie)).statusCode).toBe(403)
    expect((await adminCall(t, 'POST', `/batches/${batch.id}/recall`, packer.cookie, body)).statusCode).toBe(
      403,
    )
    expect((await adminCall(t, 'GET', '/batches/999999', owner.cookie)).statusCode).toBe(404)
  })
})
