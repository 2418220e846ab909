import { describe, expect, it } from 'vitest'
import {
  formatOrderDate,
  invoiceDownloadUrl,
  labelOf,
  orderStatusColour,
  orderSummaryLines,
  paymentAmountRupees,
  paymentStatusColour,
  productsLoadedText,
  readOrderSort,
  readPage,
  truncateText,
} from './orders-view.ts'

describe('orders', () => {
  it('reads sort and page from the URL', () => {
    expect(readOrderSort(null)).toBe('latest')
    expect(readOrderSort('status')).toBe('status')
    expect(readOrderSort('bogus')).toBe('latest')
    expect(readPage('3')).toBe(3)
    expect(readPage('0')).toBe(1)
    expect(readPage('x')).toBe(1)
  })
  it('colours status and payment badges', () => {
    expect(
      ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'expired', 'lost'].map(
        orderStatusColour,
      ),
    ).toEqual(['yellow', 'blue', 'purple', 'green', 'red', 'grey', 'grey'])
    expect(
      ['completed', 'pending', 'failed', 'refunded', 'partially_refunded', 'expired'].map(
        paymentStatusColour,
      ),
    ).toEqual(['green', 'yellow', 'red', 'red', 'red', 'grey'])
    expect(labelOf('processing')).toBe('Processing')
    expect(labelOf('partially_refunded')).toBe('Partially refunded')
    expect(labelOf('expired')).toBe('Expired')
    expect(labelOf('cash_on_delivery')).toBe('Cash on delivery')
  })
  it('formats dates in en-IN', () => {
    expect(formatOrderDate('2026-03-14T10:00:00Z')).toBe('14 Mar 2026')
    expect(formatOrderDate('nope')).toBe('nope')
  })
  it('truncates at a word', () => {
    expect(truncateText('short', 10)).toBe('short')
    expect(truncateText('12-2-823, Mehdipatnam, Hyderabad, Telangana 500028', 30)).toBe(
      '12-2-823, Mehdipatnam…',
    )
    expect(truncateText('x'.repeat(40), 10)).toBe(`${'x'.repeat(9)}…`)
  })
  it('sums the summary: subtotal = total - shipping, with the coupon before it', () => {
    expect(
      orderSummaryLines({
        subtotal: 947,
        discount_amount: 94.7,
        coupon_code: 'SAVE10',
        total_amount: 912.3,
        shipping_charge: 60,
      }),
    ).toEqual([
      { label: 'Items', amount: 947, kind: 'items' },
      { label: 'Coupon (SAVE10)', amount: 94.7, kind: 'discount' },
      { label: 'Subtotal', amount: 852.3, kind: 'subtotal' },
      { label: 'Shipping', amount: 60, kind: 'shipping' },
      { label: 'Total', amount: 912.3, kind: 'total' },
    ])
    expect(
      orderSummaryLines({
        subtotal: 249,
        discount_amount: 0,
        coupon_code: null,
        total_amount: 289,
        shipping_charge: 40,
      }).map((l) => l.label),
    ).toEqual(['Subtotal', 'Shipping', 'Total'])
  })
  it('shows the cash-on-delivery fee as its own line, outside the subtotal', () => {
    expect(
      orderSummaryLines({
        subtotal: 498,
        discount_amount: 0,
        coupon_code: null,
        total_amount: 607,
        shipping_charge: 60,
        cod_fee: 49,
      }),
    ).toEqual([
      { label: 'Subtotal', amount: 498, kind: 'subtotal' },
      { label: 'Shipping', amount: 60, kind: 'shipping' },
      { label: 'Cash on delivery fee', amount: 49, kind: 'cod_fee' },
      { label: 'Total', amount: 607, kind: 'total' },
    ])
  })
  it('shows paise as rupees and counts loaded products', () => {
    expect(paymentAmountRupees(85230)).toBe(852.3)
    expect(productsLoadedText(['loaded', 'failed', 'loading'])).toBe('1 of 3 products loaded')
    expect(productsLoadedText([])).toBe('0 of 0 products loaded')
  })
  it('builds the download link', () => {
    expect(invoiceDownloadUrl('/api/v1/orders/SN1/invoice')).toBe('/api/v1/orders/SN1/invoice?download=1')
    expect(invoiceDownloadUrl('/x?a=1')).toBe('/x?a=1&download=1')
  })
})
