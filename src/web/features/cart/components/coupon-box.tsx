import { TicketPercent, X } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import type { Settings } from '#domain/contracts/content.ts'
import { normaliseCouponCode } from '#domain/coupons.ts'
import { formatRupees } from '#domain/money.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import '#web/lib/i18n/messages/cart.en.ts'

/** A quick offer as the shop's settings list it (GET /api/v1/settings `coupons`). */
export type QuickOffer = Settings['coupons'][number]

/** What a quick button says after the code: the percent off ('5%'), or the coupon's own label for a flat one. */
export function offerLabel(offer: QuickOffer): string {
  return offer.percent_off !== null ? `${offer.percent_off}%` : offer.label
}

/**
 * docs/product.md, Routes and screens / Validation rules: quick buttons (the shop's offers: active, featured coupons
 * usable now, from its settings; DEAL5 5% and SAVE10 10% as seeded, none while the settings load or when there are
 * none), a code box that upper-cases what is typed, Apply disabled while the box is
 * empty (spaces count as empty) or a request is in flight; an applied coupon shows as a banner with Remove coupon.
 */
export function CouponBox({
  offers,
  appliedCode,
  discount,
  busy,
  onApply,
  onRemove,
}: {
  /** the quick buttons, in this order */
  offers: readonly QuickOffer[]
  appliedCode: string | null
  discount: number
  busy: boolean
  /** Resolves to null when applied, else the message to show (empty when the login prompt speaks). */
  onApply: (code: string) => Promise<string | null>
  onRemove: () => void
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { t } = useT()
  const inputId = useId()
  const errorId = useId()
  const groupId = useId()

  async function apply(raw: string) {
    const normalised = normaliseCouponCode(raw)
    if (!normalised) {
      toast.error(t('coupon.empty'))
      setError(t('coupon.empty'))
      return
    }
    setError(null)
    const failure = await onApply(normalised)
    if (failure === null) setCode('')
    else setError(failure || null)
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    void apply(code)
  }

  if (appliedCode && discount > 0) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-success/30 bg-success-soft py-3 pr-2 pl-4">
        <TicketPercent aria-hidden="true" className="h-5 w-5 shrink-0 text-success" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="block font-semibold text-ink">{t('coupon.applied', { code: appliedCode })}</span>
          <span className="block text-success">{t('coupon.save', { amount: formatRupees(discount) })}</span>
        </p>
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('coupon.remove')}
          title={t('coupon.remove')}
          className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-error hover:bg-error-soft disabled:opacity-60"
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {t('coupon.remove.short')}
        </button>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <p id={groupId} className="text-sm font-semibold text-ink">
        {t('coupon.have')}
      </p>
      {offers.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a set of buttons, not a form section
        <div role="group" aria-labelledby={groupId} className="flex flex-wrap gap-2">
          {offers.map((c) => (
            <button
              key={c.code}
              type="button"
              disabled={busy}
              onClick={() => void apply(c.code)}
              className="inline-flex h-9 items-center rounded-full border border-dashed border-turmeric-deep/60 bg-turmeric-soft px-3 text-sm font-semibold text-turmeric-deep transition-colors hover:bg-turmeric/30 disabled:opacity-60"
            >
              {c.code} <span className="ml-1 font-medium">{offerLabel(c)}</span>
            </button>
          ))}
        </div>
      )}
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('coupon.code')}
        </label>
        <input
          id={inputId}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase())
            setError(null)
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          placeholder={t('coupon.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="h-11 min-w-0 flex-1 rounded-full border border-line bg-white px-4 text-sm font-semibold tracking-wide text-ink uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case placeholder:text-ink-soft focus:border-leaf focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-leaf/30"
        />
        <Button type="submit" variant="secondary" disabled={code.trim() === '' || busy} className="px-5">
          {busy ? t('coupon.applying') : t('coupon.apply')}
        </Button>
      </form>
      {error && (
        <p id={errorId} role="alert" className="-mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}
