// The staff list (invite with one of the four roles, change a role, revoke: the owner's; decision 044) and the
// audit log of every back-office change.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import { OPERATOR_ROLES } from '#domain/admin-permissions.ts'
import { inviteInput } from '#domain/contracts/admin-staff.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
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
import { staffTexts } from '../texts.en.ts'
import { ROLE_LABELS } from './roles-page.tsx'

const say = adminSay(staffTexts)

/** The invitation: the server's contract (POST /operators), with the page's word for an empty box. */
const inviteForm = inviteInput.extend({
  email: inviteInput.shape.email.min(1, { error: say('staff.email.required') }),
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
      toast.success(say('staff.toast.invited', { email: v.email }))
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
      toast.success(say('staff.toast.reinvited', { email: o.email }))
      void invalidate()
    },
    onError: (err) => toast.error(err.message),
  })
  const update = useMutation({
    mutationFn: (a: { id: string; body: object }) => updateOperator(a.id, a.body),
    onSuccess: () => {
      toast.success(say('staff.toast.saved'))
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
      <PageHeader title={say('staff.title')} intro={say('staff.intro')} />
      {/* invitations are the owner's (decision 044) */}
      {me.role === 'owner' && (
        <form
          className={`${panelClass} mb-6 grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end`}
          noValidate
          onSubmit={form.handleSubmit((v) => invite.mutate(v))}
        >
          <Field
            label={say('staff.invite.email')}
            error={errors.email?.message ?? errors.root?.server?.message}
          >
            {(a11y) => <input {...a11y} type="email" className={inputClass} {...form.register('email')} />}
          </Field>
          <Field label={say('staff.invite.role')} error={errors.role?.message}>
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
            {say('staff.invite.send')}
          </Button>
        </form>
      )}
      <AdminList
        loading={staff.isPending}
        error={staff.error}
        rows={staff.data}
        emptyText={say('staff.empty')}
        caption={say('staff.caption')}
        head={
          <>
            <th className={thClass}>{say('staff.person')}</th>
            <th className={`${thClass} ${wideOnly}`}>{say('staff.role')}</th>
            <th className={`${thClass} ${wideOnly}`}>{say('staff.status')}</th>
            <th className={thClass}>
              <span className="sr-only">{say('staff.actions')}</span>
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
                      aria-label={say('staff.resend.label', { email: o.email })}
                      onClick={() => resend.mutate({ email: o.email, role: o.role })}
                    >
                      {say('staff.resend')}
                    </Button>
                  )}
                  <select
                    aria-label={say('staff.role.of', { email: o.email })}
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
                        {say('staff.revoke')}
                      </Button>
                    }
                    title={say('staff.revoke.title', { email: o.email })}
                    description={say('staff.revoke.description')}
                    confirmLabel={say('staff.revoke.confirm')}
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
        {o.two_factor_enabled ? say('status.active') : say('status.active.no.app')}
      </Pill>
    )
  return o.status === 'invited' ? (
    <Pill tone="blue">{say('status.invited')}</Pill>
  ) : (
    <Pill tone="grey">{say('status.revoked')}</Pill>
  )
}

/** 'Invited by priya@… on 28 Nov': who sent the invitation (a colleague, or the command line) and when. */
function invitedBy(by: string, at: string): string {
  const who =
    by === 'npm run shop'
      ? say('invited.by.command.line')
      : by === 'OPERATOR_EMAILS'
        ? say('invited.by.settings')
        : by
  const day = new Date(at).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  })
  return say('invited.by', { who, day })
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
      <PageHeader title={say('audit.title')} intro={say('audit.intro')} />
      <form aria-label={say('audit.filters')} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField
          label={say('audit.person')}
          value={filters.actor}
          onChange={(actor) => set({ actor })}
          options={[
            ['', say('audit.everyone')],
            ...(facets?.people ?? []).map(
              (p) =>
                [
                  p.email,
                  p.name ? say('audit.person.option', { name: p.name, email: p.email }) : p.email,
                ] as const,
            ),
          ]}
        />
        <SelectField
          label={say('audit.area')}
          value={filters.entity_type}
          onChange={(entity_type) => set({ entity_type })}
          options={[['', say('audit.all')], ...(facets?.areas ?? []).map((a) => [a, words(a)] as const)]}
        />
        <TextField
          label={say('audit.from')}
          type="date"
          value={filters.from}
          onChange={(from) => set({ from })}
        />
        <TextField label={say('audit.to')} type="date" value={filters.to} onChange={(to) => set({ to })} />
      </form>
      <AdminList
        loading={log.isPending}
        error={log.error}
        rows={log.data?.data}
        emptyText={
          filters.actor || filters.entity_type || filters.from || filters.to
            ? say('audit.no.match')
            : say('audit.empty')
        }
        caption={say('audit.caption')}
        wide
        head={
          <>
            <th className={thClass}>{say('audit.when')}</th>
            <th className={thClass}>{say('audit.who')}</th>
            <th className={thClass}>{say('audit.what')}</th>
            <th className={thClass}>{say('audit.change')}</th>
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
