import './styles.css'
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from '#web/lib/router.tsx'
import { AppRoutes } from './app/router.tsx'
import { loadAreas } from './lib/i18n/catalogue.ts'
import { splitLanguagePath } from './lib/i18n/languages.ts'
import { queryClient } from './lib/query-client.ts'
import { ServerRenderContext, type ServerRenderState, SSR_STATE_ID } from './lib/server-render.ts'
import { startSession } from './lib/session.ts'

// Before the first render: the remembered user, the API's token provider, and the identity redirects' markers.
startSession()

// Public pages arrive rendered by the server with their data (decision record 012); the rest render here.
const container = document.getElementById('root')!
const stateElement = document.getElementById(SSR_STATE_ID)
const ssr = stateElement
  ? (JSON.parse(stateElement.textContent ?? '{}') as { queries: DehydratedState; render: ServerRenderState })
  : null
if (ssr) hydrate(queryClient, ssr.queries)

const app = (
  <StrictMode>
    <ServerRenderContext value={ssr?.render ?? null}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </ServerRenderContext>
  </StrictMode>
)

// In a transition, React renders (and hydrates) in small slices and lets the browser answer input between them,
// instead of one long task while a phone parses the page. A page in another language first has its shell's texts
// (a chunk per area: an English page never downloads them, decision 058); the page's own come with its chunk.
void loadAreas(splitLanguagePath(window.location.pathname).lang).then(() =>
  startTransition(() => {
    if (ssr && container.firstElementChild) hydrateRoot(container, app)
    else createRoot(container).render(app)
  }),
)
