// Coupons in the back office: the list, one coupon with the orders that used it, create, change, pause, resume.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { adminCouponView, couponOrderView } from '#domain/contracts/admin-coupons.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { couponKeys } from './query-keys.ts'

const couponReply = dataReply(adminCouponView)

/** GET /coupons. */
export async function getCoupons() {
  return (await adminApi.get(dataReply(z.array(adminCouponView)), '/coupons')).data
}

export const couponsQuery = () => queryOptions({ queryKey: couponKeys.list, queryFn: getCoupons })

const couponDetail = z.object({ coupon: adminCouponView, orders: z.array(couponOrderView) })
export type CouponDetail = z.infer<typeof couponDetail>

/** GET /coupons/{code}: the coupon and the orders that used it. */
export async function getCoupon(code: string) {
  return (await adminApi.get(dataReply(couponDetail), `/coupons/${encodeURIComponent(code)}`)).data
}

export const couponQuery = (code: string) =>
  queryOptions({ queryKey: couponKeys.detail(code), queryFn: () => getCoupon(code) })

/** POST /coupons. */
export const createCoupon = (input: unknown) => adminApi.post(couponReply, '/coupons', input)

/** PATCH /coupons/{code}: its rules, or `{ active }` to pause or resume it, with its version (decision 040). */
export const updateCoupon = (code: string, input: unknown) =>
  adminApi.patch(couponReply, `/coupons/${code}`, input)
