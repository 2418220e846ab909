import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react'
import { cn } from './cn.ts'

// docs/product.md (Routes and screens, "Toast notification"): under the header; success (default look), error, info;
// a close button; hides after 3000 ms unless another duration is given.
export const TOAST_DURATION_MS = 3000

export type ToastType = 'success' | 'error' | 'info'
export interface ToastItem {
  id: number
  type: ToastType
  message: string
}

let items: ToastItem[] = []
let nextId = 1
// Open sheets (the cart drawer) that show toasts in their own flow; while one is open the floating list is empty,
// so no toast covers the sheet (and a modal sheet's live region is the one a screen reader still hears).
let inlineOutlets = 0
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id)
  emit()
}

export function showToast(
  message: string,
  type: ToastType = 'success',
  durationMs = TOAST_DURATION_MS,
): number {
  const id = nextId++
  items = [...items.slice(-2), { id, type, message }]
  emit()
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs)
  return id
}

export const toast = {
  success: (message: string, durationMs?: number) => showToast(message, 'success', durationMs),
  error: (message: string, durationMs?: number) => showToast(message, 'error', durationMs),
  info: (message: string, durationMs?: number) => showToast(message, 'info', durationMs),
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

type ListView = ComponentType<{ list: ToastItem[] }>
// The toasts' markup and icons (toast-list.tsx) arrive with the first toast; until then the live regions stand
// empty (they are in the page from the start, so a screen reader hears what is added to them).
let listView: ListView | null = null
function useListView(needed: boolean): ListView | null {
  const [view, setView] = useState(() => listView)
  useEffect(() => {
    if (!needed || view) return
    let live = true
    import('./toast-list.tsx').then(
      (m) => {
        listView = m.ToastList
        if (live) setView(() => m.ToastList)
      },
      // Not reachable (offline): no toast this time; the next one tries again.
      () => {},
    )
    return () => {
      live = false
    }
  }, [needed, view])
  return view
}

const NO_TOASTS: typeof items = []
// The live list itself when it is empty too: React re-renders the toaster (synchronously) if the two differ.
const noToasts = () => (items.length === 0 ? items : NO_TOASTS)
const floatingToasts = () => (inlineOutlets > 0 ? NO_TOASTS : items)

/** Sits directly under the sticky header. */
export function Toaster() {
  // The server renders no toasts; one raised before hydration (a sign-in redirect's) shows right after.
  const list = useSyncExternalStore(subscribe, floatingToasts, noToasts)
  const List = useListView(list.length > 0)
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[calc(var(--header-height,64px)+0.5rem)] z-[70] flex flex-col items-center gap-2 px-4"
    >
      {List && <List list={list} />}
    </div>
  )
}

/** Toasts in the flow of an open sheet, under its header: they push its content down instead of covering it. */
export function ToastOutlet({ className }: { className?: string }) {
  useEffect(() => {
    inlineOutlets++
    emit()
    return () => {
      inlineOutlets--
      emit()
    }
  }, [])
  const list = useSyncExternalStore(subscribe, () => items, noToasts)
  const List = useListView(list.length > 0)
  return (
    <div aria-live="polite" className={cn('flex flex-col gap-2', list.length > 0 && className)}>
      {List && <List list={list} />}
    </div>
  )
}
