import { AlertCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '#web/ui/card.tsx'

/**
 * The card of one checkout step. Its heading takes focus after a step change (tabIndex -1), so keyboard
 * and screen-reader users land on the new step.
 */
export function StepCard({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <Card as="section" aria-labelledby="checkout-step-title" className="flex flex-col gap-6 p-5 sm:p-8">
      <header className="flex flex-col gap-1">
        <h2 id="checkout-step-title" tabIndex={-1} className="text-2xl outline-none">
          {title}
        </h2>
        {description && <p className="text-sm text-ink-soft">{description}</p>}
      </header>
      {children}
    </Card>
  )
}

/** An inline error of a step, announced when it appears. */
export function FormError({ message, detail }: { message: string | null; detail?: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <p className="flex items-start gap-3 rounded-[var(--radius-card)] border border-error/30 bg-error-soft px-4 py-3 text-sm font-medium text-ink">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-error" />
          <span>
            {message}
            {detail && <span className="mt-1 block font-normal text-ink-soft">{detail}</span>}
          </span>
        </p>
      )}
    </div>
  )
}
