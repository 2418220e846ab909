import { type ReactNode, useId } from 'react'
import { cn } from './cn.ts'

/** Text inputs and selects of forms: 48 px tall, leaf focus ring, error border when aria-invalid. */
export const inputClass =
  'h-12 w-full rounded-lg border border-ink-soft/60 bg-white px-4 text-base text-ink placeholder:text-ink-soft/80 transition-colors focus:border-leaf focus:outline-none focus:ring-2 focus:ring-leaf/30 aria-[invalid=true]:border-error sm:text-[0.9375rem]'

export interface FieldA11y {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
}

/** Label, hint and inline error tied to the control through id and aria-describedby. */
export function Field({
  label,
  required = false,
  hint,
  error,
  className,
  labelAside,
  children,
}: {
  label: string
  required?: boolean
  hint?: ReactNode
  error?: string
  className?: string
  /** Shown at the end of the label row (for example a 'Forgot password?' link). */
  labelAside?: ReactNode
  children: (a11y: FieldA11y) => ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-error">
              *
            </span>
          )}
        </label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
    </div>
  )
}

/** A chevron drawn over native selects (appearance-none). */
export function SelectChevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="pointer-events-none absolute right-4 top-1/2 h-4 w-4 -translate-y-1/2 fill-none stroke-leaf stroke-2"
    >
      <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
