// The back office's other pages: coupons, reviews, messages, staff and the audit log.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link, useParams } from 'react-router'
import type { AdminCoupon, AdminReview } from '../../../domain/contracts/admin.ts'
import { reportedLine } from '../../../domain/messages-reviews.ts'
import { Button, ButtonLink } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Field, inputClass } from '../../ui/field.tsx'
import { toast } from '../../ui/toast.tsx'
import { adminApi, type Me, type Page } from './admin-api.ts'
import {
  couponValue,
  ListState,
  PageHeader,
  Pager,
  Pill,
  panelClass,
  rupees,
  Table,
  tdClass,
  thClass,
  useInvalidate,
  when,
  wideOnly,
} from './admin-ui.tsx'

interface Message {
  id: string
  name: string
  email: string
  phone: string | null
  subject: string
  message: string
  status: 'new' | 'replied' | 'closed'
  created_at: string
}

export function CouponsPage() {
  const invalidate = useInvalidate()
  const coupons = useQuery({
    queryKey: ['admin', 'coupons'],
    queryFn: () => adminApi.get<{ data: AdminCoupon[] }>('/coupons').then((r) => r.data),
  })
  const toggle = useMutation({
    mutationFn: (c: AdminCoupon) =>
      adminApi.patch<{ data: AdminCoupon }>(`/coupons/${c.code}`, { active: !c.active }),
    onSuccess: ({ data }) => {
      toast.success(data.active ? `${data.code} is on again` : `${data.code} is paused: carts refuse it now`)
      void invalidate()
    },
    onError: (err) => toast.error(err.message),
  })
  const [showNew, setShowNew] = useState(false)
  return (
    <>
      <PageHeader
        title="Coupons"
        intro="Pause a coupon and carts refuse it from that moment; resume it any time."
        actions={<Button onClick={() => setShowNew(!showNew)}>{showNew ? 'Close' : 'New coupon'}</Button>}
      />
      {showNew && <NewCoupon onDone={() => setShowNew(false)} />}
      <ListState
        loading={coupons.isPending}
        error={coupons.error}
        empty={coupons.data?.length === 0}
        emptyText="No coupons yet."
      />
      {coupons.data && coupons.data.length > 0 && (
        <Table caption="Coupons">
          <thead>
            <tr>
              <th className={thClass}>Code</th>
              <th className={thClass}>Discount</th>
              <th className={`${thClass} ${wideOnly}`}>Rules</th>
              <th className={`${thClass} ${wideOnly}`}>Used</th>
              <th className={thClass}>Status</th>
              <th className={thClass}>
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {coupons.data.map((c) => (
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
                  {c.active ? <Pill tone="green">Active</Pill> : <Pill tone="grey">Paused</Pill>}
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
            ))}
          </tbody>
        </Table>
      )}
    </>
  )
}

function NewCoupon({ onDone }: { onDone: () => void }) {
  const invalidate = useInvalidate()
  const [v, setV] = useState({ code: '', label: '', kind: 'percent', value: '', min_order: '' })
  const [error, setError] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: () =>
      adminApi.post<{ data: AdminCoupon }>('/coupons', {
        code: v.code,
        label: v.label || v.code,
        kind: v.kind,
        value: Number(v.value),
        ...(v.min_order ? { min_order: Number(v.min_order) } : {}),
      }),
    onSuccess: ({ data }) => {
      toast.success(`${data.code} created`)
      void invalidate()
      onDone()
    },
    onError: (err) => setError(err.message),
  })
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value })
  return (
    <form
      className={`${panelClass} mb-6 grid gap-4 sm:grid-cols-5`}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        if (!v.code.trim() || !v.value) return setError('Give a code and a value')
        create.mutate()
      }}
    >
      {error && (
        <p role="alert" className="rounded-lg bg-error-soft px-4 py-3 text-sm text-error sm:col-span-5">
          {error}
        </p>
      )}
      <Field label="Code" required>
        {(a11y) => (
          <input {...a11y} className={`${inputClass} uppercase`} value={v.code} onChange={set('code')} />
        )}
      </Field>
      <Field label="Label">
        {(a11y) => <input {...a11y} className={inputClass} value={v.label} onChange={set('label')} />}
      </Field>
      <Field label="Kind">
        {(a11y) => (
          <select {...a11y} className={inputClass} value={v.kind} onChange={set('kind')}>
            <option value="percent">Per cent</option>
            <option value="flat">Rupees</option>
          </select>
        )}
      </Field>
      <Field label={v.kind === 'percent' ? 'Per cent off' : 'Rupees off'} required>
        {(a11y) => (
          <input
            {...a11y}
            inputMode="decimal"
            className={inputClass}
            value={v.value}
            onChange={set('value')}
          />
        )}
      </Field>
      <Field label="Minimum order (₹)">
        {(a11y) => (
          <input
            {...a11y}
            inputMode="decimal"
            className={inputClass}
            value={v.min_order}
            onChange={set('min_order')}
          />
        )}
      </Field>
      <div className="sm:col-span-5">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create coupon'}
        </Button>
      </div>
    </form>
  )
}

