import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, pdfText, poll } from './harness.ts'
import { checkAdminPage, completeOwnerSetup, OWNER, startShopWithOwner } from './operator.ts'
import { cashOrder, paidOrder } from './shopper.ts'

// The orders console (decision 022): the owner (added by the operator command, signing in with an authenticator code) finds a paid order
// in the orders console, prints its packing slip, marks it packed, ships it with a waybill and refunds one line.

let e2e: E2E
let setupToken = ''

beforeAll(async () => {
  ;({ e2e, token: setupToken } = await startShopWithOwner())
}, 240_000)
afterAll(async () => {
  await e2e?.close()
})

describe('the orders console', () => {
  it('takes a paid order from the list to packed, shipped and partly refunded', async () => {
    expect(setupToken).not.toBe('')
    const orderId = await paidOrder(await e2e.newPage({ viewport: PHONE }))
    const cashId = await cashOrder(await e2e.newPage({ viewport: PHONE }))

    const page = await e2e.newPage({ viewport: DESKTOP })
    await completeOwnerSetup(page, setupToken)

    // the overview counts it as to pack, and links to those orders
    const toPack = page.getByRole('link', { name: 'To pack' })
    await poll(() => toPack.isVisible()).toBe(true)
    await toPack.click()
    await poll(() => page.getByRole('heading', { name: 'Orders', level: 1 }).isVisible()).toBe(true)
    expect(new URL(page.url()).search).toBe('?status=processing&packed=no')
    const row = page.getByRole('link', { name: orderId })
    await poll(() => row.isVisible()).toBe(true)
    // a cash order shows what to weigh before packing it (decision 049): its confirmation and signals
    const cashRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: cashId }) })
    await poll(() => cashRow.getByRole('list', { name: 'Cash on delivery signals' }).textContent()).toBe(
      'First order',
    )
    await checkAdminPage(page, 'admin-orders-1280')
    // search finds it by the shopper's mobile number as people write it
    await page.getByLabel('Search').fill('+91 98470 12345')
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe('+91 98470 12345')
    await poll(() => row.isVisible()).toBe(true)

    await row.click()
    await poll(() => page.getByRole('heading', { name: `Order ${orderId}` }).isVisible()).toBe(true)
    await poll(() => page.getByRole('heading', { name: 'Timeline' }).isVisible()).toBe(true)
    await checkAdminPage(page, 'admin-order-1280')

    // the packing slip is a PDF for this order
    const slipHref = await page.getByRole('link', { name: 'Packing slip' }).getAttribute('href')
    expect(slipHref).toBe(`/api/admin/v1/orders/${orderId}/packing-slip.pdf`)
    const slip = await page.request.get(slipHref!)
    expect(slip.status()).toBe(200)
    expect(slip.headers()['content-type']).toBe('application/pdf')
    expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-')
    // each line by its pack and SKU, for the packer to pick (decision 048)
    // (each cell read whole, without spaces, line breaks and dashes: a narrow column wraps a SKU at its dash)
    const slipText = pdfText(await slip.body(), { cells: true }).replace(/[\s-]+/g, '')
    expect(slipText).toContain('MORINGAPOWDER100G')
    expect(slipText).toContain('100g')
    const label = await page.request.get(
      (await page.getByRole('link', { name: 'Shipping label' }).getAttribute('href'))!,
    )
    expect(label.status()).toBe(200)

    await page.getByRole('button', { name: 'Mark packed' }).click()
    await poll(() => page.getByText('Marked packed').first().isVisible()).toBe(true)
    const timeline = page.getByRole('region', { name: 'Timeline' })
    await poll(() => timeline.getByText('Packed', { exact: true }).isVisible()).toBe(true)
    expect(await timeline.getByText(`by ${OWNER}`).first().isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Ship…' }).click()
    await page.getByLabel(/^Courier/).fill('Delhivery')
    await page.getByRole('button', { name: 'Ship order' }).click()
    await poll(() => page.getByText('Enter the waybill number').isVisible()).toBe(true)
    await page.getByLabel(/^Waybill number/).fill('DLV55501234')
    await page.getByRole('button', { name: 'Ship order' }).click()
    const track = page.getByRole('link', { name: /Track the parcel/ })
    await poll(() => track.isVisible()).toBe(true)
    expect(await track.getAttribute('href')).toBe('https://www.delhivery.com/track-v2/package/DLV55501234')
    await poll(() => timeline.getByText('Shipped with Delhivery').isVisible()).toBe(true)
    await checkAdminPage(page, 'admin-order-shipped-1280')

    // one line given back: one unit of the first item, with a reason, after a confirmation
    await page.getByRole('button', { name: 'Partial refund…' }).click()
    const firstLine = page.getByLabel(/: units$/).first()
    await firstLine.fill('1')
    await page.getByLabel(/^Reason/).fill('One pouch arrived torn')
    await checkAdminPage(page, 'admin-order-refund-form-1280')
    await page.getByRole('button', { name: 'Refund…' }).click()
    const dialog = page.getByRole('alertdialog')
    await poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.textContent()).toContain('1 × ')
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
    await poll(() => timeline.getByText(/^Refund of ₹/).isVisible(), { timeout: 15_000 }).toBe(true)
    await poll(() => page.getByText('Part refunded').first().isVisible()).toBe(true)
    await checkAdminPage(page, 'admin-order-refunded-1280')
    // the shopper's mobile is tap-to-call, with a WhatsApp chat beside it
    expect(await page.getByRole('link', { name: 'Call +91 98470 12345' }).getAttribute('href')).toBe(
      'tel:+919847012345',
    )

    // the customer's page fits the screen, and its order ids open the orders
    await page.getByRole('link', { name: 'Kavya Menon' }).click()
    await poll(() => page.getByRole('heading', { name: 'Kavya Menon', level: 1 }).isVisible()).toBe(true)
    await poll(() => page.getByRole('link', { name: orderId }).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width)
    await checkAdminPage(page, 'admin-customer-1280')
    await page.getByRole('link', { name: orderId }).click()
    await poll(() => page.getByRole('heading', { name: `Order ${orderId}` }).isVisible()).toBe(true)

    // the same pages on a phone
    await page.setViewportSize(PHONE)
    await checkAdminPage(page, 'admin-order-390')
    await page.getByRole('link', { name: '← Back to orders' }).click()
    await poll(() => page.getByRole('heading', { name: 'Orders', level: 1 }).isVisible()).toBe(true)
    await poll(() => page.getByRole('link', { name: orderId }).isVisible()).toBe(true)
    await checkAdminPage(page, 'admin-orders-390')
    // on a phone the filters fold behind one button that counts them, so the orders are on the first screen
    expect(await page.getByRole('button', { name: /^Filters( \(\d\))?$/ }).isVisible()).toBe(true)
    expect(await page.getByLabel('Method').isVisible()).toBe(false)
    expect((await page.getByRole('link', { name: orderId }).boundingBox())!.y).toBeLessThan(PHONE.height)

    // the month's GST return counts the invoice less the credit note; the dashboard counts the sale and the refund
    await page.setViewportSize(DESKTOP)
    await page.getByRole('link', { name: 'GST returns' }).click()
    await poll(() => page.getByRole('heading', { name: 'GST returns', level: 1 }).isVisible()).toBe(true)
    await poll(() => page.getByText(/invoices less credit notes/).isVisible()).toBe(true)
    await checkAdminPage(page, 'admin-gst-1280')
    await page.getByRole('link', { name: 'Overview' }).click()
    await poll(() => page.getByRole('heading', { name: 'Sales by day' }).isVisible()).toBe(true)
    await poll(() => page.getByRole('link', { name: 'Moringa Powder' }).isVisible()).toBe(true)
    await checkAdminPage(page, 'admin-overview-sales-1280')
    await page.setViewportSize(PHONE)
    // the chart follows the screen down: nothing of the page runs past a phone's width
    for (const name of ['Sales by day', 'Needs action']) {
      const box = () => page.getByRole('region', { name }).boundingBox()
      await poll(async () => ((await box())?.x ?? 0) + ((await box())?.width ?? 999)).toBeLessThanOrEqual(390)
    }
    await checkAdminPage(page, 'admin-overview-sales-390')
  }, 240_000)
})
