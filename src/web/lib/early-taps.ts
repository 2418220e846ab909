import { useCallback } from 'react'

/**
 * Taps before hydration (decision record 012, amended 2026-11-27). A server-rendered page is painted before its
 * code runs, and a button's React handler exists only once the button is hydrated (later still for the listing's
 * cards from the 7th, `hydrate-later.tsx`). `public/boot.js`, on every server-rendered page, holds a click on an
 * element marked `data-tap="<stable id>"` that is not yet live: it cancels it (the browser does nothing and React,
 * which could replay it too, never sees it), notes the id in `window.__earlyTaps` and marks the element
 * `data-tap-pending` (drawn pressed, `styles.css`). Once the element is hydrated and its handler can act, the
 * component's `useEarlyTap` ref marks it `data-tap-live` (the script lets its clicks through from then on) and, if its
 * id was noted, takes the id out and clicks it: the tap acts once, through the hydrated handler, on the element
 * that now bears the id. A second tap while it is pending is the same tap (as a button disabled while busy).
 */

/** What the inline script keeps on `window`: the ids of the held taps. */
export const EARLY_TAPS = '__earlyTaps'
export const TAP = 'data-tap'
export const TAP_PENDING = 'data-tap-pending'
export const TAP_LIVE = 'data-tap-live'

function heldTaps(): Set<string> | undefined {
  return (window as unknown as Record<string, Set<string> | undefined>)[EARLY_TAPS]
}

/**
 * Makes `el` live: from now on its own handler answers its clicks. A tap held for its id is then replayed on it,
 * once, a task later (outside React's commit). Until that task the element stays held, so a tap in between is
 * still the same held tap.
 */
export function takeOver(el: HTMLElement, id: string): void {
  const taps = heldTaps()
  if (!taps?.has(id)) {
    el.setAttribute(TAP_LIVE, '')
    return
  }
  afterHydration(() =>
    setTimeout(() => {
      // replaced or removed meanwhile: the element that now bears the id takes the tap
      if (!el.isConnected || !taps.delete(id)) return
      for (const held of document.querySelectorAll(`[${TAP}="${CSS.escape(id)}"][${TAP_PENDING}]`)) {
        held.removeAttribute(TAP_PENDING)
        held.removeAttribute('aria-busy')
      }
      el.setAttribute(TAP_LIVE, '')
      el.click()
    }, 0),
  )
}

/**
 * Once the page has hydrated (`data-interactive`, set by the router's last effect): what answers a replayed tap (the
 * cart drawer, the sign-in prompt) listens from its own effects, which have all run by then.
 */
function afterHydration(then: () => void): void {
  const root = document.documentElement
  if (root.hasAttribute('data-interactive')) {
    then()
    return
  }
  const watch = new MutationObserver(() => {
    if (!root.hasAttribute('data-interactive')) return
    watch.disconnect()
    then()
  })
  watch.observe(root, { attributes: true, attributeFilter: ['data-interactive'] })
}

/**
 * A ref for an element marked `data-tap={id}`: it becomes live when mounted (hydrated) and `ready()` says its
 * handler would do what the tap meant (the wishlist heart waits for the session); a held tap is then replayed.
 */
export function useEarlyTap(id: string, ready: () => boolean = () => true): (el: HTMLElement | null) => void {
  return useCallback(
    (el: HTMLElement | null) => {
      if (el && ready()) takeOver(el, id)
    },
    [id, ready],
  )
}
