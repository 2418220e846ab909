import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { onAppEvent } from '#web/lib/app-events.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import { iconButtonClass, searchIconClass, searchInputClass, searchRootClass } from './header-styles.ts'
import '#web/lib/i18n/messages/shell.en.ts'
import { withTexts } from '#web/lib/i18n/lazy.ts'

type SearchModule = typeof import('./header-search.tsx')
let loaded: SearchModule | null = null
const loadSearch = () =>
  withTexts(import('./header-search.tsx')).then((m) => {
    loaded = m
    return m
  })

/**
 * The header search box. Until the shopper reaches for it, a look-alike stand-in is shown and the search
 * code (combobox, results, debounce) stays unloaded; it arrives on hover, focus or tap and takes over
 * seamlessly, keeping whatever was typed.
 */
export function SearchSlot() {
  const [module, setModule] = useState<SearchModule | null>(loaded)
  const [handover, setHandover] = useState({ expanded: false, focus: false })
  const standInRef = useRef<HTMLInputElement>(null)
  const { t } = useT()

  function take(next: { expanded?: boolean; focus?: boolean } = {}) {
    loadSearch().then(
      (m) => {
        setHandover({
          expanded: next.expanded ?? false,
          focus: next.focus ?? document.activeElement === standInRef.current,
        })
        setModule(m)
      },
      () => {},
    )
  }

  useEffect(() => {
    if (module) return
    const onOpenSearch = () => take({ expanded: true, focus: true })
    return onAppEvent('openSearch', onOpenSearch)
  })

  if (module) {
    return (
      <module.HeaderSearch
        initialTerm={standInRef.current?.value ?? ''}
        initialExpanded={handover.expanded}
        autoFocus={handover.focus}
      />
    )
  }

  return (
    <div className={searchRootClass} onPointerEnter={() => void loadSearch()}>
      <button
        type="button"
        aria-label={t('search.label')}
        aria-expanded={false}
        onClick={() => take({ expanded: true, focus: true })}
        className={cn(iconButtonClass, 'lg:hidden')}
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older Safari and to jsdom */}
      <div role="search" className="relative hidden lg:block">
        <Search aria-hidden="true" className={searchIconClass} />
        <input
          ref={standInRef}
          type="search"
          aria-label={t('search.label')}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          onFocus={() => take({ focus: true })}
          className={searchInputClass}
        />
      </div>
    </div>
  )
}
