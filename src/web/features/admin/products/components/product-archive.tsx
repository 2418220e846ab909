// Taking a product out of the shop: archive (it stays for the orders, invoices and reviews that name it), put it
// back on sale, or delete one that was archived and never ordered. The server decides; this says what it answered.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminProduct } from '#domain/contracts/admin-catalogue.ts'
import { panelClass, when } from '#web/features/admin/shell/components/admin-ui.tsx'
import { useNavigate } from '#web/lib/router.tsx'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { deleteProduct, setArchived } from '../api/product.ts'
import { productKeys } from '../api/query-keys.ts'

export function ArchivePanel({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const archived = product.archived_at !== null
  const toggle = useMutation({
    mutationFn: () => setArchived(product.id, !archived),
    onSuccess: ({ data }) => {
      setError(null)
      queryClient.setQueryData(productKeys.detail(String(data.id)), data)
      void queryClient.invalidateQueries({ queryKey: productKeys.lists })
      toast.success(data.archived_at ? `${data.name} is archived` : `${data.name} is on sale again`)
    },
    onError: (err) => setError(err.message),
  })
  const remove = useMutation({
    mutationFn: () => deleteProduct(product.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.lists })
      toast.success(`${product.name} deleted`)
      navigate('/admin/products', { replace: true })
    },
    onError: (err) => setError(err.message),
  })
  return (
    <section aria-labelledby="archive-heading" className={`${panelClass} h-fit`}>
      <h2 id="archive-heading" className="text-lg">
        {archived ? 'Archived' : 'On sale'}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {archived
          ? `Out of the shop since ${when(product.archived_at!)}: not listed, not searchable, not in carts. Orders and invoices still name it.`
          : 'Archive it to take it out of the shop at once; its orders, invoices and reviews keep it.'}
      </p>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-error-soft px-3 py-2 text-sm text-error">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {archived ? (
          <Button variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
            {toggle.isPending ? 'Putting back…' : 'Put back on sale'}
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={toggle.isPending}>
                {toggle.isPending ? 'Archiving…' : 'Archive product'}
              </Button>
            }
            title={`Archive ${product.name}?`}
            description="It leaves the shop's lists, search and carts at once. You can put it back on sale later."
            confirmLabel="Archive product"
            onConfirm={() => toggle.mutate()}
          />
        )}
        {archived && !product.ordered && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete for good'}
              </Button>
            }
            title={`Delete ${product.name}?`}
            description="No order ever held it. It is deleted with its pictures, reviews and wishlist entries; this cannot be undone."
            confirmLabel="Delete product"
            onConfirm={() => remove.mutate()}
          />
        )}
      </div>
      {archived && product.ordered && (
        <p className="mt-3 text-xs text-ink-soft">Ordered before, so it is kept: it cannot be deleted.</p>
      )}
    </section>
  )
}
