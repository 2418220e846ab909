import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { returnMessages } from '#domain/returns.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { verifyStock } from '../catalogue/stock-verify.ts'
import { stockMovements } from '../catalogue/tables.ts'
import { renderNotification } from '../notifications/mails.ts'
import type { NotificationPayload } from '../notifications/payloads.ts'
import { notifications } from '../notifications/tables.ts'

// Shopper returns (decision 056): a request within the window from My Orders, staff's approval or refusal, the units
// received into the stock ledger and the money back once with one credit note (online: the partial refund by items;
// cash on delivery: a payout to the UPI ID or bank account given). Runs on PGlite and, with TEST_DATABASE=postgres,
// on PostgreSQL.

let t: TestContext
let staff: TestOperator
let buyer: TestUser
let other: TestUser

beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
  buyer = await signUp(t)
  other = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

async function place(
  who: TestUser,
  items: { product_id: number; variant_index?: number; quantity: number }[],
) {
  for (const item of items) expect((await api(t, who, 'POST', '/cart/items', item)).statusCode).toBe(200)
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
const act = (id: string, action: string, body?: unknown) =>
  adminCall(t, 'POST', `/orders/${id}/${action}`, staff.cookie, body ?? {})
async function deliver(id: string) {
  for (const [a, body] of [
    ['pack', {}],
    ['ship', { carrier: 'Delhivery', waybill: `DLV${Date.now()}` }],
    ['deliver', {}],
  ] as const) {
    const res = await act(id, a, body)
    expect(res.statusCode, `${a}: ${res.body}`).toBe(200)
  }
}
async function deliveredOnline(who: TestUser, items = [{ product_id: 101, quantity: 2 }]) {
  const placed = await place(who, items)
  const pay = await payWithCard(t, placed.key_id, placed.order_id)
  expect((await api(t, who, 'POST', '/payments/verify', pay.json())).statusCode).toBe(200)
  await deliver(placed.shop_order_id)
  return placed.shop_order_id
}
async function deliveredCod(who: TestUser, items = [{ product_id: 102, quantity: 3 }]) {
  const placed = await place(who, items)
  const res = await api(t, who, 'POST', `/orders/${placed.shop_order_id}/cash-on-delivery`)
  expect(res.statusCode, res.body).toBe(200)
  await deliver(placed.shop_order_id)
  return placed.shop_order_id
}
const returnsOf = async (who: TestUser, id: string) => {
  const res = await api(t, who, 'GET', `/orders/${id}/returns`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const ask = (who: TestUser, id: string, body: Record<string, unknown>) =>
  api(t, who, 'POST', `/orders/${id}/returns`, { reason: 'damaged', ...body })
const staffDo = (returnId: string, action: string, body: unknown = {}) =>
  adminCall(t, 'POST', `/returns/${returnId}/${action}`, staff.cookie, body)
const mailSteps = async (orderId: string) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'order_return')))
  )
    .map((n) => (n.payload as { step: string }).step)
    .sort()
/** The shopper's mail of a return's step, as the outbox sends it. */
const mailOf = async (orderId: string, step: string) => {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'order_return')))
  const row = rows.find((n) => (n.payload as { step: string }).step === step)
  return renderNotification(row!.payload as NotificationPayload, {
    shop: t.config.shop,
    publicUrl: t.config.publicUrl,
  })
}

