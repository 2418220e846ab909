import { CheckCircle2, Info, X, XCircle } from 'lucide-react'
import { cn } from './cn.ts'
import { dismissToast, type ToastItem, type ToastType } from './toast.tsx'

// The toasts themselves (docs/product.md, Routes and screens: "Toast notification"): loaded by toast.tsx when the first one is raised, so the
// page that never shows one does not carry their icons and markup.

const looks: Record<ToastType, { box: string; Icon: typeof Info }> = {
  success: { box: 'border-success/30 bg-success-soft text-success', Icon: CheckCircle2 },
  error: { box: 'border-error/30 bg-error-soft text-error', Icon: XCircle },
  info: { box: 'border-info/30 bg-info-soft text-info', Icon: Info },
}

export function ToastList({ list }: { list: ToastItem[] }) {
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