export function ReviewsPage() {
  const invalidate = useInvalidate()
  const [rating, setRating] = useState('')
  const [hidden, setHidden] = useState('')
  const [reported, setReported] = useState('')
  const [page, setPage] = useState(1)
  const [hiding, setHiding] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const list = useQuery({
    queryKey: ['admin', 'reviews', { rating, hidden, reported, page }],
    queryFn: () =>
      adminApi.get<Page<AdminReview>>('/reviews', { rating, hidden, reported, page, per_page: 20 }),
    placeholderData: keepPreviousData,
  })
  const moderate = useMutation({
    mutationFn: (a: { id: string; hide: boolean }) =>
      adminApi.post<{ data: AdminReview }>(
        `/reviews/${a.id}/${a.hide ? 'hide' : 'show'}`,
        a.hide ? { reason } : undefined,
      ),
    onSuccess: ({ data }) => {
      toast.success(
        data.hidden ? 'Review hidden. The product’s rating no longer counts it.' : 'Review shown again',
      )
      setHiding(null)
      setReason('')
      void invalidate()
    },
    onError: (err) => toast.error(err.message),
  })
  const rows = list.data?.data ?? []
  return (
    <>
      <PageHeader
        title="Reviews"
        intro="Hide a review that breaks the rules. Hidden reviews leave the product page and its rating at once. Reviews shoppers reported say how often and why."
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[12rem_12rem_12rem]">
        <Field label="Rating">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={rating}
              onChange={(e) => {
                setRating(e.target.value)
                setPage(1)
              }}
            >
              <option value="">Any</option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n} star{n > 1 ? 's' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Shown">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={hidden}
              onChange={(e) => {
                setHidden(e.target.value)
                setPage(1)
              }}
            >
              <option value="">All</option>
              <option value="false">Shown</option>
              <option value="true">Hidden</option>
            </select>
          )}
        </Field>
        <Field label="Reported">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={reported}
              onChange={(e) => {
                setReported(e.target.value)
                setPage(1)
              }}
            >
              <option value="">Any</option>
              <option value="true">Reported, most first</option>
            </select>
          )}
        </Field>
      </div>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText="No review matches."
      />
      <ul className="flex flex-col gap-3">
        {rows.map((r) => (
          <li key={r.id} className={panelClass}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-sm text-ink-soft">
                  <span role="img" aria-label={`${r.rating} of 5 stars`} className="text-turmeric-deep">
                    {'★'.repeat(r.rating)}
                    {'☆'.repeat(5 - r.rating)}
                  </span>{' '}
                  · {r.product_name} · {r.user_name} · {when(r.created_at)}
                  {r.is_verified && ' · verified purchase'}
                </p>
                <h2 className="mt-1 text-base">{r.title}</h2>
                <p className="mt-1 text-sm text-ink">{r.comment}</p>
                {r.report_count > 0 && (
                  <p className="mt-2 text-xs font-semibold text-turmeric-deep">
                    {reportedLine(r.report_count, r.report_reasons)}
                  </p>
                )}
                {r.hidden && <p className="mt-2 text-xs text-error">Hidden: {r.hidden_reason}</p>}
              </div>
              {r.hidden ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => moderate.mutate({ id: r.id, hide: false })}
                >
                  Show again
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setHiding(hiding === r.id ? null : r.id)}
                  aria-expanded={hiding === r.id}
                >
                  Hide
                </Button>
              )}
            </div>
            {hiding === r.id && (
              <form
                className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault()
                  if (!reason.trim()) return toast.error('Say why the review is hidden')
                  moderate.mutate({ id: r.id, hide: true })
                }}
              >
                <Field label="Why is it hidden?" required className="flex-1">
                  {(a11y) => (
                    <input
                      {...a11y}
                      ref={(el) => el?.focus()}
                      className={inputClass}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      placeholder="Spam, abuse, not about the product…"
                    />
                  )}
                </Field>
                <Button type="submit" variant="danger" disabled={moderate.isPending}>
                  Hide review
                </Button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <Pager pagination={list.data?.pagination} onPage={setPage} />
    </>
  )
}

