import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { splitLanguagePath } from '#domain/languages.ts'
import { SPLASH_SEEN_COOKIE } from '#domain/splash.ts'
import { injectFetch } from '../http/inject-fetch.ts'
import { withEarlyTaps } from './early-taps-script.ts'
import { escapeJsonForHtml } from './seo.ts'

// Server rendering of the public pages (decision record 012). The web build leaves the same React pages built
// for Node in <web dist>/ssr/entry-server.js; for a page request the server renders it with its data, fetched
// from its own API in-process, and writes the markup and the data into index.html. The browser then hydrates
// instead of starting from an empty page. Anything that goes wrong leaves the page as before: rendered in the
// browser, never an error.

interface RenderOutput {
  html: string
  head: string
  state: unknown
}

interface EntryServer {
  configureServerApi(opts: { origin: string; fetch: typeof fetch }): void
  render(input: { url: string; splash: boolean; timeoutMs: number }): Promise<RenderOutput>
}

export interface RenderedPage {
  /** index.html with the page's markup and data written in */
  html: string
  /**
   * Whether anyone may be given this page (decision record 026): every API call it made went without
   * credentials, set no cookie and was answered 2xx or 304. Otherwise it is sent to this request only.
   */
  shareable: boolean
}

export interface PageRenderer {
  /** The page's HTML with the rendered markup, or undefined when it could not be rendered. */
  renderPage(
    html: string,
    input: { url: string; cookie: string | undefined },
  ): Promise<RenderedPage | undefined>
}

/** What one render's API calls did: sent credentials or were given a cookie (personal), or failed. */
interface RenderCalls {
  personal: boolean
  failed: boolean
}

const RENDER_TIMEOUT_MS = 3000

export function splashSeen(cookie: string | undefined): boolean {
  return cookie?.split(';').some((c) => c.trim() === `${SPLASH_SEEN_COOKIE}=1`) ?? false
}

/** Whether the request carries a session cookie (Better Auth's `shop.session_token`, `__Secure-` in production). */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return (
    cookie?.split(';').some((c) => {
      const [name = '', value = ''] = c.trim().split('=')
      return name.endsWith('.session_token') && value !== ''
    }) ?? false
  )
}

/**
 * The server draws the splash only for a visitor it knows has not seen it: not in this browser session
 * (splash_seen), and not signed in. A signed-in shopper's welcomeShown flag lives in the browser's storage,
 * which the server cannot read; drawing the splash for every such page load flashed it before hydration
 * removed it. The browser still shows it after hydration to a signed-in shopper who has not had the welcome.
 */
export function drawsSplash(cookie: string | undefined): boolean {
  return !splashSeen(cookie) && !hasSessionCookie(cookie)
}

const MODULE_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)">/g

/**
 * The home page's, the list's and a product page's code waits for their first paint (decision 012, amended
 * 2026-11-27 and twice 2026-11-29): measured there, the largest paint came 0.4 s sooner on a product page; on the list
 * and the home page, whose largest paints are text (the introduction, the hero's paragraph), Lighthouse's LCP went
 * from 1.6–2.4 s to 1.6–1.8 s.
 */
export function codeAfterFirstPaint(url: string): boolean {
  // in every language (decision 058): /te/product/101 is a product page as /product/101 is
  return /^\/(product\/[^/?#]+|products)?$/.test(splitLanguagePath(url.split(/[?#]/)[0] ?? '/').path)
}

/**
 * The scripts of a rendered page. Every one gets the inline script that holds a tap before hydration for the page's
 * code to replay (`early-taps-script.ts`). With `afterFirstPaint` (the home page, the list, a product page) the page can be read before its
 * code is even asked for: the build's module script and the chunks it preloads become `public/boot.js`'s entry and
 * preloads, asked for once the page has been painted, so the first paint waits on the page, its stylesheet and fonts
 * alone and the scripts do not take the bandwidth they need. A page left to the browser (the cart, checkout) is not
 * given to this: it shows nothing without its code.
 */
export function bootScripts(html: string, opts: { afterFirstPaint: boolean }): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1]
  if (!entry) return html
  if (!opts.afterFirstPaint) return withEarlyTaps(html)
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1])
  const boot = `<script defer src="/boot.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`
  return withEarlyTaps(
    html
      .replace(MODULE_SCRIPT, boot)
      .replace(MODULE_PRELOAD, '')
      .replace(/\n\s*\n/g, '\n'),
  )
}

export async function loadPageRenderer(
  app: FastifyInstance,
  opts: { webDistDir: string; origin: string },
): Promise<PageRenderer | undefined> {
  const entry = path.join(opts.webDistDir, 'ssr', 'entry-server.js')
  if (!existsSync(entry)) return undefined
  let server: EntryServer
  try {
    server = (await import(pathToFileURL(entry).href)) as EntryServer
  } catch (err) {
    app.log.warn({ err, component: 'server-render' }, 'Server rendering is off: the bundle did not load')
    return undefined
  }
  // The pages' API calls, in-process and with no cookie of the shopper's; each render notes what its calls did.
  const calls = new AsyncLocalStorage<RenderCalls>()
  const inProcess = injectFetch(app, { 'x-server-render': '1' })
  const fetchForRender: typeof fetch = async (input, init) => {
    const noted = calls.getStore()
    const headers = new Headers(init?.headers)
    if (noted && (headers.has('authorization') || headers.has('cookie'))) noted.personal = true
    try {
      const res = await inProcess(input, init)
      if (noted && res.headers.has('set-cookie')) noted.personal = true
      if (noted && !res.ok && res.status !== 304) noted.failed = true
      return res
    } catch (err) {
      if (noted) noted.failed = true
      throw err
    }
  }
  server.configureServerApi({ origin: opts.origin, fetch: fetchForRender })
  return {
    async renderPage(html, input) {
      const noted: RenderCalls = { personal: false, failed: false }
      try {
        const out = await calls.run(noted, () =>
          server.render({ url: input.url, splash: drawsSplash(input.cookie), timeoutMs: RENDER_TIMEOUT_MS }),
        )
        const state = `<script type="application/json" id="ssr-state">${escapeJsonForHtml(JSON.stringify(out.state))}</script>`
        return {
          html: bootScripts(html, { afterFirstPaint: codeAfterFirstPaint(input.url) })
            .replace('</head>', `${out.head}</head>`)
            .replace('<div id="root"></div>', `<div id="root">${out.html}</div>${state}`),
          shareable: !noted.personal && !noted.failed,
        }
      } catch (err) {
        app.log.warn({ err, url: input.url, component: 'server-render' }, 'Page sent unrendered')
        return undefined
      }
    },
  }
}
