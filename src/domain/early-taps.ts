/**
 * The inline script that holds a tap before hydration (decision record 012, amended 2026-11-27): written into the
 * head of every server-rendered page by `src/server/web/early-taps-script.ts` (which hashes it for the
 * Content-Security-Policy) and answered by `src/web/lib/early-taps.ts`. Kept here, shared, so the storefront's tests
 * run the very script the pages carry.
 */
export const EARLY_TAPS_SCRIPT =
  '(()=>{const t=new Set;window.__earlyTaps=t;addEventListener("click",e=>{const l=e.target instanceof Element?e.target.closest("[data-tap]"):null;if(!l||l.hasAttribute("data-tap-live"))return;e.preventDefault();e.stopImmediatePropagation();t.add(l.getAttribute("data-tap"));l.setAttribute("data-tap-pending","");l.setAttribute("aria-busy","true")},!0)})()'
