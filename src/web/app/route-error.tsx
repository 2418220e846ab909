import { Component, type ReactNode } from 'react'
import { buttonClass } from '../ui/button.tsx'

/**
 * Shown when a page fails to render or its code cannot be fetched (for example a chunk gone after a deploy).
 * Keyed by the path in the layout, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
    // The error screen answers input like any page (see MarkInteractive in router.tsx).
    document.documentElement.dataset.interactive = ''
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
        <h1 className="text-3xl">Oops! Something went wrong</h1>
        <p className="text-ink-soft">This page could not be loaded. Please try again.</p>
        <div className="flex gap-3">
          <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
            Try Again
          </button>
          <a href="/" className={buttonClass('secondary')}>
            Back to Home
          </a>
        </div>
      </div>
    )
  }
}
