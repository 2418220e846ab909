// A product's stock ledger (decision 042): every change with the running balance after it, who or which order
// (a link to it), and why; filtered by pack, kind and days (India time), exported as CSV with the same filters.
// Each pack (SKU) has its own stock (decision 041): with several, each row names its pack, and the balance is that
// pack's; choosing one pack shows its chain alone.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { STOCK_MOVEMENT_REASONS } from '#domain/contracts/admin-catalogue.ts'
import {
  ListState,
  PageHeader,
  Pager,
  SelectField,
  Table,
  TextField,
  tdClass,
  thClass,
  when,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Link, useParams, useSearchParams } from '#web/lib/router.tsx'
import { buttonClass } from '#web/ui/button.tsx'
import { ledgerCsvUrl, ledgerQuery, packsQuery } from '../api/stock.ts'

const KINDS = [
  ['', 'All kinds'],
  ...STOCK_MOVEMENT_REASONS.map((k) => [k, k.replace('_', ' ')] as const),
] as const

export function StockLedgerPage() {
  const id = Number(useParams().id)
  // a pack's row in the packs table links here with ?sku= (its pack's chain alone)
  const [params] = useSearchParams()
  const [sku, setSku] = useState(() => params.get('sku')?.toUpperCase() ?? '')
  const [kind, setKind] = useState('')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [page, setPage] = useState(1)
  const filters = { sku, kind, from, to }
  // the product's packs, as the shop lists them (an archived product's are not listed: no pack filter then)
  const packs = useQuery(packsQuery(id)).data ?? []
  const several = packs.length > 1
  const ledger = useQuery(ledgerQuery(id, { ...filters, page }))
  const rows = ledger.data?.data ?? []
  return (
    <>
      <PageHeader
        title={`Stock ledger · product ${id}`}
        intro={
          several
            ? 'Every change of this product’s stock, newest first. Each pack has its own stock: a row’s balance is its pack’s.'
            : 'Every change of this product’s stock, newest first, with the balance it left.'
        }
        actions={
          <>
            <Link to={`/admin/products/${id}`} className={buttonClass('secondary')}>
              Back to the product
            </Link>
            <a href={ledgerCsvUrl(id, filters)} className={buttonClass('secondary')} download>
              Export CSV
            </a>
          </>
        }
      />
      <div className={`mb-4 grid gap-3 ${several ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
        {several && (
          <SelectField
            label="Pack"
            value={sku}
            options={[['', 'All packs'], ...packs.map((p) => [p.sku, `${p.size} · ${p.sku}`] as const)]}
            onChange={(v) => {
              setSku(v)
              setPage(1)
            }}
          />
        )}
        <SelectField
          label="Kind"
          value={kind}
          options={KINDS}
          onChange={(v) => {
            setKind(v)
            setPage(1)
          }}
        />
        <TextField
          label="From"
          type="date"
          value={from}
          onChange={(v) => {
            setFrom(v)
            setPage(1)
          }}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          onChange={(v) => {
            setTo(v)
            setPage(1)
          }}
        />
      </div>
      <ListState
        loading={ledger.isPending}
        error={ledger.error}
        empty={rows.length === 0}
        emptyText="No stock changes match these filters."
        onRetry={() => ledger.refetch()}
      />
      {rows.length > 0 && (
        <Table caption="Stock ledger">
          <thead>
            <tr>
              <th className={thClass}>When</th>
              {several && <th className={thClass}>Pack</th>}
              <th className={thClass}>Kind</th>
              <th className={`${thClass} text-right`}>Change</th>
              <th className={`${thClass} text-right`}>Balance</th>
              <th className={thClass}>By</th>
              <th className={`${thClass} ${wideOnly}`}>Note</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                <td className={tdClass}>{when(e.at)}</td>
                {several && (
                  <td className={tdClass}>
                    <span className="block">{packs.find((p) => p.sku === e.sku)?.size ?? '—'}</span>
                    <span className="block text-xs text-ink-soft">{e.sku ?? ''}</span>
                  </td>
                )}
                <td className={tdClass}>{e.reason.replace('_', ' ')}</td>
                <td
                  className={`${tdClass} text-right font-semibold ${e.change > 0 ? 'text-success' : 'text-error'}`}
                >
                  {e.change > 0 ? `+${e.change}` : e.change}
                </td>
                <td className={`${tdClass} text-right`}>{e.stock_after}</td>
                <td className={tdClass}>
                  {e.order_id ? (
                    <Link to={`/admin/orders/${e.order_id}`} className="font-semibold text-leaf underline">
                      Order {e.order_id}
                    </Link>
                  ) : (
                    e.actor
                  )}
                </td>
                <td className={`${tdClass} ${wideOnly} text-ink-soft`}>{e.note}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {ledger.data && <Pager pagination={ledger.data.pagination} onPage={setPage} />}
    </>
  )
}
