// A product's stock ledger (decision 042): every change with the running balance after it, who or which order
// (a link to it), and why; filtered by pack, kind and days (India time), exported as CSV with the same filters.
// Each pack (SKU) has its own stock (decision 041): with several, each row names its pack, and the balance is that
// pack's; choosing one pack shows its chain alone.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { STOCK_MOVEMENT_REASONS } from '#domain/contracts/admin-catalogue.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
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
import { productsStockTexts } from '../texts-stock.en.ts'

const say = adminSay(productsStockTexts)

/** The kinds of stock movement as the ledger names them (the API's values stay as they are). */
const KIND_LABELS = {
  opening: 'ledger.kind.opening',
  received: 'ledger.kind.received',
  sold: 'ledger.kind.sold',
  released: 'ledger.kind.released',
  returned: 'ledger.kind.returned',
  damaged: 'ledger.kind.damaged',
  written_off: 'ledger.kind.written.off',
  correction: 'ledger.kind.correction',
} as const satisfies Record<(typeof STOCK_MOVEMENT_REASONS)[number], keyof typeof productsStockTexts>

/** A movement's kind in words; one the ledger does not know yet as the API names it. */
function kindLabel(kind: string) {
  const labels: Partial<Record<string, keyof typeof productsStockTexts>> = KIND_LABELS
  const key = Object.hasOwn(labels, kind) ? labels[kind] : undefined
  return key ? say(key) : kind.replace('_', ' ')
}

const KINDS = [
  ['', say('ledger.kind.all')],
  ...STOCK_MOVEMENT_REASONS.map((k) => [k, kindLabel(k)] as const),
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
        title={say('ledger.title', { id: String(id) })}
        intro={several ? say('ledger.intro.packs') : say('ledger.intro')}
        actions={
          <>
            <Link to={`/admin/products/${id}`} className={buttonClass('secondary')}>
              {say('ledger.back')}
            </Link>
            <a href={ledgerCsvUrl(id, filters)} className={buttonClass('secondary')} download>
              {say('ledger.export')}
            </a>
          </>
        }
      />
      <div className={`mb-4 grid gap-3 ${several ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
        {several && (
          <SelectField
            label={say('ledger.pack')}
            value={sku}
            options={[
              ['', say('ledger.pack.all')],
              ...packs.map((p) => [p.sku, say('ledger.pack.option', { size: p.size, sku: p.sku })] as const),
            ]}
            onChange={(v) => {
              setSku(v)
              setPage(1)
            }}
          />
        )}
        <SelectField
          label={say('ledger.kind')}
          value={kind}
          options={KINDS}
          onChange={(v) => {
            setKind(v)
            setPage(1)
          }}
        />
        <TextField
          label={say('ledger.from')}
          type="date"
          value={from}
          onChange={(v) => {
            setFrom(v)
            setPage(1)
          }}
        />
        <TextField
          label={say('ledger.to')}
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
        emptyText={say('ledger.empty')}
        onRetry={() => ledger.refetch()}
      />
      {rows.length > 0 && (
        <Table caption={say('ledger.caption')}>
          <thead>
            <tr>
              <th className={thClass}>{say('ledger.column.when')}</th>
              {several && <th className={thClass}>{say('ledger.column.pack')}</th>}
              <th className={thClass}>{say('ledger.column.kind')}</th>
              <th className={`${thClass} text-right`}>{say('ledger.column.change')}</th>
              <th className={`${thClass} text-right`}>{say('ledger.column.balance')}</th>
              <th className={thClass}>{say('ledger.column.by')}</th>
              <th className={`${thClass} ${wideOnly}`}>{say('ledger.column.note')}</th>
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
                <td className={tdClass}>{kindLabel(e.reason)}</td>
                <td
                  className={`${tdClass} text-right font-semibold ${e.change > 0 ? 'text-success' : 'text-error'}`}
                >
                  {e.change > 0 ? `+${e.change}` : e.change}
                </td>
                <td className={`${tdClass} text-right`}>{e.stock_after}</td>
                <td className={tdClass}>
                  {e.order_id ? (
                    <Link to={`/admin/orders/${e.order_id}`} className="font-semibold text-leaf underline">
                      {say('ledger.order', { id: e.order_id })}
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
