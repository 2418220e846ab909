import { describe, expect, it } from 'vitest'
import { codEligibility, codMessages, isHighValueCod } from './cash-on-delivery.ts'

const settings = { maxPaise: 500_000, feePaise: 4_900 }

describe('cash on delivery eligibility', () => {
  it('is offered in every zone the courier collects cash, within the limit including the fee', () => {
    for (const pin of ['500028', '506001', '560038', '641001'])
      expect(codEligibility({ pin, totalPaise: 100_000, settings })).toEqual({ available: true })
    expect(codEligibility({ pin: '500028', totalPaise: 500_000 - 4_900, settings })).toEqual({
      available: true,
    })
  })

  it('is refused for remote and bad PINs, above the limit, with two open cash orders or two refusals', () => {
    const no = (reason: string) => ({ available: false, reason })
    expect(codEligibility({ pin: '744101', totalPaise: 100_000, settings })).toEqual(no(codMessages.pin))
    expect(codEligibility({ pin: '12', totalPaise: 100_000, settings })).toEqual(no(codMessages.pin))
    expect(codEligibility({ pin: '500028', totalPaise: 500_000 - 4_899, settings })).toEqual(
      no('Cash on delivery is available on orders up to ₹5,000.'),
    )
    expect(codEligibility({ pin: '500028', totalPaise: 1_000, settings, openCodOrders: 2 })).toEqual(
      no(codMessages.openOrders),
    )
    expect(codEligibility({ pin: '500028', totalPaise: 1_000, settings, openCodOrders: 1 })).toEqual({
      available: true,
    })
    expect(codEligibility({ pin: '500028', totalPaise: 1_000, settings, refusedDeliveries: 2 })).toEqual(
      no(codMessages.refused),
    )
  })
})

describe('a high-value cash order (decision 049, signals)', () => {
  it('is half the cash limit or more, and none while cash on delivery is off', () => {
    expect([249_999, 250_000, 400_000].map((t) => isHighValueCod(t, 500_000))).toEqual([false, true, true])
    expect(isHighValueCod(900_000, 0)).toBe(false)
  })
})
