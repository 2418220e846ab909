import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '#domain/contracts/checkout.ts'
import { orderOf } from '#web/test/orders.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { Component as GuestOrderPage } from './guest-order-page.tsx'

// A guest's order by its private link in Kannada (decisions 057 and 058): the page's title, the order's state in
// words, its totals, the invoice and its returns in the page's language. Never a key or a '{placeholder}'.
const TOKEN = 'guest-token-kn'
const ID = 'SN261120-GUESTK'
const order: Order = orderOf({
  id: ID,
  status: 'delivered',
  payment_method: 'upi',
  payment_status: 'completed',
  invoice_number: 'SN/2026-27/000021',
  invoice_url: null,
  shipping_charge: 60,
  total_amount: 658,
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a guest’s order in Kannada (decision 058)', () => {
  it('says its state, totals, invoice and returns in Kannada', async () => {
    const base = `/api/v1/guest/orders/${TOKEN}`
    const replies: Record<string, unknown> = {
      [base]: {
        order,
        items: [
          { product_id: 101, product_name: 'Moringa Powder', size: '100g', quantity: 2, total_price: 598 },
        ],
      },
      [`${base}/returns`]: {
        window_days: 7,
        returnable_until: '2026-12-02T10:00:00Z',
        returnable: true,
        items: [
          { product_id: 101, pack_id: 7, name: 'Moringa Powder', size: '100g', quantity: 2, returnable: 2 },
        ],
        returns: [],
      },
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://shop.test').pathname
        return path in replies
          ? Response.json({ success: true, data: replies[path] })
          : Response.json({ success: false, message: 'Not found' }, { status: 404 })
      }),
    )
    const page = await renderPageIn('kn', `/order/${TOKEN}`, {
      path: '/order/:token',
      element: <GuestOrderPage />,
    })
    expect((await screen.findByTestId('guest-order-status')).textContent).toBe('ಡೆಲಿವರಿ ಆಗಿದೆ')
    expect(document.title).toContain('ನಿಮ್ಮ ಆರ್ಡರ್')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`ಆರ್ಡರ್ ${ID}`)
    expect(screen.getByText('ಶಿಪ್ಪಿಂಗ್')).toBeTruthy()
    expect(screen.getByText('ಒಟ್ಟು')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'ಇನ್‌ವಾಯ್ಸ್ ಡೌನ್‌ಲೋಡ್' }).getAttribute('href')).toBe(`${base}/invoice`)
    expect(await screen.findByRole('heading', { name: 'ಹಿಂದಿರುಗಿಸುವಿಕೆ' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ವಸ್ತುಗಳನ್ನು ಹಿಂದಿರುಗಿಸಿ' })).toBeTruthy()
    // a delivered order can no longer be cancelled
    expect(screen.queryByRole('button', { name: 'ಆರ್ಡರ್ ರದ್ದುಗೊಳಿಸಿ' })).toBeNull()
    expectTranslated(page)
  })
})
