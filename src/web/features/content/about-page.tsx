import { Eye, HandHeart, Handshake, Leaf, type LucideIcon, Search, Sun, Target } from 'lucide-react'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link } from '#web/lib/router.tsx'
import { ButtonLink, buttonClass } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'

const STORY: { title: string; text: string }[] = [
  {
    title: 'It started with a glut of moringa',
    text: 'Farmers around Shadnagar grew more moringa, tomato and greens than the local mandi could take in season, and much of it was sold for almost nothing or left to spoil.',
  },
  {
    title: 'Solar dryers changed the maths',
    text: 'We set up solar dryers in the villages. Leaves, vegetables and fruit go in within hours of picking and come out dry a day later, with their colour and nutrients intact and no fuel burnt.',
  },
  {
    title: 'A buy-back promise',
    text: 'We agree a fair price before sowing and buy back the harvest from farmers and women’s self-help groups, who also run and earn from the dryers.',
  },
  {
    title: 'From dried harvest to fine powder',
    text: 'The dried vegetables and fruits are stone-milled into powders, checked in the lab batch by batch and packed in resealable kraft pouches for your kitchen.',
  },
]

const VALUES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Fair to farmers',
    text: 'Prices agreed up front, paid on time, and a share of every pouch going back to the village.',
    icon: Handshake,
  },
  {
    title: 'Pure by design',
    text: 'One ingredient per powder unless we say otherwise. No fillers, colours or preservatives.',
    icon: Leaf,
  },
  {
    title: 'Kind to the land',
    text: 'Sunlight instead of diesel, and less of each harvest wasted for want of a buyer.',
    icon: Sun,
  },
  {
    title: 'Open about everything',
    text: 'Farm, village and batch details for our moringa, and lab reports you can read yourself.',
    icon: Search,
  },
]

export function Component() {
  usePageMeta({
    title: 'About Us',
    description:
      'Our mission, vision and story: solar dryers in Telangana villages, a buy-back model for farmers and self-help groups, and dried vegetables and fruits milled into natural powders.',
  })
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
          <ol className="relative flex flex-col gap-8 border-l-2 border-line pl-8">
            {STORY.map((s, i) => (
              <li key={s.title} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-0 -left-[calc(2rem+15px)] inline-flex h-7 w-7 items-center justify-center rounded-full bg-leaf text-xs font-bold text-white ring-4 ring-sand"
                >
                  {i + 1}
                </span>
                <h3 className="text-xl">{s.title}</h3>
                <p className="mt-2 leading-7 text-ink-soft">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="container-page py-14 sm:py-20">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="mb-2 text-sm font-semibold tracking-wider text-clay-deep uppercase">
            What we stand for
          </p>
          <h2 id="values-heading" className="text-3xl sm:text-4xl">
            Our values
          </h2>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <Card as="li" key={title} className="flex flex-col gap-3 p-6">
              <span
                aria-hidden="true"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-leaf-soft text-leaf"
              >
                <Icon className="h-5 w-5" />
              </span>
              <h3 className="text-lg">{title}</h3>
              <p className="text-sm leading-6 text-ink-soft">{text}</p>
            </Card>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
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
