import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileReply } from '#domain/contracts/profile.ts'
import { bearer, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

let t: TestContext
let asha: TestUser
let ravi: TestUser
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { UPLOAD_MAX_BYTES: '200000' } })
  asha = await signUp(t, { name: 'Asha Rao Kulkarni' })
  ravi = await signUp(t, { name: 'Ravi Teja' })
})
afterAll(async () => {
  await t?.close()
})

const as = (u: TestUser) => bearer(u.token)
const put = (u: TestUser, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/profiles', headers: as(u), payload: payload as object })

function multipart(field: string, filename: string, type: string, body: Buffer) {
  const boundary = '----shoptest'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('profiles', () => {
  it('is 404 before it exists, and auto-fill creates it from the identity', async () => {
    expect((await t.app.inject({ url: '/api/v1/profiles', headers: as(asha) })).statusCode).toBe(404)
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/profiles/auto', headers: as(asha) })
    expect(res.statusCode).toBe(200)
    const { data } = profileReply.parse(res.json())
    expect(data).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao Kulkarni',
      email: asha.email,
      country: 'India',
    })
    expect(data.completion_percentage).toBe(14)
    // running it again changes nothing the user typed
    await put(asha, { first_name: 'Ashwini' })
    const again = profileReply.parse(
      (await t.app.inject({ method: 'POST', url: '/api/v1/profiles/auto', headers: as(asha) })).json(),
    )
    expect(again.data.first_name).toBe('Ashwini')
  })

  it('strips bidi controls and invisible characters from profile text', async () => {
    const res = await put(asha, {
      bio: 'Cook \u202Eevila\u202C and\u200B baker\uFEFF',
      address_line_2: '\u2066Near the temple\u2069',
    })
    expect(res.statusCode, res.body).toBe(200)
    const { data } = profileReply.parse(res.json())
    expect(data.bio).toBe('Cook evila and baker')
    expect(data.address_line_2).toBe('Near the temple')
    // nothing but invisible characters clears the field, as blank text does
    const cleared = profileReply.parse((await put(asha, { address_line_2: '\u200B\u202E' })).json())
    expect(cleared.data.address_line_2).toBeNull()
  })

  it('updates fields, normalises the mobile, and reports completion over 7 fields', async () => {
    const res = await put(asha, {
      phone: '+91 98480-12345',
      address_line_1: '12-2-823, Mehdipatnam',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500028',
      gender: 'Female',
      preferred_language: 'te',
      newsletter_subscribed: true,
    })
    expect(res.statusCode).toBe(200)
    const { data } = profileReply.parse(res.json())
    expect(data.phone).toBe('9848012345')
    expect(data.completion_percentage).toBe(86)
    expect(data.is_complete).toBe(true)
    const dob = profileReply.parse((await put(asha, { date_of_birth: '1991-04-14' })).json())
    expect(dob.data.completion_percentage).toBe(100)
  })

  it('accepts form fields', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profiles',
      headers: { ...as(ravi), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'first_name=Ravi&city=Warangal&newsletter_subscribed=true',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      first_name: 'Ravi',
      city: 'Warangal',
      newsletter_subscribed: true,
    })
  })

  it('accepts a multipart form of fields (docs/product.md, Calls), validated the same way', async () => {
    const boundary = '----profileform'
    const form = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`
    const headers = { ...as(ravi), 'content-type': `multipart/form-data; boundary=${boundary}` }
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profiles',
      headers,
      payload: form({
        first_name: 'Ravi',
        last_name: 'Teja',
        city: 'Hanamkonda',
        newsletter_subscribed: 'false',
        pincode: '506001',
      }),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      first_name: 'Ravi',
      last_name: 'Teja',
      city: 'Hanamkonda',
      pincode: '506001',
      newsletter_subscribed: false,
    })
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profiles',
      headers,
      payload: form({ pincode: '12345' }),
    })
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Enter a valid 6-digit PIN code'])
  })

  it.each([
    [{ pincode: '12345' }, 'Enter a valid 6-digit PIN code'],
    [{ pincode: '012345' }, 'Enter a valid 6-digit PIN code'],
    [{ phone: '12345' }, 'Enter a valid 10-digit Indian mobile number'],
    [{ gender: 'Robot' }, 'Gender must be one of: Male, Female, Other, Prefer not to say'],
    [{ preferred_language: 'fr' }, 'Preferred language must be one of: en, hi, te, ta, kn, ml'],
    [
      { date_of_birth: '2031-01-01' },
      'Date of birth must be a real date (YYYY-MM-DD) and you must be at least 13',
    ],
    [
      { date_of_birth: '1990-02-30' },
      'Date of birth must be a real date (YYYY-MM-DD) and you must be at least 13',
    ],
    [{ first_name: '' }, 'First name is required'],
    [
      { first_name: '<script>alert(1)</script>' },
      'First name may contain letters, spaces, dots, apostrophes and hyphens',
    ],
    [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [{ newsletter_subscribed: 'maybe' }, 'newsletter_subscribed must be true or false'],
  ])('refuses %o with a clear message', async (body, message) => {
    const res = await put(ravi, body)
    expect(res.statusCode).toBe(400)
    // The field it is about, for the profile form (decision 037).
    expect(res.json()).toEqual({ success: false, message, issues: [{ path: Object.keys(body), message }] })
  })

  it('refuses unknown fields and needs a signed-in user', async () => {
    expect((await put(ravi, { user_id: 'someone-else' })).statusCode).toBe(400)
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/profiles', payload: { city: 'x' } })).statusCode,
    ).toBe(401)
  })

  it('keeps script-looking text as text', async () => {
    const res = await put(ravi, { bio: '<img src=x onerror=alert(1)> and moringa' })
    expect(res.json().data.bio).toBe('<img src=x onerror=alert(1)> and moringa')
  })
})

describe('profile picture', () => {
  it('re-encodes an image to a 512 px WebP without metadata, readable only by its owner', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#5E8C31' } })
      .withMetadata({ exif: { IFD0: { Artist: 'secret-gps-person' } } })
      .jpeg()
      .toBuffer()
    const { payload, headers } = multipart('image', 'me.jpg', 'image/jpeg', jpeg)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/upload-image',
      headers: { ...as(asha), ...headers },
      payload,
    })
    expect(res.statusCode).toBe(200)
    const url = res.json().image_url as string
    expect(url).toMatch(/^\/api\/v1\/profiles\/image\/[a-z0-9]+\.webp$/i)

    const mine = await t.app.inject({ url, headers: { cookie: asha.cookie } })
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['content-type']).toBe('image/webp')
    const meta = await sharp(mine.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512])
    expect(meta.exif).toBeUndefined()
    expect(mine.rawPayload.includes(Buffer.from('secret-gps-person'))).toBe(false)

    // another shopper, with the URL in hand, gets nothing
    expect((await t.app.inject({ url, headers: as(ravi) })).statusCode).toBe(404)
    expect((await t.app.inject({ url, headers: { cookie: ravi.cookie } })).statusCode).toBe(404)
    expect((await t.app.inject({ url })).statusCode).toBe(401)
    // and cannot change it: uploads always land on the uploader's own profile
    const profileOfAsha = profileReply.parse(
      (await t.app.inject({ url: '/api/v1/profiles', headers: as(asha) })).json(),
    )
    expect(profileOfAsha.data.profile_picture_url).toBe(url)
  })

  it('refuses a non-image, an image with a lying extension, and an oversized file', async () => {
    const text = multipart('image', 'photo.png', 'image/png', Buffer.from('#!/bin/sh\necho not an image\n'))
    const res1 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/upload-image',
      headers: { ...as(ravi), ...text.headers },
      payload: text.payload,
    })
    expect(res1.statusCode).toBe(400)
    expect(res1.json().message).toBe('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)')

    const svg = multipart(
      'image',
      'logo.jpg',
      'image/jpeg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    )
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/upload-image',
      headers: { ...as(ravi), ...svg.headers },
      payload: svg.payload,
    })
    expect(res2.statusCode).toBe(400)

    const noise = randomBytes(600 * 600 * 3)
    const big = await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer()
    expect(big.length).toBeGreaterThan(200_000)
    const huge = multipart('image', 'big.png', 'image/png', big)
    const res3 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/upload-image',
      headers: { ...as(ravi), ...huge.headers },
      payload: huge.payload,
    })
    expect(res3.statusCode).toBe(413)
    expect(res3.json().message).toBe('The image must be at most 0.2 MB')
  })
})
