import { LOCALE } from '#web/lib/i18n/languages.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import '#web/lib/i18n/messages/profile.en.ts'

/** docs/product.md, Routes and screens/Validation rules: the share of the 7 completion fields filled, as a labelled progress bar. */
export function CompletionBar({ value, missing }: { value: number; missing: string[] }) {
  const { t, lang } = useT()
  const done = value >= 100
  // 'first name, phone number and city', joined as the language joins a list
  const fields =
    missing.length === 0
      ? t('profile.completion.details')
      : new Intl.ListFormat(LOCALE[lang], { type: 'conjunction' }).format(missing)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="profile-completion-label" className="font-semibold text-ink">
          {t('profile.completion')}
        </span>
        <span className="tabular font-semibold text-leaf-deep">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="profile-completion-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t('profile.completion.value', { value: String(value) })}
        className="h-2.5 overflow-hidden rounded-full bg-sand-deep/70"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500 ease-out',
            done ? 'bg-success' : 'bg-leaf',
          )}
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="text-xs text-ink-soft">
        {done ? t('profile.completion.done') : t('profile.completion.missing', { fields })}
      </p>
    </div>
  )
}
