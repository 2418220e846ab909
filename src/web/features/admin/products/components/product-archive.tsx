// Taking a product out of the shop: archive (it stays for the orders, invoices and reviews that name it), put it
// back on sale, or delete one that was archived and never ordered. The server decides; this says what it answered.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminProduct } from '#domain/contracts/admin-catalogue.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { panelClass, when } from '#web/features/admin/shell/components/admin-ui.tsx'
import { useNavigate } from '#web/lib/router.tsx'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { deleteProduct, setArchived } from '../api/product.ts'
import { productKeys } from '../api/query-keys.ts'
import { productsTexts } from '../texts.en.ts'

const say = adminSay(productsTexts)

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
      toast.success(
        data.archived_at
          ? say('archive.toast.archived', { name: data.name })
          : say('archive.toast.on.sale', { name: data.name }),
      )
    },
    onError: (err) => setError(err.message),
  })
  const remove = useMutation({
    mutationFn: () => deleteProduct(product.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKeys.lists })
      toast.success(say('archive.toast.deleted', { name: product.name }))
      navigate('/admin/products', { replace: true })
    },
    onError: (err) => setError(err.message),
  })
  return (
    <section aria-labelledby="archive-heading" className={`${panelClass} h-fit`}>
      <h2 id="archive-heading" className="text-lg">
        {archived ? say('archive.title.archived') : say('archive.title.on.sale')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {archived
          ? say('archive.intro.archived', { since: when(product.archived_at!) })
          : say('archive.intro.on.sale')}
      </p>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-error-soft px-3 py-2 text-sm text-error">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {archived ? (
          <Button variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
            {toggle.isPending ? say('archive.putting.back') : say('archive.put.back')}
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={toggle.isPending}>
                {toggle.isPending ? say('archive.archiving') : say('archive.archive')}
              </Button>
            }
            title={say('archive.confirm.title', { name: product.name })}
            description={say('archive.confirm.description')}
            confirmLabel={say('archive.confirm')}
            onConfirm={() => toggle.mutate()}
          />
        )}
        {archived && !product.ordered && (
          <ConfirmDialog
            trigger={
              <Button variant="ghost" disabled={remove.isPending}>
                {remove.isPending ? say('delete.deleting') : say('delete.delete')}
              </Button>
            }
            title={say('delete.confirm.title', { name: product.name })}
            description={say('delete.confirm.description')}
            confirmLabel={say('delete.confirm')}
            onConfirm={() => remove.mutate()}
          />
        )}
      </div>
      {archived && product.ordered && <p className="mt-3 text-xs text-ink-soft">{say('delete.kept')}</p>}
    </section>
  )
}
