// One coupon in the back office: its rules (value, minimum order, limits, window), checked by the server's own
// contract before they are sent (useZodForm, decision 037), and the orders that used it.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import type { z } from 'zod'
import { type AdminCoupon, adminCouponView, type couponUpdateInput } from '#domain/contracts/admin-coupons.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import {
  ListState,
  PageHeader,
  panelClass,
  rupees,
  TextField,
  useInvalidate,
  when,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import {
  changedMeanwhile,
  editedFields,
  latestOf,
  onlyEdited,
  StaleEditNotice,
} from '#web/features/admin/shell/components/stale-edit.tsx'
import { useParams, useUnsavedChanges } from '#web/lib/router.tsx'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { type CouponDetail, couponQuery, updateCoupon } from '../api/coupons.ts'
import { type CouponRulesValues, couponRulesForm, rulesOf } from '../model/coupon-form.ts'
import { couponValue } from '../model/coupon-value.ts'
import { couponsTexts } from '../texts.en.ts'
import { CouponRuleFields, type RuleName } from './coupon-fields.tsx'

const say = adminSay(couponsTexts)

type CouponUpdate = z.output<typeof couponUpdateInput>

const RULES: readonly RuleName[] = [
  'value',
  'min_order',
  'per_user_limit',
  'total_limit',
  'starts_at',
  'ends_at',
]

/** The coupon's fields as the conflict notice names them (decision 040). */
const RULE_LABELS: Partial<Record<keyof CouponRulesValues & string, string>> = {
  label: say('coupon.field.label'),
  value: say('coupon.field.value'),
  min_order: say('coupon.field.min.order'),
  per_user_limit: say('coupon.field.per.user'),
  total_limit: say('coupon.field.total'),
  starts_at: say('coupon.field.starts'),
  ends_at: say('coupon.field.ends'),
}

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
  const schema = useMemo(() => couponRulesForm(c.kind), [c.kind])
  const form = useZodForm(schema, { defaultValues: rulesOf(c) })
  const { errors } = form.formState
  // What the form loaded, or last saved (its defaultValues): it has unsaved changes while a value differs
  // (decision record 028).
  useUnsavedChanges(form.formState.isDirty)
  const { dirtyFields } = form.formState
  // the coupon as the form was loaded, last saved or re-based: a save names its version (decision 040)
  const base = useRef(c)
  const [latest, setLatest] = useState<AdminCoupon | null>(null)
  const save = useMutation({
    // only the fields the person changed (decision 040), never the kind, which the contract reads to check the value
    // and a coupon's save does not change
    mutationFn: ({ input: { kind: _kind, ...input } }: { input: CouponUpdate; sent: CouponRulesValues }) =>
      updateCoupon(c.code, { ...onlyEdited(input, dirtyFields), version: base.current.version }),
    onSuccess: (reply, { sent }) => {
      base.current = reply.data
      setLatest(null)
      form.reset(sent, { keepValues: true })
      toast.success(say('coupon.toast.saved'))
      void invalidate()
    },
    onError: (err) => {
      // someone saved it since it was loaded: the edits stay, the notice shows what changed meanwhile
      const now = latestOf(adminCouponView, err)
      if (now) return setLatest(now)
      applyServerError(form, err)
    },
  })
  /** Takes the latest as the form's base with the person's changes on top, and saves (decision 040). */
  const applyToLatest = () => {
    if (!latest) return
    const mine = form.getValues()
    const edited = editedFields<keyof CouponRulesValues>(dirtyFields)
    base.current = latest
    form.reset(rulesOf(latest))
    for (const k of edited) form.setValue(k, mine[k], { shouldDirty: true })
    setLatest(null)
    void form.handleSubmit((input) => save.mutate({ input, sent: form.getValues() }))()
  }
  return (
    <>
      <PageHeader
        title={c.code}
        intro={say(c.active ? 'coupon.intro.active' : 'coupon.intro.paused', {
          value: couponValue(c),
          count: String(c.used_count),
        })}
        actions={
          <ButtonLink variant="ghost" to="/admin/coupons">
            {say('coupon.all')}
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <form
          className={`${panelClass} grid gap-4 sm:grid-cols-2`}
          noValidate
          onSubmit={form.handleSubmit((input) => save.mutate({ input, sent: form.getValues() }))}
        >
          {latest && (
            <StaleEditNotice
              message={adminMessages.staleEdit('coupon')}
              fields={changedMeanwhile(rulesOf(base.current), rulesOf(latest), form.getValues(), RULE_LABELS)}
              onApply={applyToLatest}
              applying={save.isPending}
            />
          )}
          {errors.root?.server && (
            <p role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error sm:col-span-2">
              {errors.root.server.message}
            </p>
          )}
          <TextField
            label={say('coupon.label')}
            className="sm:col-span-2"
            field={form.register('label')}
            error={errors.label?.message}
          />
          <CouponRuleFields
            names={RULES}
            kind={c.kind}
            field={(name) => form.register(name)}
            error={(name) => errors[name]?.message}
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? say('coupon.saving') : say('coupon.save')}
            </Button>
          </div>
        </form>
        <section aria-labelledby="used-heading" className={`${panelClass} h-fit`}>
          <h2 id="used-heading" className="text-lg">
            {say('coupon.used.title')}
          </h2>
          {detail.orders.length === 0 && (
            <p className="mt-2 text-sm text-ink-soft">{say('coupon.used.none')}</p>
          )}
          <ul className="mt-2 divide-y divide-line text-sm">
            {detail.orders.map((o) => (
              <li key={o.order_id} className="py-2">
                <span className="font-mono text-xs">{o.order_id}</span>
                <span className="block text-ink-soft">
                  {say('coupon.used.line', {
                    email: o.email,
                    discount: rupees(o.discount),
                    when: when(o.at),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
