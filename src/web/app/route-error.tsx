import { Component, type ReactNode } from 'react'
import { localisedPath } from '#web/lib/i18n/languages.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { buttonClass } from '../ui/button.tsx'
import '#web/lib/i18n/messages/errors.en.ts'

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
    return <RouteError />
  }
}

/** The error screen in the page's language (decision 058), its way home at the language's address. */
function RouteError() {
  const { t, lang } = useT()
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-3xl">{t('errors.title')}</h1>
      <p className="text-ink-soft">{t('errors.text')}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('errors.retry')}
        </button>
        <a href={localisedPath(lang, '/')} className={buttonClass('secondary')}>
          {t('errors.home')}
        </a>
      </div>
    </div>
  )
}
