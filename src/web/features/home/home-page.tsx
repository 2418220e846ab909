import { useQueryClient } from '@tanstack/react-query'
import { ArrowRight, HeartPulse, Leaf, type LucideIcon, Sprout, Sun } from 'lucide-react'
import { Suspense, useState } from 'react'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { lazyWithTexts } from '#web/lib/i18n/lazy.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import type { LoaderArgs } from '#web/lib/page-loader.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link } from '#web/lib/router.tsx'
import { useNearViewport } from '#web/lib/use-near-viewport.ts'
import { ButtonLink, buttonClass } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { HeroPicks } from './hero-picks.tsx'
import { type FeaturedSource, loadFeatured } from './load-featured.ts'
import '#web/lib/i18n/messages/home.en.ts'

const MORINGA_ROUTE = '/product/moringa/101'
const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** The hero's bestsellers (and the featured grid) come with the server-rendered page. */
export function loader({ queryClient }: LoaderArgs) {
  void loadFeatured(queryClient)
  return null
}

const VALUES: { title: MessageKey; text: MessageKey; icon: LucideIcon }[] = [
  { title: 'home.values.purity', text: 'home.values.purity.text', icon: Leaf },
  { title: 'home.values.heritage', text: 'home.values.heritage.text', icon: Sprout },
  { title: 'home.values.sustainability', text: 'home.values.sustainability.text', icon: Sun },
  { title: 'home.values.wellness', text: 'home.values.wellness.text', icon: HeartPulse },
]

export function Component() {
  // Asked for at once, not awaited: the page renders with skeletons until the products arrive.
  const queryClient = useQueryClient()
  const [featured] = useState(() => loadFeatured(queryClient))
  const { t } = useT()
  usePageMeta({ title: t('home.meta.title'), description: t('home.meta.description') })
  return (
    <>
      <Hero />
      <CoreValues />
      <BelowFold featured={featured} />
    </>
  )
}

function Hero() {
  const { t } = useT()
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-sand/70 to-parchment">
      <div className="container-page grid items-center gap-8 pt-6 pb-10 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:py-20">
        <div className="flex flex-col gap-4 sm:gap-6">
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-leaf-soft px-3 py-1 text-sm font-semibold text-leaf-deep">
            <Sun aria-hidden="true" className="h-4 w-4 text-turmeric-deep" />
            {t('home.hero.badge')}
          </p>
          <h1 className="text-[2rem] leading-[1.1] sm:text-5xl lg:text-6xl">{t('home.hero.title')}</h1>
          <p className="max-w-xl text-base leading-7 text-ink-soft sm:text-lg sm:leading-8">
            {t('home.hero.lead')}
            <span className="hidden sm:inline">{t('home.hero.lead.more')}</span>
            {t('home.hero.lead.end')}
          </p>
          <HeroPicks />
          <div className="flex flex-wrap items-center gap-3">
            <ButtonLink to={MORINGA_ROUTE} size="lg">
              {t('home.hero.shop')}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
            <Link to="/about" className={buttonClass('secondary', 'lg')}>
              {t('home.hero.story')}
            </Link>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-soft">
            <li className="inline-flex items-center gap-2">
              <Leaf aria-hidden="true" className="h-4 w-4 text-leaf" />
              {t('home.hero.tested')}
            </li>
            <li className="inline-flex items-center gap-2">
              <Leaf aria-hidden="true" className="h-4 w-4 text-leaf" />
              {t('home.hero.traceable')}
            </li>
            <li className="inline-flex items-center gap-2">
              <Leaf aria-hidden="true" className="h-4 w-4 text-leaf" />
              {t('home.hero.natural')}
            </li>
          </ul>
        </div>
        {/* On a phone the bestsellers above take this place (the picture is not even downloaded there). */}
        <div className="relative mx-auto hidden w-full max-w-md lg:block lg:max-w-none">
          <div aria-hidden="true" className="absolute -inset-4 rounded-full bg-turmeric-soft/70 blur-2xl" />
          <picture>
            <source media="(max-width: 1023px)" srcSet={BLANK_PIXEL} />
            <img
              src="/images/products/moringa-powder-5.svg"
              alt={t('home.hero.image.alt')}
              width={800}
              height={800}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="relative aspect-square w-full rounded-[28px] border border-line object-cover shadow-[var(--shadow-soft)]"
            />
          </picture>
        </div>
      </div>
    </section>
  )
}

function CoreValues() {
  const { t } = useT()
  return (
    <section aria-labelledby="values-heading" className="container-page pt-14 sm:pt-20">
      <h2 id="values-heading" className="sr-only">
        {t('home.values.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 lg:gap-6">
        {VALUES.map(({ title, text, icon: Icon }) => (
          <Card as="li" key={title} className="flex flex-col gap-3 p-4 sm:flex-row sm:gap-4 sm:p-5">
            <span
              aria-hidden="true"
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf"
            >
              <Icon className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <h3 className="text-base [overflow-wrap:anywhere] sm:text-lg">{t(title)}</h3>
              <p className="mt-1 text-sm leading-6 text-ink-soft">{t(text)}</p>
            </div>
          </Card>
        ))}
      </ul>
    </section>
  )
}

const HomeBelowFold = lazyWithTexts(() => import('./home-below-fold.tsx'))

/**
 * Everything under the values block arrives as the shopper scrolls towards it: on a 390 × 844 phone it
 * starts about 1,320 px down, so a 300 px margin keeps its code off the first load (the '/' budget). The page
 * has already asked for the featured products, so they show at once.
 */
function BelowFold({ featured }: { featured: FeaturedSource }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('300px')
  return (
    <div ref={ref} className="min-h-[60rem]">
      {near && (
        <Suspense fallback={null}>
          <HomeBelowFold featured={featured} />
        </Suspense>
      )}
    </div>
  )
}
