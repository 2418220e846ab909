import { getStockState, type StockFields, type StockState } from '#domain/stock.ts'
import { STOCK_KEYS } from '#web/lib/i18n/stock.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
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
  const { t } = useT()
  return (
    <Badge tone={TONES[state]} className={className}>
      {t(STOCK_KEYS[state])}
    </Badge>
  )
}
