import type { ComponentType } from 'react'
import { lazyWithTexts } from '#web/lib/i18n/lazy.ts'

/**
 * React.lazy for optional pieces of the shell (menus, dialogs, footer, splash): if the chunk cannot be
 * downloaded the piece renders nothing instead of taking the whole page down with the route error screen.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const nothing: ComponentType<P> = () => null
  return lazyWithTexts(() => load().catch(() => ({ default: nothing })))
}
