import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, poll, saveShot } from './harness.ts'
import { checkAdminPage, completeOwnerSetup, startShopWithOwner } from './operator.ts'
import { paidOrder } from './shopper.ts'

// A shopper's return from request to refund (decision 056), the shopper on a phone: the delivered order's page
// offers *Return items*; the form (units, reason, pickup address, a photo) sends the request; the owner approves it in the
// back office's Returns, receives the parcel unit by unit and refunds it; the shopper's order page then shows the
// refund and its credit note. The form and the staff screens at 390 and 1280 px.

let e2e: E2E
let setupToken = ''

beforeAll(async () => {
  ;({ e2e, token: setupToken } = await startShopWithOwner())
}, 240_000)
afterAll(async () => {
  await e2e?.close()
})

describe('a shopper’s return', () => {
  it('asked at 390 px, approved, received and refunded with a credit note', async () => {
    const shopper = await e2e.newPage({ viewport: PHONE })
    const orderId = await paidOrder(shopper)
    const staff = await e2e.newPage({ viewport: DESKTOP })
    await completeOwnerSetup(staff, setupToken)
    const origin = e2e.shop.base
    for (const [step, data] of [
      ['pack', {}],
      ['ship', { carrier: 'Delhivery', waybill: 'DLV7700112233' }],
      ['deliver', {}],
    ] as const) {
      const res = await staff.request.post(`/api/admin/v1/orders/${orderId}/${step}`, {
        data,
        headers: { origin },
      })
      expect(res.ok(), `${step}: ${await res.text()}`).toBe(true)
    }

    // the shopper asks from the order's page
    await shopper.goto(`/orders/${orderId}`)
    await shopper.getByRole('button', { name: 'Return items' }).click()
    const form = shopper.getByRole('form', { name: 'Return items' })
    await form
      .getByLabel(/Moringa/)
      .first()
      .selectOption('1')
    await form.getByRole('radio', { name: 'Damaged' }).check()
    await form.getByLabel(/What happened/).fill('The pouch arrived torn')
    await form.getByRole('checkbox', { name: 'Pick up from this address' }).check()
    // one photo of the torn pouch, re-encoded on the server (decision 056, amendment)
    const sharp = (await import('sharp')).default
    const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#B5651D' } })
      .jpeg()
      .toBuffer()
    await form
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'pouch.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await poll(() => form.getByText('pouch.jpg').isVisible()).toBe(true)
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )
    await saveShot(shopper, 'ret-form-390')
    await shopper.setViewportSize(DESKTOP)
    await saveShot(shopper, 'ret-form-1280')
    await shopper.setViewportSize(PHONE)
    await form.getByRole('button', { name: 'Ask for the return' }).click()
    await poll(() => shopper.getByText('Return requested', { exact: true }).isVisible()).toBe(true)
    const loaded = (img: ReturnType<typeof shopper.getByRole>) =>
      img.evaluate((el) => (el instanceof HTMLImageElement ? el.naturalWidth : 0))
    await poll(() => loaded(shopper.getByRole('img', { name: 'What you sent with the return, 1' }))).toBe(120)

    // the owner: the queue, approve, receive (one unit back to stock), refund
    await staff.goto('/admin/returns')
    const card = staff.getByRole('article', { name: `Return of order ${orderId}` })
    await poll(() => card.isVisible()).toBe(true)
    await poll(() => loaded(card.getByRole('img', { name: `Shopper’s upload 1 for order ${orderId}` }))).toBe(
      120,
    )
    await checkAdminPage(staff, 'ret-staff-1280')
    await staff.setViewportSize(PHONE)
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await checkAdminPage(staff, 'ret-staff-390')
    await staff.setViewportSize(DESKTOP)
    await card.getByLabel(/Pickup waybill/).fill('REV7700445566')
    await card.getByRole('button', { name: 'Approve' }).click()
    await poll(() => card.isVisible()).toBe(false)

    await staff.goto(`/admin/orders/${orderId}`)
    const mine = staff.getByRole('article', { name: `Return of order ${orderId}` })
    await poll(() => mine.getByRole('button', { name: 'Receive' }).isVisible()).toBe(true)
    await mine.getByRole('button', { name: 'Receive' }).click()
    await poll(() => mine.getByRole('button', { name: 'Refund and issue the credit note' }).isVisible()).toBe(
      true,
    )
    await checkAdminPage(staff, 'ret-staff-order-1280')
    await mine.getByRole('button', { name: 'Refund and issue the credit note' }).click()
    await poll(() => mine.getByText(/credit note CN/).isVisible(), { timeout: 15_000 }).toBe(true)

    // the shopper sees the refund and its credit note
    await shopper.reload()
    await poll(() =>
      shopper.getByText(/Refunded ₹[\d,.]+ to your original payment method, credit note/).isVisible(),
    ).toBe(true)
    await saveShot(shopper, 'ret-refunded-390')
  }, 240_000)
})
