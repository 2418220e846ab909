// Start selling (decision 050): the owner's one confirmed step from samples and test orders to a shop that sells.
// The panel says exactly what goes (and what stays) before the owner confirms, and since when the shop sells after.
import { useMutation, useQuery } from '@tanstack/react-query'
import type { StartSellingPreview } from '#domain/contracts/admin-settings.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { panelClass, useInvalidate } from '#web/features/admin/shell/components/admin-ui.tsx'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { startSelling, startSellingQuery } from '../api/settings.ts'
import { settingsTexts } from '../texts.en.ts'

const say = adminSay(settingsTexts)

/** What Start selling removes, in words: '82 sample reviews', 'the sample coupons DEAL5 and SAVE10', … */
export function removals(p: StartSellingPreview): string[] {
  const list: string[] = []
  if (p.sample_reviews > 0) list.push(say('selling.removes.reviews', { count: p.sample_reviews }))
  if (p.sample_coupons.length > 0)
    list.push(
      say('selling.removes.coupons', {
        count: p.sample_coupons.length,
        codes: p.sample_coupons.join(say('selling.removes.coupons.and')),
      }),
    )
  if (p.test_orders > 0) {
    const orders = say('selling.removes.orders', { count: p.test_orders })
    list.push(
      p.test_invoices > 0
        ? say('selling.removes.orders.invoices', {
            orders,
            invoices: say('selling.removes.invoices', { count: p.test_invoices }),
          })
        : orders,
    )
  }
  return list
}

export function StartSellingPanel() {
  const invalidate = useInvalidate()
  const preview = useQuery(startSellingQuery())
  const start = useMutation({
    mutationFn: startSelling,
    onSuccess: () => {
      toast.success(say('selling.done'))
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
          {say('selling.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          {say('selling.since', {
            date: new Date(p.selling_since).toLocaleDateString('en-IN', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'Asia/Kolkata',
            }),
          })}
        </p>
      </section>
    )
  const gone = removals(p)
  return (
    <section aria-labelledby="start-selling" className={`${panelClass} mt-8 border-amber-300`}>
      <h2 id="start-selling" className="text-lg">
        {say('start.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {gone.length > 0 ? say('start.intro') : say('start.intro.nothing')}
      </p>
      {gone.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {gone.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-ink-soft">{say('start.stays')}</p>
      <div className="mt-4">
        <ConfirmDialog
          trigger={<Button disabled={start.isPending}>{say('start.button')}</Button>}
          title={say('start.confirm.title')}
          description={
            gone.length > 0
              ? say('start.confirm.removed', { list: gone.join(say('start.confirm.separator')) })
              : say('start.confirm.nothing')
          }
          confirmLabel={say('start.confirm.yes')}
          cancelLabel={say('start.confirm.no')}
          onConfirm={() => start.mutate()}
        />
      </div>
    </section>
  )
}
