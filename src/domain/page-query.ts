// Which parts of a public page's query string make a different page (decision record 026, amended 2026-11-27). The
// server keeps one rendered copy per page address; an address is the path and only the query parameters that page
// reads, in one order. Everything else a link carries (an ad click's utm_* and fbclid, a crawler's ?x=<random>) is
// left out of the kept page's address and of what the server renders: the browser keeps its own URL, and the
// storefront's code can still read it there.

/**
 * The query parameters each server-rendered public page reads, by path (`:id` stands for one path segment): the
 * storefront's own readers are `readListingParams` (src/web/features/catalogue/model/catalogue-view.ts, the
 * products screen's filters and sort), the recipes page's category (src/web/features/recipes/recipes-page.tsx)
 * and the product page's pack size (`PACK_SIZE_PARAM`, src/web/features/catalogue/model/product-view.ts, decision
 * 041). No other public page reads its query. Keep in step with them: a parameter a page reads but that is missing
 * here would be served the page of the first visitor's value (src/web/features/catalogue/model/listing-params.test.ts
 * checks the listing's, product-view.test.ts the product page's).
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/products': ['category', 'min', 'max', 'stock', 'sale', 'new', 'sort'],
  '/recipes': ['category'],
  '/product/:id': ['size'],
}

export { PACK_SIZE_PARAM, packOfSizeParam } from './pack-size-param.ts'

/** The parameters the page at `pathname` (no trailing slash) reads, by its exact path or its pattern. */
export function pageQueryParams(pathname: string): readonly string[] | undefined {
  const exact = PAGE_QUERY_PARAMS[pathname]
  if (exact) return exact
  const segments = pathname.split('/')
  for (const [pattern, names] of Object.entries(PAGE_QUERY_PARAMS)) {
    const parts = pattern.split('/')
    if (!pattern.includes('/:') || parts.length !== segments.length) continue
    if (parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])))
      return names
  }
  return undefined
}

/**
 * Parameters that tell where a visitor came from, never what to show (advertising click ids, campaign tags,
 * referral markers): Google Analytics' `utm_*` and `_ga`/`_gl`, Google Ads' `gclid`/`gbraid`/`wbraid`/`dclid`,
 * Meta's `fbclid`, Microsoft's `msclkid`, Yandex's `yclid`, Instagram's `igshid`, Mailchimp's `mc_cid`/`mc_eid`,
 * TikTok's `ttclid`, Twitter's `twclid`, HubSpot's `_hsenc`/`_hsmi`, and `ref`. They are dropped from a page's
 * address like any parameter it does not read; listed so that no page may ever read one (checked below).
 */
export const TRACKING_PARAM_PREFIXES = ['utm_'] as const
export const TRACKING_PARAMS = [
  '_ga',
  '_gl',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  'ttclid',
  'twclid',
  '_hsenc',
  '_hsmi',
  'ref',
] as const

export function isTrackingParam(name: string): boolean {
  return (
    (TRACKING_PARAMS as readonly string[]).includes(name) ||
    TRACKING_PARAM_PREFIXES.some((prefix) => name.startsWith(prefix))
  )
}

for (const [path, names] of Object.entries(PAGE_QUERY_PARAMS)) {
  const tracking = names.filter(isTrackingParam)
  if (tracking.length > 0)
    throw new Error(`${path} must not read tracking parameters: ${tracking.join(', ')}`)
}

/**
 * The address a page is kept and rendered under: `url`'s path as asked, then the parameters its page reads, in the
 * order of PAGE_QUERY_PARAMS, each once (the first value, as `URLSearchParams.get` reads it) and only when not
 * empty (an empty value reads as the default). `/products?utm_source=ad&sort=name&x=1` → `/products?sort=name`.
 */
export function pageAddress(url: string): string {
  const at = url.indexOf('?')
  const path = at < 0 ? url : url.slice(0, at)
  const hash = path.indexOf('#')
  const pathname = hash < 0 ? path : path.slice(0, hash)
  if (at < 0) return pathname
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const reads = pageQueryParams(page)
  if (!reads) return pathname
  const asked = new URLSearchParams(url.slice(at + 1).split('#')[0])
  const kept = new URLSearchParams()
  for (const name of reads) {
    const value = asked.get(name)
    if (value) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `${pathname}?${query}` : pathname
}
