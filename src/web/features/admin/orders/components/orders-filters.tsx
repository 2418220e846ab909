import { useEffect, useState } from 'react'
import { COD_CONFIRMATIONS } from '#domain/contracts/admin-orders.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#domain/orders.ts'
import { PAYMENT_METHODS, paymentMethodLabel } from '#domain/payment-methods.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { SelectField, TextField } from '#web/features/admin/shell/components/admin-ui.tsx'
import { PAYMENT_LABEL, STATUS_LABEL } from '#web/features/admin/shell/components/order-pills.tsx'
import { STATE_NAMES } from '#web/lib/address-view.ts'
import { Button } from '#web/ui/button.tsx'
import { ordersTexts } from '../texts.en.ts'

const say = adminSay(ordersTexts)

export const FILTERS = [
  'status',
  'payment_status',
  'payment_method',
  'cod_confirmation',
  'packed',
  'cod_remitted',
  'from',
  'to',
  'state',
  'pin',
  'coupon',
] as const

/** A filter's choices after 'Any' (no filter). */
const anyOf = (options: { value: string; label: string }[]) => [
  ['', say('filters.any')] as const,
  ...options.map((o) => [o.value, o.label] as const),
]

/** A filter typed in full before it applies: written to the address once it is valid (or emptied). */
function DraftField({
  value,
  valid,
  onCommit,
  ...field
}: {
  label: string
  value: string
  valid: (v: string) => boolean
  onCommit: (v: string) => void
  inputMode?: 'numeric'
  maxLength?: number
}) {
  const [draft, setDraft] = useState(value)
  useEffect(() => {
    if (draft === value || (draft !== '' && !valid(draft))) return
    const t = setTimeout(() => onCommit(draft), 400)
    return () => clearTimeout(t)
  })
  return <TextField {...field} value={draft} onChange={setDraft} />
}

export type Filters = Record<(typeof FILTERS)[number], string>

/** The filter form; `set` writes changes to the address (a page change aside, back to the first page). */
export function OrderFilters({
  filters,
  typed,
  onType,
  set,
  onClear,
  filtered,
}: {
  filters: Filters
  typed: string
  onType: (v: string) => void
  set: (changes: Record<string, string>) => void
  onClear: () => void
  /** a filter or a search applies: Clear filters is offered */
  filtered: boolean
}) {
  // On a phone the filters fold behind one button (the orders come first); from lg they are all shown.
  const [open, setOpen] = useState(false)
  const active = FILTERS.filter((f) => filters[f] !== '').length
  return (
    <form
      aria-label={say('filters.label')}
      className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault()
        set({ q: typed.trim() })
      }}
    >
      <TextField
        label={say('filters.search')}
        type="search"
        placeholder={say('filters.search.placeholder')}
        value={typed}
        onChange={onType}
        className="col-span-2"
      />
      <div className="col-span-2 flex items-center gap-3 lg:hidden">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls="order-filters"
          onClick={() => setOpen((o) => !o)}
        >
          {active > 0 ? say('filters.toggle.count', { count: String(active) }) : say('filters.toggle')}
        </Button>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {say('filters.clear')}
          </Button>
        )}
      </div>
      <div
        id="order-filters"
        className={open ? 'col-span-2 grid grid-cols-2 gap-3 lg:contents' : 'hidden lg:contents'}
      >
        <SelectField
          label={say('filters.status')}
          value={filters.status}
          onChange={(v) => set({ status: v, ...(v !== 'processing' ? { packed: '' } : {}) })}
          options={anyOf(ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] ?? s })))}
        />
        <SelectField
          label={say('filters.packed')}
          value={filters.packed}
          onChange={(v) => set({ packed: v })}
          options={anyOf([
            { value: 'no', label: say('filters.packed.no') },
            { value: 'yes', label: say('filters.packed.yes') },
          ])}
        />
        <SelectField
          label={say('filters.cod.remitted')}
          value={filters.cod_remitted}
          onChange={(v) => set({ cod_remitted: v })}
          options={anyOf([
            { value: 'no', label: say('filters.cod.remitted.no') },
            { value: 'yes', label: say('filters.cod.remitted.yes') },
          ])}
        />
        <SelectField
          label={say('filters.payment')}
          value={filters.payment_status}
          onChange={(v) => set({ payment_status: v })}
          options={anyOf(PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_LABEL[s] ?? s })))}
        />
        <SelectField
          label={say('filters.method')}
          value={filters.payment_method}
          onChange={(v) => set({ payment_method: v })}
          options={anyOf(PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodLabel(m) })))}
        />
        <SelectField
          label={say('filters.cod.confirmation')}
          value={filters.cod_confirmation}
          onChange={(v) => set({ cod_confirmation: v })}
          options={anyOf(COD_CONFIRMATIONS.map((s) => ({ value: s, label: whatsappMessages.codStates[s] })))}
        />
        <TextField
          label={say('filters.from')}
          type="date"
          value={filters.from}
          onChange={(v) => set({ from: v })}
        />
        <TextField
          label={say('filters.to')}
          type="date"
          value={filters.to}
          onChange={(v) => set({ to: v })}
        />
        <SelectField
          label={say('filters.state')}
          value={filters.state}
          onChange={(v) => set({ state: v })}
          options={anyOf(STATE_NAMES.map((s) => ({ value: s, label: s })))}
        />
        <DraftField
          key={`pin:${filters.pin}`}
          label={say('filters.pin')}
          inputMode="numeric"
          maxLength={6}
          value={filters.pin}
          valid={(v) => /^\d{6}$/.test(v)}
          onCommit={(v) => set({ pin: v })}
        />
        <DraftField
          key={`coupon:${filters.coupon}`}
          label={say('filters.coupon')}
          value={filters.coupon}
          valid={(v) => /^[A-Za-z0-9_-]{2,40}$/.test(v)}
          onCommit={(v) => set({ coupon: v.toUpperCase() })}
        />
      </div>
      {filtered && (
        <div className="hidden items-end lg:flex">
          <Button variant="ghost" onClick={onClear}>
            {say('filters.clear')}
          </Button>
        </div>
      )}
    </form>
  )
}
