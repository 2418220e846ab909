import { createContext } from 'react'

/**
 * What the server decided when it rendered this page (decision record 012), handed to the browser in the
 * page so the first render in the browser, the hydration, draws exactly what the server drew.
 */
export interface ServerRenderState {
  /** Whether the server drew the splash overlay (no splash_seen cookie yet). */
  splash: boolean
}

export const SSR_STATE_ID = 'ssr-state'

/** null in the browser when the page was not rendered by the server (private pages, dev server). */
export const ServerRenderContext = createContext<ServerRenderState | null>(null)