const STATUS_TONE = { new: 'amber', replied: 'green', closed: 'grey' } as const

export function MessagesPage() {
  const [status, setStatus] = useState('')
  const [page, setPage] = useState(1)
  const list = useQuery({
    queryKey: ['admin', 'messages', { status, page }],
    queryFn: () => adminApi.get<Page<Message>>('/messages', { status, page, per_page: 20 }),
    placeholderData: keepPreviousData,
  })
  const rows = list.data?.data ?? []
  return (
    <>
      <PageHeader
        title="Messages"
        intro="What shoppers sent through the contact page. A reply is mailed to them and kept here."
      />
      <div className="mb-4 max-w-[12rem]">
        <Field label="Status">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value)
                setPage(1)
              }}
            >
              <option value="">All</option>
              <option value="new">New</option>
              <option value="replied">Replied</option>
              <option value="closed">Closed</option>
            </select>
          )}
        </Field>
      </div>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText="No messages here."
      />
      <ul className="flex flex-col gap-2">
        {rows.map((m) => (
          <li key={m.id}>
            <Link
              to={`/admin/messages/${m.id}`}
              className={`${panelClass} flex items-start justify-between gap-3 hover:border-leaf`}
            >
              <span>
                <span className="block font-semibold text-leaf-deep">{m.subject}</span>
                <span className="block text-sm text-ink-soft">
                  {m.name} · {m.email} · {when(m.created_at)}
                </span>
                <span className="mt-1 line-clamp-1 block text-sm">{m.message}</span>
              </span>
              <Pill tone={STATUS_TONE[m.status]}>{m.status}</Pill>
            </Link>
          </li>
        ))}
      </ul>
      <Pager pagination={list.data?.pagination} onPage={setPage} />
    </>
  )
}

