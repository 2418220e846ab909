import type { Catalogue } from '../catalogue.ts'
import { contentTe } from './content.te.ts'
import { pagesTe } from './pages.te.ts'
import { shellTe } from './shell.te.ts'

export const te: Catalogue = {
  ...shellTe,
  ...pagesTe,
  ...contentTe,
  'language.switch': 'భాష',
  'language.offer': 'ఈ దుకాణాన్ని {language}లో చూడాలనుకుంటున్నారా?',
  'language.offer.accept': 'అవును, మార్చండి',
  'language.offer.decline': 'వద్దు, ధన్యవాదాలు',
  'cart.items': { one: '{count} వస్తువు', other: '{count} వస్తువులు' },
}
