import { Search, SearchX, X } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type { SearchResult } from '#domain/contracts/catalogue.ts'
import { formatRupees } from '#domain/money.ts'
import { onAppEvent } from '#web/lib/app-events.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { useNavigate } from '#web/lib/router.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { iconButtonClass, searchIconClass, searchInputClass, searchRootClass } from './header-styles.ts'
import { useDebouncedValue } from './use-debounced-value.ts'
import { useProductSearch } from './use-product-search.ts'
import '#web/lib/i18n/messages/shell.en.ts'
import { categoryShown } from '#domain/category-shown.ts'

/** docs/product.md, Business constants and limits: search input debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * Product search as a combobox with a results listbox (docs/product.md, Routes and screens: "Search").
 * `bar`: in the header; on narrow screens an icon button that expands into a field over the bar.
 * `panel`: inside the phone menu, results shown inline.
 */
export function HeaderSearch({
  variant = 'bar',
  onPick,
  initialTerm = '',
  initialExpanded = false,
  autoFocus = false,
}: {
  variant?: 'bar' | 'panel'
  onPick?: () => void
  /** Handed over by the stand-in that was on screen before this module loaded. */
  initialTerm?: string
  initialExpanded?: boolean
  autoFocus?: boolean
}) {
  const navigate = useNavigate()
  const { t } = useT()
  const id = useId()
  const inputId = `${id}-input`
  const listId = `${id}-results`
  const optionId = (i: number) => `${id}-option-${i}`
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [term, setTerm] = useState(initialTerm)
  const [open, setOpen] = useState(autoFocus && initialTerm.trim() !== '')
  const [expanded, setExpanded] = useState(initialExpanded)
  const [active, setActive] = useState(-1)

  const trimmed = term.trim()
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS)
  // Empty or whitespace clears at once; typing waits for the debounce.
  const effective = trimmed === '' ? '' : debounced
  const { results, settled, failed } = useProductSearch(effective)
  // docs/product.md, Error catalogue: on search failure the results are emptied silently (the panel simply closes).
  const showPanel = open && effective !== '' && !failed
  const showList = showPanel && results.length > 0

  // A new reply starts with no option active.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the results change
  useEffect(() => setActive(-1), [results])

  useEffect(() => {
    if (!open && !expanded) return
    const onPointerDown = (e: PointerEvent) => {
      if (rootRef.current?.contains(e.target as Node)) return
      setOpen(false)
      setExpanded(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, expanded])

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when taking over from the stand-in
  useEffect(() => {
    if (autoFocus || initialExpanded) requestAnimationFrame(() => inputRef.current?.focus())
  }, [])

  useEffect(() => {
    if (variant !== 'bar') return
    const onOpenSearch = () => {
      setExpanded(true)
      requestAnimationFrame(() => inputRef.current?.focus())
    }
    return onAppEvent('openSearch', onOpenSearch)
  }, [variant])

  function expand() {
    setExpanded(true)
    requestAnimationFrame(() => inputRef.current?.focus())
  }

  function collapse() {
    setOpen(false)
    setExpanded(false)
    setActive(-1)
  }

  function choose(result: SearchResult) {
    setTerm('')
    collapse()
    inputRef.current?.blur()
    onPick?.()
    navigate(`/product/${result.id}`)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = results.length
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setOpen(true)
      if (n > 0) setActive((i) => (i + 1) % n)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      if (n > 0) setActive((i) => (i <= 0 ? n - 1 : i - 1))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const pick = showList ? (results[active] ?? results[0]) : undefined
      if (pick) choose(pick)
    } else if (e.key === 'Escape') {
      if (showPanel) {
        e.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (expanded) collapse()
    }
  }

  const panel = showPanel && (
    <div
      className={cn(
        `${cardClass} overflow-hidden text-left shadow-[var(--shadow-soft)]`,
        variant === 'bar'
          ? 'absolute inset-x-4 top-full z-30 mt-1 sm:inset-x-6 lg:inset-x-auto lg:right-0 lg:mt-2 lg:w-[26rem]'
          : 'mt-2',
      )}
    >
      {showList ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          className="max-h-[min(26rem,70vh)] overflow-y-auto py-1"
        >
          {results.map((r, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard (arrows, Enter)
            <div
              key={r.id}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => choose(r)}
              className={cn(
                'flex cursor-pointer items-center gap-3 px-3 py-2',
                i === active ? 'bg-leaf-soft' : 'hover:bg-parchment',
              )}
            >
              <img
                src={r.image_url}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-12 w-12 shrink-0 rounded-lg bg-sand object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink">{r.name}</span>
                <span className="block text-xs text-ink-soft">
                  {categoryShown(r)} · #{r.id}
                </span>
              </span>
              <span className="text-sm font-semibold text-leaf-deep tabular">{formatRupees(r.price)}</span>
            </div>
          ))}
        </div>
      ) : settled ? (
        <div role="status" className="flex items-start gap-3 px-4 py-5">
          <SearchX aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-ink-soft" />
          <div>
            <p className="font-semibold text-ink">{t('search.noProductsFound')}</p>
            <p className="text-sm text-ink-soft">{t('search.tryDifferent')}</p>
          </div>
        </div>
      ) : (
        <div role="status" className="flex items-center gap-3 px-4 py-4 text-sm text-ink-soft">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-leaf/30 border-t-leaf"
          />
          Searching…
        </div>
      )}
    </div>
  )

  const field = (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older Safari and to jsdom
    <div role="search" className="relative min-w-0 flex-1">
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <Search aria-hidden="true" className={searchIconClass} />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        value={term}
        onChange={(e) => {
          setTerm(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={searchInputClass}
      />
    </div>
  )

  if (variant === 'panel') {
    return (
      <div ref={rootRef} className="relative">
        {field}
        {panel}
      </div>
    )
  }

  return (
    <div ref={rootRef} className={searchRootClass}>
      <button
        type="button"
        onClick={expand}
        aria-label={t('search.label')}
        aria-expanded={expanded}
        className={cn(iconButtonClass, 'lg:hidden')}
      >
        <Search aria-hidden="true" className="h-5 w-5" />
      </button>
      <div
        className={cn(
          expanded
            ? 'absolute inset-x-0 top-0 z-20 flex h-16 items-center gap-2 bg-parchment px-4 sm:px-6'
            : 'hidden',
          'lg:static lg:flex lg:h-auto lg:bg-transparent lg:p-0',
        )}
      >
        {field}
        <button
          type="button"
          onClick={collapse}
          aria-label={t('search.close')}
          className={cn(iconButtonClass, 'lg:hidden')}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        {panel}
      </div>
    </div>
  )
}
