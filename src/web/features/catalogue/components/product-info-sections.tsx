import { ChevronDown } from 'lucide-react'
import type { Product } from '#domain/contracts/catalogue.ts'
import { isMoringa } from '#domain/reviews.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Accordion } from '#web/ui/accordion.tsx'
import { buildInfoSections, MORINGA_INFO, type ProductInfoSection } from '../moringa-product-info.ts'
import '#web/lib/i18n/messages/product-more.en.ts'

/** The moringa page's fixed texts (MORINGA_INFO) in the catalogue, so they read in the shopper's language. */
const MORINGA_KEYS: Record<ProductInfoSection['id'], MessageKey[]> = {
  ingredients: ['moringa.ingredients'],
  usage: ['moringa.usage'],
  benefits: [
    'moringa.benefit.iron',
    'moringa.benefit.vitamins',
    'moringa.benefit.protein',
    'moringa.benefit.antioxidants',
    'moringa.benefit.fibre',
    'moringa.benefit.colour',
  ],
  storage: ['moringa.storage'],
}

const TITLES: Record<ProductInfoSection['id'], MessageKey> = {
  ingredients: 'product.info.ingredients',
  usage: 'product.info.usage',
  benefits: 'product.info.benefits',
  storage: 'product.info.storage',
}

/**
 * Ingredients, Usage Info, Benefits and Storage Info as collapsible sections; the first starts open. A moringa
 * product shows the fixed texts (docs/product.md, Routes and screens), any other its own fields. Loaded as the shopper scrolls near it.
 */
export function ProductInfoSections({ product }: { product: Product }) {
  const { t } = useT()
  const sections = isMoringa(product)
    ? MORINGA_INFO.map((s) =>
        s.bullets
          ? { ...s, bullets: MORINGA_KEYS[s.id].map((k) => t(k)) }
          : { ...s, text: MORINGA_KEYS[s.id].map((k) => t(k)).join(' ') },
      )
    : buildInfoSections(product)
  if (sections.length === 0) return null
  return (
    <Accordion.Root
      type="multiple"
      defaultValue={[sections[0]?.id ?? '']}
      className="divide-y divide-line border-y border-line"
    >
      {sections.map((s) => (
        <Accordion.Item key={s.id} value={s.id}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between py-4 text-left font-sans text-sm font-semibold tracking-wider text-leaf-deep uppercase hover:text-leaf">
                {t(TITLES[s.id])}
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="pb-5 text-ink-soft">
            {s.bullets ? (
              <ul className="flex flex-col gap-2">
                {s.bullets.map((b) => (
                  <li key={b} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-leaf" />
                    {b}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="leading-relaxed">{s.text}</p>
            )}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
