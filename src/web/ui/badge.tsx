import type { ReactNode } from 'react'
import { cn } from './cn.ts'

type Tone = 'leaf' | 'turmeric' | 'clay' | 'neutral' | 'error' | 'info' | 'success'
const tones: Record<Tone, string> = {
  leaf: 'bg-leaf text-white',
  turmeric: 'bg-turmeric-soft text-turmeric-deep',
  clay: 'bg-clay-deep text-white', // clay itself is 4.3:1 on white text, under AA for small text
  neutral: 'bg-sand text-ink-soft',
  error: 'bg-error-soft text-error',
  info: 'bg-info-soft text-info',
  success: 'bg-success-soft text-success',
}

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: Tone
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold leading-5 whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
