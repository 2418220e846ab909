// English messages: the reference catalogue; every other language has the same keys. Each area of the storefront
// keeps its texts in its own file (<area>.<lang>.ts), gathered here.
import { contentEn } from './content.en.ts'
import { pagesEn } from './pages.en.ts'
import { shellEn } from './shell.en.ts'

export const en = {
  ...shellEn,
  ...pagesEn,
  ...contentEn,
  'language.switch': 'Language',
  'language.offer': 'View this shop in {language}?',
  'language.offer.accept': 'Yes, switch',
  'language.offer.decline': 'No, thanks',
  'cart.items': { one: '{count} item', other: '{count} items' },
} as const satisfies Record<string, string | { other: string; one?: string }>

export type MessageKey = keyof typeof en
