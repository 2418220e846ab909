// Start selling (decision 050): the owner's one confirmed step from samples and test orders to a shop that sells.
// The panel says exactly what goes (and what stays) before the owner confirms, and since when the shop sells after.
import { useMutation, useQuery } from '@tanstack/react-query'
import type { StartSellingPreview } from '#domain/contracts/admin-settings.ts'
import { panelClass, useInvalidate } from '#web/features/admin/shell/components/admin-ui.tsx'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { startSelling, startSellingQuery } from '../api/settings.ts'

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`

/** What Start selling removes, in words: '82 sample reviews', 'the sample coupons DEAL5 and SAVE10', … */
export function removals(p: StartSellingPreview): string[] {
  const list: string[] = []
  if (p.sample_reviews > 0) list.push(plural(p.sample_reviews, 'sample review'))
  if (p.sample_coupons.length > 0)
    list.push(
      `the sample ${p.sample_coupons.length === 1 ? 'coupon' : 'coupons'} ${p.sample_coupons.join(' and ')}`,
    )
  if (p.test_orders > 0)
    list.push(
      `${plural(p.test_orders, 'test order')}${p.test_invoices > 0 ? ` (${plural(p.test_invoices, 'invoice')}: the invoice series starts again at 1)` : ''}`,
    )
  return list
}

export function StartSellingPanel() {
  const invalidate = useInvalidate()
  const preview = useQuery(startSellingQuery())
  const start = useMutation({
    mutationFn: startSelling,
    onSuccess: () => {
      toast.success('Your shop is selling. Samples and test orders are gone.')
      void invalidate()
      void preview.refetch()
    },
    onError: (err) => toast.error(err.message),
  })
  const p = preview.data
  if (!p) return null
  if (p.selling_since)
    return (
      <section aria-labelledby="start-selling" className={`${panelClass} mt-8`}>
        <h2 id="start-selling" className="text-lg">
          Selling
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Your shop has been selling since{' '}
          {new Date(p.selling_since).toLocaleDateString('en-IN', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'Asia/Kolkata',
          })}
          . Samples and test orders were removed then.
        </p>
      </section>
    )
  const gone = removals(p)
  return (
    <section aria-labelledby="start-selling" className={`${panelClass} mt-8 border-amber-300`}>
      <h2 id="start-selling" className="text-lg">
        Start selling
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        When the shop is ready for real shoppers, remove what came with it and what you tried out.{' '}
        {gone.length > 0 ? 'This removes:' : 'There is nothing to remove.'}
      </p>
      {gone.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {gone.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-ink-soft">
        Products, recipes, pages, settings, staff and shoppers’ accounts stay. Stock held by test orders goes
        back to the shelf.
      </p>
      <div className="mt-4">
        <ConfirmDialog
          trigger={<Button disabled={start.isPending}>Start selling…</Button>}
          title="Start selling now?"
          description={`${gone.length > 0 ? `Removed for good: ${gone.join('; ')}.` : 'Nothing is removed.'} This cannot be undone.`}
          confirmLabel="Remove and start selling"
          cancelLabel="Not yet"
          onConfirm={() => start.mutate()}
        />
      </div>
    </section>
  )
}
