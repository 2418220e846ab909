import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { type ReactElement, useState } from 'react'
import type { Category } from '#domain/contracts/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button } from '#web/ui/button.tsx'
import { DEFAULT_FILTERS, type ProductFilters } from '../model/catalogue-view.ts'
import { FilterPanel } from './filter-panel.tsx'
import '#web/lib/i18n/messages/listing.en.ts'

/**
 * Phone and tablet: the same panel in a drawer, applied only on 'Apply Filters'. Loaded by the first press of the
 * Filters button (products-page.tsx), so it opens at once; Radix's Dialog is not on the list's first paint.
 */
export default function FilterDrawer({
  trigger,
  filters,
  categories,
  onApply,
}: {
  trigger: ReactElement
  filters: ProductFilters
  categories?: readonly Category[]
  onApply: (next: ProductFilters) => void
}) {
  const [open, setOpen] = useState(true)
  const [draft, setDraft] = useState(filters)
  const { t } = useT()

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(filters)
        setOpen(next)
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-parchment shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="font-serif text-xl text-leaf-deep">{t('products.filters')}</Dialog.Title>
            <Dialog.Close
              className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-soft hover:bg-sand"
              aria-label={t('filters.close')}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('filters.description')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-6">
            <FilterPanel filters={draft} categories={categories} onChange={setDraft} />
          </div>
          <div className="grid grid-cols-2 gap-3 border-t border-line px-5 py-4">
            <Button variant="secondary" onClick={() => setDraft(DEFAULT_FILTERS)}>
              {t('filters.reset')}
            </Button>
            <Button
              onClick={() => {
                onApply(draft)
                setOpen(false)
              }}
            >
              {t('filters.apply')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
