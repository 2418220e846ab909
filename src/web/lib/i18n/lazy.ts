// React.lazy for the storefront's parts that arrive after their page: a part's texts in the page's language are
// loaded with it (its file imports its area's English, decision 058), so it never shows English on a Hindi page.
import { type ComponentType, lazy } from 'react'
import { loadAreas } from './catalogue.ts'
import { pageLanguage } from './page-language.ts'

// biome-ignore lint/suspicious/noExplicitAny: as React.lazy's own signature
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().then(async (module) => {
      await loadAreas(pageLanguage())
      return module
    }),
  )
}

/** A part imported on demand (a drawer, a hook), resolved once its texts in the page's language are here too. */
export async function withTexts<T>(load: Promise<T>): Promise<T> {
  const module = await load
  await loadAreas(pageLanguage())
  return module
}
