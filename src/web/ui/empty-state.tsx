import type { ReactNode } from 'react'

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-sand/60 px-6 py-12 text-center">
      {icon && <div className="text-leaf">{icon}</div>}
      <h2 className="text-2xl">{title}</h2>
      {children && <div className="text-ink-soft">{children}</div>}
      {action}
    </div>
  )
}
