import { createHash } from 'node:crypto'
import { EARLY_TAPS_SCRIPT } from '#domain/early-taps.ts'

/**
 * The one inline script of a server-rendered page (decision record 012, amended 2026-11-27), allowed by its hash in
 * the Content-Security-Policy (`security-headers.ts`). It runs in the head, before anything is painted, so a tap
 * can never come before it: a click on an element marked `data-tap` that the page's code has not yet taken over
 * (`data-tap-live`) is cancelled before anything else sees it (the browser, React's own replay), its id noted in
 * `window.__earlyTaps`, and the element drawn pressed (`data-tap-pending`, `aria-busy`). `src/web/lib/early-taps.ts`
 * replays it once on the hydrated element. A file (as `public/boot.js`) would run only once fetched, after the
 * whole page was parsed: a tap on the list's cards was lost in that window on a slow phone. 353 bytes (247 gzip alone, less inside the page).
 */
export { EARLY_TAPS_SCRIPT }

/** The script's source for `script-src`. */
export const EARLY_TAPS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`

/** Puts the script first in the head (after the charset): before the stylesheet, so it waits on nothing. */
export function withEarlyTaps(html: string): string {
  const tag = `<script>${EARLY_TAPS_SCRIPT}</script>`
  const charset = /<meta charset="[^"]*"\s*\/?>/i
  if (charset.test(html)) return html.replace(charset, (meta) => `${meta}${tag}`)
  return html.replace('<head>', `<head>${tag}`)
}
