// One coupon in the back office: its rules (value, minimum order, limits, window), checked by the server's own
// contract before they are sent, and the orders that used it.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { couponUpdateInput } from '#domain/contracts/admin-coupons.ts'
import { fromIndiaLocalInput, toIndiaLocalInput } from '#domain/india-time.ts'
import {
  ListState,
  PageHeader,
  panelClass,
  rupees,
  TextField,
  useInvalidate,
  when,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { useParams, useUnsavedChanges } from '#web/lib/router.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { type CouponDetail, couponQuery, updateCoupon } from '../api/coupons.ts'
import { couponValue } from '../model/coupon-value.ts'

export function CouponPage() {
  const { code = '' } = useParams()
  const detail = useQuery(couponQuery(code))
  if (!detail.data)
    return <ListState loading={detail.isPending} error={detail.error} empty={false} emptyText="" />
  return <CouponForm key={detail.data.coupon.code} detail={detail.data} />
}

function CouponForm({ detail }: { detail: CouponDetail }) {
  const invalidate = useInvalidate()
  const c = detail.coupon
  const [v, setV] = useState({
    label: c.label,
    value: String(c.value),
    min_order: String(c.min_order),
    per_user_limit: c.per_user_limit ? String(c.per_user_limit) : '',
    total_limit: c.total_limit ? String(c.total_limit) : '',
    starts_at: toIndiaLocalInput(c.starts_at),
    ends_at: toIndiaLocalInput(c.ends_at),
  })
  // What the form loaded, or last saved: it has unsaved changes while a value differs (decision record 028).
  const [loaded, setLoaded] = useState(v)
  useUnsavedChanges(JSON.stringify(v) !== JSON.stringify(loaded))
  const [error, setError] = useState<string | null>(null)
  const set = (k: keyof typeof v) => (value: string) => setV({ ...v, [k]: value })
  const save = useMutation({
    mutationFn: async (_sent: typeof v) => {
      const numbers = [
        ['value', c.kind === 'percent' ? 'Per cent off' : 'Rupees off'],
        ['min_order', 'Minimum order'],
        ['per_user_limit', 'Uses per shopper'],
        ['total_limit', 'Uses in all'],
      ] as const
      for (const [key, label] of numbers)
        if (v[key].trim() !== '' && !Number.isFinite(Number(v[key])))
          throw new Error(`${label} must be a number`)
      const input = {
        label: v.label,
        value: Number(v.value),
        min_order: Number(v.min_order || 0),
        per_user_limit: v.per_user_limit.trim() ? Number(v.per_user_limit) : null,
        total_limit: v.total_limit.trim() ? Number(v.total_limit) : null,
        starts_at: fromIndiaLocalInput(v.starts_at),
        ends_at: fromIndiaLocalInput(v.ends_at),
      }
      // the server's own contract says what is wrong before anything is sent
      const checked = couponUpdateInput.safeParse({ ...input, kind: c.kind })
      if (!checked.success) throw new Error(checked.error.issues[0]?.message)
      return updateCoupon(c.code, input)
    },
    onSuccess: (_reply, sent) => {
      setLoaded(sent)
      setError(null)
      toast.success('Coupon saved')
      void invalidate()
    },
    onError: (err) => setError(err.message),
  })
  return (
    <>
      <PageHeader
        title={c.code}
        intro={`${couponValue(c)} · used ${c.used_count} time${c.used_count === 1 ? '' : 's'} · ${c.active ? 'active' : 'paused'}`}
        actions={
          <ButtonLink variant="ghost" to="/admin/coupons">
            All coupons
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <form
          className={`${panelClass} grid gap-4 sm:grid-cols-2`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            save.mutate(v)
          }}
        >
          {error && (
            <p role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error sm:col-span-2">
              {error}
            </p>
          )}
          <TextField label="Label" className="sm:col-span-2" value={v.label} onChange={set('label')} />
          <TextField
            label={c.kind === 'percent' ? 'Per cent off' : 'Rupees off'}
            inputMode="decimal"
            value={v.value}
            onChange={set('value')}
          />
          <TextField
            label="Minimum order (₹)"
            inputMode="decimal"
            value={v.min_order}
            onChange={set('min_order')}
          />
          <TextField
            label="Uses per shopper"
            inputMode="numeric"
            hint="Empty: no limit"
            value={v.per_user_limit}
            onChange={set('per_user_limit')}
          />
          <TextField
            label="Uses in all"
            inputMode="numeric"
            hint="Empty: no limit"
            value={v.total_limit}
            onChange={set('total_limit')}
          />
          <TextField
            label="Starts (India time)"
            type="datetime-local"
            value={v.starts_at}
            onChange={set('starts_at')}
          />
          <TextField
            label="Ends (India time)"
            type="datetime-local"
            value={v.ends_at}
            onChange={set('ends_at')}
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save coupon'}
            </Button>
          </div>
        </form>
        <section aria-labelledby="used-heading" className={`${panelClass} h-fit`}>
          <h2 id="used-heading" className="text-lg">
            Orders that used it
          </h2>
          {detail.orders.length === 0 && <p className="mt-2 text-sm text-ink-soft">None yet.</p>}
          <ul className="mt-2 divide-y divide-line text-sm">
            {detail.orders.map((o) => (
              <li key={o.order_id} className="py-2">
                <span className="font-mono text-xs">{o.order_id}</span>
                <span className="block text-ink-soft">
                  {o.email} · {rupees(o.discount)} off · {when(o.at)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
