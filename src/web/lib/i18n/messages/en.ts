// English messages: the reference catalogue; every other language has the same keys.
export const en = {
  'language.switch': 'Language',
  'language.offer': 'View this shop in {language}?',
  'language.offer.accept': 'Yes, switch',
  'language.offer.decline': 'No, thanks',
  'cart.items': { one: '{count} item', other: '{count} items' },
} as const satisfies Record<string, string | { other: string; one?: string }>

export type MessageKey = keyof typeof en
