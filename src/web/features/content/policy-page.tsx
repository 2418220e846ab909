import { useSuspenseQuery } from '@tanstack/react-query'
import {
  ArrowRight,
  CalendarDays,
  FileText,
  type LucideIcon,
  ReceiptIndianRupee,
  RotateCcw,
  ShieldCheck,
  Truck,
} from 'lucide-react'
import type { PublicPage } from '#domain/contracts/admin-settings.ts'
import { useSettings } from '#web/lib/api/get-settings.ts'
import { type Language, LOCALE } from '#web/lib/i18n/languages.ts'
import { useLanguage, useT } from '#web/lib/i18n/use-language.ts'
import { Markdown, parseMarkdown } from '#web/lib/markdown.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, useLocation } from '#web/lib/router.tsx'
import { Card, cardClass } from '#web/ui/card.tsx'
import { sitePageQuery } from './api/site-page.ts'
import { type Policy, type PolicyKey, policies, readPolicyKey } from './policies.ts'
import { RichText, readTextTokens, type TextTokens } from './rich-text.tsx'
import { useScrollToHash } from './use-scroll-to-hash.ts'
import '#web/lib/i18n/messages/content.en.ts'

const ICONS: Record<PolicyKey, LucideIcon> = {
  terms: FileText,
  privacy: ShieldCheck,
  shipping: Truck,
  returns: RotateCcw,
  'cancellation-refund': ReceiptIndianRupee,
}

/** Long pages get a table of contents. */
const TOC_FROM_SECTIONS = 5

// A calendar date in the page's language, so the same day wherever the page is rendered (server or browser, any
// time zone).
const dateIn = (lang: Language) =>
  new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export function Component() {
  const { pathname } = useLocation()
  // The router sends only policy paths here; terms is a safe reading of anything unexpected.
  const policy = policies[readPolicyKey(pathname) ?? 'terms']
  // The owner's text (decision 043), its placeholders filled from the settings by the server.
  const page = useSuspenseQuery(sitePageQuery(policy.key, useLanguage())).data
  const settings = useSettings()
  const tokens = readTextTokens(settings.data)
  usePageMeta({ title: page.title, description: page.summary })
  useScrollToHash(true)
  const headings = parseMarkdown(page.markdown).flatMap((b) =>
    b.kind === 'h2' ? [{ id: b.id, heading: b.text.replace(/\*\*/g, '') }] : [],
  )

  return (
    <div className="pb-16">
      <PolicyHero policy={policy} page={page} />
      <div className="container-page pt-8 sm:pt-12">
        <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          {headings.length >= TOC_FROM_SECTIONS ? <TableOfContents sections={headings} /> : <div />}
          <article className="max-w-prose">
            <Markdown
              source={page.markdown}
              className="space-y-4 leading-relaxed text-ink [&_h2]:scroll-mt-24 [&_h2]:pt-6 [&_h2]:text-2xl"
            />
          </article>
        </div>
        <RelatedPolicies policy={policy} tokens={tokens} />
      </div>
    </div>
  )
}

function PolicyHero({ policy, page }: { policy: Policy; page: PublicPage }) {
  const { t, lang } = useT()
  const Icon = ICONS[policy.key]
  return (
    <section
      aria-labelledby="policy-title"
      className="border-b border-line bg-gradient-to-b from-sand/70 to-parchment"
    >
      <div className="container-page flex flex-col gap-4 py-10 sm:py-14">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-turmeric-deep">
          <Icon aria-hidden="true" className="h-4 w-4" />
          {t('policy.eyebrow')}
        </p>
        <h1 id="policy-title" className="text-4xl leading-tight sm:text-5xl">
          {page.title}
        </h1>
        <p className="max-w-prose text-lg text-ink-soft">{page.summary}</p>
        <p className="inline-flex items-center gap-2 text-sm text-ink-soft">
          <CalendarDays aria-hidden="true" className="h-4 w-4" />
          {t('policy.updated')}{' '}
          <time dateTime={page.updated_at.slice(0, 10)}>
            {dateIn(lang).format(new Date(page.updated_at))}
          </time>
        </p>
      </div>
    </section>
  )
}

function TableOfContents({ sections }: { sections: { id: string; heading: string }[] }) {
  const { t } = useT()
  const links = (
    <ol className="flex flex-col gap-1 text-sm">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-ink-soft hover:bg-sand hover:text-leaf-deep"
          >
            <span aria-hidden="true" className="tabular w-5 shrink-0 text-right text-ink-soft">
              {i + 1}.
            </span>
            <span>{s.heading}</span>
          </a>
        </li>
      ))}
    </ol>
  )
  return (
    <>
      {/* On phones the contents fold away so the text starts near the top. */}
      <Card as="details" className="group lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
          {t('policy.toc')}
          <span aria-hidden="true" className="text-leaf transition-transform group-open:rotate-90">
            <ArrowRight className="h-4 w-4" />
          </span>
        </summary>
        <nav aria-label={t('policy.toc')} className="border-t border-line px-2 py-2">
          {links}
        </nav>
      </Card>
      <nav aria-label={t('policy.toc')} className="hidden self-start lg:sticky lg:top-24 lg:block">
        <p className="mb-3 px-2 text-xs font-semibold uppercase tracking-widest text-ink-soft">
          {t('policy.toc')}
        </p>
        {links}
      </nav>
    </>
  )
}

function RelatedPolicies({ policy, tokens }: { policy: Policy; tokens: TextTokens }) {
  const { t } = useT()
  return (
    <nav aria-labelledby="related-policies" className="mt-16 border-t border-line pt-10">
      <h2 id="related-policies" className="text-2xl">
        {t('policy.related')}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {policy.related.map((key) => {
          const other = policies[key]
          const Icon = ICONS[key]
          return (
            <li key={key} className="flex">
              <Link
                to={other.path}
                className={`${cardClass} group flex w-full flex-col gap-2 p-5 transition-shadow hover:shadow-[var(--shadow-soft)]`}
              >
                <Icon aria-hidden="true" className="h-5 w-5 text-leaf" />
                <span className="font-serif text-lg font-semibold text-leaf-deep group-hover:underline">
                  {other.title}
                </span>
                <span className="text-sm text-ink-soft">
                  <RichText text={other.summary} tokens={tokens} />
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
      <p className="mt-6 text-ink-soft">
        {t('policy.still')}{' '}
        <Link to="/faq" className="font-medium text-leaf underline underline-offset-2">
          {t('policy.faq')}
        </Link>{' '}
        {t('policy.or')}{' '}
        <Link to="/contact" className="font-medium text-leaf underline underline-offset-2">
          {t('policy.contact')}
        </Link>
        .
      </p>
    </nav>
  )
}
