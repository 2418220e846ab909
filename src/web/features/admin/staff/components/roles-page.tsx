// The roles (decision 044): what owner, manager, packer and support may do, by area, and the owner's limits on
// refunds and coupons for roles below manager. The owner edits them; others with the staff permission read them.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type OperatorRole,
  OWNER_KEEPS,
  PERMISSION_NAMES,
  PERMISSIONS,
  type Permission,
} from '#domain/admin-permissions.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import type { Me } from '#web/features/admin/shell/api/admin-client.ts'
import { PageHeader, panelClass, useInvalidate } from '#web/features/admin/shell/components/admin-ui.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { rolesQuery, saveLimits, saveRole } from '../api/staff.ts'
import { staffTexts } from '../texts.en.ts'

const say = adminSay(staffTexts)

export const ROLE_LABELS: Record<OperatorRole, string> = {
  owner: say('role.owner'),
  manager: say('role.manager'),
  packer: say('role.packer'),
  support: say('role.support'),
}

export function RolesPage({ me }: { me: Me }) {
  const roles = useQuery(rolesQuery())
  const owner = me.role === 'owner'
  return (
    <>
      <PageHeader title={say('roles.title')} intro={say('roles.intro')} />
      {roles.isPending && <p role="status">{say('roles.loading')}</p>}
      {roles.error && <p role="alert">{roles.error.message}</p>}
      {roles.data && (
        <>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {roles.data.roles.map((r) => (
              <RoleCard
                key={`${r.role}-${r.version}`}
                role={r.role}
                permissions={r.permissions as Permission[]}
                version={r.version}
                editable={owner}
              />
            ))}
          </div>
          <Limits key={roles.data.limits.version} limits={roles.data.limits} editable={owner} />
        </>
      )}
    </>
  )
}

function RoleCard(props: {
  role: OperatorRole
  permissions: Permission[]
  version: number
  editable: boolean
}) {
  const invalidate = useInvalidate()
  const [held, setHeld] = useState<Permission[]>(props.permissions)
  const changed = held.length !== props.permissions.length || held.some((p) => !props.permissions.includes(p))
  const save = useMutation({
    mutationFn: () => saveRole(props.role, held, props.version),
    onSuccess: () => {
      toast.success(say('roles.toast.saved', { role: ROLE_LABELS[props.role] }))
      void invalidate()
    },
    onError: (err) => {
      toast.error(err.message)
      void invalidate()
    },
  })
  return (
    <fieldset className={panelClass} aria-labelledby={`role-${props.role}`}>
      <h2 id={`role-${props.role}`} className="mb-3 text-lg">
        {ROLE_LABELS[props.role]}
      </h2>
      <ul className="grid gap-1.5 text-sm">
        {PERMISSION_NAMES.map((p) => {
          // the owner always keeps staff and settings, so nobody is locked out
          const locked = !props.editable || (props.role === 'owner' && OWNER_KEEPS.includes(p))
          return (
            <li key={p}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="size-4 accent-leaf-deep"
                  checked={held.includes(p)}
                  disabled={locked}
                  onChange={(e) => setHeld(e.target.checked ? [...held, p] : held.filter((h) => h !== p))}
                />
                {PERMISSIONS[p]}
              </label>
            </li>
          )
        })}
      </ul>
      {props.editable && (
        <Button
          className="mt-4"
          size="sm"
          disabled={!changed || save.isPending}
          onClick={() => save.mutate()}
        >
          {say('roles.save', { role: ROLE_LABELS[props.role].toLowerCase() })}
        </Button>
      )}
    </fieldset>
  )
}

function Limits(props: {
  limits: { max_refund: number; max_coupon_percent: number; max_coupon_flat: number; version: number }
  editable: boolean
}) {
  const invalidate = useInvalidate()
  const [refund, setRefund] = useState(String(props.limits.max_refund))
  const [percent, setPercent] = useState(String(props.limits.max_coupon_percent))
  const [flat, setFlat] = useState(String(props.limits.max_coupon_flat))
  const save = useMutation({
    mutationFn: () =>
      saveLimits({
        max_refund: Number(refund),
        max_coupon_percent: Number(percent),
        max_coupon_flat: Number(flat),
        version: props.limits.version,
      }),
    onSuccess: () => {
      toast.success(say('limits.toast.saved'))
      void invalidate()
    },
    onError: (err) => toast.error(err.message),
  })
  const box = (label: string, value: string, set: (v: string) => void) => (
    <Field label={label}>
      {(a11y) => (
        <input
          {...a11y}
          type="number"
          min={0}
          inputMode="decimal"
          className={inputClass}
          value={value}
          disabled={!props.editable}
          onChange={(e) => set(e.target.value)}
        />
      )}
    </Field>
  )
  return (
    <section aria-labelledby="limits-heading" className={`${panelClass} mt-6`}>
      <h2 id="limits-heading" className="text-lg">
        {say('limits.title')}
      </h2>
      <p className="mb-4 text-sm text-ink-soft">{say('limits.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-[repeat(3,1fr)_auto] sm:items-end">
        {box(say('limits.refund'), refund, setRefund)}
        {box(say('limits.percent'), percent, setPercent)}
        {box(say('limits.flat'), flat, setFlat)}
        {props.editable && (
          <Button disabled={save.isPending} onClick={() => save.mutate()}>
            {say('limits.save')}
          </Button>
        )}
      </div>
    </section>
  )
}
