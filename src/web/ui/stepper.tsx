import { Minus, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn.ts'

interface StepButton {
  /** the button's accessible name */
  label: string
  disabled: boolean
  onClick: () => void
}

const SIZES = { sm: 'h-9 w-9', md: 'h-10 w-10', lg: 'h-11 w-11' }

/**
 * A quantity stepper's frame: a named group of minus, what sits between (the number, shown or typed), and plus.
 * What the number may be (the cart's 1 to 99, the product page's from 1) is the caller's.
 */
export function Stepper({
  label,
  decrease,
  increase,
  size = 'md',
  children,
}: {
  /** the group's accessible name */
  label: string
  decrease: StepButton
  increase: StepButton
  size?: keyof typeof SIZES
  children: ReactNode
}) {
  const button = cn(
    'inline-flex items-center justify-center text-leaf-deep transition-colors hover:bg-leaf-soft disabled:cursor-not-allowed disabled:text-ink-soft/50 disabled:hover:bg-transparent',
    SIZES[size],
  )
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of three controls, not a form section
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center rounded-full border border-line bg-white"
    >
      <button
        type="button"
        className={cn(button, 'rounded-l-full')}
        onClick={decrease.onClick}
        disabled={decrease.disabled}
        aria-label={decrease.label}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      {children}
      <button
        type="button"
        className={cn(button, 'rounded-r-full')}
        onClick={increase.onClick}
        disabled={increase.disabled}
        aria-label={increase.label}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}
