// The staff list (invite with one of the four roles, change a role, revoke: the owner's; decision 044) and the
// audit log of every back-office change.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import { OPERATOR_ROLES } from '#domain/admin-permissions.ts'
import { inviteInput } from '#domain/contracts/admin-staff.ts'
import type { Me } from '#web/features/admin/shell/api/admin-client.ts'
import {
  AdminList,
  PageHeader,
  Pager,
  Pill,
  panelClass,
  SelectField,
  TextField,
  tdClass,
  thClass,
  useInvalidate,
  when,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { useUnsavedChanges } from '#web/lib/router.tsx'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import type { AuditFilters } from '../api/query-keys.ts'
import { auditQuery, inviteOperator, operatorsQuery, updateOperator } from '../api/staff.ts'
import { actionWords, diff, words } from '../model/audit-diff.ts'
import { ROLE_LABELS } from './roles-page.tsx'

/** The invitation: the server's contract (POST /operators), with the page's word for an empty box. */
const inviteForm = inviteInput.extend({
  email: inviteInput.shape.email.min(1, { error: 'Enter an email address' }),
})

export function StaffPage({ me }: { me: Me }) {
  const invalidate = useInvalidate()
  const form = useZodForm(inviteForm, { defaultValues: { email: '', role: 'packer' } })
  const { errors } = form.formState
  useUnsavedChanges(form.watch('email').trim() !== '') // an invitation typed and not sent (decision record 028)
  const staff = useQuery(operatorsQuery())
  const invite = useMutation({
    mutationFn: (v: z.output<typeof inviteForm>) => inviteOperator(v.email, v.role),
    onSuccess: (_reply, v) => {
      toast.success(`Invitation mailed to ${v.email}`)
      form.resetField('email')
      void invalidate()
    },
    // a field issue under its field; any other refusal under the email box, as the form always said it
    onError: (err) => applyServerError(form, err),
  })
  // the same invitation again: a new link (the old one stops working), mailed (decision 050)
  const resend = useMutation({
    mutationFn: (o: { email: string; role: (typeof OPERATOR_ROLES)[number] }) =>
      inviteOperator(o.email, o.role),
    onSuccess: (_reply, o) => {
      toast.success(`Invitation mailed again to ${o.email}`)
      void invalidate()
    },
    onError: (err) => toast.error(err.message),
  })
  const update = useMutation({
    mutationFn: (a: { id: string; body: object }) => updateOperator(a.id, a.body),
    onSuccess: () => {
      toast.success('Saved')
      void invalidate()
    },
    // someone changed this staff member since the list was loaded (decision 040): say so and show the latest
    onError: (err) => {
      toast.error(err.message)
      void invalidate()
    },
  })
  return (
    <>
      <PageHeader
        title="Staff"
        intro="Each person has a role: owner, manager, packer or support. What each role may do is on the Roles page."
      />
      {/* invitations are the owner's (decision 044) */}
      {me.role === 'owner' && (
        <form
          className={`${panelClass} mb-6 grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end`}
          noValidate
          onSubmit={form.handleSubmit((v) => invite.mutate(v))}
        >
          <Field label="Invite by email" error={errors.email?.message ?? errors.root?.server?.message}>
            {(a11y) => <input {...a11y} type="email" className={inputClass} {...form.register('email')} />}
          </Field>
          <Field label="Role" error={errors.role?.message}>
            {(a11y) => (
              <select {...a11y} className={inputClass} {...form.register('role')}>
                {OPERATOR_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" disabled={invite.isPending}>
            Send invitation
          </Button>
        </form>
      )}
      <AdminList
        loading={staff.isPending}
        error={staff.error}
        rows={staff.data}
        emptyText="No staff yet."
        caption="Staff"
        head={
          <>
            <th className={thClass}>Person</th>
            <th className={`${thClass} ${wideOnly}`}>Role</th>
            <th className={`${thClass} ${wideOnly}`}>Status</th>
            <th className={thClass}>
              <span className="sr-only">Actions</span>
            </th>
          </>
        }
        row={(o) => (
          <tr key={o.id}>
            <td className={tdClass}>
              <span className="block font-semibold">{o.name || '—'}</span>
              <span className="block text-xs text-ink-soft">{o.email}</span>
              {o.status === 'invited' && (
                <span className="mt-1 block text-xs text-ink-soft">
                  {invitedBy(o.invited_by, o.created_at)}
                </span>
              )}
              {/* on a phone the status sits here, its column left out */}
              <span className="mt-1 block sm:hidden">
                <StatusPill o={o} />
              </span>
            </td>
            <td className={`${tdClass} ${wideOnly}`}>{ROLE_LABELS[o.role]}</td>
            <td className={`${tdClass} ${wideOnly}`}>
              <StatusPill o={o} />
            </td>
            <td className={`${tdClass} text-right`}>
              {me.role === 'owner' && o.email !== me.email && o.status !== 'revoked' && (
                <span className="inline-flex flex-col items-end gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
                  {o.status === 'invited' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={resend.isPending}
                      aria-label={`Resend the invitation to ${o.email}`}
                      onClick={() => resend.mutate({ email: o.email, role: o.role })}
                    >
                      Resend
                    </Button>
                  )}
                  <select
                    aria-label={`Role of ${o.email}`}
                    className={`${inputClass} w-auto py-1 text-sm`}
                    value={o.role}
                    onChange={(e) =>
                      update.mutate({ id: o.id, body: { role: e.target.value, version: o.version } })
                    }
                  >
                    {OPERATOR_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="danger">
                        Revoke
                      </Button>
                    }
                    title={`Revoke ${o.email}?`}
                    description="Their sessions end now and their password no longer opens the back office. You can invite them again later."
                    confirmLabel="Revoke access"
                    onConfirm={() => update.mutate({ id: o.id, body: { revoke: true, version: o.version } })}
                  />
                </span>
              )}
            </td>
          </tr>
        )}
      />
    </>
  )
}

function StatusPill({ o }: { o: { status: string; two_factor_enabled: boolean } }) {
  if (o.status === 'active')
    return (
      <Pill tone={o.two_factor_enabled ? 'green' : 'amber'}>
        {o.two_factor_enabled ? 'Active' : 'Active, app not set up'}
      </Pill>
    )
  return o.status === 'invited' ? <Pill tone="blue">Invited</Pill> : <Pill tone="grey">Revoked</Pill>
}

/** 'Invited by priya@… on 28 Nov': who sent the invitation (a colleague, or the command line) and when. */
function invitedBy(by: string, at: string): string {
  const who =
    by === 'npm run shop' ? 'the command line' : by === 'OPERATOR_EMAILS' ? 'the shop’s settings' : by
  const day = new Date(at).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  })
  return `Invited by ${who} on ${day}`
}

export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({
    actor: '',
    entity_type: '',
    from: '',
    to: '',
    page: 1,
  })
  const log = useQuery(auditQuery(filters))
  // a filter changed: back to its first page
  const set = (changes: Partial<AuditFilters>) => setFilters((f) => ({ ...f, page: 1, ...changes }))
  const facets = log.data?.facets
  return (
    <>
      <PageHeader
        title="Audit log"
        intro="Every change made in the back office: who, when (India time), and what it was before and after."
      />
      <form aria-label="Filter the audit log" className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField
          label="Person"
          value={filters.actor}
          onChange={(actor) => set({ actor })}
          options={[
            ['', 'Everyone'],
            ...(facets?.people ?? []).map(
              (p) => [p.email, p.name ? `${p.name} (${p.email})` : p.email] as const,
            ),
          ]}
        />
        <SelectField
          label="Area"
          value={filters.entity_type}
          onChange={(entity_type) => set({ entity_type })}
          options={[['', 'All'], ...(facets?.areas ?? []).map((a) => [a, words(a)] as const)]}
        />
        <TextField label="From" type="date" value={filters.from} onChange={(from) => set({ from })} />
        <TextField label="To" type="date" value={filters.to} onChange={(to) => set({ to })} />
      </form>
      <AdminList
        loading={log.isPending}
        error={log.error}
        rows={log.data?.data}
        emptyText={
          filters.actor || filters.entity_type || filters.from || filters.to
            ? 'No change matches these filters.'
            : 'Nothing has been changed yet.'
        }
        caption="Audit log"
        wide
        head={
          <>
            <th className={thClass}>When</th>
            <th className={thClass}>Who</th>
            <th className={thClass}>What</th>
            <th className={thClass}>Change</th>
          </>
        }
        row={(r) => (
          <tr key={r.id}>
            <td className={`${tdClass} whitespace-nowrap`}>{when(r.at)}</td>
            <td className={tdClass}>
              {r.actor_name ?? r.actor}
              {r.actor_name && <span className="block text-xs break-all text-ink-soft">{r.actor}</span>}
            </td>
            <td className={tdClass}>
              {actionWords(r.action)}
              <span className="block font-mono text-xs text-ink-soft">{r.entity_id}</span>
            </td>
            <td className={`${tdClass} text-sm`}>
              {diff(r.before, r.after).map((line) => (
                <span key={line} className="block break-words">
                  {line}
                </span>
              ))}
            </td>
          </tr>
        )}
      />
      <Pager pagination={log.data?.pagination} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
    </>
  )
}
