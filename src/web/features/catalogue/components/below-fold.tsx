import { type ReactNode, Suspense } from 'react'
import { useNearViewport } from '#web/lib/use-near-viewport.ts'

/**
 * A part of the product page under a phone's first screen: its code, and the requests it makes, load
 * when the shopper scrolls within `rootMargin` of it. Until then, on the server and in the browser's first render
 * (so hydration matches), it is an empty box of the height it will roughly take (`reserve`), so that what is under
 * it does not jump when it arrives. On a 390 × 844 phone the first of these (the delivery check) starts about
 * 1,200 px down: a 300 px margin keeps them off the first load, and is still several screens of warning for a
 * chunk of a few kilobytes.
 */
export function BelowFold({
  id,
  className,
  reserve,
  rootMargin = '300px',
  children,
}: {
  id?: string
  className?: string
  /** the placeholder's classes: its height (and margins) */
  reserve: string
  rootMargin?: string
  /** lazily loaded components, rendered only once near */
  children: ReactNode
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>(rootMargin)
  const placeholder = <div aria-hidden="true" className={reserve} />
  return (
    <div ref={ref} id={id} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  )
}
