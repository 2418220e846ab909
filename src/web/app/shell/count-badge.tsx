import { formatBadgeCount } from '#web/lib/count-labels.ts'

/** Hidden at 0; on a phone above 99 it reads 99+, on wider screens the number itself. */
export function CountBadge({ count }: { count: number }) {
  const compact = formatBadgeCount(count, true)
  const full = formatBadgeCount(count, false)
  if (compact === null || full === null) return null
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-clay px-1 text-[11px] font-bold leading-none text-white tabular ring-2 ring-parchment"
    >
      <span className="sm:hidden">{compact}</span>
      <span className="hidden sm:inline">{full}</span>
    </span>
  )
}
