import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderDetailReply } from '#domain/contracts/checkout.ts'
import { createPaymentOrderReply } from '#domain/contracts/checkout-payments.ts'
import { profileReply } from '#domain/contracts/profile.ts'
import { STORAGE_UNAVAILABLE } from '../http/errors.ts'
import { bearer, signUp, type TestUser } from '../testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '../testing/checkout-helpers.ts'
import { type S3StandIn, startS3StandIn } from '../testing/s3-stand-in.ts'
import { createTestApp, type TestContext } from '../testing/test-app.ts'

// Avatars and invoices through the real routes, kept in an S3-compatible bucket chosen by STORAGE_URL.
let bucket: S3StandIn
let t: TestContext
let meera: TestUser
beforeAll(async () => {
  bucket = await startS3StandIn()
  t = await createTestApp({ env: bucket.env('surya') })
  meera = await signUp(t, { name: 'Meera Iyer' })
})
afterAll(async () => {
  await t?.close()
  await bucket?.close()
})

async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
}

function upload(u: TestUser, image: Buffer) {
  const boundary = '----s3avatar'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/upload-image',
    headers: { ...bearer(u.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}

const objectKey = (url: string) => `surya/avatars/${url.split('/').at(-1)}`

async function profileOf(u: TestUser) {
  const res = await t.app.inject({ url: '/api/v1/profiles', headers: bearer(u.token) })
  return profileReply.parse(res.json()).data
}

describe('profile pictures in an S3 bucket (STORAGE_URL)', () => {
  let firstUrl: string

  it('stores the upload in the bucket, not on disk, and serves it back through the API', async () => {
    expect(t.config.storage).toMatchObject({ kind: 's3', bucket: bucket.bucket, prefix: 'surya' })
    const res = await upload(meera, await photo('#E07A1F'))
    expect(res.statusCode).toBe(200)
    firstUrl = res.json().image_url as string
    expect(firstUrl).toMatch(/^\/api\/v1\/profiles\/image\/[a-z0-9]+\.webp$/i)

    const stored = bucket.object(objectKey(firstUrl))
    expect(stored?.contentType).toBe('image/webp')
    const meta = await sharp(stored!.body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512])
    expect(existsSync(path.join(t.config.dataDir, 'storage'))).toBe(false)

    const served = await t.app.inject({ url: firstUrl, headers: { cookie: meera.cookie } })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(Buffer.compare(served.rawPayload, stored!.body)).toBe(0)
  })

  it('removes the old object from the bucket when the picture is replaced', async () => {
    const res = await upload(meera, await photo('#2F6B3A'))
    expect(res.statusCode).toBe(200)
    const secondUrl = res.json().image_url as string
    expect(secondUrl).not.toBe(firstUrl)
    expect(bucket.object(objectKey(firstUrl))).toBeUndefined()
    expect(bucket.keys().filter((k) => k.startsWith('surya/avatars/'))).toEqual([objectKey(secondUrl)])
    expect((await t.app.inject({ url: firstUrl, headers: { cookie: meera.cookie } })).statusCode).toBe(404)
    expect((await profileOf(meera)).profile_picture_url).toBe(secondUrl)
    firstUrl = secondUrl
  })

  it.each([
    ['answers 5xx', (online: boolean) => bucket.failWith(online ? undefined : 503)],
    ['cannot be reached', (online: boolean) => bucket.setOnline(online)],
  ])('answers a clear 503 and keeps the profile when the bucket %s', async (_, setBucket) => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profiles',
      headers: bearer(meera.token),
      payload: { city: 'Chennai', bio: 'Filter coffee and moringa' },
    })
    expect(put.statusCode).toBe(200)
    const before = await profileOf(meera)
    const keysBefore = bucket.keys()

    await setBucket(false)
    try {
      const res = await upload(meera, await photo('#1F4E8C'))
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE })
      expect(res.body).not.toMatch(/at .*\.ts|stack|ECONNREFUSED|amazonaws|127\.0\.0\.1/)

      const read = await t.app.inject({ url: firstUrl, headers: { cookie: meera.cookie } })
      expect(read.statusCode).toBe(503)
      expect(read.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE })

      // the profile, database side, is untouched and still answers
      expect(await profileOf(meera)).toEqual(before)
    } finally {
      await setBucket(true)
    }
    expect(bucket.keys()).toEqual(keysBefore)
    const read = await t.app.inject({ url: firstUrl, headers: { cookie: meera.cookie } })
    expect(read.statusCode).toBe(200)
    expect(Buffer.compare(read.rawPayload, bucket.object(objectKey(firstUrl))!.body)).toBe(0)
  })

  it('documents the 503 of the upload route', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    expect(Object.keys(doc.paths['/api/v1/profiles/upload-image']!.post!.responses)).toContain('503')
  })
})

describe('GST invoices in an S3 bucket (STORAGE_URL)', () => {
  it('writes the invoice of a paid order to the bucket and serves it from there', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 101, quantity: 1 }] })
    expect(created.statusCode, created.body).toBe(200)
    const reply = createPaymentOrderReply.parse(created.json()).data
    const paid = await payWithCard(t, reply.key_id, reply.order_id)
    expect((await api(t, u, 'POST', '/payments/verify', paid.json())).statusCode).toBe(200)

    const { order } = orderDetailReply.parse(
      (await api(t, u, 'GET', `/orders/${reply.shop_order_id}`)).json(),
    ).data
    // written by the outbox's invoice job just after the payment commits (decision 036)
    await t.app.notifications.idle()
    const stored = bucket.object(`surya/invoices/${order.id}.pdf`)
    expect(stored?.contentType).toBe('application/pdf')
    expect(stored!.body.subarray(0, 5).toString()).toBe('%PDF-')

    const pdf = await t.app.inject({ url: order.invoice_url!, headers: bearer(u.token) })
    expect(pdf.statusCode).toBe(200)
    expect(Buffer.compare(pdf.rawPayload, stored!.body)).toBe(0)

    // while the bucket is down the invoice answers a clear 503, and it is there again afterwards
    bucket.failWith(500)
    try {
      const down = await t.app.inject({ url: order.invoice_url!, headers: bearer(u.token) })
      expect([down.statusCode, down.json()]).toEqual([503, { success: false, message: STORAGE_UNAVAILABLE }])
    } finally {
      bucket.failWith(undefined)
    }
    expect((await t.app.inject({ url: order.invoice_url!, headers: bearer(u.token) })).statusCode).toBe(200)
  })
})
