import { useEffect, useSyncExternalStore } from 'react'

// Whether a page's code is still arriving (the layout's Suspense fallback is showing). Content below the page,
// such as the footer, waits for it: while a page loads it is momentarily short and everything looks "near".
let pending = 0
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

/** Mounted by the layout's loading fallback. */
export function useMarkPageLoading(): void {
  useEffect(() => {
    pending++
    emit()
    return () => {
      pending--
      emit()
    }
  }, [])
}

export function usePageSettled(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => pending === 0,
    () => false,
  )
}

/** Whether a page's code is still arriving, outside React (the router waits for it before it restores the scroll). */
export function isPageLoading(): boolean {
  return pending > 0
}
