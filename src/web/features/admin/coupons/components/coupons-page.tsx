// Coupons in the back office: every coupon with its use so far, a new coupon, pause and resume, and which the cart
// offers as quick buttons.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import type { AdminCoupon } from '#domain/contracts/admin-coupons.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
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
import { couponsTexts } from '../texts.en.ts'
import { CouponRuleFields } from './coupon-fields.tsx'

const say = adminSay(couponsTexts)

export function CouponsPage() {
  const invalidate = useInvalidate()
  const coupons = useQuery(couponsQuery())
  const toggle = useMutation({
    mutationFn: (c: AdminCoupon) => updateCoupon(c.code, { active: !c.active, version: c.version }),
    onSuccess: ({ data }) => {
      toast.success(
        data.active
          ? say('list.toast.resumed', { code: data.code })
          : say('list.toast.paused', { code: data.code }),
      )
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
          ? say(data.active ? 'list.toast.offered' : 'list.toast.offered.paused', { code: data.code })
          : say('list.toast.not.offered', { code: data.code }),
      )
      void invalidate()
    },
    onError: (err) => toast.error(err.message),
  })
  const [showNew, setShowNew] = useState(false)
  return (
    <>
      <PageHeader
        title={say('list.title')}
        intro={say('list.intro')}
        actions={
          <Button onClick={() => setShowNew(!showNew)}>
            {showNew ? say('list.close') : say('list.new')}
          </Button>
        }
      />
      {showNew && <NewCoupon onDone={() => setShowNew(false)} />}
      <AdminList
        loading={coupons.isPending}
        error={coupons.error}
        rows={coupons.data}
        emptyText={say('list.empty')}
        caption={say('list.caption')}
        head={
          <>
            <th className={thClass}>{say('list.code')}</th>
            <th className={thClass}>{say('list.discount')}</th>
            <th className={`${thClass} ${wideOnly}`}>{say('list.rules')}</th>
            <th className={`${thClass} ${wideOnly}`}>{say('list.used')}</th>
            <th className={thClass}>{say('list.status')}</th>
            <th className={thClass}>
              <span className="sr-only">{say('list.action')}</span>
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
              {c.min_order > 0 && (
                <span className="block">{say('list.min.order', { amount: rupees(c.min_order) })}</span>
              )}
              {c.per_user_limit && (
                <span className="block">{say('list.per.shopper', { count: String(c.per_user_limit) })}</span>
              )}
              {c.total_limit && (
                <span className="block">{say('list.in.all', { count: String(c.total_limit) })}</span>
              )}
              {c.ends_at && <span className="block">{say('list.until', { when: when(c.ends_at) })}</span>}
            </td>
            <td className={`${tdClass} ${wideOnly}`}>{c.used_count}</td>
            <td className={tdClass}>
              <span className="flex flex-wrap gap-1">
                {c.active ? (
                  <Pill tone="green">{say('list.active')}</Pill>
                ) : (
                  <Pill tone="grey">{say('list.paused')}</Pill>
                )}
                {c.featured && <Pill tone="blue">{say('list.in.cart')}</Pill>}
              </span>
              <button
                type="button"
                disabled={offer.isPending}
                aria-label={
                  c.featured
                    ? say('list.take.out.label', { code: c.code })
                    : say('list.offer.label', { code: c.code })
                }
                onClick={() => offer.mutate(c)}
                className="mt-1.5 rounded text-left text-xs font-semibold text-leaf-deep underline underline-offset-2 hover:text-leaf disabled:opacity-60"
              >
                {c.featured ? say('list.take.out') : say('list.offer')}
              </button>
            </td>
            <td className={`${tdClass} text-right`}>
              {c.active ? (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="secondary">
                      {say('list.pause')}
                    </Button>
                  }
                  title={say('list.pause.title', { code: c.code })}
                  description={say('list.pause.description')}
                  confirmLabel={say('list.pause.confirm')}
                  onConfirm={() => toggle.mutate(c)}
                />
              ) : (
                <Button size="sm" variant="secondary" onClick={() => toggle.mutate(c)}>
                  {say('list.resume')}
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
      toast.success(say('new.toast.created', { code: data.code }))
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
      <Field label={say('new.code')} required error={errors.code?.message}>
        {(a11y) => <input {...a11y} className={`${inputClass} uppercase`} {...form.register('code')} />}
      </Field>
      <TextField label={say('new.label')} field={form.register('label')} error={errors.label?.message} />
      <Field label={say('new.kind')} error={errors.kind?.message}>
        {(a11y) => (
          <select {...a11y} className={inputClass} {...form.register('kind')}>
            <option value="percent">{say('new.kind.percent')}</option>
            <option value="flat">{say('new.kind.flat')}</option>
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
        {say('new.featured')}
      </label>
      <div className="sm:col-span-5">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? say('new.creating') : say('new.create')}
        </Button>
      </div>
    </form>
  )
}
