import { PackageOpen, Undo2 } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import type { Order } from '#domain/contracts/checkout.ts'
import type { ReturnView } from '#domain/contracts/returns.ts'
import { formatPaise } from '#domain/money.ts'
import {
  IFSC,
  MAX_RETURN_PHOTOS,
  RETURN_REASONS,
  type ReturnReason,
  type ReturnStatus as ReturnState,
  type ReturnTracking,
  UPI_ID,
} from '#domain/returns.ts'
import { ApiError } from '#web/lib/api-client.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import {
  type OrderReturns as ReturnsData,
  useCancelReturn,
  useOrderReturns,
  useRequestReturn,
  useReturnPhoto,
} from '../api/returns.ts'
import { around } from '../model/order-words.ts'
import { formatOrderDate } from '../model/orders-view.ts'

// A return's words in the page's language (the English equal #domain/returns.ts's labels: pages.test.ts).
const STATUS_WORDS: Record<ReturnState, MessageKey> = {
  requested: 'returns.status.requested',
  approved: 'returns.status.approved',
  refused: 'returns.status.refused',
  received: 'returns.status.received',
  refunded: 'returns.status.refunded',
  cancelled: 'returns.status.cancelled',
}
const REASON_WORDS: Record<ReturnReason, MessageKey> = {
  damaged: 'returns.reason.damaged',
  wrong_item: 'returns.reason.wrong.item',
  quality: 'returns.reason.quality',
  other: 'returns.reason.other',
}
const TRACKING_WORDS: Record<ReturnTracking, MessageKey> = {
  pickup_scheduled: 'returns.pickup.scheduled',
  picked_up: 'returns.pickup.picked.up',
  in_transit: 'returns.pickup.in.transit',
  delivered: 'returns.pickup.delivered',
}

/**
 * The order's returns (decision 056): each return's status (a refusal's reason, the refund and its credit note) and,
 * while the order is within its return window, *Return items*: units per item, a reason, a note, the pickup address
 * confirmed and, for cash on delivery, the UPI ID or bank account the refund goes to. `base`: a guest's order by its
 * private link (decision 057) instead of the shopper's own.
 */
export function OrderReturns({ order, base }: { order: Order; base?: string }) {
  const query = useOrderReturns(order.id, base)
  const [open, setOpen] = useState(false)
  const { t, lang } = useT()
  if (order.status !== 'delivered' || !query.data) return null
  const data = query.data
  const left = data.items.some((i) => i.returnable > 0)
  if (data.returns.length === 0 && !data.returnable) return null
  const [untilBefore, untilAfter] = around(t, 'returns.until', 'date', { days: data.window_days })
  return (
    <section
      aria-labelledby="order-returns-title"
      className={cn(cardClass, 'flex flex-col gap-4 p-5 sm:p-6')}
    >
      <h2 id="order-returns-title" className="flex items-center gap-2 text-xl">
        <Undo2 aria-hidden="true" className="h-5 w-5 text-leaf" />
        {t('returns.heading')}
      </h2>
      {data.returns.map((r) => (
        <ReturnStatus key={r.id} orderId={order.id} base={base} ret={r} />
      ))}
      {data.returnable && left && !open && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-soft">
            {untilBefore}
            <time dateTime={data.returnable_until ?? ''}>
              {formatOrderDate(data.returnable_until ?? '', false, lang)}
            </time>
            {untilAfter}
          </p>
          <Button variant="secondary" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
            <PackageOpen aria-hidden="true" className="h-4 w-4" />
            {t('returns.start')}
          </Button>
        </div>
      )}
      {open && <ReturnForm order={order} base={base} data={data} onDone={() => setOpen(false)} />}
    </section>
  )
}

