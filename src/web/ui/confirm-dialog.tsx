import {
  cloneElement,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react'
import { lazyWithTexts } from '#web/lib/i18n/lazy.ts'

// Radix's AlertDialog and its focus trap and scroll lock (~11 KB gzip) arrive on the first press of the trigger,
// not with the page: the cart, wishlist and product pages show the trigger long before anyone asks.
// Asked for as soon as the pointer or focus reaches the trigger, so it is usually there by the press.
const loadDialog = () => import('./confirm-dialog-open.tsx')
const ConfirmDialogOpen = lazyWithTexts(loadDialog)

export interface ConfirmDialogProps {
  trigger: ReactNode
  title: string
  description: string
  confirmLabel: string
  /** the button that closes it without doing anything ('Cancel' in the page's language unless said) */
  cancelLabel?: string
  /** what the question needs answered before yes (a reason box); shown under the description */
  children?: ReactNode
  /** `false` keeps the dialog open: what `children` asks for is missing, and they say so */
  onConfirm: () => boolean | undefined | void
}

/**
 * A yes/no question before something that cannot be undone (Clear Cart, Clear Wishlist). Focus starts on
 * Cancel, Escape cancels, and the trigger gets focus back (Radix AlertDialog).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(false)
  const trigger = isValidElement<{ onClick?: (e: MouseEvent) => void }>(props.trigger)
    ? cloneElement(props.trigger as ReactElement<Record<string, unknown>>, {
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
        onPointerEnter: () => void loadDialog(),
        onFocus: () => void loadDialog(),
        onClick: (e: MouseEvent) => {
          ;(props.trigger as ReactElement<{ onClick?: (e: MouseEvent) => void }>).props.onClick?.(e)
          if (!e.defaultPrevented) setWanted(true)
        },
      })
    : props.trigger
  if (!wanted) return trigger
  return (
    <Suspense fallback={trigger}>
      <ConfirmDialogOpen {...props} />
    </Suspense>
  )
}
