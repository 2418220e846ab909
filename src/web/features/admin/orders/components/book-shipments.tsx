// Book shipments (decision 046): the ticked orders booked with the courier in one go; the result names each order
// booked (AWB, tracking) and each refused with the courier's reason, and links the one label PDF and the manifest.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ExternalLink, FileText, Tag, Truck } from 'lucide-react'
import type { BookingResult } from '#domain/contracts/admin-courier.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { panelClass } from '#web/features/admin/shell/components/admin-ui.tsx'
import { fill } from '#web/lib/i18n/fill.tsx'
import { Link } from '#web/lib/router.tsx'
import { Button, buttonClass } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { bookShipments, courierQuery } from '../api/courier.ts'
import { ordersTexts } from '../texts.en.ts'

const say = adminSay(ordersTexts)

/** The button: shown only when a courier is set up (self-ship has no booking). */
export function BookShipmentsButton({
  chosen,
  onBooked,
}: {
  chosen: string[]
  onBooked: (result: BookingResult) => void
}) {
  const courier = useQuery(courierQuery())
  const queryClient = useQueryClient()
  const book = useMutation({
    mutationFn: () => bookShipments(chosen),
    onSuccess: (reply) => {
      onBooked(reply.data)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      if (reply.data.booked.length > 0) toast.success(reply.message)
    },
    onError: (err) => toast.error(err.message),
  })
  const name = courier.data?.data.courier
  if (!name) return null
  return (
    <Button disabled={chosen.length === 0 || book.isPending} onClick={() => book.mutate()}>
      <Truck aria-hidden="true" className="size-4" />
      {book.isPending ? say('booking.busy') : say('booking.button', { courier: name })}
    </Button>
  )
}

export function BookingResultPanel({ result, onClose }: { result: BookingResult; onClose: () => void }) {
  return (
    <section aria-labelledby="booking-heading" className={`${panelClass} mb-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="booking-heading" className="text-lg">
          {result.failed.length > 0
            ? say('booking.title.failed', {
                count: String(result.booked.length),
                failed: String(result.failed.length),
              })
            : say('booking.title', { count: String(result.booked.length) })}
        </h2>
        <button type="button" className="text-sm font-semibold text-leaf underline" onClick={onClose}>
          {say('booking.close')}
        </button>
      </div>
      {(result.label_url || result.manifest_url) && (
        <p className="mt-3 flex flex-wrap gap-2">
          {result.label_url && (
            <a
              className={buttonClass('primary', 'sm')}
              href={result.label_url}
              target="_blank"
              rel="noopener"
            >
              <Tag aria-hidden="true" className="size-4" /> {say('booking.labels')}
            </a>
          )}
          {result.manifest_url && (
            <a
              className={buttonClass('secondary', 'sm')}
              href={result.manifest_url}
              target="_blank"
              rel="noopener"
            >
              <FileText aria-hidden="true" className="size-4" /> {say('booking.manifest')}
            </a>
          )}
        </p>
      )}
      {result.pickup_date && (
        <p className="mt-2 text-sm">
          {fill(say('booking.pickup'), { date: <strong>{result.pickup_date}</strong> })}
        </p>
      )}
      {result.documents_error && (
        <p role="alert" className="mt-2 text-sm text-error">
          {result.documents_error}
        </p>
      )}
      {result.booked.length > 0 && (
        <ul className="mt-3 divide-y divide-line text-sm" aria-label={say('booking.booked')}>
          {result.booked.map((b) => (
            <li key={b.order_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <Link
                to={`/admin/orders/${b.order_id}`}
                className="font-semibold text-leaf-deep hover:underline"
              >
                {b.order_id}
              </Link>
              <span className="break-all">{say('booking.awb', { courier: b.courier_name, awb: b.awb })}</span>
              <a
                href={b.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-leaf-deep underline"
              >
                {say('booking.track')} <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{say('booking.track.new.tab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {result.failed.length > 0 && (
        <ul className="mt-3 text-sm" aria-label={say('booking.failed')}>
          {result.failed.map((f) => (
            <li key={f.order_id} role="alert" className="py-1 text-error">
              {fill(say('booking.failed.reason'), { order: <strong>{f.order_id}</strong>, reason: f.reason })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
