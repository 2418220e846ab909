// Hindi texts of the error screens (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { errorsEn } from './errors.en.ts'

export const errorsHi: Record<keyof typeof errorsEn, Message> = {
  'errors.title': 'ओह! कुछ गड़बड़ हो गई',
  'errors.text': 'यह पेज लोड नहीं हो सका। कृपया फिर कोशिश करें।',
  'errors.retry': 'फिर कोशिश करें',
  'errors.home': 'होम पेज पर जाएँ',
}
