import { type ReactNode, Suspense, use, useEffect } from 'react'
import { ServerRenderContext } from './server-render.ts'

/**
 * Parts of a server-rendered page hydrated after the rest (decision record 012: the listing's blocking time). While
 * the page hydrates, such a part waits on `released`: React keeps its server markup as it is (a Suspense boundary
 * that suspends while hydrating is left dehydrated, not replaced by its fallback) and hydrates it once released,
 * in slices of its own, when the browser is idle after the first hydration or at the shopper's first scroll, touch
 * or key, whichever comes first. What the shopper sees does not change: the markup is the server's until then, and
 * its links work as plain links. Once released nothing waits: a part rendered afresh (a later render, a page reached
 * by a link, which takes the shopper's touch or key) is drawn at once.
 */
type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined }
let open: () => void = () => {}
const released: Gate =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        open = () => {
          // what React's `use` reads of a settled promise: a later render goes through without suspending
          released.status = 'fulfilled'
          released.value = undefined
          resolve()
        }
      })
if (typeof window === 'undefined') {
  released.status = 'fulfilled'
}

// The shopper's first scroll, touch, key or focus releases them, on any page: a page reached by a link afterwards
// is drawn at once.
if (typeof window !== 'undefined') {
  const events = ['scroll', 'pointerdown', 'keydown', 'focusin'] as const
  const release = () => {
    for (const e of events) window.removeEventListener(e, release, true)
    open()
  }
  for (const e of events) window.addEventListener(e, release, { capture: true, passive: true })
}

/** For a page with parts that wait: releases them once the browser is idle after its hydration. */
export function useReleaseAfterHydration(): void {
  useEffect(() => {
    if (released.status === 'fulfilled') return
    const idle = window.requestIdleCallback
    if (!idle) {
      const timer = setTimeout(open, 1000)
      return () => clearTimeout(timer)
    }
    const id = idle(open, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }, [])
}

function Wait({ children }: { children: ReactNode }) {
  const rendered = use(ServerRenderContext)
  if (rendered && released.status !== 'fulfilled') use(released as Promise<void>)
  return children
}

/** `children`, hydrated after the rest of a server-rendered page (see above). */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Wait>{children}</Wait>
    </Suspense>
  )
}
