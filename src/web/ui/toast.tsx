import { CheckCircle2, Info, X, XCircle } from 'lucide-react'
import { useEffect, useSyncExternalStore } from 'react'
import { cn } from './cn.ts'

// Spec §2 "Toast notification": under the header; success (default look), error, info;
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

const looks: Record<ToastType, { box: string; Icon: typeof Info }> = {
  success: { box: 'border-success/30 bg-success-soft text-success', Icon: CheckCircle2 },
  error: { box: 'border-error/30 bg-error-soft text-error', Icon: XCircle },
  info: { box: 'border-info/30 bg-info-soft text-info', Icon: Info },
}

const NO_TOASTS: typeof items = []
// The live list itself when it is empty too: React re-renders the toaster (synchronously) if the two differ.
const noToasts = () => (items.length === 0 ? items : NO_TOASTS)
const floatingToasts = () => (inlineOutlets > 0 ? NO_TOASTS : items)

/** Sits directly under the sticky header. */
export function Toaster() {
  // The server renders no toasts; one raised before hydration (a sign-in redirect's) shows right after.
  const list = useSyncExternalStore(subscribe, floatingToasts, noToasts)
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[calc(var(--header-height,64px)+0.5rem)] z-[70] flex flex-col items-center gap-2 px-4"
    >
      <ToastList list={list} />
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
  return (
    <div aria-live="polite" className={cn('flex flex-col gap-2', list.length > 0 && className)}>
      <ToastList list={list} />
    </div>
  )
}

function ToastList({ list }: { list: ToastItem[] }) {
  return (
    <>
      {list.map((t) => {
        const { box, Icon } = looks[t.type]
        return (
          <div
            key={t.id}
            role={t.type === 'error' ? 'alert' : 'status'}
            className={cn(
              'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-[var(--radius-card)] border px-4 py-3 shadow-[var(--shadow-soft)]',
              box,
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <p className="flex-1 text-sm font-medium text-ink">{t.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              className="-m-1 rounded p-1 text-ink-soft hover:text-ink"
              aria-label="Close notification"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        )
      })}
    </>
  )
}
