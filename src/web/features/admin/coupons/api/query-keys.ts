// The coupons' query keys (under the shell's 'admin', which every back-office write invalidates).
export const couponKeys = {
  list: ['admin', 'coupons'] as const,
  detail: (code: string) => ['admin', 'coupon', code] as const,
}
