import { ArrowRight, FlaskConical, Leaf, ShieldCheck, Sprout, UtensilsCrossed } from 'lucide-react'
import '#web/lib/i18n/messages/moringa-page.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { ButtonLink } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { Tabs } from '#web/ui/tabs.tsx'
import { BenefitsPanel } from './components/benefits-panel.tsx'
import { QualityPanel } from './components/quality-panel.tsx'
import { RecipesPanel } from './components/recipes-panel.tsx'
import { TraceabilityPanel } from './components/traceability-panel.tsx'
import { OUR_PRODUCTS } from './moringa-content.ts'
import { useMoringaText } from './moringa-texts.ts'

const TABS = [
  { value: 'benefits', label: 'moringa.page.tab.benefits', Icon: Leaf },
  { value: 'recipes', label: 'moringa.page.tab.recipes', Icon: UtensilsCrossed },
  { value: 'traceability', label: 'moringa.page.tab.traceability', Icon: Sprout },
  { value: 'quality', label: 'moringa.page.tab.quality', Icon: FlaskConical },
] as const

export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('moringa.page.meta.title'), description: t('moringa.page.meta.description') })

  return (
    <div className="pb-16">
      <header className="overflow-hidden border-b border-line bg-leaf-soft/70">
        <div className="container-page grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-wider text-leaf uppercase">
              {t('moringa.page.eyebrow')}
            </p>
            <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{t('moringa.page.title')}</h1>
            <p className="mt-4 max-w-xl text-lg text-ink-soft">{t('moringa.page.lead')}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to="/product/101" size="lg">
                {t('moringa.page.buy')}
              </ButtonLink>
              <a
                href="#moringa-tabs"
                className="inline-flex h-12 items-center gap-2 rounded-full px-5 font-semibold text-leaf-deep hover:bg-white/70"
              >
                {t('moringa.page.explore')}
                <ArrowRight aria-hidden="true" className="h-4 w-4 rotate-90" />
              </a>
            </div>
          </div>
          <img
            src="/images/products/moringa-powder-5.svg"
            alt={t('moringa.page.image.alt')}
            width={520}
            height={520}
            fetchPriority="high"
            className="mx-auto hidden w-full max-w-[26rem] rounded-[var(--radius-card)] border border-line shadow-[var(--shadow-soft)] lg:block"
          />
        </div>
      </header>

      <Tabs.Root defaultValue="benefits" className="container-page mt-8" id="moringa-tabs">
        <Tabs.List
          aria-label={t('moringa.page.tabs')}
          className="mx-auto grid max-w-2xl grid-cols-4 gap-1 rounded-full border border-line bg-white p-1 shadow-[var(--shadow-soft)]"
        >
          {TABS.map(({ value, label, Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-full px-2 text-sm focus-visible:outline-offset-[-5px] font-semibold text-ink-soft hover:text-leaf-deep data-[state=active]:bg-leaf data-[state=active]:text-white sm:text-base"
            >
              <Icon aria-hidden="true" className="hidden h-4 w-4 sm:block" />
              {t(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="benefits" className="mt-10 focus-visible:outline-offset-8">
          <BenefitsPanel />
        </Tabs.Content>
        <Tabs.Content value="recipes" className="mt-10 focus-visible:outline-offset-8">
          <RecipesPanel />
        </Tabs.Content>
        <Tabs.Content value="traceability" className="mt-10 focus-visible:outline-offset-8">
          <TraceabilityPanel />
        </Tabs.Content>
        <Tabs.Content value="quality" className="mt-10 focus-visible:outline-offset-8">
          <QualityPanel />
        </Tabs.Content>
      </Tabs.Root>

      <OurProducts />
    </div>
  )
}

function OurProducts() {
  const { t } = useT()
  const say = useMoringaText()
  return (
    <section aria-labelledby="our-products-heading" className="container-page mt-20">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wider text-leaf uppercase">
            {t('moringa.page.products.eyebrow')}
          </p>
          <h2 id="our-products-heading" className="mt-1 text-3xl">
            {t('moringa.page.products.title')}
          </h2>
        </div>
        <ButtonLink to="/products" variant="secondary">
          {t('moringa.page.products.all')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      </div>
      <ul className="grid gap-4 md:grid-cols-3 md:gap-5">
        {OUR_PRODUCTS.map((p) => (
          <Card as="li" key={p.key} className="flex gap-4 overflow-hidden p-3 md:flex-col md:p-0">
            <img
              src={p.image}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
              className="h-28 w-28 shrink-0 rounded-lg bg-sand object-cover md:h-auto md:w-full md:rounded-none md:aspect-[4/3] md:object-[50%_40%]"
            />
            <div className="flex flex-1 flex-col gap-1.5 py-1 md:p-5">
              <h3 className="text-xl">{say(`product.${p.key}.name`)}</h3>
              <p className="flex-1 text-sm text-ink-soft">{say(`product.${p.key}.blurb`)}</p>
              <ButtonLink to={p.to} size="sm" className="mt-2 self-start">
                {t('moringa.page.products.details')}{' '}
                <span className="sr-only">
                  {t('moringa.page.products.of', { name: say(`product.${p.key}.name`) })}
                </span>
              </ButtonLink>
            </div>
          </Card>
        ))}
      </ul>
      <p className="mt-6 flex items-center gap-2 text-sm text-ink-soft">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 text-leaf" />
        {t('moringa.page.products.tested')}
      </p>
    </section>
  )
}
