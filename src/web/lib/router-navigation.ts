// What the browser router does around a navigation (decision record 028, amended 2026-11-27): the scroll position
// of each history entry, kept for Back and Forward; focus on the new page's heading and its title said in a live
// region; the unsaved-changes guard. No React here but the two hooks at the end.
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { navigationMessages } from '#domain/messages-navigation.ts'
import { isPageLoading } from './page-loading.ts'

// ---- Scroll positions, by history entry key, in sessionStorage (a reload keeps them; a new tab starts empty).

const STORAGE_KEY = 'router-scroll'
const MAX_ENTRIES = 100
let positions: Map<string, [number, number]> | null = null

function stored(): Map<string, [number, number]> {
  if (!positions) {
    try {
      positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]'))
    } catch {
      positions = new Map()
    }
  }
  return positions
}

/** Remembers where the page is scrolled, for the history entry `key` (the one being left). */
export function saveScroll(key: string): void {
  if (key === 'default') return // an entry the router did not write (a fragment link's): nothing to key it by
  const all = stored()
  all.delete(key)
  all.set(key, [window.scrollX, window.scrollY])
  for (const old of all.keys()) {
    if (all.size <= MAX_ENTRIES) break
    all.delete(old)
  }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...all]))
  } catch {
    // storage full or refused (private mode): positions live in memory for this document
  }
}

export function savedScroll(key: string): [number, number] | undefined {
  return key === 'default' ? undefined : stored().get(key)
}

/** For tests: forget every position (in memory and in sessionStorage) and what was said. */
export function resetRouterNavigation(): void {
  positions = null
  sessionStorage.removeItem(STORAGE_KEY)
  announcement = ''
}

/** The longest the router waits for a page's content before it scrolls or moves focus anyway. */
export const SETTLE_TIMEOUT_MS = 2000

/**
 * Calls `done` once, when the page's code has arrived (the layout's loading fallback is gone) and the document is
 * tall enough to scroll to `y`, or after SETTLE_TIMEOUT_MS; checks on each animation frame, the first one after
 * this commit's effects. Returns a function that cancels it (a newer navigation).
 */
export function whenSettled(y: number, done: () => void): () => void {
  const start = performance.now()
  let frame = requestAnimationFrame(function check() {
    const room = document.documentElement.scrollHeight - window.innerHeight
    if ((!isPageLoading() && room >= y) || performance.now() - start >= SETTLE_TIMEOUT_MS) done()
    else frame = requestAnimationFrame(check)
  })
  return () => cancelAnimationFrame(frame)
}

/** The element a fragment (`#reviews`) points at, if the page has it. */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {}
  return document.getElementById(id)
}

// ---- Focus and the page's title, said once the new page is there.

let announcement = ''
const listeners = new Set<() => void>()

/** Where focus is as a navigation arrives: focusAndAnnounce leaves focus alone if the person moved it since. */
export const focusNow = (): Element | null => document.activeElement

/**
 * Moves focus to the page's main heading (its <h1>, else <main>) without scrolling, unless the person already put
 * focus somewhere else since `before` (focusNow() when the navigation arrived) or is in a form field, and says
 * the page's title.
 */
export function focusAndAnnounce(before: Element | null): void {
  const main = document.querySelector<HTMLElement>('main')
  const target = (main ?? document).querySelector<HTMLElement>('h1') ?? main
  const active = document.activeElement
  // Someone typing (a search box in the header that navigates) keeps the field; so does a new place of focus.
  const typing = active?.matches('input, textarea, select, [contenteditable]:not([contenteditable="false"])')
  const moved = active && active !== before && active !== document.body && active.isConnected
  if (target && !typing && !moved) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }
  // The title usePageMeta (page-meta.ts) wrote for the new page; cleared first, so the same title is said again.
  announcement = ''
  for (const l of listeners) l()
  announcement = document.title
  for (const l of listeners) l()
}

/** What the shell's polite live region says: the title of the page a client-side navigation arrived at. */
export function useRouteAnnouncement(): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => announcement,
    () => '',
  )
}

// ---- Unsaved changes: forms that would lose edits, and the question asked before leaving them.

interface Guard {
  dirty: boolean
  released: boolean
}
const guards = new Set<Guard>()
const blocking = () => [...guards].some((g) => g.dirty && !g.released)

/** Whether a navigation may leave the page: yes, unless a form has unsaved edits and the person says to stay. */
export function leaveAllowed(): boolean {
  return !blocking() || window.confirm(navigationMessages.unsavedChanges)
}

/**
 * While `dirty` (the form's values differ from what it loaded), asks before an in-app navigation leaves the page
 * (links, navigate(), Back and Forward) and lets the browser ask before the tab closes or reloads. Call
 * `release()` after a successful save, just before navigating away: the form is then not asked about. A form
 * that closes once sent releases as it sends (its close may come a moment after what it shows for the success)
 * and `keep()`s the guard again if sending failed.
 */
export function useUnsavedChanges(dirty: boolean): { release: () => void; keep: () => void } {
  const guard = useMemo<Guard>(() => ({ dirty: false, released: false }), [])
  useEffect(() => {
    guard.dirty = dirty
    if (!dirty) guard.released = false
  }, [guard, dirty])
  useEffect(() => {
    guards.add(guard)
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guard.dirty || guard.released) return
      event.preventDefault()
      event.returnValue = '' // older browsers ask only when it is set
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      guards.delete(guard)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [guard])
  return useMemo(
    () => ({
      release: () => {
        guard.released = true
      },
      keep: () => {
        guard.released = false
      },
    }),
    [guard],
  )
}
