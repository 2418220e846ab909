import { useEffect, useRef, useState } from 'react'

/**
 * True once the element has come within `rootMargin` of the viewport (and stays true).
 * Used to fetch below-the-fold code and data only when the shopper scrolls towards it,
 * which keeps the JavaScript of the first screen small.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px') {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (near || !ref.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin },
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [near, rootMargin])
  return [ref, near] as const
}
