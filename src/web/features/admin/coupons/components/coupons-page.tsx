// Coupons in the back office: every coupon with its use so far, a new coupon, pause and resume, and which the cart
// offers as quick buttons.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import type { AdminCoupon } from '#domain/contracts/admin-coupons.ts'
import {
  AdminList,
  PageHeader,
  Pill,
  panelClass,
  rupees,
  TextField,
  tdClass,
  thClass,
  useInvalidate,
  when,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Link } from '#web/lib/router.tsx'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { couponsQuery, createCoupon, updateCoupon } from '../api/coupons.ts'
import { NEW_COUPON, newCouponForm } from '../model/coupon-form.ts'
import { couponValue } from '../model/coupon-value.ts'
import { CouponRuleFields } from './coupon-fields.tsx'

export function CouponsPage() {
  const invalidate = useInvalidate()
  const coupons = useQuery(couponsQuery())
  const toggle = useMutation({
    mutationFn: (c: AdminCoupon) => updateCoupon(c.code, { active: !c.active, version: c.version }),
    onSuccess: ({ data }) => {
      toast.success(data.active ? `${data.code} is on again` : `${data.code} is paused: carts refuse it now`)
      void invalidate()
    },
    onError: (err) => toast.error(err.message),
  })
  // The cart's quick buttons are the active coupons marked featured that can be used now (the shop's settings).
  const offer = useMutation({
    mutationFn: (c: AdminCoupon) => updateCoupon(c.code, { featured: !c.featured, version: c.version }),
    onSuccess: ({ data }) => {
      toast.success(
        data.featured
          ? `${data.code} is offered in the cart${data.active ? '' : ' once you resume it'}`
          : `${data.code} is no longer offered in the cart`,
      )
      void invalidate()
    },
    onError: (err) => toast.error(err.message),
  })
  const [showNew, setShowNew] = useState(false)
  return (
    <>
      <PageHeader
        title="Coupons"
        intro="Pause a coupon and carts refuse it from that moment; resume it any time. A coupon in the cart is offered there as a one-tap button while it is active and can be used."
        actions={<Button onClick={() => setShowNew(!showNew)}>{showNew ? 'Close' : 'New coupon'}</Button>}
      />
      {showNew && <NewCoupon onDone={() => setShowNew(false)} />}
      <AdminList
        loading={coupons.isPending}
        error={coupons.error}
        rows={coupons.data}
        emptyText="No coupons yet."
        caption="Coupons"
        head={
          <>
            <th className={thClass}>Code</th>
            <th className={thClass}>Discount</th>
            <th className={`${thClass} ${wideOnly}`}>Rules</th>
            <th className={`${thClass} ${wideOnly}`}>Used</th>
            <th className={thClass}>Status</th>
            <th className={thClass}>
              <span className="sr-only">Action</span>
            </th>
          </>
        }
        row={(c) => (
          <tr key={c.code}>
            <td className={tdClass}>
              <Link
                to={`/admin/coupons/${c.code}`}
                className="font-mono font-semibold text-leaf-deep hover:underline"
              >
                {c.code}
              </Link>
              <span className="block text-xs text-ink-soft">{c.label}</span>
            </td>
            <td className={tdClass}>{couponValue(c)}</td>
            <td className={`${tdClass} ${wideOnly} text-xs text-ink-soft`}>
              {c.min_order > 0 && <span className="block">Min. order {rupees(c.min_order)}</span>}
              {c.per_user_limit && <span className="block">{c.per_user_limit} per shopper</span>}
              {c.total_limit && <span className="block">{c.total_limit} in all</span>}
              {c.ends_at && <span className="block">Until {when(c.ends_at)}</span>}
            </td>
            <td className={`${tdClass} ${wideOnly}`}>{c.used_count}</td>
            <td className={tdClass}>
              <span className="flex flex-wrap gap-1">
                {c.active ? <Pill tone="green">Active</Pill> : <Pill tone="grey">Paused</Pill>}
                {c.featured && <Pill tone="blue">In the cart</Pill>}
              </span>
              <button
                type="button"
                disabled={offer.isPending}
                aria-label={c.featured ? `Take out of cart: ${c.code}` : `Offer in cart: ${c.code}`}
                onClick={() => offer.mutate(c)}
                className="mt-1.5 rounded text-left text-xs font-semibold text-leaf-deep underline underline-offset-2 hover:text-leaf disabled:opacity-60"
              >
                {c.featured ? 'Take out of cart' : 'Offer in cart'}
              </button>
            </td>
            <td className={`${tdClass} text-right`}>
              {c.active ? (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="secondary">
                      Pause
                    </Button>
                  }
                  title={`Pause ${c.code}?`}
                  description="Carts will refuse this coupon until you resume it. Orders already placed keep their discount."
                  confirmLabel="Pause coupon"
                  onConfirm={() => toggle.mutate(c)}
                />
              ) : (
                <Button size="sm" variant="secondary" onClick={() => toggle.mutate(c)}>
                  Resume
                </Button>
              )}
            </td>
          </tr>
        )}
      />
    </>
  )
}

type LimitName = 'per_user_limit' | 'total_limit' | 'starts_at' | 'ends_at'

function NewCoupon({ onDone }: { onDone: () => void }) {
  const invalidate = useInvalidate()
  const form = useZodForm(newCouponForm, { defaultValues: NEW_COUPON })
  const { errors } = form.formState
  const create = useMutation({
    mutationFn: (input: z.output<typeof newCouponForm>) => createCoupon(input),
    onSuccess: ({ data }) => {
      toast.success(`${data.code} created`)
      void invalidate()
      onDone()
    },
    onError: (err) => applyServerError(form, err),
  })
  return (
    <form
      className={`${panelClass} mb-6 grid gap-4 sm:grid-cols-5`}
      noValidate
      onSubmit={form.handleSubmit((input) => create.mutate(input))}
    >
      {errors.root?.server && (
        <p role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error sm:col-span-5">
          {errors.root.server.message}
        </p>
      )}
      <Field label="Code" required error={errors.code?.message}>
        {(a11y) => <input {...a11y} className={`${inputClass} uppercase`} {...form.register('code')} />}
      </Field>
      <TextField label="Label" field={form.register('label')} error={errors.label?.message} />
      <Field label="Kind" error={errors.kind?.message}>
        {(a11y) => (
          <select {...a11y} className={inputClass} {...form.register('kind')}>
            <option value="percent">Per cent</option>
            <option value="flat">Rupees</option>
          </select>
        )}
      </Field>
      <CouponRuleFields
        names={['value', 'min_order']}
        required={['value']}
        kind={form.watch('kind')}
        field={(name) => form.register(name as 'value' | 'min_order')}
        error={(name) => errors[name as 'value' | 'min_order']?.message}
      />
      <div className="grid gap-4 sm:col-span-5 sm:grid-cols-4">
        <CouponRuleFields
          names={['per_user_limit', 'total_limit', 'starts_at', 'ends_at']}
          kind={form.watch('kind')}
          field={(name) => form.register(name as LimitName)}
          error={(name) => errors[name as LimitName]?.message}
        />
      </div>
      <label className="flex items-center gap-2 text-sm sm:col-span-5">
        <input type="checkbox" className="size-4 accent-leaf" {...form.register('featured')} />
        Offer it in the cart (a quick button shoppers tap)
      </label>
      <div className="sm:col-span-5">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create coupon'}
        </Button>
      </div>
    </form>
  )
}
