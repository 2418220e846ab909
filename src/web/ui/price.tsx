import { formatRupees } from '#domain/money.ts'
import { cn } from './cn.ts'

/** Price with the struck-out MRP beside it when the MRP is higher. Amounts are wire rupees. */
export function Price({
  price,
  actualPrice,
  size = 'md',
  className,
}: {
  price: number
  actualPrice?: number | null
  size?: 'sm' | 'md' | 'lg'
  className?: string
}) {
  const showMrp = actualPrice != null && actualPrice > price
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2 tabular', className)}>
      <span
        className={cn(
          'font-semibold whitespace-nowrap text-ink',
          size === 'lg' ? 'text-2xl sm:text-3xl' : size === 'md' ? 'text-lg' : 'text-base',
        )}
      >
        {formatRupees(price)}
      </span>
      {showMrp && (
        <span
          className={cn(
            'whitespace-nowrap text-ink-soft line-through',
            size === 'lg' ? 'text-base' : 'text-sm',
          )}
        >
          <span className="sr-only">MRP </span>
          {formatRupees(actualPrice)}
        </span>
      )}
    </span>
  )
}
