import { useId } from 'react'
import type { Category } from '#domain/contracts/catalogue.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import type { Availability, ProductFilters } from '../model/catalogue-view.ts'
import { PriceRange } from './price-range.tsx'
import '#web/lib/i18n/messages/listing.en.ts'

const AVAILABILITY: { value: Availability; label: MessageKey }[] = [
  { value: 'all', label: 'filters.availability.all' },
  { value: 'in', label: 'filters.availability.in' },
  { value: 'out', label: 'filters.availability.out' },
]

const legendClass = 'mb-3 text-sm font-semibold tracking-wider text-leaf-deep uppercase'
const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-ink hover:bg-sand/70 has-[:checked]:font-semibold'
const inputClass = 'h-4 w-4 shrink-0 accent-leaf'

/**
 * The filter controls shared by the desktop sidebar and the phone drawer. The categories are the ones the shop
 * shows, in its order, with their products (decision 051); one without products on sale is left out.
 */
export function FilterPanel({
  filters,
  categories = [],
  onChange,
}: {
  filters: ProductFilters
  categories?: readonly Category[]
  onChange: (next: ProductFilters) => void
}) {
  const id = useId()
  const { t } = useT()
  const offered = categories.filter((c) => c.product_count > 0)
  const total = offered.reduce((n, c) => n + c.product_count, 0)
  const chosen = filters.category.toLowerCase()
  return (
    <div className="flex flex-col gap-7">
      {offered.length > 0 && (
        <fieldset>
          <legend className={legendClass}>{t('filters.category')}</legend>
          <div className="flex flex-col gap-0.5">
            {[
              { name: '', label: t('filters.category.all'), count: total },
              ...offered.map((c) => ({ name: c.name, label: c.label, count: c.product_count })),
            ].map((option) => (
              <label key={option.name} className={optionClass}>
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={option.name}
                  checked={chosen === option.name.toLowerCase()}
                  onChange={() => onChange({ ...filters, category: option.name })}
                  className={inputClass}
                />
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{option.label}</span>
                <span className="text-ink-soft tabular">{option.count}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset>
        <legend className={legendClass}>{t('filters.price')}</legend>
        <PriceRange
          min={filters.minPrice}
          max={filters.maxPrice}
          onCommit={({ min, max }) => onChange({ ...filters, minPrice: min, maxPrice: max })}
        />
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t('filters.availability')}</legend>
        <div className="flex flex-col gap-0.5">
          {AVAILABILITY.map((option) => (
            <label key={option.value} className={optionClass}>
              <input
                type="radio"
                name={`${id}-availability`}
                value={option.value}
                checked={filters.availability === option.value}
                onChange={() => onChange({ ...filters, availability: option.value })}
                className={inputClass}
              />
              {t(option.label)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t('filters.offers')}</legend>
        <div className="flex flex-col gap-0.5">
          <label className={optionClass}>
            <input
              type="checkbox"
              checked={filters.onSale}
              onChange={(e) => onChange({ ...filters, onSale: e.target.checked })}
              className={inputClass}
            />
            {t('filters.offers.sale')}
          </label>
          <label className={optionClass}>
            <input
              type="checkbox"
              checked={filters.newArrivals}
              onChange={(e) => onChange({ ...filters, newArrivals: e.target.checked })}
              className={inputClass}
            />
            {t('filters.offers.new')}
          </label>
        </div>
      </fieldset>
    </div>
  )
}
