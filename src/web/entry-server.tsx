// Server rendering of the public pages (decision record 012). Built by Vite into <web dist>/ssr and loaded
// by the API server, which calls render() for a page it has not rendered yet (it keeps the result, decision
// record 026) and writes the result into index.html.
import { dehydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from '#web/lib/router.tsx'
import { AppRoutes, type PageCache, PageCacheContext } from './app/router.tsx'
import { settingsQuery } from './lib/api/get-settings.ts'
import { configureServerApi } from './lib/api-client.ts'
import { type Catalogue, registerCatalogues } from './lib/i18n/catalogue.ts'
import { type Language, splitLanguagePath } from './lib/i18n/languages.ts'
import { en } from './lib/i18n/messages/en.ts'
import { createQueryClient } from './lib/query-client.ts'
import { ServerRenderContext, type ServerRenderState } from './lib/server-render.ts'

export interface RenderInput extends ServerRenderState {
  /** Path and query of the page, as requested. */
  url: string
  /** Gives up (and the server sends the page unrendered) after this long. */
  timeoutMs: number
}

export interface RenderOutput {
  /** The markup for #root. */
  html: string
  /** Tags React hoisted out of the body (image preloads), for the head. */
  head: string
  /** For the browser: the query cache, dehydrated, and what the server decided. */
  state: { queries: unknown; render: ServerRenderState }
}

export { configureServerApi }

// The server renders every language with all of its texts at hand (the browser loads only its page's areas, decision
// 058). English is in this bundle; each other language's texts are a chunk of their own, loaded on the first page in
// that language, so a process that serves English pages never holds them (decision 027: the Indic texts made V8 keep
// this bundle's whole source as a two-byte string).
registerCatalogues({ en })

const OTHER_LANGUAGES: Record<Exclude<Language, 'en'>, () => Promise<Partial<Catalogue>>> = {
  hi: () => import('./lib/i18n/messages/hi.ts').then((m) => m.hi),
  te: () => import('./lib/i18n/messages/te.ts').then((m) => m.te),
  ta: () => import('./lib/i18n/messages/ta.ts').then((m) => m.ta),
  kn: () => import('./lib/i18n/messages/kn.ts').then((m) => m.kn),
  ml: () => import('./lib/i18n/messages/ml.ts').then((m) => m.ml),
}
/** Per language, its texts' loading: once, however many pages ask at the same time. */
const LANGUAGE_TEXTS = new Map<Language, Promise<void>>()

/** Makes `lang`'s texts available to the render (before it starts: the render itself stays synchronous). */
function languageTexts(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve()
  let loading = LANGUAGE_TEXTS.get(lang)
  if (!loading) {
    loading = OTHER_LANGUAGES[lang]().then((texts) => registerCatalogues({ [lang]: texts }))
    // a failed load (a chunk missing from a broken install) is tried again by the next page in that language
    loading.catch(() => LANGUAGE_TEXTS.delete(lang))
    LANGUAGE_TEXTS.set(lang, loading)
  }
  return loading
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  const { lang } = splitLanguagePath(input.url.split('?')[0] ?? '/')
  await languageTexts(lang)
  const queryClient = createQueryClient(lang)
  const pages: PageCache = new Map()
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error('Server render timed out')), input.timeoutMs)
  const tree = (
    <StrictMode>
      <ServerRenderContext value={{ splash: input.splash }}>
        <QueryClientProvider client={queryClient}>
          <PageCacheContext value={pages}>
            <StaticRouter location={input.url}>
              <AppRoutes />
            </StaticRouter>
          </PageCacheContext>
        </QueryClientProvider>
      </ServerRenderContext>
    </StrictMode>
  )
  try {
    // The shop's settings (tagline, contact details) are read across the shell: every page carries them, so
    // nothing the browser fetches before a page part hydrates can make it differ from the server's markup.
    await queryClient.prefetchQuery(settingsQuery())
    // One pass: prerender waits for the page's code, its loader's requests and every lazy piece, then writes the
    // whole page. With no chunk limit every boundary, complete by then, is written in place: no boundary is
    // left to be revealed by an inline script (the content security policy allows none).
    const { prelude } = await prerenderToNodeStream(tree, {
      signal: controller.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    })
    if (controller.signal.aborted) throw controller.signal.reason
    let markup = ''
    prelude.setEncoding('utf8')
    for await (const chunk of prelude) markup += chunk
    // React writes hoistable tags (preloads) before the first element; they belong in the head.
    const bodyStart = markup.indexOf('<div')
    return {
      head: bodyStart > 0 ? markup.slice(0, bodyStart) : '',
      html: bodyStart > 0 ? markup.slice(bodyStart) : markup,
      state: { queries: dehydrate(queryClient), render: { splash: input.splash } },
    }
  } finally {
    clearTimeout(timer)
    queryClient.clear()
  }
}
