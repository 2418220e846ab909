import type { Catalogue } from '../catalogue.ts'
import { contentHi } from './content.hi.ts'
import { pagesHi } from './pages.hi.ts'
import { shellHi } from './shell.hi.ts'

export const hi: Catalogue = {
  ...shellHi,
  ...pagesHi,
  ...contentHi,
  'language.switch': 'भाषा',
  'language.offer': 'क्या आप यह दुकान {language} में देखना चाहेंगे?',
  'language.offer.accept': 'हाँ, बदलें',
  'language.offer.decline': 'नहीं, धन्यवाद',
  'cart.items': { one: '{count} सामान', other: '{count} सामान' },
}
