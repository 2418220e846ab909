import { useSuspenseQuery } from '@tanstack/react-query'
import { ChevronDown, Headset, Leaf, type LucideIcon, RotateCcw, Truck } from 'lucide-react'
import { useState } from 'react'
import { useSettings } from '#web/lib/api/get-settings.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useLanguage, useT } from '#web/lib/i18n/use-language.ts'
import { inline, Markdown } from '#web/lib/markdown.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Accordion } from '#web/ui/accordion.tsx'
import { ButtonLink } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { sitePageQuery } from './api/site-page.ts'
import { faqGroupsOf } from './faq-markdown.ts'
import { useScrollToHash } from './use-scroll-to-hash.ts'
import '#web/lib/i18n/messages/content.en.ts'

/** Short labels for the jump links, so all four fit on a phone (the groups keep these anchors in every language). */
const GROUP_SHORT: Record<string, MessageKey> = {
  'product-information': 'faq.topic.products',
  'shipping-and-delivery': 'faq.topic.shipping',
  'returns-and-refunds': 'faq.topic.returns',
  'customer-support': 'faq.topic.support',
}

const GROUP_ICONS: Record<string, LucideIcon> = {
  'product-information': Leaf,
  'shipping-and-delivery': Truck,
  'returns-and-refunds': RotateCcw,
  'customer-support': Headset,
}

export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('faq.meta.title'), description: t('faq.meta.description') })
  const settings = useSettings()
  const faqGroups = faqGroupsOf(useSuspenseQuery(sitePageQuery('faq', useLanguage())).data.markdown)
  const hashId = useScrollToHash(true)
  // A link to /faq#question opens that answer.
  const [open, setOpen] = useState<string[]>(() => (hashId ? [hashId] : []))

  return (
    <div className="pb-16">
      <section
        aria-labelledby="faq-title"
        className="border-b border-line bg-gradient-to-b from-sand/70 to-parchment"
      >
        <div className="container-page flex flex-col gap-4 py-10 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-widest text-turmeric-deep">
            {t('faq.eyebrow')}
          </p>
          <h1 id="faq-title" className="text-4xl leading-tight sm:text-5xl">
            {t('faq.title')}
          </h1>
          <p className="max-w-prose text-lg text-ink-soft">{t('faq.lead')}</p>
          <nav aria-label={t('faq.topics')} className="mt-2">
            <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              {faqGroups.map((g) => {
                const Icon = GROUP_ICONS[g.id] ?? Leaf
                return (
                  <li key={g.id}>
                    <a
                      href={`#${g.id}`}
                      className="flex h-10 items-center justify-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-leaf hover:text-leaf-deep sm:inline-flex"
                    >
                      <Icon aria-hidden="true" className="h-4 w-4 text-leaf" />
                      <span className="sm:hidden">{GROUP_SHORT[g.id] ? t(GROUP_SHORT[g.id]!) : g.title}</span>
                      <span className="hidden sm:inline">{g.title}</span>
                    </a>
                  </li>
                )
              })}
            </ul>
          </nav>
        </div>
      </section>

      <div className="container-page grid gap-12 pt-10 sm:pt-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <div className="flex min-w-0 flex-col gap-12">
          {faqGroups.map((group) => {
            const Icon = GROUP_ICONS[group.id] ?? Leaf
            return (
              <section key={group.id} aria-labelledby={group.id} className="scroll-mt-24">
                <h2 id={group.id} className="mb-4 flex scroll-mt-24 items-center gap-3 text-2xl sm:text-3xl">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf"
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                  {group.title}
                </h2>
                <Accordion.Root
                  type="multiple"
                  value={open}
                  onValueChange={setOpen}
                  className={`${cardClass} overflow-hidden`}
                >
                  {group.items.map((item) => (
                    <Accordion.Item
                      key={item.id}
                      value={item.id}
                      className="border-b border-line last:border-b-0"
                    >
                      <Accordion.Header className="m-0">
                        <Accordion.Trigger
                          id={item.id}
                          className="group flex w-full scroll-mt-24 items-center justify-between gap-4 px-5 py-4 text-left font-sans font-semibold text-ink hover:bg-sand/50 focus-visible:outline-offset-[-3px] data-[state=open]:text-leaf-deep"
                        >
                          <span className="[text-wrap:pretty]">{inline(item.question)}</span>
                          <ChevronDown
                            aria-hidden="true"
                            className="h-5 w-5 shrink-0 text-leaf transition-transform duration-200 group-data-[state=open]:rotate-180"
                          />
                        </Accordion.Trigger>
                      </Accordion.Header>
                      <Accordion.Content className="px-5 pb-5 text-ink-soft">
                        <Markdown source={item.answer} className="max-w-prose space-y-3 leading-relaxed" />
                      </Accordion.Content>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </section>
            )
          })}
        </div>

        <aside aria-labelledby="still-questions" className="self-start lg:sticky lg:top-24">
          <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-sand p-6">
            <Headset aria-hidden="true" className="h-8 w-8 text-leaf" strokeWidth={1.5} />
            <h2 id="still-questions" className="text-2xl">
              {t('faq.still.title')}
            </h2>
            <p className="text-ink-soft">{t('faq.still.text')}</p>
            {settings.data && <p className="text-sm text-ink-soft">{settings.data.contact.hours}</p>}
            <ButtonLink to="/contact">{t('faq.still.contact')}</ButtonLink>
            {settings.data && (
              <p className="text-sm text-ink-soft">
                {t('faq.still.email')}{' '}
                <a
                  href={`mailto:${settings.data.contact.email}`}
                  className="font-medium text-leaf underline underline-offset-2"
                >
                  {settings.data.contact.email}
                </a>
              </p>
            )}
          </div>
        </aside>
      </div>
    </div>
  )
}
