// What a page shows in another language (decision 058): no message key and no unfilled '{placeholder}' in its
// text or in what it says to assistive technology and search (aria-label, alt, placeholder, title).
import { expect } from 'vitest'
import { en as pagesEn } from '#web/lib/i18n/messages/en.ts'

/** a message key as the catalogues write them: lower-case words joined by dots */
const KEY = /\b[a-z]+\.[a-z]+(\.[a-z]+)*\b/

export function shownTexts(root: HTMLElement): string[] {
  const texts = [root.textContent ?? '']
  for (const el of root.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
    for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
      const value = el.getAttribute(name)
      if (value) texts.push(value)
    }
  }
  if (typeof document !== 'undefined' && document.title) texts.push(document.title)
  return texts
}

export function expectTranslated(root: HTMLElement): void {
  const keys = new Set(Object.keys(pagesEn))
  for (const text of shownTexts(root)) {
    expect(text, 'an unfilled placeholder').not.toMatch(/[{}]/)
    const key = KEY.exec(text)?.[0]
    expect(key && keys.has(key) ? key : undefined, `a message key in "${text.slice(0, 120)}"`).toBeUndefined()
    expect(text.match(KEY)?.[0], `something like a message key in "${text.slice(0, 120)}"`).toBeUndefined()
  }
}
