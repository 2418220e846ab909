import { useEffect } from 'react'
import { useLocation } from '#web/lib/router.tsx'

/**
 * Brings `#anchor` targets into view once the content is on the page. The layout scrolls to the top on
 * every route change (and runs its effect after ours), so the scroll waits for the next frame.
 */
export function useScrollToHash(ready: boolean): string {
  const { hash } = useLocation()
  const id = decodeURIComponent(hash.slice(1))
  useEffect(() => {
    if (!ready || !id) return
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id)
      if (!target) return
      target.scrollIntoView({ block: 'start' })
      // Move focus too, so keyboard and screen reader users continue from the target.
      if (!target.hasAttribute('tabindex') && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(target.tagName))
        target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [ready, id])
  return id
}
