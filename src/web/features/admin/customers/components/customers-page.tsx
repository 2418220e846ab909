// Customers: search, and one customer's orders, lifetime value and address book (never a password or token).
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatPaise } from '#domain/money.ts'
import { paymentMethodLabel } from '#domain/payment-methods.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import {
  ListState,
  PageHeader,
  Pager,
  Pill,
  panelClass,
  Table,
  tdClass,
  thClass,
  when,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { PaymentPill, StatusPill } from '#web/features/admin/shell/components/order-pills.tsx'
import { PhoneLinks } from '#web/features/admin/shell/components/phone-links.tsx'
import { Link, useParams } from '#web/lib/router.tsx'
import { ButtonLink } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { customerQuery, customersQuery } from '../api/customers.ts'
import { customersTexts } from '../texts.en.ts'

const say = adminSay(customersTexts)

export function CustomersPage() {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const list = useQuery(customersQuery(q, page))
  const rows = list.data?.data ?? []
  return (
    <>
      <PageHeader
        title={say('list.title')}
        intro={say('list.intro')}
        actions={
          <ButtonLink variant="secondary" to="/api/admin/v1/subscribers.csv" reloadDocument>
            {say('list.subscribers')}
          </ButtonLink>
        }
      />
      <div className="mb-4 max-w-md">
        <Field label={say('list.search')}>
          {(a11y) => (
            <input
              {...a11y}
              type="search"
              placeholder={say('list.search.placeholder')}
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
        emptyText={q.trim() ? say('list.no.match') : say('list.empty')}
      />
      {rows.length > 0 && (
        <Table caption={say('list.caption')}>
          <thead>
            <tr>
              <th className={thClass}>{say('list.customer')}</th>
              <th className={thClass}>{say('list.orders')}</th>
              <th className={thClass}>{say('list.spent')}</th>
              <th className={`${thClass} ${wideOnly}`}>{say('list.joined')}</th>
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
                <td className={tdClass}>{formatPaise(c.lifetime_value)}</td>
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
  const customer = useQuery(customerQuery(id))
  if (!customer.data)
    return <ListState loading={customer.isPending} error={customer.error} empty={false} emptyText="" />
  const c = customer.data
  return (
    <>
      <PageHeader
        title={c.name || c.email}
        intro={say('customer.intro', {
          email: c.email,
          joined: when(c.joined_at),
          spent: formatPaise(c.lifetime_value),
        })}
        actions={
          <ButtonLink variant="ghost" to="/admin/customers">
            {say('customer.all')}
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        {/* min-w-0: a grid column may shrink below its table's width (the table scrolls inside it) */}
        <section aria-labelledby="orders-heading" className="min-w-0">
          <h2 id="orders-heading" className="mb-3 text-lg">
            {say('customer.orders')}
          </h2>
          {c.orders.length === 0 ? (
            <p className={`${panelClass} text-sm text-ink-soft`}>{say('customer.orders.none')}</p>
          ) : (
            <Table caption={say('customer.orders.caption')}>
              <thead>
                <tr>
                  <th className={thClass}>{say('customer.order')}</th>
                  <th className={thClass}>{say('customer.status')}</th>
                  <th className={thClass}>{say('customer.total')}</th>
                </tr>
              </thead>
              <tbody>
                {c.orders.map((o) => (
                  <tr key={o.id}>
                    <td className={tdClass}>
                      <Link
                        to={`/admin/orders/${o.id}`}
                        className="font-mono text-xs font-semibold text-leaf-deep hover:underline"
                      >
                        {o.id}
                      </Link>
                      <span className="block text-xs text-ink-soft">{when(o.created_at)}</span>
                    </td>
                    <td className={tdClass}>
                      <span className="flex flex-wrap gap-1">
                        <StatusPill status={o.status} />
                        <PaymentPill status={o.payment_status} />
                      </span>
                      <span className="mt-1 block text-xs text-ink-soft">
                        {paymentMethodLabel(o.payment_method)}
                      </span>
                    </td>
                    <td className={tdClass}>{formatPaise(o.total)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </section>
        <section aria-labelledby="addresses-heading" className={`${panelClass} h-fit`}>
          <h2 id="addresses-heading" className="text-lg">
            {say('customer.addresses')}
          </h2>
          {c.addresses.length === 0 && (
            <p className="mt-2 text-sm text-ink-soft">{say('customer.addresses.none')}</p>
          )}
          <ul className="mt-2 flex flex-col gap-3 text-sm">
            {c.addresses.map((a) => (
              <li key={`${a.street}-${a.postal_code}`}>
                <span className="font-semibold">{a.name}</span>{' '}
                {a.is_default && <Pill tone="green">{say('customer.default')}</Pill>}
                <span className="block text-ink-soft">
                  {a.street}, {a.city}, {a.state} {a.postal_code}
                </span>
                {a.mobile && <PhoneLinks phone={a.mobile} className="block" />}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
