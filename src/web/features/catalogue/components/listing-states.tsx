import { useT } from '#web/lib/i18n/use-language.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import '#web/lib/i18n/messages/listing.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'

/**
 * What the products page shows instead of its grid: the list failed to load, or no product matches. Loaded only
 * when one of them is shown; the server renders it in place when a page arrives that way.
 */
export default function ListingState({
  failed,
  retrying,
  onRetry,
  filtered,
  onClear,
}: {
  failed: boolean
  retrying: boolean
  onRetry: () => void
  /** Whether any filter is on, so that clearing them could show more. */
  filtered: boolean
  onClear: () => void
}) {
  const { t } = useT()
  if (failed)
    return (
      <EmptyState
        title={t('products.failed.title')}
        action={
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? t('products.trying') : t('common.try.again')}
          </Button>
        }
      >
        {t('products.failed.text')}
      </EmptyState>
    )
  return (
    <EmptyState
      title={t('products.none.title')}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            {t('products.clear')}
          </Button>
        ) : undefined
      }
    >
      {filtered ? t('products.none.filtered') : t('products.none.empty')}
    </EmptyState>
  )
}
