import { BadgeCheck, ShieldCheck, Sprout } from 'lucide-react'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import '#web/lib/i18n/messages/cart.en.ts'

const BADGES: { Icon: typeof ShieldCheck; label: MessageKey }[] = [
  { Icon: ShieldCheck, label: 'cart.badge.secure' },
  { Icon: BadgeCheck, label: 'cart.badge.quality' },
  { Icon: Sprout, label: 'cart.badge.farmer' },
]

/** `compact`: one line of small badges, for the drawer's footer. */
export function TrustBadges({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useT()
  return (
    <ul
      className={cn(
        'grid grid-cols-3 gap-2 text-center font-medium text-ink-soft',
        compact ? 'text-[11px] leading-tight' : 'text-xs',
        className,
      )}
    >
      {BADGES.map(({ Icon, label }) => (
        <li
          key={label}
          className={cn('flex items-center justify-center', compact ? 'gap-1' : 'flex-col gap-1')}
        >
          <Icon aria-hidden="true" className={cn('shrink-0 text-leaf', compact ? 'h-4 w-4' : 'h-5 w-5')} />
          {t(label)}
        </li>
      ))}
    </ul>
  )
}
