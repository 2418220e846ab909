import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deliveryPromise, dispatchDay, formatDeliveryDay } from './delivery-promise.ts'

// 2026-11-24 is a Tuesday. 08:30 UTC is 14:00 IST.
const ist = (iso: string) => new Date(`${iso}+05:30`)

describe('delivery promise', () => {
  it('leaves the same day before the 2 pm cut-off (IST), the next working day after it', () => {
    expect(formatDeliveryDay(dispatchDay(ist('2026-11-24T13:59:00')))).toBe('Tue, 24 Nov')
    expect(formatDeliveryDay(dispatchDay(ist('2026-11-24T14:00:00')))).toBe('Wed, 25 Nov')
    // Saturday afternoon and Sunday both leave on Monday
    expect(formatDeliveryDay(dispatchDay(ist('2026-11-28T15:00:00')))).toBe('Mon, 30 Nov')
    expect(formatDeliveryDay(dispatchDay(ist('2026-11-29T09:00:00')))).toBe('Mon, 30 Nov')
    // 19:00 UTC on the 24th is already 00:30 on the 25th in India: that morning's dispatch
    expect(formatDeliveryDay(dispatchDay(new Date('2026-11-24T19:00:00Z')))).toBe('Wed, 25 Nov')
  })

  it('counts courier working days (no Sundays) and says the range', () => {
    expect(deliveryPromise(ist('2026-11-24T10:00:00'), 3, 5)).toEqual({
      from: '2026-11-27',
      to: '2026-11-30',
      label: 'Delivery by Fri, 27 Nov – Mon, 30 Nov',
    })
    expect(deliveryPromise(ist('2026-11-24T10:00:00'), 1, 1).label).toBe('Delivery by Wed, 25 Nov')
    expect(deliveryPromise(ist('2026-12-30T16:00:00'), 2, 4)).toMatchObject({
      from: '2027-01-02',
      to: '2027-01-05',
    })
  })

  it('never promises a Sunday, and the range never runs backwards', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        (at, a, b) => {
          const p = deliveryPromise(at, Math.min(a, b), Math.max(a, b))
          expect(new Date(p.from).getUTCDay()).not.toBe(0)
          expect(new Date(p.to).getUTCDay()).not.toBe(0)
          expect(p.from <= p.to).toBe(true)
        },
      ),
    )
  })
})
