import { getStockState, STOCK_LABELS, type StockFields, type StockState } from '#domain/stock.ts'
import { Badge } from '#web/ui/badge.tsx'

const TONES: Record<StockState, 'success' | 'turmeric' | 'error' | 'info'> = {
  in_stock: 'success',
  low_stock: 'turmeric',
  out_of_stock: 'error',
  coming_soon: 'info',
}

/** In Stock / Low Stock / Out of stock / Coming Soon (docs/product.md, States and transitions: stock display). */
export function StockBadge({ product, className }: { product: StockFields; className?: string }) {
  const state = getStockState(product)
  return (
    <Badge tone={TONES[state]} className={className}>
      {STOCK_LABELS[state]}
    </Badge>
  )
}
