import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import { requestMessages } from '#domain/messages-requests.ts'
import { addOperator, adminCall, saveRecipe, type TestOperator } from '#server/testing/admin-helpers.ts'
import { bearer, freshIp, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api } from '#server/testing/checkout-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'

// A recipe's picture by upload in the back office: re-encoded and stored as product pictures are, shown by the
// shop at once (API, page head, link preview), the replaced upload's files deleted, recorded in the audit log.

let t: TestContext
let owner: TestOperator
let staff: TestOperator
let shopper: TestUser

beforeAll(async () => {
  t = await createTestApp()
  owner = await addOperator(t, { role: 'owner' })
  staff = await addOperator(t, { role: 'staff' })
  shopper = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

const audits = async (id: number) =>
  (await adminCall(t, 'GET', `/audit?entity_type=recipe&entity_id=${id}`, owner.cookie)).json().data as {
    action: string
    actor: string
    before: unknown
    after: unknown
  }[]

function upload(
  id: number | string,
  body: Buffer,
  headers: Record<string, string> = { cookie: staff.cookie },
) {
  const boundary = '----recipe-picture-boundary'
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/recipes/${id}/image`,
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': freshIp(),
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="dish.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  })
}

/** A camera's photo: landscape pixels with an EXIF "turn 90°" and a camera name, in one plain colour. */
const photo = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PocketCam', Model: 'PC-1' } } })
    .toBuffer()

const get = (url: string) => t.app.inject({ method: 'GET', url })
const shopRecipe = async (id: number) => (await api(t, null, 'GET', `/recipes/${id}`)).json().data

describe('recipe pictures by upload', () => {
  it('re-encodes to WebP and AVIF at 1200 and 600 px (upright, no metadata), serves them, and the shop shows the picture at once', async () => {
    const seeded = await shopRecipe(1)
    expect(seeded.image).toMatch(/^\/images\/recipes\//)
    // The shop's cached list and page, read before the change, must not be what shoppers see after it.
    await api(t, null, 'GET', '/recipes?page=1&pageSize=50')

    const res = await upload(1, await photo({ r: 200, g: 40, b: 40 }))
    expect(res.statusCode, res.body).toBe(200)
    const url = res.json().data.image as string
    expect(url).toMatch(/^\/media\/recipes\/1-[A-Za-z0-9]{12}\.webp$/)
    expect(res.json().data).toMatchObject({ id: 1, updated_by: staff.email })

    const expected = [
      [url, 'image/webp', 800, 1200],
      [url.replace('.webp', '.avif'), 'image/avif', 800, 1200],
      [url.replace('.webp', '-600.webp'), 'image/webp', 400, 600],
      [url.replace('.webp', '-600.avif'), 'image/avif', 400, 600],
    ] as const
    for (const [file, type, width, height] of expected) {
      const served = await get(file)
      expect(served.statusCode, file).toBe(200)
      expect(served.headers['content-type'], file).toBe(type)
      expect(served.headers['cache-control'], file).toContain('immutable')
      const meta = await sharp(served.rawPayload).metadata()
      // turned upright (the EXIF said 90°) and fitted inside the size; the camera's metadata is gone
      expect([meta.format, meta.width, meta.height], file).toEqual([
        type === 'image/webp' ? 'webp' : 'heif',
        width,
        height,
      ])
      expect(meta.exif, file).toBeUndefined()
    }

    expect((await shopRecipe(1)).image).toBe(url)
    const list = (await api(t, null, 'GET', '/recipes?page=1&pageSize=50')).json().data as {
      id: number
      image: string
    }[]
    expect(list.find((r) => r.id === 1)!.image).toBe(url)

    // The page's head (server-rendered for crawlers) names it, and the link preview is drawn from it.
    const page = await t.app.inject({ url: '/recipes/1', headers: { accept: 'text/html' } })
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!)
    expect(ld.image).toEqual([`${TEST_ORIGIN}${url}`])
    const og = await get('/og/recipe/1.png')
    expect(og.statusCode).toBe(200)
    const left = await sharp(og.rawPayload).extract({ left: 40, top: 35, width: 560, height: 560 }).toBuffer()
    const art = await sharp(left).stats()
    // the uploaded red, not the card's cream background (251, 247, 239) nor the seeded green artwork
    expect(art.channels[0]!.mean).toBeGreaterThan(150)
    expect(art.channels[1]!.mean).toBeLessThan(100)

    expect((await audits(1))[0]).toMatchObject({
      action: 'recipe.image.upload',
      actor: staff.email,
      before: { image: seeded.image },
      after: { image: url },
    })
  })

  it('deletes the files of the upload a second one replaces, and of one a typed address replaces', async () => {
    const first = (await upload(2, await photo({ r: 40, g: 120, b: 60 }))).json().data.image as string
    const second = await upload(2, await photo({ r: 40, g: 60, b: 200 }))
    expect(second.statusCode, second.body).toBe(200)
    const next = second.json().data.image as string
    expect(next).not.toBe(first)
    for (const file of [first, first.replace('.webp', '-600.avif')])
      expect((await get(file)).statusCode, file).toBe(404)
    expect((await get(next)).statusCode).toBe(200)
    expect((await shopRecipe(2)).image).toBe(next)
    expect((await audits(2))[0]).toMatchObject({ before: { image: first }, after: { image: next } })

    // Typing a seeded path over an uploaded picture: the recipe names it, the upload's files go.
    const typed = await saveRecipe(t, 2, staff.cookie, {
      image: '/images/recipes/moringa-coconut-ladoo.svg',
    })
    expect(typed.statusCode, typed.body).toBe(200)
    expect((await get(next)).statusCode).toBe(404)
    expect((await get(next.replace('.webp', '-600.webp'))).statusCode).toBe(404)
    expect((await shopRecipe(2)).image).toBe('/images/recipes/moringa-coconut-ladoo.svg')
  })

  it('never deletes a picture it did not upload for this recipe', async () => {
    // Recipe 3 is pointed at recipe 1's upload; uploading its own picture must leave recipe 1's files alone.
    const ofRecipe1 = (await shopRecipe(1)).image as string
    expect(ofRecipe1).toMatch(/^\/media\/recipes\/1-/)
    await saveRecipe(t, 3, staff.cookie, { image: ofRecipe1 })
    expect((await upload(3, await photo({ r: 90, g: 90, b: 20 }))).statusCode).toBe(200)
    expect((await get(ofRecipe1)).statusCode).toBe(200)
    expect((await get(ofRecipe1.replace('.webp', '-600.avif'))).statusCode).toBe(200)
  })

  it('refuses what is not a picture (the recipe keeps its image), an unknown recipe, a shopper and no session', async () => {
    const before = (await shopRecipe(1)).image
    const auditsBefore = (await audits(1)).length
    for (const body of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      Buffer.from('%PDF-1.7 not a picture'),
    ]) {
      const res = await upload(1, body)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ success: false, message: adminMessages.notAnImage })
    }
    // JSON on an upload is refused before the session is read (decision 030)
    const notMultipart = await adminCall(t, 'POST', '/recipes/1/image', staff.cookie, { image: 'x' })
    expect(notMultipart.statusCode).toBe(403)
    expect(notMultipart.json().message).toBe(requestMessages.multipartRequired)
    expect((await shopRecipe(1)).image).toBe(before)
    expect(await audits(1)).toHaveLength(auditsBefore)

    const small = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer()
    const unknown = await upload(99999, small)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(adminMessages.recipeNotFound)

    const asShopperCookie = await upload(1, small, { cookie: shopper.cookie })
    expect(asShopperCookie.statusCode).toBe(403)
    expect(asShopperCookie.json().message).toBe(adminMessages.shopperRefused)
    expect((await upload(1, small, bearer(shopper.token))).statusCode).toBe(403)
    const anonymous = await upload(1, small, {})
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().message).toBe(adminMessages.signInRequired)
    expect((await shopRecipe(1)).image).toBe(before)

    // Only the shop's own file names are served from /media/recipes.
    for (const file of ['..%2F..%2Fetc%2Fpasswd', '1-abc.webp', `${before.split('/').pop()}.png`])
      expect((await get(`/media/recipes/${file}`)).statusCode, file).toBe(404)
  })
})
