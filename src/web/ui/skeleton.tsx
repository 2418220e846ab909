import { cn } from './cn.ts'

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-sand-deep/60', className)} />
}

export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-ink-soft', className)}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-leaf/30 border-t-leaf"
      />
      {label && <span>{label}</span>}
    </span>
  )
}