describe('a shopper asks for a return', () => {
  it('within the window, for units left: refused for more units than bought, twice for the same units, another’s order', async () => {
    const id = await deliveredOnline(buyer)
    const r = await returnsOf(buyer, id)
    expect(r.returnable).toBe(true)
    expect(r.items).toHaveLength(1)
    const item = r.items[0]
    expect(item).toMatchObject({ product_id: 101, quantity: 2, returnable: 2 })
    const line = { product_id: 101, pack_id: item.pack_id }

    const tooMany = await ask(buyer, id, { items: [{ ...line, quantity: 3 }] })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().message).toBe(returnMessages.tooMany(`${item.name} (${item.size})`, 2))
    const notThere = await ask(buyer, id, { items: [{ product_id: 999, pack_id: 0, quantity: 1 }] })
    expect(notThere.statusCode).toBe(400)
    expect(notThere.json().message).toBe(returnMessages.notInOrder)
    const none = await ask(buyer, id, { items: [] })
    expect(none.statusCode).toBe(400)
    expect(none.body).toContain(returnMessages.noItems)
    const badReason = await ask(buyer, id, { reason: 'bored', items: [{ ...line, quantity: 1 }] })
    expect(badReason.statusCode).toBe(400)
    expect((await ask(other, id, { items: [{ ...line, quantity: 1 }] })).statusCode).toBe(404)
    expect((await api(t, other, 'GET', `/orders/${id}/returns`)).statusCode).toBe(404)

    const first = await ask(buyer, id, { items: [{ ...line, quantity: 1 }], note: 'The pouch was torn' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toBe(returnMessages.requested)
    expect(first.json().data).toMatchObject({
      status: 'requested',
      reason: 'damaged',
      note: 'The pouch was torn',
    })
    expect(first.json().data.pickup_address.postal_code).toBe(HYDERABAD.postal_code)
    // the same units again: only one is left
    const twice = await ask(buyer, id, { items: [{ ...line, quantity: 2 }] })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(returnMessages.tooMany(`${item.name} (${item.size})`, 1))
    expect((await returnsOf(buyer, id)).items[0].returnable).toBe(1)
    // withdrawn while requested: the units are free again
    const cancel = await api(t, buyer, 'POST', `/orders/${id}/returns/${first.json().data.id}/cancel`)
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json().data.status).toBe('cancelled')
    expect((await returnsOf(buyer, id)).items[0].returnable).toBe(2)
    expect(await mailSteps(id)).toEqual(['requested'])
  })

  it('refused outside the window and for an order not delivered', async () => {
    const id = await deliveredOnline(buyer)
    const { items, window_days } = await returnsOf(buyer, id)
    await t.database.db.execute(
      sql`update orders set delivered_at = now() - make_interval(days => ${window_days + 1}) where id = ${id}`,
    )
    expect((await returnsOf(buyer, id)).returnable).toBe(false)
    const late = await ask(buyer, id, {
      items: [{ product_id: 101, pack_id: items[0].pack_id, quantity: 1 }],
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(returnMessages.windowClosed(window_days))

    const placed = await place(buyer, [{ product_id: 103, quantity: 1 }])
    const pay = await payWithCard(t, placed.key_id, placed.order_id)
    expect((await api(t, buyer, 'POST', '/payments/verify', pay.json())).statusCode).toBe(200)
    const early = await ask(buyer, placed.shop_order_id, {
      items: [{ product_id: 103, pack_id: 0, quantity: 1 }],
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(returnMessages.notDelivered)
  })
})

describe('staff decide, receive and refund', () => {
  it('online: approved, received (restock and write-off through the ledger), refunded once with one credit note', async () => {
    const id = await deliveredOnline(buyer, [{ product_id: 101, quantity: 3 }])
    const packId = (await returnsOf(buyer, id)).items[0].pack_id as number
    const asked = await ask(buyer, id, {
      reason: 'quality',
      items: [{ product_id: 101, pack_id: packId, quantity: 2 }],
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const rid = asked.json().data.id as string

    const queue = await adminCall(t, 'GET', '/returns?status=requested', staff.cookie)
    expect(queue.statusCode, queue.body).toBe(200)
    expect(queue.json().data.map((r: { id: string }) => r.id)).toContain(rid)
    expect(queue.json().data.find((r: { id: string }) => r.id === rid).shopper_email).toBe(buyer.email)

    // not yet received: refused, and nothing refunded
    expect(
      (
        await staffDo(rid, 'receive', {
          items: [{ product_id: 101, pack_id: packId, restock: 2, written_off: 0 }],
        })
      ).statusCode,
    ).toBe(409)
    expect((await staffDo(rid, 'refund')).statusCode).toBe(409)
    const approved = await staffDo(rid, 'approve', { awb: 'REV123456' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data).toMatchObject({ status: 'approved', courier_awb: 'REV123456' })
    // approved: the shopper can no longer withdraw it, nor staff refuse it
    expect((await api(t, buyer, 'POST', `/orders/${id}/returns/${rid}/cancel`)).json().message).toBe(
      returnMessages.cannotCancel,
    )
    expect((await staffDo(rid, 'refuse', { reason: 'Too late' })).statusCode).toBe(409)

    const wrong = await staffDo(rid, 'receive', {
      items: [{ product_id: 101, pack_id: packId, restock: 1, written_off: 0 }],
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(returnMessages.receiveCounts)
    const received = await staffDo(rid, 'receive', {
      items: [{ product_id: 101, pack_id: packId, restock: 1, written_off: 1 }],
    })
    expect(received.statusCode, received.body).toBe(200)
    expect(received.json().data.items[0]).toMatchObject({ quantity: 2, restocked: 1, written_off: 1 })
    // a second click moves no stock
    expect(
      (
        await staffDo(rid, 'receive', {
          items: [{ product_id: 101, pack_id: packId, restock: 2, written_off: 0 }],
        })
      ).statusCode,
    ).toBe(200)
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.orderId, id))
    expect(moves.map((m) => [m.reason, m.packId, m.change]).sort()).toEqual(
      [
        ['returned', packId, 2],
        ['sold', packId, -3],
        ['written_off', packId, -1],
      ].sort(),
    )

    const refunded = await staffDo(rid, 'refund')
    expect(refunded.statusCode, refunded.body).toBe(200)
    const ret = refunded.json().data
    expect(ret.status).toBe('refunded')
    expect(ret.credit_note_number).toBeTruthy()
    expect(ret.refund_amount).toBeGreaterThan(0)
    const again = await staffDo(rid, 'refund')
    expect(again.statusCode).toBe(200)
    expect(again.json().data.credit_note_number).toBe(ret.credit_note_number)
    const notes = await adminCall(t, 'GET', `/orders/${id}/credit-notes`, staff.cookie)
    expect(notes.json().data).toHaveLength(1)
    const o = (await adminCall(t, 'GET', `/orders/${id}`, staff.cookie)).json().data
    expect(o.payment_status).toBe('partially_refunded')
    // staff's steps on the order's timeline, in words, with who took them
    const titles = o.timeline.map((e: { title: string }) => e.title)
    expect(titles).toEqual(
      expect.arrayContaining(['Return approved', 'Returned units received: back to stock or written off']),
    )
    expect(JSON.stringify(o.timeline)).not.toContain('order.return_')
    // the shopper sees it on the order, and was mailed at each step (the refund by the refund's own mail)
    const mine = (await returnsOf(buyer, id)).returns[0]
    expect(mine).toMatchObject({ status: 'refunded', credit_note_number: ret.credit_note_number })
    expect(await mailSteps(id)).toEqual(['approved', 'received', 'requested'])
    const refundMails = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, id), eq(notifications.kind, 'payment_refunded')))
    expect(refundMails).toHaveLength(1)
    expect((await verifyStock(t.database.db)).ok).toBe(true)
  })

  it('cash on delivery: a UPI ID or bank account required and checked; the payout recorded with its credit note', async () => {
    const id = await deliveredCod(buyer)
    const packId = (await returnsOf(buyer, id)).items[0].pack_id as number
    const items = [{ product_id: 102, pack_id: packId, quantity: 1 }]
    const none = await ask(buyer, id, { items })
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe(returnMessages.codDestination)
    const badUpi = await ask(buyer, id, { items, refund_upi: 'asha' })
    expect(badUpi.statusCode).toBe(400)
    expect(badUpi.body).toContain(returnMessages.upi)
    const badIfsc = await ask(buyer, id, {
      items,
      refund_account: '123456789012',
      refund_ifsc: 'SBIN1234567',
    })
    expect(badIfsc.statusCode).toBe(400)
    expect(badIfsc.body).toContain(returnMessages.ifsc)
    const noIfsc = await ask(buyer, id, { items, refund_account: '123456789012' })
    expect(noIfsc.statusCode).toBe(400)
    const ok = await ask(buyer, id, { items, refund_account: '123456789012', refund_ifsc: 'sbin0001234' })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data.refund_to).toBe('account ending 9012 (IFSC SBIN0001234)')
    const rid = ok.json().data.id as string
    const queued = (await adminCall(t, 'GET', '/returns', staff.cookie))
      .json()
      .data.find((r: { id: string }) => r.id === rid)
    expect(queued.payout_to).toBe('account 123456789012, IFSC SBIN0001234')

    expect((await staffDo(rid, 'approve')).statusCode).toBe(200)
    expect(
      (
        await staffDo(rid, 'receive', {
          items: [{ product_id: 102, pack_id: packId, restock: 1, written_off: 0 }],
        })
      ).statusCode,
    ).toBe(200)
    const noRef = await staffDo(rid, 'refund', {})
    expect(noRef.statusCode).toBe(400)
    expect(noRef.json().message).toBe(returnMessages.payoutReference)
    const paid = await staffDo(rid, 'refund', { payout_reference: 'NEFT-UTR-998877' })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().data).toMatchObject({ status: 'refunded', payout_reference: 'NEFT-UTR-998877' })
    expect(paid.json().data.credit_note_number).toBeTruthy()
    const again = await staffDo(rid, 'refund', { payout_reference: 'ANOTHER' })
    expect(again.json().data.payout_reference).toBe('NEFT-UTR-998877')
    const notes = await adminCall(t, 'GET', `/orders/${id}/credit-notes`, staff.cookie)
    expect(notes.json().data).toHaveLength(1)
    expect(await mailSteps(id)).toEqual(['approved', 'received', 'refunded', 'requested'])
    const refundedMail = await mailOf(id, 'refunded')
    expect(refundedMail.subject).toBe(`Refund for your return of order ${id}`)
    expect(refundedMail.text).toContain('to account ending 9012 (IFSC SBIN0001234)')
    expect(refundedMail.text).toContain(paid.json().data.credit_note_number)
    expect((await verifyStock(t.database.db)).ok).toBe(true)
  })

  it('refused with a reason the shopper sees; the units can be asked for again', async () => {
    const id = await deliveredOnline(buyer, [{ product_id: 101, quantity: 1 }])
    const packId = (await returnsOf(buyer, id)).items[0].pack_id as number
    const items = [{ product_id: 101, pack_id: packId, quantity: 1 }]
    const rid = (await ask(buyer, id, { reason: 'other', items })).json().data.id as string
    expect((await staffDo(rid, 'refuse', { reason: '' })).statusCode).toBe(400)
    const refused = await staffDo(rid, 'refuse', { reason: 'Opened packs cannot be returned.' })
    expect(refused.statusCode, refused.body).toBe(200)
    const mine = (await returnsOf(buyer, id)).returns[0]
    expect(mine).toMatchObject({ status: 'refused', refusal_reason: 'Opened packs cannot be returned.' })
    expect((await staffDo(rid, 'approve')).statusCode).toBe(409)
    expect(await mailSteps(id)).toEqual(['refused', 'requested'])
    const refusedMail = await mailOf(id, 'refused')
    expect(refusedMail.subject).toBe(`Your return for order ${id} was not accepted`)
    expect(refusedMail.text).toContain('Our reason: Opened packs cannot be returned.')
    expect((await ask(buyer, id, { reason: 'damaged', items })).statusCode).toBe(200)
  })
})

describe('photos with a return request (decision 056, amendment)', () => {
  const form = (request: unknown, photos: { name: string; type: string; body: Buffer }[]) => {
    const b = '----returnphotos'
    const parts = [
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(request)}\r\n`,
      ),
      ...photos.map((p) =>
        Buffer.concat([
          Buffer.from(
            `--${b}\r\nContent-Disposition: form-data; name="photos"; filename="${p.name}"\r\nContent-Type: ${p.type}\r\n\r\n`,
          ),
          p.body,
          Buffer.from('\r\n'),
        ]),
      ),
      Buffer.from(`--${b}--\r\n`),
    ]
    return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${b}` }
  }
  const send = (who: TestUser, id: string, f: ReturnType<typeof form>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${id}/returns`,
      headers: { authorization: `Bearer ${who.token}`, 'content-type': f.contentType },
      payload: f.payload,
    })

  it('up to three re-encoded photos; too many, a PDF, not a picture or too large refused with nothing written; only the owner and staff read them', async () => {
    const sharp = (await import('sharp')).default
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2F6B3B' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .jpeg()
      .toBuffer()
    const id = await deliveredOnline(buyer)
    const item = (await returnsOf(buyer, id)).items[0]
    const request = { reason: 'damaged', items: [{ product_id: 101, pack_id: item.pack_id, quantity: 1 }] }
    const photo = { name: 'box.jpg', type: 'image/jpeg', body: jpeg }

    const four = await send(buyer, id, form(request, [photo, photo, photo, photo]))
    expect(four.statusCode).toBe(400)
    expect(four.json().message).toBe(returnMessages.tooManyPhotos)
    const pdf = await send(
      buyer,
      id,
      form(request, [photo, { name: 'bill.pdf', type: 'application/pdf', body: Buffer.from('%PDF-1.4 x') }]),
    )
    expect(pdf.statusCode).toBe(400)
    expect(pdf.json().message).toBe(returnMessages.notAPhoto('Photo 2 (bill.pdf)'))
    const text = await send(
      buyer,
      id,
      form(request, [{ name: 'note.jpg', type: 'image/jpeg', body: Buffer.from('not a picture') }]),
    )
    expect(text.json().message).toBe(returnMessages.notAPhoto('Photo 1 (note.jpg)'))
    const big = await send(
      buyer,
      id,
      form(request, [
        photo,
        { name: 'huge.jpg', type: 'image/jpeg', body: Buffer.alloc(t.config.uploadMaxBytes + 1, 1) },
      ]),
    )
    expect(big.statusCode).toBe(413)
    expect(big.json().message).toBe(
      returnMessages.photoTooLarge('Photo 2 (huge.jpg)', t.config.uploadMaxBytes),
    )
    expect((await returnsOf(buyer, id)).returns).toHaveLength(0)

    const ok = await send(buyer, id, form(request, [photo, photo]))
    expect(ok.statusCode, ok.body).toBe(200)
    const ret = ok.json().data
    expect(ret.photos).toHaveLength(2)
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/returns/${ret.id}/photos/${ret.photos[0]}`,
      headers: { authorization: `Bearer ${buyer.token}` },
    })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('image/webp')
    const meta = await sharp(own.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/returns/${ret.id}/photos/${ret.photos[0]}`,
      headers: { authorization: `Bearer ${other.token}` },
    })
    expect(theirs.statusCode).toBe(404)
    const staffs = await adminCall(t, 'GET', `/returns/${ret.id}/photos/${ret.photos[1]}`, staff.cookie)
    expect(staffs.statusCode).toBe(200)
    expect(staffs.headers['content-type']).toBe('image/webp')
  })
})
