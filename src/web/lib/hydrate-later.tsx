import { type ReactNode, Suspense, use, useEffect } from 'react'
import { ServerRenderContext } from './server-render.ts'

/**
 * Parts of a server-rendered page hydrated after the rest (decision record 012: the listing's blocking time). While
 * the page hydrates, such a part waits on `released`: React keeps its server markup as it is (a Suspense boundary
 * that suspends while hydrating is left dehydrated, not replaced by its fallback) and hydrates it once released,
 * in slices of its own, when the browser is idle after the first hydration or at the shopper's first scroll, touch
 * or key, whichever comes first. What the shopper sees does not change: the markup is the server's until then, and
 * its links work as plain links. Rendered afresh in the browser (a later render, another page's), nothing waits.
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

/** Releases the parts waiting: after the first hydration, once the browser is idle or the shopper acts. */
export function useReleaseAfterHydration(): void {
  useEffect(() => {
    if (released.status === 'fulfilled') return
    const events = ['scroll', 'pointerdown', 'keydown', 'focusin'] as const
    const release = () => {
      for (const e of events) window.removeEventListener(e, release, true)
      open()
    }
    for (const e of events) window.addEventListener(e, release, { capture: true, passive: true })
    const idle = window.requestIdleCallback
    if (idle) idle(release, { timeout: 2000 })
    else setTimeout(release, 1000)
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
