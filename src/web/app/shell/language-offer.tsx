// The bar offering the shop in the browser's language (decision 058), in that language: its own chunk, with its
// texts, fetched only when an offer is made (LanguageOffer, language-switch.tsx, decides and answers).
import type { MouseEvent } from 'react'
import { translate } from '#web/lib/i18n/catalogue.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import '#web/lib/i18n/messages/shell.en.ts'
import '#web/lib/i18n/messages/shell-more.en.ts'
import { LANGUAGE_NAMES } from './language-names.ts'

export default function LanguageOfferBar({
  offer,
  href,
  onAccept,
  onDecline,
}: {
  offer: Language
  href: string
  onAccept: (event: MouseEvent) => void
  onDecline: () => void
}) {
  return (
    <section
      lang={offer}
      aria-label={translate(offer, 'language.switch')}
      data-testid="language-offer"
      className="border-b border-line bg-turmeric-soft"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm text-ink">
        <p className="flex-1">{translate(offer, 'language.offer', { language: LANGUAGE_NAMES[offer] })}</p>
        <div className="flex items-center gap-2">
          <a
            href={href}
            hrefLang={offer}
            onClick={onAccept}
            className="inline-flex h-9 items-center rounded-full bg-leaf px-4 font-semibold text-white hover:bg-leaf-deep"
          >
            {translate(offer, 'language.offer.accept')}
          </a>
          <button
            type="button"
            onClick={onDecline}
            className="inline-flex h-9 items-center rounded-full border border-leaf px-4 font-semibold text-leaf hover:bg-leaf-soft"
          >
            {translate(offer, 'language.offer.decline')}
          </button>
        </div>
      </div>
    </section>
  )
}
