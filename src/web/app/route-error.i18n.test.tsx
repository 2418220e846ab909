import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '#web/lib/i18n/languages.ts'
import { renderPageIn } from '#web/test/render-in-language.tsx'
import { expectTranslated } from '#web/test/translated.ts'
import { RouteErrorBoundary } from './route-error.tsx'

// The screen of a page that failed to render (decision 058): in the page's language, its way home at the
// language's address; in English at an English address.
function Broken(): never {
  throw new Error('the page broke')
}

async function renderIn(lang: Language) {
  return renderPageIn(lang, '/recipes', {
    path: '/recipes',
    element: (
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>
    ),
  })
}

afterEach(() => vi.restoreAllMocks())

describe('route error screen in the shopper’s language (decision 058)', () => {
  it.each([
    ['hi', 'ओह! कुछ गड़बड़ हो गई', 'फिर कोशिश करें', 'होम पेज पर जाएँ', '/hi'],
    ['te', 'అయ్యో! ఏదో తప్పు జరిగింది', 'మళ్ళీ ప్రయత్నించండి', 'హోమ్ పేజీకి వెళ్ళండి', '/te'],
    ['ml', 'അയ്യോ! എന്തോ പിഴവ് പറ്റി', 'വീണ്ടും ശ്രമിക്കുക', 'ഹോമിലേക്ക് മടങ്ങുക', '/ml'],
    ['en', 'Oops! Something went wrong', 'Try Again', 'Back to Home', '/'],
  ] as const)('says it in %s', async (lang, title, retry, home, href) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const page = await renderIn(lang)
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(screen.getByRole('button', { name: retry })).toBeTruthy()
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(href)
    expectTranslated(page)
  })
})
