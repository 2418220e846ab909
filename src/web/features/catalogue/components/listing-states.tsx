import { catalogueMessages } from '#domain/messages-catalogue.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'

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
  if (failed)
    return (
      <EmptyState
        title="We couldn’t load our products"
        action={
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? 'Trying…' : 'Try Again'}
          </Button>
        }
      >
        {catalogueMessages.fetchProducts}
      </EmptyState>
    )
  return (
    <EmptyState
      title={catalogueMessages.noProductsMatch}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClear}>
            Clear all
          </Button>
        ) : undefined
      }
    >
      {filtered
        ? 'Try a wider price range, or clear a filter to see more of our powders.'
        : 'Our shelves are being restocked. Please check back soon.'}
    </EmptyState>
  )
}
