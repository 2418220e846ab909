// When an order would arrive, in the page's language. The server words it in English ('Delivery by Wed, 25 Nov –
// Fri, 27 Nov', the spec's form) and sends the days themselves beside it; another language says those days in its
// own words and calendar names (decision 061).
import { formatDay, translate } from './catalogue.ts'
import type { Language } from './languages.ts'
import '#web/lib/i18n/messages/delivery.en.ts'

export interface DeliveryDates {
  delivery_label?: string | null
  /** YYYY-MM-DD, India's calendar */
  delivery_from?: string | null
  delivery_to?: string | null
}

/** The option's delivery promise in `lang`; undefined when the server sent none. */
export function deliveryLabel(lang: Language, option: DeliveryDates): string | undefined {
  const from = option.delivery_from
  const to = option.delivery_to
  if (lang === 'en' || !from || !to) return option.delivery_label ?? undefined
  return from === to
    ? translate(lang, 'delivery.by', { day: formatDay(lang, from) })
    : translate(lang, 'delivery.by.range', { from: formatDay(lang, from), to: formatDay(lang, to) })
}
