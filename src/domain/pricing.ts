import type { Paise } from './money.ts'

/**
 * Percent off per docs/product.md, Business constants and limits: round((actual_price - price) / actual_price * 100).
 * Zero when there is no original price or it is not above the price.
 */
export function percentOff(price: Paise, actualPrice: Paise | null | undefined): number {
  if (!actualPrice || actualPrice <= 0 || actualPrice <= price) return 0
  return Math.round(((actualPrice - price) / actualPrice) * 100)
}

export function isOnSale(price: Paise, actualPrice: Paise | null | undefined): boolean {
  return percentOff(price, actualPrice) > 0
}

/** Average of star ratings to one decimal; 0 when there are none. */
export function averageRating(total: number, count: number): number {
  if (count <= 0) return 0
  return Math.round((total / count) * 10) / 10
}
