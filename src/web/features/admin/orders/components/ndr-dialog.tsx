// Staff's answer to a failed delivery (NDR, decision 046 amended): try again (a day within the week, a better
// phone or address line for the courier) or return the parcel to origin. Sent to the courier first: its refusal or
// silence is said here and the order stays as it was, so the dialog stays open until the courier took the answer.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { indiaDayAfter, type NdrActionInput } from '#domain/contracts/admin-ndr.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { TextField } from '#web/features/admin/shell/components/admin-ui.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { fill } from '#web/lib/i18n/fill.tsx'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { answerNdr } from '../api/ndr.ts'
import { ordersDesksTexts } from '../texts-desks.en.ts'

const say = adminSay(ordersDesksTexts)

export interface NdrTarget {
  orderId: string
  shopper: string
  phone: string
  attempts: number
  reason: string | null
}

type Field = 'date' | 'phone' | 'address_line'

export function NdrDialog({
  target,
  attemptsBeforeRto,
  selfShipped = false,
  trigger,
}: {
  target: NdrTarget
  /** no courier adapter: staff tell the courier themselves, and the answer is recorded */
  selfShipped?: boolean
  /** the owner's setting, when known: said beside the attempts */
  attemptsBeforeRto?: number
  trigger: React.ReactNode
}) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<'reattempt' | 'rto'>('reattempt')
  const [date, setDate] = useState('')
  const [phone, setPhone] = useState('')
  const [address, setAddress] = useState('')
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const answer = useMutation({
    mutationFn: (body: NdrActionInput) => answerNdr(target.orderId, body),
    onSuccess: (reply) => {
      toast.success(reply.message)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      setOpen(false)
    },
    onError: (err) => {
      const fields: Partial<Record<Field, string>> = {}
      const rest: string[] = []
      if (err instanceof ApiError)
        for (const i of err.issues) {
          const f = i.path[0]
          if (f === 'date' || f === 'phone' || f === 'address_line') fields[f] = i.message
          else rest.push(i.message)
        }
      setIssues(fields)
      setError(Object.keys(fields).length > 0 && rest.length === 0 ? null : err.message)
    },
  })
  const reset = () => {
    setChoice('reattempt')
    setDate('')
    setPhone('')
    setAddress('')
    setIssues({})
    setError(null)
  }
  const submit = () => {
    setIssues({})
    setError(null)
    answer.mutate(
      choice === 'rto'
        ? { action: 'rto' }
        : {
            action: 'reattempt',
            ...(date ? { date } : {}),
            ...(phone.trim() ? { phone: phone.trim() } : {}),
            ...(address.trim() ? { address_line: address.trim() } : {}),
          },
    )
  }
  const today = indiaDayAfter(new Date(), 0)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (answer.isPending) return
        if (o) reset()
        setOpen(o)
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] max-h-[92vh] w-[min(30rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] border border-line bg-parchment p-5 shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in sm:p-7">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-serif text-2xl text-leaf-deep">
              {say('ndr.dialog.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={say('ndr.dialog.close')}
              className="-mt-1 -mr-2 rounded-full p-2 text-ink-soft hover:bg-sand"
              disabled={answer.isPending}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">
            {fill(
              attemptsBeforeRto
                ? say('ndr.dialog.text.limit', {
                    id: target.orderId,
                    shopper: target.shopper,
                    attempts: String(target.attempts),
                    limit: String(attemptsBeforeRto),
                  })
                : say('ndr.dialog.text', {
                    id: target.orderId,
                    shopper: target.shopper,
                    attempts: String(target.attempts),
                  }),
              {
                reason: (
                  <span className="font-semibold text-ink">
                    {target.reason ?? say('ndr.dialog.no.reason')}
                  </span>
                ),
              },
            )}
            {selfShipped && say('ndr.dialog.self')}
          </Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault()
              submit()
            }}
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold">{say('ndr.dialog.legend')}</legend>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="ndr-choice"
                  className="mt-1 accent-leaf"
                  checked={choice === 'reattempt'}
                  onChange={() => setChoice('reattempt')}
                />
                <span>
                  <span className="font-semibold">{say('ndr.dialog.reattempt')}</span>
                  <span className="block text-ink-soft">{say('ndr.dialog.reattempt.hint')}</span>
                </span>
              </label>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="ndr-choice"
                  className="mt-1 accent-leaf"
                  checked={choice === 'rto'}
                  onChange={() => setChoice('rto')}
                />
                <span>
                  <span className="font-semibold">{say('ndr.dialog.rto')}</span>
                  <span className="block text-ink-soft">{say('ndr.dialog.rto.hint')}</span>
                </span>
              </label>
            </fieldset>
            {choice === 'reattempt' && (
              <div className="flex flex-col gap-3">
                <TextField
                  label={say('ndr.dialog.date')}
                  hint={say('ndr.dialog.date.hint')}
                  type="date"
                  min={today}
                  max={indiaDayAfter(new Date(), 7)}
                  value={date}
                  onChange={setDate}
                  error={issues.date}
                />
                <TextField
                  label={say('ndr.dialog.phone')}
                  hint={say('ndr.dialog.phone.hint', { phone: spacedMobile(target.phone) })}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  maxLength={20}
                  value={phone}
                  onChange={setPhone}
                  error={issues.phone}
                />
                <TextField
                  label={say('ndr.dialog.address')}
                  hint={say('ndr.dialog.address.hint')}
                  maxLength={200}
                  value={address}
                  onChange={setAddress}
                  error={issues.address_line}
                />
              </div>
            )}
            {error && (
              <p role="alert" className="rounded-lg bg-error-soft p-3 text-sm text-error">
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={answer.isPending}>
                  {say('ndr.dialog.cancel')}
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                variant={choice === 'rto' ? 'danger' : 'primary'}
                disabled={answer.isPending}
              >
                {answer.isPending
                  ? selfShipped
                    ? say('ndr.dialog.busy.self')
                    : say('ndr.dialog.busy')
                  : choice === 'rto'
                    ? selfShipped
                      ? say('ndr.dialog.rto.self')
                      : say('ndr.dialog.rto.submit')
                    : selfShipped
                      ? say('ndr.dialog.reattempt.self')
                      : say('ndr.dialog.reattempt.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** '9848012345' -> '98480 12345', as Indians write a mobile; anything else as it is. */
const spacedMobile = (m: string) => (/^\d{10}$/.test(m) ? `${m.slice(0, 5)} ${m.slice(5)}` : m)
