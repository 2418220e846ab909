// Server rendering of the public pages (decision record 012). Built by Vite into <web dist>/ssr and loaded
// by the API server, which calls render() for each page request and writes the result into index.html.
import { dehydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { AppRoutes, type PageCache, PageCacheContext } from './app/router.tsx'
import { settingsQuery } from './features/content/api/get-settings.ts'
import { configureServerApi } from './lib/api-client.ts'
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

export async function render(input: RenderInput): Promise<RenderOutput> {
  const queryClient = createQueryClient()
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
    // First pass: wait for the page's code, its loader's requests and every lazy piece on the way. React
    // remembers each settled promise, so the second pass renders at once, and the page needs no inline
    // scripts to reveal late parts (the content security policy allows none).
    // The shop's settings (tagline, contact details) are read across the shell: every page carries them, so
    // nothing the browser fetches before a page part hydrates can make it differ from the server's markup.
    await queryClient.prefetchQuery(settingsQuery())
    const { prelude } = await prerenderToNodeStream(tree, { signal: controller.signal })
    prelude.resume()
    const markup = renderToString(tree)
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
