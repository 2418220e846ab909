import { Menu } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { iconButtonClass } from './header-styles.ts'
import { lazyOrNothing } from './lazy-or-nothing.ts'
import '#web/lib/i18n/messages/shell.en.ts'

// The slide-in menu (Radix Dialog) is fetched on first use; phones should not pay for it up front.
const loadDrawer = () => import('./mobile-menu-drawer.tsx')
const MobileMenuDrawer = lazyOrNothing(loadDrawer)

/** docs/product.md, Routes and screens: the phone slide-in menu mirroring the bar links, search and account links. */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { t } = useT()
  return (
    <div className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
        className={iconButtonClass}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </div>
  )
}
