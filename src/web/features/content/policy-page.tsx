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
import { useSettings } from '#web/lib/api/get-settings.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, useLocation } from '#web/lib/router.tsx'
import { Card, cardClass } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { ContactDetails } from './contact-details.tsx'
import { type Policy, type PolicyBlock, type PolicyKey, policies, readPolicyKey } from './policies.ts'
import { RichText, readTextTokens, type TextTokens } from './rich-text.tsx'
import { useScrollToHash } from './use-scroll-to-hash.ts'

const ICONS: Record<PolicyKey, LucideIcon> = {
  terms: FileText,
  privacy: ShieldCheck,
  shipping: Truck,
  returns: RotateCcw,
  'cancellation-refund': ReceiptIndianRupee,
}

/** Long pages get a table of contents. */
const TOC_FROM_SECTIONS = 5

// A calendar date, so the same day wherever the page is rendered (server or browser, any time zone).
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

export function Component() {
  const { pathname } = useLocation()
  // The router sends only policy paths here; terms is a safe reading of anything unexpected.
  const policy = policies[readPolicyKey(pathname) ?? 'terms']
  const settings = useSettings()
  const tokens = readTextTokens(settings.data)
  const plain = (text: string) => text.replace(/\{shop\}/g, tokens.shop)
  usePageMeta({ title: policy.title, description: plain(policy.summary) })
  useScrollToHash(!settings.isPending)

  return (
    <div className="pb-16">
      <PolicyHero policy={policy} tokens={tokens} />
      <div className="container-page pt-8 sm:pt-12">
        {settings.isPending ? (
          <PolicySkeleton />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
            {policy.sections.length >= TOC_FROM_SECTIONS ? <TableOfContents policy={policy} /> : <div />}
            <article className="max-w-prose">
              {policy.highlights && <Highlights items={policy.highlights} tokens={tokens} />}
              {policy.sections.map((section) => (
                <section key={section.id} aria-labelledby={section.id} className="mb-10 last:mb-0">
                  <h2 id={section.id} className="mb-3 scroll-mt-24 text-2xl">
                    {section.heading}
                  </h2>
                  {section.blocks.map((block, i) => (
                    <Block
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed content, never reordered
                      key={i}
                      block={block}
                      tokens={tokens}
                      settings={settings.data}
                      pending={settings.isPending}
                    />
                  ))}
                </section>
              ))}
            </article>
          </div>
        )}
        <RelatedPolicies policy={policy} tokens={tokens} />
      </div>
    </div>
  )
}

function PolicyHero({ policy, tokens }: { policy: Policy; tokens: TextTokens }) {
  const Icon = ICONS[policy.key]
  return (
    <section
      aria-labelledby="policy-title"
      className="border-b border-line bg-gradient-to-b from-sand/70 to-parchment"
    >
      <div className="container-page flex flex-col gap-4 py-10 sm:py-14">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-turmeric-deep">
          <Icon aria-hidden="true" className="h-4 w-4" />
          Policies
        </p>
        <h1 id="policy-title" className="text-4xl leading-tight sm:text-5xl">
          {policy.title}
        </h1>
        <p className="max-w-prose text-lg text-ink-soft">
          <RichText text={policy.summary} tokens={tokens} />
        </p>
        <p className="inline-flex items-center gap-2 text-sm text-ink-soft">
          <CalendarDays aria-hidden="true" className="h-4 w-4" />
          Last updated{' '}
          <time dateTime={policy.lastUpdated}>{dateFormat.format(new Date(policy.lastUpdated))}</time>
        </p>
      </div>
    </section>
  )
}

function TableOfContents({ policy }: { policy: Policy }) {
  const links = (
    <ol className="flex flex-col gap-1 text-sm">
      {policy.sections.map((s, i) => (
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
          On this page
          <span aria-hidden="true" className="text-leaf transition-transform group-open:rotate-90">
            <ArrowRight className="h-4 w-4" />
          </span>
        </summary>
        <nav aria-label="On this page" className="border-t border-line px-2 py-2">
          {links}
        </nav>
      </Card>
      <nav aria-label="On this page" className="hidden self-start lg:sticky lg:top-24 lg:block">
        <p className="mb-3 px-2 text-xs font-semibold uppercase tracking-widest text-ink-soft">
          On this page
        </p>
        {links}
      </nav>
    </>
  )
}

function Highlights({ items, tokens }: { items: NonNullable<Policy['highlights']>; tokens: TextTokens }) {
  return (
    <dl className="mb-10 grid gap-3 sm:grid-cols-3">
      {items.map((h) => (
        <div
          key={h.label}
          className="rounded-[var(--radius-card)] border border-leaf/20 bg-leaf-soft/60 px-4 py-3"
        >
          <dt className="text-xs font-semibold uppercase tracking-wider text-leaf-deep">{h.label}</dt>
          <dd className="mt-1 font-semibold text-ink">
            <RichText text={h.value} tokens={tokens} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Block({
  block,
  tokens,
  settings,
  pending,
}: {
  block: PolicyBlock
  tokens: TextTokens
  settings: Parameters<typeof ContactDetails>[0]['settings']
  pending: boolean
}) {
  switch (block.kind) {
    case 'p':
      return (
        <p className="mb-4 leading-relaxed text-ink">
          <RichText text={block.text} tokens={tokens} />
        </p>
      )
    case 'note':
      return (
        <p className="mb-4 rounded-[var(--radius-card)] border border-turmeric/40 bg-turmeric-soft/60 px-4 py-3">
          <RichText text={block.text} tokens={tokens} />
        </p>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List
          className={
            block.ordered
              ? 'mb-4 ml-6 list-decimal space-y-2 leading-relaxed marker:font-semibold marker:text-leaf'
              : 'mb-4 ml-5 list-disc space-y-2 leading-relaxed marker:text-leaf'
          }
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <RichText text={item} tokens={tokens} />
            </li>
          ))}
        </List>
      )
    }
    case 'contact':
      return <ContactDetails settings={settings} pending={pending} grievance={block.grievance} />
  }
}

function RelatedPolicies({ policy, tokens }: { policy: Policy; tokens: TextTokens }) {
  return (
    <nav aria-labelledby="related-policies" className="mt-16 border-t border-line pt-10">
      <h2 id="related-policies" className="text-2xl">
        Related policies
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
        Still have a question? Read our{' '}
        <Link to="/faq" className="font-medium text-leaf underline underline-offset-2">
          FAQ
        </Link>{' '}
        or{' '}
        <Link to="/contact" className="font-medium text-leaf underline underline-offset-2">
          contact us
        </Link>
        .
      </p>
    </nav>
  )
}

function PolicySkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16" aria-hidden="true">
      <div className="hidden flex-col gap-3 lg:flex">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-4 w-40" />
        ))}
      </div>
      <div className="flex max-w-prose flex-col gap-3">
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="mt-6 h-7 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  )
}
