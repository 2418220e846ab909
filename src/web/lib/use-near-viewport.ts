import { useEffect, useRef, useState } from 'react'

/**
 * True once the element has come within `rootMargin` of the viewport (and stays true).
 * Used to fetch below-the-fold code and data only when the shopper scrolls towards it,
 * which keeps the JavaScript of the first screen small.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px', enabled = true) {
  const ref = useRef<T>(null)
  // False on the first render everywhere, so a server-rendered page and its hydration agree.
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near || !enabled || !ref.current) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin },
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [near, rootMargin, enabled])
  return [ref, near] as const
}

/**
 * False until the browser is idle after the first render, so that content below a page still loading (the
 * footer under a Suspense spinner) is not fetched just because the page is momentarily short.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const idle = window.requestIdleCallback
    if (idle) {
      const id = idle(() => setReady(true), { timeout: 2500 })
      return () => window.cancelIdleCallback(id)
    }
    const t = setTimeout(() => setReady(true), 1000)
    return () => clearTimeout(t)
  }, [])
  return ready
}
