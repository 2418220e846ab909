import { cn } from '#web/ui/cn.ts'

/** docs/product.md, Routes and screens/Validation rules: the share of the 7 completion fields filled, as a labelled progress bar. */
export function CompletionBar({ value, missing }: { value: number; missing: string[] }) {
  const done = value >= 100
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="profile-completion-label" className="font-semibold text-ink">
          Profile completion
        </span>
        <span className="tabular font-semibold text-leaf-deep">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="profile-completion-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% complete`}
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
        {done
          ? 'Your profile is complete. Checkout will be quicker.'
          : `Add your ${joinList(missing)} to complete your profile.`}
      </p>
    </div>
  )
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'details'
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
