import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Language, localisedPath } from '#web/lib/i18n/languages.ts'
import { MemoryRouter, Route, Routes } from '#web/lib/router.tsx'

/**
 * A page rendered at its address in `lang` (decision 058: the router reads the language off the prefix), with a
 * query client of its own (`client` when the test fills its cache) and `extra` beside the routes (a toaster).
 */
export async function renderPageIn(
  lang: Language,
  at: string,
  route: { path: string; element: ReactNode },
  opts: { client?: QueryClient; extra?: ReactNode } = {},
): Promise<HTMLElement> {
  const client = opts.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let container: HTMLElement | undefined
  await act(async () => {
    container = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[localisedPath(lang, at)]}>
          {opts.extra}
          <Routes>
            <Route path={route.path} element={route.element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    ).container
  })
  if (!container) throw new Error('not rendered')
  return container
}