function ReturnStatus({ orderId, base, ret }: { orderId: string; base?: string; ret: ReturnView }) {
  const cancel = useCancelReturn(orderId, base)
  const { t, lang } = useT()
  const date = (iso: string) => formatOrderDate(iso, false, lang)
  const refunded = ret.refund_amount !== null ? formatPaise(ret.refund_amount) : ''
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-4 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">{t(STATUS_WORDS[ret.status])}</span>
        <span className="text-ink-soft">{t('returns.asked', { date: date(ret.created_at) })}</span>
      </p>
      <ul className="text-ink">
        {ret.items.map((i) => (
          <li key={`${i.product_id}-${i.pack_id}`}>
            {i.quantity} × {i.name} ({i.size})
          </li>
        ))}
      </ul>
      <p className="text-ink-soft">{t('returns.reason.is', { reason: t(REASON_WORDS[ret.reason]) })}</p>
      {ret.refusal_reason && (
        <p className="text-error">{t('returns.refused.why', { reason: ret.refusal_reason })}</p>
      )}
      {ret.courier_awb && <p className="text-ink-soft">{t('returns.waybill', { awb: ret.courier_awb })}</p>}
      {ret.tracking && (
        <p className="text-ink">
          {t('returns.pickup', { state: t(TRACKING_WORDS[ret.tracking]) })}
          {ret.tracking_at ? ` (${date(ret.tracking_at)})` : ''}
        </p>
      )}
      {/* a guest's link has no token to read them with (decision 057): the photos show to signed-in shoppers */}
      {!base && ret.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('returns.photos.yours')}>
          {ret.photos.map((f, n) => (
            <li key={f}>
              <ReturnPhoto orderId={orderId} returnId={ret.id} file={f} n={n} />
            </li>
          ))}
        </ul>
      )}
      {ret.status === 'refunded' && ret.refund_amount !== null && (
        <p className="text-ink">
          {ret.refund_to
            ? ret.credit_note_number
              ? t('returns.refunded.to.note', {
                  amount: refunded,
                  to: ret.refund_to,
                  number: ret.credit_note_number,
                })
              : t('returns.refunded.to', { amount: refunded, to: ret.refund_to })
            : ret.credit_note_number
              ? t('returns.refunded.original.note', { amount: refunded, number: ret.credit_note_number })
              : t('returns.refunded.original', { amount: refunded })}
        </p>
      )}
      {ret.status === 'requested' && (
        <Button
          variant="ghost"
          size="sm"
          className="w-fit"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(ret.id, {
              onSuccess: (r) => toast.success(r.message),
              onError: (e) => toast.error(e.message),
            })
          }
        >
          {t('returns.withdraw')}
        </Button>
      )}
    </div>
  )
}

function ReturnPhoto({
  orderId,
  returnId,
  file,
  n,
}: {
  orderId: string
  returnId: string
  file: string
  n: number
}) {
  const photo = useReturnPhoto(orderId, returnId, file)
  const { t } = useT()
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!photo.data) return
    const u = URL.createObjectURL(photo.data)
    setUrl(u)
    return () => URL.revokeObjectURL(u)
  }, [photo.data])
  if (!url) return <div className="h-20 w-20 rounded-lg border border-line bg-line/30" aria-hidden="true" />
  return (
    <img
      src={url}
      alt={t('returns.photo.alt', { n: n + 1 })}
      className="h-20 w-20 rounded-lg border border-line object-cover"
    />
  )
}

