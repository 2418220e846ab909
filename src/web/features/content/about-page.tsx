// About Us: the hero, mission and vision as designed; the story, values and promises are the owner's own text
// (the editable 'about' page, decision 043), its figures filled from the settings by the server.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Eye, HandHeart, Target } from 'lucide-react'
import { useLanguage } from '#web/lib/i18n/use-language.ts'
import { Markdown } from '#web/lib/markdown.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link } from '#web/lib/router.tsx'
import { ButtonLink, buttonClass } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { sitePageQuery } from './api/site-page.ts'

export function Component() {
  const page = useSuspenseQuery(sitePageQuery('about', useLanguage())).data
  // the spec's title; the owner's summary describes the page
  usePageMeta({ title: 'About Us', description: page.summary })
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-sand/70 to-parchment">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
          <div className="flex flex-col gap-5">
            <p className="text-sm font-semibold tracking-wider text-clay-deep uppercase">About Us</p>
            <h1 className="text-4xl leading-tight sm:text-5xl">Goodness dried by the sun, shared fairly</h1>
            <p className="max-w-xl text-lg leading-8 text-ink-soft">
              Surya Naturals works with farmers and women’s self-help groups in Telangana. Together we dry
              fresh moringa, vegetables and fruit in solar dryers and turn them into pure powders, so good
              food reaches your kitchen and fair income reaches theirs.
            </p>
          </div>
          <figure className="relative mx-auto w-full max-w-sm lg:max-w-md">
            <div aria-hidden="true" className="absolute -inset-4 rounded-full bg-leaf-soft blur-2xl" />
            <img
              src="/images/products/superfood-sampler-box-2.svg"
              alt="Six bowls of our sun-dried vegetable, fruit and leaf powders on a wooden tray"
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

      <section aria-label="Mission and vision" className="container-page py-14 sm:py-20">
        <div className="grid gap-6 md:grid-cols-2">
          <Card as="article" className="flex flex-col gap-4 p-6 sm:p-8">
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-leaf-soft text-leaf"
            >
              <Target className="h-6 w-6" />
            </span>
            <h2 className="text-2xl sm:text-3xl">Our mission</h2>
            <p className="leading-7 text-ink-soft">
              To give small farmers a dependable market for every harvest, and to bring Indian families
              honest, nutrient-rich foods they can trust: dried by the sun, milled with care and nothing
              added.
            </p>
          </Card>
          <Card as="article" className="flex flex-col gap-4 p-6 sm:p-8">
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-turmeric-soft text-turmeric-deep"
            >
              <Eye className="h-6 w-6" />
            </span>
            <h2 className="text-2xl sm:text-3xl">Our vision</h2>
            <p className="leading-7 text-ink-soft">
              Villages where no harvest goes to waste and every solar dryer is a small business run by local
              women, and kitchens across India where a spoon of moringa is as everyday as a pinch of haldi.
            </p>
          </Card>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="bg-sand/70 py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
            <p className="text-sm font-semibold tracking-wider text-clay-deep uppercase">Our story</p>
            <h2 id="story-heading" className="text-3xl sm:text-4xl">
              From the farm, through the dryer, to your jar
            </h2>
            <p className="leading-7 text-ink-soft">
              Our buy-back model with solar dryers keeps more of the harvest, and more of its value, in the
              village.
            </p>
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

      <section aria-label="Shop or write to us" className="container-page py-14 sm:py-16">
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to="/products" size="lg">
            Shop our powders
          </ButtonLink>
          <Link to="/contact" className={buttonClass('secondary', 'lg')}>
            Get in touch
          </Link>
        </div>
      </section>
    </>
  )
}
