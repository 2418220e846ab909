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
  returnMessages,
  returnReasonLabels,
  returnStatusLabels,
  returnTrackingLabels,
  UPI_ID,
} from '#domain/returns.ts'
import { ApiError } from '#web/lib/api-client.ts'
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
import { formatOrderDate } from '../model/orders-view.ts'

/**
 * The order's returns (decision 056): each return's status (a refusal's reason, the refund and its credit note) and,
 * while the order is within its return window, *Return items*: units per item, a reason, a note, the pickup address
 * confirmed and, for cash on delivery, the UPI ID or bank account the refund goes to. `base`: a guest's order by its
 * private link (decision 057) instead of the shopper's own.
 */
export function OrderReturns({ order, base }: { order: Order; base?: string }) {
  const query = useOrderReturns(order.id, base)
  const [open, setOpen] = useState(false)
  if (order.status !== 'delivered' || !query.data) return null
  const data = query.data
  const left = data.items.some((i) => i.returnable > 0)
  if (data.returns.length === 0 && !data.returnable) return null
  return (
    <section
      aria-labelledby="order-returns-title"
      className={cn(cardClass, 'flex flex-col gap-4 p-5 sm:p-6')}
    >
      <h2 id="order-returns-title" className="flex items-center gap-2 text-xl">
        <Undo2 aria-hidden="true" className="h-5 w-5 text-leaf" />
        Returns
      </h2>
      {data.returns.map((r) => (
        <ReturnStatus key={r.id} orderId={order.id} base={base} ret={r} />
      ))}
      {data.returnable && left && !open && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-soft">
            You can return items until{' '}
            <time dateTime={data.returnable_until ?? ''}>{formatOrderDate(data.returnable_until ?? '')}</time>{' '}
            ({data.window_days} days after delivery).
          </p>
          <Button variant="secondary" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
            <PackageOpen aria-hidden="true" className="h-4 w-4" />
            Return items
          </Button>
        </div>
      )}
      {open && <ReturnForm order={order} base={base} data={data} onDone={() => setOpen(false)} />}
    </section>
  )
}

function ReturnStatus({ orderId, base, ret }: { orderId: string; base?: string; ret: ReturnView }) {
  const cancel = useCancelReturn(orderId, base)
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-4 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">{returnStatusLabels[ret.status]}</span>
        <span className="text-ink-soft">Asked {formatOrderDate(ret.created_at)}</span>
      </p>
      <ul className="text-ink">
        {ret.items.map((i) => (
          <li key={`${i.product_id}-${i.pack_id}`}>
            {i.quantity} × {i.name} ({i.size})
          </li>
        ))}
      </ul>
      <p className="text-ink-soft">Reason: {returnReasonLabels[ret.reason]}</p>
      {ret.refusal_reason && <p className="text-error">Why we could not accept it: {ret.refusal_reason}</p>}
      {ret.courier_awb && <p className="text-ink-soft">Pickup waybill: {ret.courier_awb}</p>}
      {ret.tracking && (
        <p className="text-ink">
          Pickup: {returnTrackingLabels[ret.tracking]}
          {ret.tracking_at ? ` (${formatOrderDate(ret.tracking_at)})` : ''}
        </p>
      )}
      {/* a guest's link has no token to read them with (decision 057): the photos show to signed-in shoppers */}
      {!base && ret.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Your photos">
          {ret.photos.map((f, n) => (
            <li key={f}>
              <ReturnPhoto orderId={orderId} returnId={ret.id} file={f} n={n} />
            </li>
          ))}
        </ul>
      )}
      {ret.status === 'refunded' && ret.refund_amount !== null && (
        <p className="text-ink">
          Refunded {formatPaise(ret.refund_amount)}
          {ret.refund_to ? ` to ${ret.refund_to}` : ' to your original payment method'}
          {ret.credit_note_number ? `, credit note ${ret.credit_note_number}` : ''}.
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
          Withdraw this return
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
      alt={`What you sent with the return, ${n + 1}`}
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
      setErrors({ ...errors, photos: returnMessages.tooManyPhotos })
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
    if (items.length === 0) found.items = returnMessages.noItems
    if (!reason) found.reason = 'Choose a reason.'
    if (!confirmed) found.address = 'Confirm the pickup address.'
    if (cod && payTo === 'upi' && !UPI_ID.test(upi.trim())) found.upi = returnMessages.upi
    if (cod && payTo === 'bank' && !/^\d{9,18}$/.test(account.trim())) found.account = returnMessages.account
    if (cod && payTo === 'bank' && !IFSC.test(ifsc.trim().toUpperCase())) found.ifsc = returnMessages.ifsc
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
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Return items">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">Items and units to return</legend>
        {data.items.map((i) => (
          <div key={keyOf(i)} className="flex items-center justify-between gap-3 text-sm">
            <label htmlFor={`ret-${keyOf(i)}`} className="min-w-0 flex-1 text-ink">
              {i.name} <span className="text-ink-soft">({i.size})</span>
              <span className="block text-xs text-ink-soft">
                {i.returnable === 0 ? 'Already in a return' : `Up to ${i.returnable} of ${i.quantity}`}
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
        <legend className="mb-2 text-sm font-semibold text-ink">Reason</legend>
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
              {returnReasonLabels[r]}
            </label>
          ))}
        </div>
        {errors.reason && <p className="text-sm font-medium text-error">{errors.reason}</p>}
      </fieldset>

      <Field label="What happened? (optional)" error={errors.note}>
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
          <legend className="mb-2 text-sm font-semibold text-ink">Photos (optional)</legend>
          <p className="text-xs text-ink-soft">Up to {MAX_RETURN_PHOTOS} photos of the item or the parcel.</p>
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
                    aria-label={`Remove ${p.name}`}
                    onClick={() => setPhotos(photos.filter((_, k) => k !== n))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {photos.length < MAX_RETURN_PHOTOS && (
            <label className="flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg border border-dashed border-line px-3 text-sm font-medium text-ink sm:w-fit">
              Add a photo
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
        <legend className="mb-2 text-sm font-semibold text-ink">Pickup address</legend>
        <address className="text-sm leading-relaxed text-ink not-italic">
          {a.first_name} {a.last_name}, {a.street}, {a.city}, {a.state} {a.postal_code} · {a.mobile}
        </address>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          Pick up from this address
        </label>
        {errors.address && <p className="text-sm font-medium text-error">{errors.address}</p>}
      </fieldset>

      {cod && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">Where should we send your refund?</legend>
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
                {k === 'upi' ? 'UPI ID' : 'Bank account'}
              </label>
            ))}
          </div>
          {payTo === 'upi' ? (
            <Field label="UPI ID" required error={errors.upi}>
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
              <Field label="Account number" required error={errors.account}>
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
              <Field label="IFSC" required error={errors.ifsc}>
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
          Cancel
        </Button>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Ask for the return'}
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
