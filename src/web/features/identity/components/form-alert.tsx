import { AlertCircle, CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#web/ui/cn.ts'

/** The one error (or notice) of an auth form, read out as soon as it appears. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-[var(--radius-card)] border px-4 py-3 text-sm font-medium',
        tone === 'error'
          ? 'border-error/30 bg-error-soft text-error'
          : 'border-success/30 bg-success-soft text-success',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="text-ink">{children}</div>
    </div>
  )
}
