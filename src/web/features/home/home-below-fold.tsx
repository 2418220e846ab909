import { ArrowRight, FlaskConical, Leaf, type LucideIcon, MapPin, Package, Sun, Tractor } from 'lucide-react'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { FeaturedProducts } from './featured-products.tsx'
import { HomeReviews } from './home-reviews.tsx'
import type { FeaturedSource } from './load-featured.ts'
import '#web/lib/i18n/messages/home.en.ts'

const MORINGA_ROUTE = '/product/moringa/101'

const JOURNEY: { title: MessageKey; text: MessageKey; icon: LucideIcon }[] = [
  { title: 'home.farmers.grown', text: 'home.farmers.grown.text', icon: Tractor },
  { title: 'home.farmers.dried', text: 'home.farmers.dried.text', icon: Sun },
  { title: 'home.farmers.milled', text: 'home.farmers.milled.text', icon: Package },
]

/** The sections under the featured grid, fetched as the shopper scrolls towards them. */
export default function HomeBelowFold({ featured }: { featured: FeaturedSource }) {
  return (
    <>
      <FeaturedProducts source={featured} />
      <MoringaTeaser />
      <HomeReviews />
      <FarmerStory />
    </>
  )
}

function MoringaTeaser() {
  const { t } = useT()
  return (
    <section aria-labelledby="moringa-heading" className="container-page pb-14 sm:pb-20">
      <div className="grid overflow-hidden rounded-[20px] bg-leaf-deep text-white lg:grid-cols-2">
        <div className="flex flex-col gap-6 p-6 sm:p-10 lg:p-14">
          <p className="text-sm font-semibold tracking-wider text-turmeric uppercase">
            {t('home.moringa.kicker')}
          </p>
          <h2 id="moringa-heading" className="text-3xl text-white sm:text-4xl">
            {t('home.moringa.heading')}
          </h2>
          <ul className="flex flex-col gap-4">
            <TeaserPoint icon={MapPin} title={t('home.moringa.trace')}>
              {t('home.moringa.trace.text')}
            </TeaserPoint>
            <TeaserPoint icon={FlaskConical} title={t('home.moringa.lab')}>
              {t('home.moringa.lab.text')}
            </TeaserPoint>
            <TeaserPoint icon={Leaf} title={t('home.moringa.rich')}>
              {t('home.moringa.rich.text')}
            </TeaserPoint>
          </ul>
          <Link
            to={MORINGA_ROUTE}
            className="inline-flex h-12 items-center gap-2 self-start rounded-full bg-white px-6 font-semibold text-leaf-deep transition-colors hover:bg-leaf-soft"
          >
            {t('home.moringa.discover')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <div className="relative min-h-64 bg-leaf">
          <img
            src="/images/products/moringa-powder-3.svg"
            alt=""
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </div>
      </div>
    </section>
  )
}

function TeaserPoint({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: string }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-turmeric"
      >
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-base font-semibold text-white">{title}</h3>
        <p className="text-sm leading-6 text-leaf-soft">{children}</p>
      </div>
    </li>
  )
}

function FarmerStory() {
  const { t } = useT()
  return (
    <section aria-labelledby="farmers-heading" className="container-page py-14 sm:py-20">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <p className="mb-2 text-sm font-semibold tracking-wider text-clay-deep uppercase">
          {t('home.farmers.kicker')}
        </p>
        <h2 id="farmers-heading" className="text-3xl sm:text-4xl">
          {t('home.farmers.heading')}
        </h2>
        <p className="mt-4 text-ink-soft">{t('home.farmers.text')}</p>
      </div>
      <ol className="grid gap-6 md:grid-cols-3">
        {JOURNEY.map(({ title, text, icon: Icon }, i) => (
          <li key={title} className="relative flex flex-col items-center gap-3 px-4 text-center">
            <span
              aria-hidden="true"
              className="inline-flex h-16 w-16 items-center justify-center rounded-full border border-line bg-turmeric-soft text-turmeric-deep"
            >
              <Icon className="h-7 w-7" />
            </span>
            <span className="text-xs font-semibold tracking-wider text-ink-soft uppercase">
              {t('home.farmers.step', { step: i + 1 })}
            </span>
            <h3 className="text-xl">{t(title)}</h3>
            <p className="max-w-xs text-sm leading-6 text-ink-soft">{t(text)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex justify-center">
        <Link
          to="/about"
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 font-semibold text-leaf-deep hover:underline"
        >
          {t('home.farmers.story')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </section>
  )
}
