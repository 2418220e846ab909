import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { freshIp, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { pgQuery as query } from '#server/testing/pg-databases.ts'
import type { TestContext } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { type FreshReply, requestFresh } from '#server/testing/workers.ts'
import type { ShopProcess } from '../../../../scripts/lib/shop-process.ts'

// Stock is written only through movements (decision 031), proven where it matters: real PostgreSQL, the shop run
// with WORKERS=2 (two processes), 20 shoppers buying a product while staff save its form and adjust its stock.
// Staff's saves include the form as it was (the stock it loaded, sent back with a typo fixed) and as it is now
// (other fields only). Whatever the interleaving, stock on hand is the opening stock plus the adjustments less
// the units the orders hold, and the stock ledger (one row per adjustment and per order's taking, decision 031)
// adds up to the stock on hand.
const adminUrl = inject('pgAdminUrl')
const SHOPPERS = 20
const OPENING = 20
const SAVES = 6
const ADJUSTMENTS = 8

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(!adminUrl)('stock under sales, saves and adjustments: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let url = ''
  let t: TestContext
  let shop: ShopProcess | undefined
  let owner: TestOperator
  let staff: TestOperator
  let shoppers: TestUser[]
  let addresses: string[]
  let productId = 0

  /** A back-office call on a fresh connection: successive calls reach both workers. */
  const staffCall = (
    method: string,
    path: string,
    body?: unknown,
    cookie = owner.cookie,
  ): Promise<FreshReply> => race!.call(method, `/api/admin/v1${path}`, { cookie, body })

  beforeAll(async () => {
    // In this process: staff and shoppers made ready (accounts, carts, addresses) on the shared database.
    race = await twoProcesses('shop_stock')
    ;({ url, t } = race)
    owner = await addOperator(t, { role: 'owner' })
    staff = await addOperator(t, { role: 'staff' })
    shop = await race.start()
    const created = await staffCall('POST', '/products', {
      name: 'Kodo Millet Flakes',
      category: 'Superfoods',
      price: 180,
      actual_price: 220,
      stock: OPENING,
      size: '250g',
      hsn_code: '1904',
      gst_rate: 5,
    })
    expect(created.status, created.body).toBe(200)
    productId = JSON.parse(created.body).data.id
    shoppers = []
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await signUp(t))
    addresses = []
    for (const s of shoppers) {
      const add = await api(t, s, 'POST', '/cart/items', { product_id: productId, quantity: 1 })
      expect(add.statusCode, add.body).toBe(200)
      const estimate = await api(t, s, 'POST', '/cart/checkout/estimate-shipping', HYDERABAD)
      addresses.push(estimate.json().data.address_id)
    }
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('stock never changes through a save; on hand = opening + adjustments − units held = the ledger sum; stock:verify passes', async () => {
    const buying = Promise.all(
      shoppers.map(async (s, i) => {
        const res = await requestFresh(`${shop!.base}/api/v1/payments/create-order`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${s.token}`,
            'x-forwarded-for': freshIp(),
          },
          body: JSON.stringify({
            first_name: 'Asha',
            last_name: 'Rao',
            mobile: '9848012345',
            shipping_address_id: addresses[i],
          }),
        })
        return res
      }),
    )
    // Staff edit the product as sales come in: the form loaded, a typo fixed a moment later, saved.
    const saving = (async () => {
      const replies: { withStock: FreshReply; without: FreshReply }[] = []
      for (let i = 0; i < SAVES; i++) {
        const loaded = JSON.parse((await staffCall('GET', `/products/${productId}`)).body).data
        await pause(25)
        // the form as it was: every field it loaded, stock among them
        const withStock = await staffCall('PATCH', `/products/${productId}`, {
          description: `Rolled kodo millet, fixed typo ${i}`,
          stock: loaded.stock,
          version: loaded.version,
        })
        // the form as it is: only what changed, never stock, with the version it loaded; the sales and
        // adjustments made since moved no version (decision 040), so it goes through
        const without = await staffCall('PATCH', `/products/${productId}`, {
          description: `Rolled kodo millet, fixed typo ${i}`,
          version: loaded.version,
        })
        replies.push({ withStock, without })
      }
      return replies
    })()
    // Others adjust at the same moment, in the stock panel: received cartons, a damaged pack.
    const adjusting = (async () => {
      const done: number[] = []
      for (let i = 0; i < ADJUSTMENTS; i++) {
        const change = i % 2 === 0 ? 5 : -2
        const res = await staffCall('POST', `/products/${productId}/stock`, {
          change,
          reason: change > 0 ? 'received' : 'damaged',
          note: `race ${i}`,
        })
        if (res.status === 200) done.push(change)
        else {
          expect(res.status, res.body).toBe(409)
          expect(JSON.parse(res.body).message).toBe(adminMessages.stockWouldGoNegative)
        }
      }
      return done
    })()
    const [orders, saves, adjustments] = await Promise.all([buying, saving, adjusting])

    // every order either holds its unit or is refused as out of stock; both processes served them
    for (const o of orders) expect([200, 409], o.body).toContain(o.status)
    expect(new Set(orders.map((o) => o.worker)).size).toBe(2)
    const sold = orders.filter((o) => o.status === 200).length
    const [row] = await query<{ stock: number; description: string }>(
      url,
      'select stock, description from products where id = $1',
      [productId],
    )
    const [held] = await query<{ n: number }>(
      url,
      `select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id
       where i.product_id = $1 and o.status not in ('cancelled', 'expired')`,
      [productId],
    )
    const adjusted = adjustments.reduce((a, b) => a + b, 0)
    console.info(
      `stock race: ${sold} of ${SHOPPERS} sold, adjustments ${adjustments.join(' ')} (${adjusted}), stock left ${row!.stock}`,
    )
    expect(held!.n).toBe(sold)
    expect(row!.stock + held!.n).toBe(OPENING + adjusted)
    // a save that carries stock is refused, one that does not goes through
    for (const s of saves) {
      expect(s.withStock.status, s.withStock.body).toBe(400)
      expect(JSON.parse(s.withStock.body).message).toBe(adminMessages.stockNotOnSave)
      expect(s.without.status, s.without.body).toBe(200)
    }

    expect(row!.description).toBe(`Rolled kodo millet, fixed typo ${SAVES - 1}`)

    // One ledger (decision 031, amended): opening, staff's adjustments and each order's 'sold' row; on hand = the
    // ledger's sum = opening + adjustments − sold + released, and the ledger's check passes
    const movements = await query<{ change: number; reason: string; order_id: string | null }>(
      url,
      'select change, reason, order_id from stock_movements where product_id = $1 order by id',
      [productId],
    )
    expect(movements[0]).toEqual({ change: OPENING, reason: 'opening', order_id: null })
    const staffRows = movements.filter((m) => m.reason === 'received' || m.reason === 'damaged')
    expect(staffRows.map((m) => m.change).sort((a, b) => a - b)).toEqual(
      [...adjustments].sort((a, b) => a - b),
    )
    const soldRows = movements.filter((m) => m.reason === 'sold')
    const releasedRows = movements.filter((m) => m.reason === 'released')
    expect(soldRows).toHaveLength(sold)
    expect(new Set(soldRows.map((m) => m.order_id)).size).toBe(sold)
    expect(soldRows.every((m) => m.change === -1)).toBe(true)
    expect(movements).toHaveLength(1 + staffRows.length + soldRows.length + releasedRows.length)
    const released = releasedRows.reduce((a, m) => a + m.change, 0)
    expect(movements.reduce((a, m) => a + m.change, 0)).toBe(row!.stock)
    expect(row!.stock).toBe(OPENING + adjusted - sold + released)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    // no save wrote a stock figure, whatever the audit log would show
    const updates = await query<{ before: { stock: number }; after: { stock: number } }>(
      url,
      `select before, after from audit_log where action = 'product.update' and entity_id = $1`,
      [String(productId)],
    )
    expect(updates).toHaveLength(SAVES)
    for (const u of updates) expect(u.after.stock).toBe(u.before.stock)
  }, 180_000)

  // No stale writes (decision 040): two staff open the product and save it at the same moment from the same
  // version, each on its own connection (so on either process). Exactly one save wins; the other is told 409 with
  // the winner's product, and nothing of it is saved.
  it('two staff saving the same product from the same version at once: exactly one wins, the other gets 409', async () => {
    const ROUNDS = 8
    const start = JSON.parse((await staffCall('GET', `/products/${productId}`)).body).data
    const audited = async () =>
      (
        await query<{ n: number }>(
          url,
          `select count(*)::int as n from audit_log where action = 'product.update' and entity_id = $1`,
          [String(productId)],
        )
      )[0]!.n
    const auditedBefore = await audited()
    const workers = new Set<string>()
    for (let round = 0; round < ROUNDS; round++) {
      const loaded = JSON.parse((await staffCall('GET', `/products/${productId}`)).body).data
      const [a, b] = await Promise.all([
        staffCall('PATCH', `/products/${productId}`, { size: `owner ${round}`, version: loaded.version }),
        staffCall(
          'PATCH',
          `/products/${productId}`,
          { size: `staff ${round}`, version: loaded.version },
          staff.cookie,
        ),
      ])
      for (const r of [a, b]) if (r.worker) workers.add(r.worker)
      const statuses = [a.status, b.status].sort()
      expect(statuses, `${a.body} ${b.body}`).toEqual([200, 409])
      const [won, lost] = a.status === 200 ? [a, b] : [b, a]
      const winner = JSON.parse(won.body).data
      expect(winner.version).toBe(loaded.version + 1)
      expect(JSON.parse(lost.body)).toMatchObject({
        success: false,
        message: adminMessages.staleEdit('product'),
        reason: 'stale_version',
        current: { size: winner.size, version: winner.version },
      })
      const [row] = await query<{ size: string; version: number }>(
        url,
        'select size, version from products where id = $1',
        [productId],
      )
      expect(row).toEqual({ size: winner.size, version: loaded.version + 1 })
    }
    console.info(`save race: ${ROUNDS} rounds, one winner each, served by ${[...workers].join(' and ')}`)
    expect(workers.size).toBe(2)
    const end = JSON.parse((await staffCall('GET', `/products/${productId}`)).body).data
    expect(end.version).toBe(start.version + ROUNDS)
    expect(await audited()).toBe(auditedBefore + ROUNDS)
  }, 120_000)
  // Packs (decision 041): stock is per SKU. One product in two packs: shoppers order its default pack through both
  // processes while orders of both packs at once (one unit of each) take stock in this process, and staff adjust the
  // second pack through both processes. Each pack's on-hand is the sum of its ledger rows, the product's own stock is
  // its default pack's, and stock:verify passes.
  it('two packs of one product bought while staff adjust one pack: per SKU, on hand = the ledger sum', async () => {
    const OPEN_DEFAULT = 20
    const OPEN_SECOND = 12
    const created = await staffCall('POST', '/products', {
      name: 'Foxtail Millet Rava',
      category: 'Superfoods',
      price: 150,
      actual_price: 190,
      stock: OPEN_DEFAULT,
      size: '500g',
      hsn_code: '1904',
      gst_rate: 5,
    })
    expect(created.status, created.body).toBe(200)
    const id = JSON.parse(created.body).data.id as number
    // the second pack with its opening stock, as a migration or the packs form would add it
    const [second] = await query<{ id: number; sku: string }>(
      url,
      `with k as (insert into product_packs (product_id, position, sku, size, price_paise, actual_price_paise,
         weight_grams, stock) values ($1, 1, 'FOXTAIL-MILLET-RAVA-1KG', '1kg', 28000, 36000, 1000, $2) returning id, sku),
       m as (insert into stock_movements (product_id, pack_id, change, stock_after, reason, actor)
         select $1, id, $2, $2, 'opening', 'test' from k)
       select id, sku from k`,
      [id, OPEN_SECOND],
    )
    const [first] = await query<{ id: number }>(
      url,
      'select id from product_packs where product_id = $1 and position = 0',
      [id],
    )
    const buyers: TestUser[] = []
    const buyerAddresses: string[] = []
    for (let i = 0; i < SHOPPERS; i++) {
      const s = await signUp(t)
      expect((await api(t, s, 'POST', '/cart/items', { product_id: id, quantity: 1 })).statusCode).toBe(200)
      buyerAddresses.push(
        (await api(t, s, 'POST', '/cart/checkout/estimate-shipping', HYDERABAD)).json().data.address_id,
      )
      buyers.push(s)
    }
    const buying = Promise.all(
      buyers.map((s, i) =>
        requestFresh(`${shop!.base}/api/v1/payments/create-order`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${s.token}`,
            'x-forwarded-for': freshIp(),
          },
          body: JSON.stringify({
            first_name: 'Asha',
            last_name: 'Rao',
            mobile: '9848012345',
            shipping_address_id: buyerAddresses[i],
          }),
        }),
      ),
    )
    // orders of both packs at once, each in its own transaction on this process's pool
    const bothPacks = Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) =>
        t.database.db
          .transaction((tx) =>
            t.app.catalogue.reserveStock(
              tx,
              [
                { productId: id, quantity: 1 },
                { productId: id, packId: second!.id, quantity: 1 },
              ],
              `PACKRACE-${i}`,
            ),
          )
          .then(
            () => 'taken',
            (err: Error) => err.message,
          ),
      ),
    )
    const adjusting = (async () => {
      const done: number[] = []
      for (let i = 0; i < ADJUSTMENTS; i++) {
        const change = i % 2 === 0 ? 4 : -3
        const res = await staffCall('POST', `/products/${id}/stock`, {
          change,
          reason: change > 0 ? 'received' : 'damaged',
          sku: second!.sku,
        })
        if (res.status === 200) done.push(change)
        else {
          expect(res.status, res.body).toBe(409)
          expect(JSON.parse(res.body).message).toBe(adminMessages.stockWouldGoNegative)
        }
      }
      return done
    })()
    const [orders, both, adjustments] = await Promise.all([buying, bothPacks, adjusting])
    for (const o of orders) expect([200, 409], o.body).toContain(o.status)
    const sold = orders.filter((o) => o.status === 200).length
    const bothTaken = both.filter((b) => b === 'taken').length
    for (const b of both) if (b !== 'taken') expect(b).toMatch(/out of stock|left/i)

    const packs = await query<{ id: number; stock: number; ledger: number; sold: number }>(
      url,
      `select k.id, k.stock, coalesce(sum(m.change), 0)::int as ledger,
         coalesce(sum(m.change) filter (where m.reason = 'sold'), 0)::int as sold
       from product_packs k left join stock_movements m on m.pack_id = k.id
       where k.product_id = $1 group by k.id order by k.position`,
      [id],
    )
    const [product] = await query<{ stock: number }>(url, 'select stock from products where id = $1', [id])
    const adjusted = adjustments.reduce((a, b) => a + b, 0)
    console.info(
      `pack race: default pack ${sold} by shoppers + ${bothTaken} in pairs of ${SHOPPERS}, second pack adjusted ${adjustments.join(' ')}; left ${packs.map((k) => k.stock).join(' / ')}`,
    )
    for (const k of packs) expect(k.stock).toBe(k.ledger)
    expect(packs[0]).toMatchObject({
      id: first!.id,
      stock: OPEN_DEFAULT - sold - bothTaken,
      sold: -(sold + bothTaken),
    })
    expect(packs[1]).toMatchObject({
      id: second!.id,
      stock: OPEN_SECOND + adjusted - bothTaken,
      sold: -bothTaken,
    })
    expect(product!.stock).toBe(packs[0]!.stock)
    expect(sold + bothTaken).toBeGreaterThan(0)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  }, 240_000)
  // Cart and order lines per pack (decision 048): shoppers' carts hold the 100 g pack, the 1 kg pack or both, more
  // than either pack has, and all place their orders at once through both processes. Per SKU nothing is oversold:
  // what the open orders hold of a pack is what left it, its on-hand equals its ledger, and stock:verify passes.
  it('many shoppers buy the last units of two packs of one product at once: never oversold per SKU', async () => {
    const OPEN_DEFAULT = 6
    const OPEN_SECOND = 5
    const BUYERS = 21
    const created = await staffCall('POST', '/products', {
      name: 'Kodo Millet Flakes',
      category: 'Superfoods',
      price: 120,
      actual_price: 150,
      stock: OPEN_DEFAULT,
      size: '100g',
      hsn_code: '1904',
      gst_rate: 5,
    })
    expect(created.status, created.body).toBe(200)
    const id = JSON.parse(created.body).data.id as number
    const [second] = await query<{ id: number }>(
      url,
      `with k as (insert into product_packs (product_id, position, sku, size, price_paise, actual_price_paise,
         weight_grams, stock) values ($1, 1, 'KODO-MILLET-FLAKES-1KG', '1kg', 99000, 120000, 1000, $2) returning id),
       m as (insert into stock_movements (product_id, pack_id, change, stock_after, reason, actor)
         select $1, id, $2, $2, 'opening', 'test' from k)
       select id from k`,
      [id, OPEN_SECOND],
    )
    const [first] = await query<{ id: number }>(
      url,
      'select id from product_packs where product_id = $1 and position = 0',
      [id],
    )
    const buyers: { user: TestUser; address: string }[] = []
    for (let i = 0; i < BUYERS; i++) {
      const s = await signUp(t)
      // a third buy the 100 g pack, a third the 1 kg pack, a third one of each
      const wants = i % 3 === 0 ? [0] : i % 3 === 1 ? [1] : [0, 1]
      for (const variant_index of wants) {
        const add = await api(t, s, 'POST', '/cart/items', { product_id: id, variant_index })
        expect(add.statusCode, add.body).toBe(200)
      }
      const address = (await api(t, s, 'POST', '/cart/checkout/estimate-shipping', HYDERABAD)).json().data
        .address_id as string
      buyers.push({ user: s, address })
    }
    const orders = await Promise.all(
      buyers.map(({ user, address }) =>
        requestFresh(`${shop!.base}/api/v1/payments/create-order`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${user.token}`,
            'x-forwarded-for': freshIp(),
          },
          body: JSON.stringify({
            first_name: 'Asha',
            last_name: 'Rao',
            mobile: '9848012345',
            shipping_address_id: address,
          }),
        }),
      ),
    )
    for (const o of orders) expect([200, 409], o.body).toContain(o.status)
    const placed = orders.filter((o) => o.status === 200).length
    const packs = await query<{ id: number; stock: number; ledger: number; sold: number; held: number }>(
      url,
      `select k.id, k.stock,
         (select coalesce(sum(m.change), 0)::int from stock_movements m where m.pack_id = k.id) as ledger,
         (select coalesce(-sum(m.change), 0)::int from stock_movements m where m.pack_id = k.id and m.reason = 'sold') as sold,
         (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
           where i.pack_id = k.id and o.status = 'pending') as held
       from product_packs k where k.product_id = $1 order by k.position`,
      [id],
    )
    console.info(
      `pack checkout race: ${placed} of ${BUYERS} placed, served by ${new Set(orders.map((o) => o.worker)).size} workers; left ${packs.map((k) => k.stock).join(' / ')}`,
    )
    expect(packs.map((k) => k.id)).toEqual([first!.id, second!.id])
    const opening = [OPEN_DEFAULT, OPEN_SECOND]
    packs.forEach((k, i) => {
      expect(k.stock).toBeGreaterThanOrEqual(0)
      expect(k.sold).toBeLessThanOrEqual(opening[i]!)
      expect(k.stock).toBe(opening[i]! - k.sold)
      expect(k.held).toBe(k.sold)
      expect(k.stock).toBe(k.ledger)
    })
    // Buyers of one pack alone wanted more than it had (7 each), and stock only went down: a pack with units left
    // would mean one of them was refused while it had stock. Both packs are sold out, exactly.
    expect(packs.map((k) => k.stock)).toEqual([0, 0])
    expect(placed).toBeLessThan(BUYERS)
    for (const o of orders.filter((r) => r.status === 409))
      expect(JSON.parse(o.body).message).toMatch(/out of stock|left in stock/i)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  }, 240_000)
})
