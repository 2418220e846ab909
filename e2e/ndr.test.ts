import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, poll, saveShot } from './harness.ts'
import { checkAdminPage, completeOwnerSetup, startShopWithOwner } from './operator.ts'
import { paidOrder } from './shopper.ts'

// A failed delivery turned into a return (decision 046, amended): the owner books a paid order with the courier (the
// built-in Shiprocket stand-in), the courier fails to deliver it, the order waits in *Failed deliveries* with the
// courier's reason, the owner answers *Return to origin*, the courier starts the return, and the parcel is received
// back into stock from the order's page. The queue and its dialog at 390 and 1280 px.

let e2e: E2E
let setupToken = ''

beforeAll(async () => {
  ;({ e2e, token: setupToken } = await startShopWithOwner({ COURIER: 'shiprocket' }))
}, 240_000)
afterAll(async () => {
  await e2e?.close()
})

describe('failed deliveries', () => {
  it('books a parcel, answers its failed delivery with a return, and receives it back into stock', async () => {
    const orderId = await paidOrder(await e2e.newPage({ viewport: PHONE }))
    const page = await e2e.newPage({ viewport: DESKTOP })
    await completeOwnerSetup(page, setupToken)

    // booked with the courier from the orders list
    await page.getByRole('link', { name: 'Orders', exact: true }).click()
    await poll(() => page.getByRole('link', { name: orderId }).isVisible()).toBe(true)
    await page.getByLabel('Choose every order on this page').check()
    await page.getByRole('button', { name: 'Book shipments (Shiprocket)' }).click()
    const booked = page.getByRole('list', { name: 'Booked' })
    await poll(() => booked.isVisible(), { timeout: 15_000 }).toBe(true)
    const awb = /AWB (SRT\d+)/.exec((await booked.textContent()) ?? '')?.[1] ?? ''
    expect(awb).toMatch(/^SRT\d+$/)

    // the courier could not deliver it (the stand-in's scan sends Shiprocket's webhook to the shop)
    const scan = await page.request.post(`${e2e.shop.base}/test-courier/v1/external/_test/scan`, {
      data: { awb, status: 'UNDELIVERED', reason: 'Customer not available, phone switched off' },
    })
    expect(scan.status()).toBe(200)
    expect((await scan.json()).delivered).toBe(200)

    // (the booking's toast closed first: it covers the heading in the pictures)
    const closeToast = page.getByRole('button', { name: 'Close notification' })
    await poll(() => closeToast.count()).toBeGreaterThan(0)
    await closeToast.first().click()
    await poll(() => closeToast.count()).toBe(0)
    await page.getByRole('link', { name: 'Failed deliveries' }).click()
    await poll(() => page.getByRole('heading', { name: 'Failed deliveries', level: 1 }).isVisible()).toBe(
      true,
    )
    const queue = page.getByRole('region', { name: 'Failed deliveries waiting for an answer' })
    await poll(() => queue.getByRole('link', { name: orderId }).isVisible()).toBe(true)
    expect(await queue.getByText('Customer not available, phone switched off').isVisible()).toBe(true)
    expect(await queue.getByText('Attempt 1 of 3').isVisible()).toBe(true)
    await checkAdminPage(page, 'ndr-queue-1280')

    const answer = queue.getByRole('button', { name: `Answer the failed delivery of ${orderId}` })
    await answer.click()
    const dialog = page.getByRole('dialog', { name: 'Failed delivery' })
    await poll(() => dialog.isVisible()).toBe(true)
    await dialog.getByLabel(/Better address line/).fill('Flat 4B, behind the Hanuman temple')
    await checkAdminPage(page, 'ndr-dialog-1280')
    await dialog.getByRole('button', { name: 'Not now' }).click()
    await poll(() => dialog.isVisible()).toBe(false)

    // the same on a phone: the queue fits the screen, the dialog too
    await page.setViewportSize(PHONE)
    await poll(() => answer.isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await checkAdminPage(page, 'ndr-queue-390')
    await answer.click()
    await poll(() => dialog.isVisible()).toBe(true)
    await dialog.getByLabel(/Return to origin/).check()
    const box = await dialog.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
    await checkAdminPage(page, 'ndr-dialog-390')
    // the dialog is in the screen, not in the page's height: photographed as the phone shows it
    await saveShot(page, 'ndr-dialog-390', { fullPage: false })

    // return to origin: the courier takes it and starts the return; the order leaves the queue
    await dialog.getByRole('button', { name: 'Return to origin' }).click()
    await poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false)
    await poll(() => page.getByText('No failed deliveries waiting').isVisible()).toBe(true)

    // on the order: its failed delivery and the return asked; the parcel received back into stock
    await page.setViewportSize(DESKTOP)
    await page.goto(`/admin/orders/${orderId}`)
    const panel = page.getByRole('region', { name: 'Failed deliveries' })
    await poll(() => panel.isVisible()).toBe(true)
    expect(await panel.getByText(/Return to origin asked of the courier/).isVisible()).toBe(true)
    await poll(() => page.getByText('RTO initiated').first().isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Receive the parcel and cancel the order' }).click()
    await poll(
      () =>
        page.getByText('Received: the order is cancelled and the stock ledger updated').first().isVisible(),
      {
        timeout: 15_000,
      },
    ).toBe(true)
    await poll(() => page.getByText('Cancelled').first().isVisible()).toBe(true)
    await checkAdminPage(page, 'ndr-order-received-1280')
  }, 240_000)
})