export function MessagePage() {
  const { id } = useParams()
  const invalidate = useInvalidate()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const thread = useQuery({
    queryKey: ['admin', 'message', id],
    queryFn: () =>
      adminApi
        .get<{
          data: Message & { replies: { id: string; body: string; actor: string; created_at: string }[] }
        }>(`/messages/${id}`)
        .then((r) => r.data),
  })
  const reply = useMutation({
    mutationFn: () => adminApi.post(`/messages/${id}/reply`, { body }),
    onSuccess: () => {
      setBody('')
      setError(null)
      toast.success('Reply sent')
      void invalidate()
    },
    onError: (err) => setError(err.message),
  })
  const close = useMutation({
    mutationFn: () => adminApi.post(`/messages/${id}/status`, { status: 'closed' }),
    onSuccess: () => {
      toast.success('Closed')
      void invalidate()
    },
  })
  if (!thread.data)
    return <ListState loading={thread.isPending} error={thread.error} empty={false} emptyText="" />
  const m = thread.data
  return (
    <>
      <PageHeader
        title={m.subject}
        intro={`${m.name} · ${m.email}${m.phone ? ` · ${m.phone}` : ''}`}
        actions={
          <>
            <ButtonLink variant="ghost" to="/admin/messages">
              All messages
            </ButtonLink>
            {m.status !== 'closed' && (
              <Button variant="secondary" onClick={() => close.mutate()}>
                Close
              </Button>
            )}
          </>
        }
      />
      <ol className="flex max-w-3xl flex-col gap-3">
        <li className={panelClass}>
          <p className="text-xs text-ink-soft">
            {m.name} wrote · {when(m.created_at)} <Pill tone={STATUS_TONE[m.status]}>{m.status}</Pill>
          </p>
          <p className="mt-2 whitespace-pre-line text-sm">{m.message}</p>
        </li>
        {m.replies.map((r) => (
          <li key={r.id} className="ml-6 rounded-2xl border border-leaf/30 bg-leaf-soft/50 p-5">
            <p className="text-xs text-ink-soft">
              {r.actor} replied · {when(r.created_at)}
            </p>
            <p className="mt-2 whitespace-pre-line text-sm">{r.body}</p>
          </li>
        ))}
      </ol>
      <form
        className={`${panelClass} mt-6 flex max-w-3xl flex-col gap-3`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!body.trim()) return setError('Write a reply')
          reply.mutate()
        }}
      >
        <Field
          label={`Reply to ${m.name}`}
          error={error ?? undefined}
          hint="Mailed from the shop’s address; the shopper can answer by mail."
        >
          {(a11y) => (
            <textarea
              {...a11y}
              rows={5}
              className={`${inputClass} h-auto py-3`}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      </form>
    </>
  )
}

interface OperatorRow {
  id: string
  email: string
  name: string
  role: 'owner' | 'staff'
  status: 'invited' | 'active' | 'revoked'
  two_factor_enabled: boolean
  created_at: string
}