function ReturnForm({
  order,
  base,
  data,
  onDone,
}: {
  order: Order
  base?: string
  data: ReturnsData
  onDone: () => void
}) {
  const request = useRequestReturn(order.id, base)
  const { t } = useT()
  const cod = order.payment_method === 'cod'
  const [units, setUnits] = useState<Record<string, number>>({})
  const [reason, setReason] = useState<ReturnReason | ''>('')
  const [note, setNote] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const [payTo, setPayTo] = useState<'upi' | 'bank'>('upi')
  const [upi, setUpi] = useState('')
  const [account, setAccount] = useState('')
  const [ifsc, setIfsc] = useState('')
  const [photos, setPhotos] = useState<File[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const a = order.shipping_address

  function pick(files: FileList | null) {
    const next = [...photos, ...Array.from(files ?? [])]
    if (next.length > MAX_RETURN_PHOTOS) {
      setErrors({ ...errors, photos: t('returns.photos.too.many', { count: MAX_RETURN_PHOTOS }) })
      return
    }
    setErrors({ ...errors, photos: '' })
    setPhotos(next)
  }
  const keyOf = (i: { product_id: number; pack_id: number }) => `${i.product_id}-${i.pack_id}`

  function submit(e: FormEvent) {
    e.preventDefault()
    const items = data.items
      .filter((i) => (units[keyOf(i)] ?? 0) > 0)
      .map((i) => ({ product_id: i.product_id, pack_id: i.pack_id, quantity: units[keyOf(i)] ?? 0 }))
    const found: Record<string, string> = {}
    if (items.length === 0) found.items = t('returns.no.items')
    if (!reason) found.reason = t('returns.reason.choose')
    if (!confirmed) found.address = t('returns.address.required')
    if (cod && payTo === 'upi' && !UPI_ID.test(upi.trim())) found.upi = t('returns.upi.invalid')
    if (cod && payTo === 'bank' && !/^\d{9,18}$/.test(account.trim()))
      found.account = t('returns.account.invalid')
    if (cod && payTo === 'bank' && !IFSC.test(ifsc.trim().toUpperCase()))
      found.ifsc = t('returns.ifsc.invalid')
    setErrors(found)
    if (Object.keys(found).length > 0 || !reason) return
    request.mutate(
      {
        items,
        reason,
        note,
        photos,
        ...(cod && payTo === 'upi' ? { refund_upi: upi.trim() } : {}),
        ...(cod && payTo === 'bank'
          ? { refund_account: account.trim(), refund_ifsc: ifsc.trim().toUpperCase() }
          : {}),
      },
      {
        onSuccess: (r) => {
          toast.success(r.message)
          onDone()
        },
        onError: (err) => {
          if (err instanceof ApiError && err.issues.length > 0)
            setErrors(Object.fromEntries(err.issues.map((i) => [fieldOf(i.path), i.message])))
          else setErrors({ form: err.message })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={t('returns.form')}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('returns.units')}</legend>
        {data.items.map((i) => (
          <div key={keyOf(i)} className="flex items-center justify-between gap-3 text-sm">
            <label htmlFor={`ret-${keyOf(i)}`} className="min-w-0 flex-1 text-ink">
              {i.name} <span className="text-ink-soft">({i.size})</span>
              <span className="block text-xs text-ink-soft">
                {i.returnable === 0
                  ? t('returns.units.none')
                  : t('returns.units.most', { most: i.returnable, quantity: i.quantity })}
              </span>
            </label>
            <select
              id={`ret-${keyOf(i)}`}
              className={cn(inputClass.replace('w-full', 'w-20'), 'shrink-0 px-3')}
              disabled={i.returnable === 0}
              value={units[keyOf(i)] ?? 0}
              onChange={(e) => setUnits({ ...units, [keyOf(i)]: Number(e.target.value) })}
            >
              {unitChoices(i.returnable).map((n) => (
                <option key={`units-${n}`} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ))}
        {errors.items && <p className="text-sm font-medium text-error">{errors.items}</p>}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('returns.reason')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {RETURN_REASONS.map((r) => (
            <label
              key={r}
              className={cn(
                'flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm',
                reason === r ? 'border-leaf bg-leaf/5' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              {t(REASON_WORDS[r])}
            </label>
          ))}
        </div>
        {errors.reason && <p className="text-sm font-medium text-error">{errors.reason}</p>}
      </fieldset>

      <Field label={t('returns.note')} error={errors.note}>
        {(a11y) => (
          <textarea
            {...a11y}
            className={cn(inputClass, 'h-24 py-3')}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>

      {!base && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('returns.photos')}</legend>
          <p className="text-xs text-ink-soft">{t('returns.photos.hint', { count: MAX_RETURN_PHOTOS })}</p>
          {photos.length > 0 && (
            <ul className="flex flex-col gap-1 text-sm">
              {photos.map((p, n) => (
                <li
                  key={`${p.name}-${p.size}-${p.lastModified}`}
                  className="flex items-center justify-between gap-2"
                >
                  <span className="min-w-0 truncate text-ink">{p.name}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t('returns.photo.remove.name', { name: p.name })}
                    onClick={() => setPhotos(photos.filter((_, k) => k !== n))}
                  >
                    {t('returns.photo.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {photos.length < MAX_RETURN_PHOTOS && (
            <label className="flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg border border-dashed border-line px-3 text-sm font-medium text-ink sm:w-fit">
              {t('returns.photo.add')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic,image/avif"
                multiple
                className="sr-only"
                onChange={(e) => {
                  pick(e.target.files)
                  e.target.value = ''
                }}
              />
            </label>
          )}
          {errors.photos && <p className="text-sm font-medium text-error">{errors.photos}</p>}
        </fieldset>
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('returns.address')}</legend>
        <address className="text-sm leading-relaxed text-ink not-italic">
          {a.first_name} {a.last_name}, {a.street}, {a.city}, {a.state} {a.postal_code} · {a.mobile}
        </address>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          {t('returns.address.confirm')}
        </label>
        {errors.address && <p className="text-sm font-medium text-error">{errors.address}</p>}
      </fieldset>

      {cod && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('returns.refund.where')}</legend>
          <div className="flex gap-2">
            {(['upi', 'bank'] as const).map((k) => (
              <label
                key={k}
                className={cn(
                  'flex min-h-11 flex-1 items-center gap-2 rounded-lg border px-3 text-sm',
                  payTo === k ? 'border-leaf bg-leaf/5' : 'border-line',
                )}
              >
                <input type="radio" name="pay-to" checked={payTo === k} onChange={() => setPayTo(k)} />
                {k === 'upi' ? t('returns.upi') : t('returns.bank')}
              </label>
            ))}
          </div>
          {payTo === 'upi' ? (
            <Field label={t('returns.upi')} required error={errors.upi}>
              {(a11y) => (
                <input
                  {...a11y}
                  className={inputClass}
                  placeholder="name@bank"
                  autoComplete="off"
                  value={upi}
                  onChange={(e) => setUpi(e.target.value)}
                />
              )}
            </Field>
          ) : (
            <>
              <Field label={t('returns.account')} required error={errors.account}>
                {(a11y) => (
                  <input
                    {...a11y}
                    className={inputClass}
                    inputMode="numeric"
                    autoComplete="off"
                    value={account}
                    onChange={(e) => setAccount(e.target.value)}
                  />
                )}
              </Field>
              <Field label={t('returns.ifsc')} required error={errors.ifsc}>
                {(a11y) => (
                  <input
                    {...a11y}
                    className={cn(inputClass, 'uppercase')}
                    placeholder="SBIN0001234"
                    autoComplete="off"
                    value={ifsc}
                    onChange={(e) => setIfsc(e.target.value)}
                  />
                )}
              </Field>
            </>
          )}
        </fieldset>
      )}

      {errors.form && (
        <p role="alert" className="text-sm font-medium text-error">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('returns.cancel')}
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('returns.sending') : t('returns.send')}
        </Button>
      </div>
    </form>
  )
}

/** A server issue's field as the form names it. */
function fieldOf(path: string[]): string {
  const f = path[0] ?? 'form'
  if (f === 'refund_upi') return 'upi'
  if (f === 'refund_account') return 'account'
  if (f === 'refund_ifsc') return 'ifsc'
  return f
}

/** 0 to the units left, as the select offers them. */
function unitChoices(most: number): number[] {
  return Array.from({ length: most + 1 }, (_, n) => n)
}
