import type { AdminCoupon } from '#domain/contracts/admin-coupons.ts'
import { formatRupees } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { couponsTexts } from '../texts.en.ts'

const say = adminSay(couponsTexts)

/** A coupon's value as the lists say it: '10% off', '₹100 off'. */
export function couponValue(c: Pick<AdminCoupon, 'kind' | 'value'>) {
  return c.kind === 'percent'
    ? say('value.percent', { value: String(c.value) })
    : say('value.flat', { amount: formatRupees(c.value) })
}

/** A list's filter: a labelled select of [value, label] choices. */
