import type { ReactNode } from 'react'
import { StatusView } from './status-view.tsx'

/** An empty or failed list inside a page (no products match, no recipes): a status view on sand, no badge. */
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
    <StatusView surface="sand-narrow" tone="bare" icon={icon} title={title}>
      {children && <div className="text-ink-soft">{children}</div>}
      {action}
    </StatusView>
  )
}
