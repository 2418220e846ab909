import { MapPin } from 'lucide-react'
import { formatAddressLine } from '#web/lib/address-view.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import type { SavedAddress } from '../api/address-book.ts'
import '#web/lib/i18n/messages/checkout.en.ts'

/**
 * The shopper's saved addresses above the address form (decision 020): choosing one fills the form, which stays
 * editable; 'Use a new address' empties it.
 */
export function SavedAddresses({
  addresses,
  selected,
  onSelect,
  onNew,
}: {
  addresses: SavedAddress[]
  selected: string | null
  onSelect: (a: SavedAddress) => void
  onNew: () => void
}) {
  const { t } = useT()
  if (addresses.length === 0) return null
  return (
    <fieldset className="mb-6 flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('address.saved')}</legend>
      {addresses.map((a) => (
        <label
          key={a.id}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-leaf',
            selected === a.id ? 'border-leaf ring-1 ring-leaf' : 'border-line',
          )}
        >
          <input
            type="radio"
            name="saved-address"
            value={a.id}
            checked={selected === a.id}
            onChange={() => onSelect(a)}
            className="mt-1 h-4 w-4 accent-[var(--color-leaf)]"
          />
          <span className="flex min-w-0 flex-col gap-0.5 text-sm">
            <span className="flex items-center gap-2 font-semibold text-ink">
              {a.first_name} {a.last_name}
              {a.is_default && (
                <span className="rounded-full bg-leaf-soft px-2 py-0.5 text-xs font-semibold text-leaf-deep">
                  {t('address.saved.default')}
                </span>
              )}
            </span>
            <span className="text-ink-soft">{formatAddressLine(a)}</span>
            {a.mobile && (
              <span className="text-ink-soft">{t('address.saved.mobile', { mobile: a.mobile })}</span>
            )}
          </span>
        </label>
      ))}
      <label
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-lg border bg-white p-3.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-leaf',
          selected === null ? 'border-leaf ring-1 ring-leaf' : 'border-line',
        )}
      >
        <input
          type="radio"
          name="saved-address"
          value=""
          checked={selected === null}
          onChange={onNew}
          className="h-4 w-4 accent-[var(--color-leaf)]"
        />
        <MapPin aria-hidden="true" className="h-4 w-4 text-leaf" />
        <span className="font-semibold text-ink">{t('address.saved.new')}</span>
      </label>
    </fieldset>
  )
}
