import { isRouteErrorResponse, useRouteError } from 'react-router'
import { buttonClass } from '../ui/button.tsx'

/** Shown when a page fails to load (for example its code chunk after a deploy). */
export function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <main className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-3xl">Oops! Something went wrong</h1>
      <p className="text-ink-soft">{detail ?? 'This page could not be loaded. Please try again.'}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Try Again
        </button>
        <a href="/" className={buttonClass('secondary')}>
          Back to Home
        </a>
      </div>
    </main>
  )
}
