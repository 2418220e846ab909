import { describe, expect, it } from 'vitest'
import { deliveryLabel } from './delivery-label.ts'

const option = {
  delivery_label: 'Delivery by Fri, 27 Nov – Mon, 30 Nov',
  delivery_from: '2026-11-27',
  delivery_to: '2026-11-30',
}

describe('deliveryLabel', () => {
  it("keeps the server's English words on an English page", () => {
    expect(deliveryLabel('en', option)).toBe('Delivery by Fri, 27 Nov – Mon, 30 Nov')
  })

  it("says the promise's days in the page's language and calendar", () => {
    expect(deliveryLabel('hi', option)).toBe('अनुमानित डिलीवरी: शुक्र, 27 नव॰ – सोम, 30 नव॰')
    expect(deliveryLabel('te', { ...option, delivery_to: '2026-11-27' })).toBe('అంచనా డెలివరీ: 27 నవం, శుక్ర')
    for (const lang of ['ta', 'kn', 'ml'] as const) {
      const said = deliveryLabel(lang, option) ?? ''
      expect(said).toContain('27')
      expect(said).toContain('30')
      expect(said).not.toMatch(/Delivery|Fri|Nov/)
    }
  })

  it("falls back to the server's words when it sent no days", () => {
    expect(deliveryLabel('hi', { delivery_label: 'Delivery by Fri, 27 Nov' })).toBe('Delivery by Fri, 27 Nov')
    expect(deliveryLabel('hi', {})).toBeUndefined()
  })
})
