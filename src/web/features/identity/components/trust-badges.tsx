import { BadgeCheck, type LucideIcon, RotateCcw, ShieldCheck, Truck } from 'lucide-react'
import { useSettings } from '#web/lib/api/get-settings.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { paiseOf } from '#web/lib/wire-money.ts'
import '#web/lib/i18n/messages/identity.en.ts'

/** docs/product.md (Routes and screens, Login): secure login, free shipping, easy returns, quality assured. */
export function TrustBadges() {
  const settings = useSettings().data
  const { t, money } = useT()
  const threshold = settings?.free_shipping_threshold ?? 500
  // the owner's return window (decision 043), the same figure as /returns states
  const returnDays = settings?.promises?.return_window_days
  const badges: { Icon: LucideIcon; title: string; text: string }[] = [
    { Icon: ShieldCheck, title: t('auth.trust.secure'), text: t('auth.trust.secure.text') },
    {
      Icon: Truck,
      title: t('auth.trust.shipping'),
      text: t('auth.trust.shipping.over', { amount: money(paiseOf(threshold)) }),
    },
    {
      Icon: RotateCcw,
      title: t('auth.trust.returns'),
      text:
        returnDays === undefined
          ? t('auth.trust.returns.policy')
          : t('auth.trust.returns.days', { days: returnDays }),
    },
    { Icon: BadgeCheck, title: t('auth.trust.quality'), text: t('auth.trust.quality.text') },
  ]
  return (
    <ul aria-label={t('auth.trust.label')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {badges.map(({ Icon, title, text }) => (
        <li
          key={title}
          className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-line bg-white/70 px-3 py-4 text-center sm:flex-row sm:items-start sm:gap-3 sm:px-4 sm:text-left"
        >
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <span>
            <span className="block text-sm font-semibold text-ink">{title}</span>
            <span className="block text-xs text-ink-soft">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
