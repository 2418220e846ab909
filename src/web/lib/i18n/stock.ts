// The shopper's words for a product's stock state in every language (decision 058); the English texts are the
// spec's labels (STOCK_LABELS in #domain/stock.ts).
import type { StockState } from '#domain/stock.ts'
import type { MessageKey } from './catalogue.ts'
import '#web/lib/i18n/messages/shared.en.ts'

export const STOCK_KEYS: Record<StockState, MessageKey> = {
  in_stock: 'stock.in',
  low_stock: 'stock.low',
  out_of_stock: 'stock.out',
  coming_soon: 'stock.soon',
}
