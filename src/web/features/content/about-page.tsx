// About Us: the hero, mission and vision as designed; the story, values and promises are the owner's own text
// (the editable 'about' page, decision 043), its figures filled from the settings by the server.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Eye, HandHeart, Target } from 'lucide-react'
import '#web/lib/i18n/messages/about.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Markdown } from '#web/lib/markdown.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link } from '#web/lib/router.tsx'
import { ButtonLink, buttonClass } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { sitePageQuery } from './api/site-page.ts'

export function Component() {
  const { t, lang } = useT()
  const page = useSuspenseQuery(sitePageQuery('about', lang)).data
  // the spec's title; the owner's summary describes the page
  usePageMeta({ title: t('about.meta.title'), description: page.summary })
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-sand/70 to-parchment">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
          <div className="flex flex-col gap-5">
            <p className="text-sm font-semibold tracking-wider text-clay-deep uppercase">
              {t('about.eyebrow')}
            </p>
            <h1 className="text-4xl leading-tight sm:text-5xl">{t('about.title')}</h1>
            <p className="max-w-xl text-lg leading-8 text-ink-soft">{t('about.lead')}</p>
          </div>
          <figure className="relative mx-auto w-full max-w-sm lg:max-w-md">
            <div aria-hidden="true" className="absolute -inset-4 rounded-full bg-leaf-soft blur-2xl" />
            <img
              src="/images/products/superfood-sampler-box-2.svg"
              alt={t('about.image.alt')}
              width={800}
              height={800}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="relative aspect-square w-full rounded-[28px] border border-line object-cover shadow-[var(--shadow-soft)]"
            />
          </figure>
        </div>
      </section>

      <section aria-label={t('about.mission.label')} className="container-page py-14 sm:py-20">
        <div className="grid gap-6 md:grid-cols-2">
          <Card as="article" className="flex flex-col gap-4 p-6 sm:p-8">
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-leaf-soft text-leaf"
            >
              <Target className="h-6 w-6" />
            </span>
            <h2 className="text-2xl sm:text-3xl">{t('about.mission.title')}</h2>
            <p className="leading-7 text-ink-soft">{t('about.mission.text')}</p>
          </Card>
          <Card as="article" className="flex flex-col gap-4 p-6 sm:p-8">
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-turmeric-soft text-turmeric-deep"
            >
              <Eye className="h-6 w-6" />
            </span>
            <h2 className="text-2xl sm:text-3xl">{t('about.vision.title')}</h2>
            <p className="leading-7 text-ink-soft">{t('about.vision.text')}</p>
          </Card>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="bg-sand/70 py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
            <p className="text-sm font-semibold tracking-wider text-clay-deep uppercase">
              {t('about.story.eyebrow')}
            </p>
            <h2 id="story-heading" className="text-3xl sm:text-4xl">
              {t('about.story.title')}
            </h2>
            <p className="leading-7 text-ink-soft">{t('about.story.lead')}</p>
            <span
              aria-hidden="true"
              className="mt-2 hidden h-14 w-14 items-center justify-center rounded-full bg-white text-clay lg:inline-flex"
            >
              <HandHeart className="h-7 w-7" />
            </span>
          </div>
          <Markdown
            source={page.markdown}
            className="max-w-prose space-y-4 leading-7 text-ink-soft [&_a]:font-semibold [&_a]:text-leaf [&_a]:underline [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:text-ink [&_h2:first-child]:pt-0 [&_li]:pl-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5"
          />
        </div>
      </section>

      <section aria-label={t('about.actions.label')} className="container-page py-14 sm:py-16">
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to="/products" size="lg">
            {t('about.shop')}
          </ButtonLink>
          <Link to="/contact" className={buttonClass('secondary', 'lg')}>
            {t('about.contact')}
          </Link>
        </div>
      </section>
    </>
  )
}
