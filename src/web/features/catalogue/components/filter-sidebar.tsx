import { Suspense, useState, useSyncExternalStore } from 'react'
import type { Category } from '#domain/contracts/catalogue.ts'
import { lazyWithTexts, withTexts } from '#web/lib/i18n/lazy.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import type { ProductFilters } from '../model/catalogue-view.ts'

/** Tailwind's `lg`, where the page shows the filters beside the list instead of behind the Filters button. */
const WIDE = '(min-width: 64rem)'
const wideNow = () => typeof matchMedia !== 'function' || matchMedia(WIDE).matches
const onWideChange = (notify: () => void) => {
  if (typeof matchMedia !== 'function') return () => {}
  const query = matchMedia(WIDE)
  query.addEventListener('change', notify)
  return () => query.removeEventListener('change', notify)
}

let loaded: typeof import('./filter-panel.tsx') | undefined
const loadPanel = () =>
  withTexts(import('./filter-panel.tsx')).then((m) => {
    loaded = m
    return m
  })
const LazyPanel = lazyWithTexts(() => loadPanel().then((m) => ({ default: m.FilterPanel })))
// On a wide screen the panel is asked for while the page hydrates rather than after (this module is the page's).
if (typeof window !== 'undefined' && wideNow()) void loadPanel()

/**
 * The sidebar's filters (desktop). A phone never shows the sidebar, so its code (the panel, the price range) is
 * loaded only where it is shown: the server and the first render in the browser draw a placeholder of the
 * panel's size, and a wide screen then draws the panel. Phones use the drawer (filter-drawer.tsx).
 */
export function FilterSidebar({
  filters,
  categories,
  onChange,
}: {
  filters: ProductFilters
  categories?: readonly Category[]
  onChange: (next: ProductFilters) => void
}) {
  const shownCategories = (categories ?? []).filter((c) => c.product_count > 0).length
  const wide = useSyncExternalStore(onWideChange, wideNow, () => false)
  // Once loaded (back on the page), drawn at once: React's lazy would show the placeholder for a frame. Chosen
  // once, so the panel is not drawn anew (losing focus) when the code arrives.
  const [Panel] = useState(() => loaded?.FilterPanel ?? LazyPanel)
  if (!wide) return <PanelPlaceholder categories={shownCategories} />
  return (
    <Suspense fallback={<PanelPlaceholder categories={shownCategories} />}>
      <Panel filters={filters} categories={categories} onChange={onChange} />
    </Suspense>
  )
}

/**
 * The panel's groups, at the panel's height (the three fixed groups measured at 1280 px; the category group, when
 * the shop has categories to offer, one row more than it has), so nothing moves when it arrives.
 */
function PanelPlaceholder({ categories }: { categories: number }) {
  return (
    <div aria-hidden="true" className="flex min-h-[26.375rem] flex-col gap-7">
      {[...(categories > 0 ? [categories + 1] : []), 3, 3, 2].map((rows, group) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <div key={group} className="flex flex-col gap-3">
          <Skeleton className="h-4 w-1/2" />
          {Array.from({ length: rows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ))}
    </div>
  )
}
