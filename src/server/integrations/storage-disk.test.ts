import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderDetailReply } from '#domain/contracts/checkout.ts'
import { createPaymentOrderReply } from '#domain/contracts/checkout-payments.ts'
import { STORAGE_UNAVAILABLE } from '../http/errors.ts'
import { bearer, signUp, type TestUser } from '../testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '../testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '../testing/test-app.ts'
import { createDiskStorage, partialFileOf, StorageError } from './storage.ts'

// Files on disk (no STORAGE_URL) fail as a bucket does: a clean 503, never a 500. Tests run as root, where file
// modes do not stop writes, so the failures are made with a storage root that is a regular file (ENOTDIR) and a
// file that is /dev/full (ENOSPC).
let scratch: string
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'shop-disk-'))
})
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('createDiskStorage', () => {
  it('keeps, reads back and deletes files under its root; a missing file reads as undefined', async () => {
    const storage = createDiskStorage(path.join(scratch, 'ok'))
    expect(await storage.get('invoices/none.pdf')).toBeUndefined()
    await storage.put('invoices/a1.pdf', Buffer.from('%PDF-1.7'), 'application/pdf')
    expect(await storage.get('invoices/a1.pdf')).toEqual({
      body: Buffer.from('%PDF-1.7'),
      contentType: 'application/pdf',
    })
    await storage.delete('invoices/a1.pdf')
    await storage.delete('invoices/a1.pdf')
    expect(await storage.get('invoices/a1.pdf')).toBeUndefined()
  })

  it('never lets a reader see a file half written: a read while a put replaces it gets the old or the new whole', async () => {
    const storage = createDiskStorage(path.join(scratch, 'atomic'))
    const old = Buffer.alloc(256 * 1024, 'a')
    const next = Buffer.alloc(512 * 1024, 'b')
    await storage.put('invoices/r1.pdf', old, 'application/pdf')
    const seen = new Set<string>()
    const writes = Array.from({ length: 8 }, (_, i) =>
      storage.put('invoices/r1.pdf', i % 2 ? old : next, 'application/pdf'),
    )
    const reads = Array.from({ length: 40 }, async () => {
      const got = await storage.get('invoices/r1.pdf')
      seen.add(got?.body.equals(old) ? 'old' : got?.body.equals(next) ? 'new' : 'torn')
    })
    await Promise.all([...writes, ...reads])
    expect(seen.has('torn')).toBe(false)
    expect((await storage.get('invoices/r1.pdf'))?.body.equals(old)).toBe(true)
    expect(existsSync(partialFileOf(path.join(scratch, 'atomic', 'invoices', 'r1.pdf')))).toBe(false)
  })

  it('answers a StorageError naming the operation, key and errno when the root is not a directory', async () => {
    const root = path.join(scratch, 'storage-is-a-file')
    writeFileSync(root, 'not a directory')
    const storage = createDiskStorage(root)
    for (const [call, what] of [
      [() => storage.put('avatars/a1.webp', Buffer.from('x'), 'image/webp'), 'PUT avatars/a1.webp'],
      [() => storage.get('avatars/a1.webp'), 'GET avatars/a1.webp'],
      [() => storage.delete('avatars/a1.webp'), 'DELETE avatars/a1.webp'],
    ] as const) {
      const err = await call().then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(err).toBeInstanceOf(StorageError)
      expect((err as Error).message).toBe(`File storage on disk failed: ${what} (ENOTDIR)`)
      expect(((err as Error).cause as NodeJS.ErrnoException).code).toBe('ENOTDIR')
    }
  })

  it('answers a StorageError when the disk is full', async () => {
    const root = path.join(scratch, 'full')
    mkdirSync(path.join(root, 'invoices'), { recursive: true })
    // (a file is written beside its key, then renamed over it)
    symlinkSync('/dev/full', partialFileOf(path.join(root, 'invoices', 'big.pdf')))
    const storage = createDiskStorage(root)
    const err = await storage.put('invoices/big.pdf', Buffer.alloc(64 * 1024), 'application/pdf').then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(StorageError)
    expect((err as Error).message).toMatch(/PUT invoices\/big\.pdf \(ENOSPC\)/)
  })

  it('still refuses an unsafe key as a programming error, not as a storage outage', async () => {
    const storage = createDiskStorage(path.join(scratch, 'ok'))
    const err = await storage.get('../etc/passwd.txt').then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(Error)
    expect(err).not.toBeInstanceOf(StorageError)
  })
})

describe('the app when its storage disk fails', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  function upload(u: TestUser, image: Buffer) {
    const boundary = '----diskavatar'
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/upload-image',
      headers: { ...bearer(u.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    })
  }

  it('answers 503 for uploads and invoices but records the payment, and works again once the disk is back', async () => {
    if (t.config.storage.kind !== 'disk') throw new Error('the app should keep files on disk')
    const root = t.config.storage.dir
    const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#E07A1F' } })
      .jpeg()
      .toBuffer()
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 101, quantity: 1 }] })
    expect(created.statusCode, created.body).toBe(200)
    const reply = createPaymentOrderReply.parse(created.json()).data

    rmSync(root, { recursive: true, force: true })
    writeFileSync(root, 'a file where the storage directory should be')
    let invoiceUrl: string
    try {
      const res = await upload(u, image)
      expect([res.statusCode, res.json()]).toEqual([503, { success: false, message: STORAGE_UNAVAILABLE }])
      expect(res.body).not.toMatch(/ENOTDIR|shop-test-|stack/)

      const paid = await payWithCard(t, reply.key_id, reply.order_id)
      expect(paid.statusCode, paid.body).toBe(200)
      const verify = await api(t, u, 'POST', '/payments/verify', paid.json())
      expect(verify.statusCode, verify.body).toBe(200)
      const { order } = orderDetailReply.parse(
        (await api(t, u, 'GET', `/orders/${reply.shop_order_id}`)).json(),
      ).data
      expect(order).toMatchObject({ payment_status: 'completed', status: 'processing' })
      invoiceUrl = order.invoice_url!
      expect(invoiceUrl).toBe(`/api/v1/orders/${order.id}/invoice`)
      const down = await t.app.inject({ url: invoiceUrl, headers: bearer(u.token) })
      expect([down.statusCode, down.json()]).toEqual([503, { success: false, message: STORAGE_UNAVAILABLE }])
    } finally {
      rmSync(root, { force: true })
    }

    const res = await upload(u, image)
    expect(res.statusCode, res.body).toBe(200)
    const pdf = await t.app.inject({ url: invoiceUrl, headers: bearer(u.token) })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(existsSync(path.join(root, 'invoices', `${reply.shop_order_id}.pdf`))).toBe(true)
  })
})
