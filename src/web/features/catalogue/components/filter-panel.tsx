import { useId } from 'react'
import type { Availability, ProductFilters } from '../model/catalogue-view.ts'
import { PriceRange } from './price-range.tsx'

const AVAILABILITY: { value: Availability; label: string }[] = [
  { value: 'all', label: 'All Products' },
  { value: 'in', label: 'In Stock' },
  { value: 'out', label: 'Out of Stock' },
]

const legendClass = 'mb-3 text-sm font-semibold tracking-wider text-leaf-deep uppercase'
const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-ink hover:bg-sand/70 has-[:checked]:font-semibold'
const inputClass = 'h-4 w-4 shrink-0 accent-leaf'

/** The filter controls shared by the desktop sidebar and the phone drawer. */
export function FilterPanel({
  filters,
  onChange,
}: {
  filters: ProductFilters
  onChange: (next: ProductFilters) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-7">
      <fieldset>
        <legend className={legendClass}>Price range</legend>
        <PriceRange
          min={filters.minPrice}
          max={filters.maxPrice}
          onCommit={({ min, max }) => onChange({ ...filters, minPrice: min, maxPrice: max })}
        />
      </fieldset>

      <fieldset>
        <legend className={legendClass}>Availability</legend>
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
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>Offers</legend>
        <div className="flex flex-col gap-0.5">
          <label className={optionClass}>
            <input
              type="checkbox"
              checked={filters.onSale}
              onChange={(e) => onChange({ ...filters, onSale: e.target.checked })}
              className={inputClass}
            />
            On Sale
          </label>
          <label className={optionClass}>
            <input
              type="checkbox"
              checked={filters.newArrivals}
              onChange={(e) => onChange({ ...filters, newArrivals: e.target.checked })}
              className={inputClass}
            />
            New Arrivals
          </label>
        </div>
      </fieldset>
    </div>
  )
}
