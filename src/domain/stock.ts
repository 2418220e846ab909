// Stock display rules of docs/product.md, States and transitions ("Stock display") and Business constants and limits (low stock under 10).

export const LOW_STOCK_THRESHOLD = 10
export const COMING_SOON_STATUS = 'Comming Soon' // the wire spelling, kept on purpose

export type StockState = 'in_stock' | 'low_stock' | 'out_of_stock' | 'coming_soon'

export interface StockFields {
  stock: number
  stock_status: string
}

export function isComingSoon(status: string): boolean {
  const s = status.trim().toLowerCase()
  return s === 'comming soon' || s === 'coming soon'
}

/** 'Out of stock or coming soon' when stock is 0 or status is Coming Soon. */
export function isUnavailable(p: StockFields): boolean {
  return p.stock <= 0 || isComingSoon(p.stock_status)
}

export function getStockState(p: StockFields): StockState {
  if (isComingSoon(p.stock_status)) return 'coming_soon'
  if (p.stock <= 0) return 'out_of_stock'
  if (p.stock < LOW_STOCK_THRESHOLD) return 'low_stock'
  return 'in_stock'
}

export const STOCK_LABELS: Record<StockState, string> = {
  in_stock: 'In Stock',
  low_stock: 'Low Stock',
  out_of_stock: 'Out of stock',
  coming_soon: 'Coming Soon',
}