export function StaffPage({ me }: { me: Me }) {
  const invalidate = useInvalidate()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<'staff' | 'owner'>('staff')
  const [error, setError] = useState<string | null>(null)
  const staff = useQuery({
    queryKey: ['admin', 'operators'],
    queryFn: () => adminApi.get<{ data: OperatorRow[] }>('/operators').then((r) => r.data),
  })
  const invite = useMutation({
    mutationFn: () => adminApi.post('/operators', { email, role }),
    onSuccess: () => {
      toast.success(`Invitation mailed to ${email}`)
      setEmail('')
      setError(null)
      void invalidate()
    },
    onError: (err) => setError(err.message),
  })
  const update = useMutation({
    mutationFn: (a: { id: string; body: object }) => adminApi.patch(`/operators/${a.id}`, a.body),
    onSuccess: () => {
      toast.success('Saved')
      void invalidate()
    },
    onError: (err) => toast.error(err.message),
  })
  return (
    <>
      <PageHeader
        title="Staff"
        intro="Owners manage staff and see the audit log; staff run the shop day to day."
      />
      <form
        className={`${panelClass} mb-6 grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!email.trim()) return setError('Enter an email address')
          invite.mutate()
        }}
      >
        <Field label="Invite by email" error={error ?? undefined}>
          {(a11y) => (
            <input
              {...a11y}
              type="email"
              className={inputClass}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label="Role">
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={role}
              onChange={(e) => setRole(e.target.value as 'staff' | 'owner')}
            >
              <option value="staff">Staff</option>
              <option value="owner">Owner</option>
            </select>
          )}
        </Field>
        <Button type="submit" disabled={invite.isPending}>
          Send invitation
        </Button>
      </form>
      <ListState
        loading={staff.isPending}
        error={staff.error}
        empty={staff.data?.length === 0}
        emptyText="No staff yet."
      />
      {staff.data && staff.data.length > 0 && (
        <Table caption="Staff">
          <thead>
            <tr>
              <th className={thClass}>Person</th>
              <th className={`${thClass} ${wideOnly}`}>Role</th>
              <th className={thClass}>Status</th>
              <th className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.data.map((o) => (
              <tr key={o.id}>
                <td className={tdClass}>
                  <span className="block font-semibold">{o.name || '—'}</span>
                  <span className="block text-xs text-ink-soft">{o.email}</span>
                </td>
                <td className={`${tdClass} ${wideOnly}`}>{o.role}</td>
                <td className={tdClass}>
                  {o.status === 'active' ? (
                    <Pill tone={o.two_factor_enabled ? 'green' : 'amber'}>
                      {o.two_factor_enabled ? 'Active' : 'Active, app not set up'}
                    </Pill>
                  ) : o.status === 'invited' ? (
                    <Pill tone="blue">Invited</Pill>
                  ) : (
                    <Pill tone="grey">Revoked</Pill>
                  )}
                </td>
                <td className={`${tdClass} text-right`}>
                  {o.email !== me.email && o.status !== 'revoked' && (
                    <span className="inline-flex gap-2">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          update.mutate({ id: o.id, body: { role: o.role === 'owner' ? 'staff' : 'owner' } })
                        }
                      >
                        Make {o.role === 'owner' ? 'staff' : 'owner'}
                      </Button>
                      <ConfirmDialog
                        trigger={
                          <Button size="sm" variant="danger">
                            Revoke
                          </Button>
                        }
                        title={`Revoke ${o.email}?`}
                        description="Their sessions end now and their password no longer opens the back office. You can invite them again later."
                        confirmLabel="Revoke access"
                        onConfirm={() => update.mutate({ id: o.id, body: { revoke: true } })}
                      />
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  )
}

interface AuditRow {
  id: number
  at: string
  actor: string
  action: string
  entity_type: string
  entity_id: string
  before: unknown
  after: unknown
}

/** What changed between before and after, field by field (only the fields that differ). */
function diff(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>
  const a = (after ?? {}) as Record<string, unknown>
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]) && k !== 'updated_at')
    .slice(0, 6)
    .map((k) => `${k}: ${JSON.stringify(b[k] ?? null)} → ${JSON.stringify(a[k] ?? null)}`)
}

export function AuditPage() {
  const [page, setPage] = useState(1)
  const log = useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: () => adminApi.get<Page<AuditRow>>('/audit', { page, per_page: 30 }),
    placeholderData: keepPreviousData,
  })
  const rows = log.data?.data ?? []
  return (
    <>
      <PageHeader
        title="Audit log"
        intro="Every change made in the back office: who, when, and what it was before and after."
      />
      <ListState
        loading={log.isPending}
        error={log.error}
        empty={rows.length === 0}
        emptyText="Nothing has been changed yet."
      />
      {rows.length > 0 && (
        <Table caption="Audit log" wide>
          <thead>
            <tr>
              <th className={thClass}>When</th>
              <th className={thClass}>Who</th>
              <th className={thClass}>What</th>
              <th className={thClass}>Change</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{when(r.at)}</td>
                <td className={tdClass}>{r.actor}</td>
                <td className={tdClass}>
                  <span className="font-mono text-xs">{r.action}</span>
                  <span className="block text-xs text-ink-soft">
                    {r.entity_type} {r.entity_id}
                  </span>
                </td>
                <td className={`${tdClass} font-mono text-xs`}>
                  {diff(r.before, r.after).map((line) => (
                    <span key={line} className="block break-all">
                      {line}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager pagination={log.data?.pagination} onPage={setPage} />
    </>
  )
}

interface CustomerRow {
  id: string
  name: string
  email: string
  joined_at: string
  orders: number
  lifetime_value: number
  last_order_at: string | null
}

interface CustomerDetail {
  id: string
  name: string
  email: string
  joined_at: string
  lifetime_value: number
  orders: {
    id: string
    status: string
    payment_status: string
    payment_method: string
    total: number
    created_at: string
  }[]
  addresses: {
    name: string
    mobile: string | null
    street: string
    city: string
    state: string
    postal_code: string
    is_default: boolean
  }[]
}

export function CustomersPage() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const list = useQuery({
    queryKey: ['admin', 'customers', { q, page }],
    queryFn: () => adminApi.get<Page<CustomerRow>>('/customers', { q: q.trim(), page, per_page: 25 }),
    placeholderData: keepPreviousData,
  })
  const rows = list.data?.data ?? []
  return (
    <>
      <PageHeader
        title="Customers"
        intro="Shoppers with their orders and what they have spent. Passwords and sign-in tokens are never shown."
        actions={
          <ButtonLink variant="secondary" to="/api/admin/v1/subscribers.csv" reloadDocument>
            Newsletter subscribers (CSV)
          </ButtonLink>
        }
      />
      <div className="mb-4 max-w-md">
        <Field label="Search">
          {(a11y) => (
            <input
              {...a11y}
              type="search"
              placeholder="Name or email"
              className={inputClass}
              value={q}
              onChange={(e) => {
                setQ(e.target.value)
                setPage(1)
              }}
            />
          )}
        </Field>
      </div>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={
          q.trim() ? 'No customer matches.' : 'No customers yet: shoppers appear here once they sign up.'
        }
      />
      {rows.length > 0 && (
        <Table caption="Customers">
          <thead>
            <tr>
              <th className={thClass}>Customer</th>
              <th className={thClass}>Orders</th>
              <th className={thClass}>Spent</th>
              <th className={`${thClass} ${wideOnly}`}>Joined</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id}>
                <td className={tdClass}>
                  <Link
                    to={`/admin/customers/${encodeURIComponent(c.id)}`}
                    className="font-semibold text-leaf-deep hover:underline"
                  >
                    {c.name || c.email}
                  </Link>
                  <span className="block break-all text-xs text-ink-soft">{c.email}</span>
                </td>
                <td className={tdClass}>{c.orders}</td>
                <td className={tdClass}>{rupees(c.lifetime_value)}</td>
                <td className={`${tdClass} ${wideOnly} whitespace-nowrap text-ink-soft`}>
                  {when(c.joined_at)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager pagination={list.data?.pagination} onPage={setPage} />
    </>
  )
}

export function CustomerPage() {
  const { id = '' } = useParams()
  const customer = useQuery({
    queryKey: ['admin', 'customer', id],
    queryFn: () =>
      adminApi.get<{ data: CustomerDetail }>(`/customers/${encodeURIComponent(id)}`).then((r) => r.data),
  })
  if (!customer.data)
    return <ListState loading={customer.isPending} error={customer.error} empty={false} emptyText="" />
  const c = customer.data
  return (
    <>
      <PageHeader
        title={c.name || c.email}
        intro={`${c.email} · joined ${when(c.joined_at)} · spent ${rupees(c.lifetime_value)}`}
        actions={
          <ButtonLink variant="ghost" to="/admin/customers">
            All customers
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="orders-heading">
          <h2 id="orders-heading" className="mb-3 text-lg">
            Orders
          </h2>
          {c.orders.length === 0 ? (
            <p className={`${panelClass} text-sm text-ink-soft`}>No orders yet.</p>
          ) : (
            <Table caption="Orders">
              <thead>
                <tr>
                  <th className={thClass}>Order</th>
                  <th className={thClass}>Status</th>
                  <th className={thClass}>Total</th>
                </tr>
              </thead>
              <tbody>
                {c.orders.map((o) => (
                  <tr key={o.id}>
                    <td className={tdClass}>
                      <span className="font-mono text-xs">{o.id}</span>
                      <span className="block text-xs text-ink-soft">{when(o.created_at)}</span>
                    </td>
                    <td className={tdClass}>
                      {o.status} · {o.payment_status}
                      <span className="block text-xs text-ink-soft">{o.payment_method}</span>
                    </td>
                    <td className={tdClass}>{rupees(o.total)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </section>
        <section aria-labelledby="addresses-heading" className={`${panelClass} h-fit`}>
          <h2 id="addresses-heading" className="text-lg">
            Addresses
          </h2>
          {c.addresses.length === 0 && <p className="mt-2 text-sm text-ink-soft">None saved.</p>}
          <ul className="mt-2 flex flex-col gap-3 text-sm">
            {c.addresses.map((a) => (
              <li key={`${a.street}-${a.postal_code}`}>
                <span className="font-semibold">{a.name}</span>{' '}
                {a.is_default && <Pill tone="green">Default</Pill>}
                <span className="block text-ink-soft">
                  {a.street}, {a.city}, {a.state} {a.postal_code}
                </span>
                {a.mobile && <span className="block text-ink-soft">{a.mobile}</span>}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
