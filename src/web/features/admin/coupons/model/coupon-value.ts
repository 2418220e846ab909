import type { AdminCoupon } from '#domain/contracts/admin-coupons.ts'
import { formatRupees } from '#domain/money.ts'

/** A coupon's value as the lists say it: '10% off', '₹100 off'. */
export function couponValue(c: Pick<AdminCoupon, 'kind' | 'value'>) {
  return c.kind === 'percent' ? `${c.value}% off` : `${formatRupees(c.value)} off`
}

/** A list's filter: a labelled select of [value, label] choices. */
