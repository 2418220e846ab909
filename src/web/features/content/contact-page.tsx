import { useQuery } from '@tanstack/react-query'
import { ArrowRight, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Settings } from '#domain/contracts/content.ts'
import { useSettings } from '#web/lib/api/get-settings.ts'
import '#web/lib/i18n/messages/contact.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link } from '#web/lib/router.tsx'
import { Card } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { sitePageQuery } from './api/site-page.ts'
import { ContactForm } from './contact-form.tsx'
import { contactFaqIds } from './faq.ts'
import { faqGroupsOf } from './faq-markdown.ts'
import { LocationMap } from './location-map.tsx'
import { readTextTokens, telHref, whatsappHref } from './rich-text.tsx'

export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('contact.meta.title'), description: t('contact.meta.description') })
  const settings = useSettings()
  const s = settings.data

  return (
    <div className="pb-16">
      <section
        aria-labelledby="contact-title"
        className="border-b border-line bg-gradient-to-b from-sand/70 to-parchment"
      >
        <div className="container-page flex flex-col gap-4 py-10 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-widest text-turmeric-deep">
            {t('contact.eyebrow')}
          </p>
          <h1 id="contact-title" className="text-4xl leading-tight sm:text-5xl">
            {t('contact.title')}
          </h1>
          <p className="max-w-prose text-lg text-ink-soft">{t('contact.lead')}</p>
        </div>
      </section>

      <div className="container-page flex flex-col gap-12 pt-8 sm:gap-16 sm:pt-12">
        <ContactCards settings={s} pending={settings.isPending} />

        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <Card as="section" aria-labelledby="message-form" className="p-5 sm:p-8">
            <h2 id="message-form" className="text-2xl sm:text-3xl">
              {t('contact.form.title')}
            </h2>
            <p className="mt-2 mb-6 text-ink-soft">{t('contact.form.lead')}</p>
            <ContactForm email={s?.contact.email} phone={s?.contact.phone} />
          </Card>

          <div className="flex flex-col gap-10">
            <QuickAnswers settings={s} />
            <Location settings={s} pending={settings.isPending} />
          </div>
        </div>
      </div>
    </div>
  )
}

function ContactCards({ settings, pending }: { settings: Settings | undefined; pending: boolean }) {
  const { t } = useT()
  if (!settings) {
    return pending ? (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Card as="li" key={i} className="flex flex-col gap-3 p-5">
            <Skeleton className="h-10 w-10 rounded-full" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-40" />
          </Card>
        ))}
      </ul>
    ) : (
      <Card as="p" className="p-5 text-ink-soft">
        {t('contact.details.failed')}
      </Card>
    )
  }
  const c = settings.contact
  return (
    <section aria-labelledby="reach-us">
      <h2 id="reach-us" className="sr-only">
        {t('contact.ways')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        <ContactCard
          icon={<Mail className="h-5 w-5" />}
          title={t('contact.email.title')}
          note={t('contact.email.note')}
        >
          <a href={`mailto:${c.email}`} className={cardLink}>
            {c.email}
          </a>
        </ContactCard>
        <ContactCard icon={<Phone className="h-5 w-5" />} title={t('contact.call.title')} note={c.hours}>
          <a href={telHref(c.phone)} className={`tabular ${cardLink}`}>
            {c.phone}
          </a>
        </ContactCard>
        <ContactCard
          icon={<MessageCircle className="h-5 w-5" />}
          title={t('contact.whatsapp.title')}
          note={t('contact.whatsapp.note')}
        >
          <a href={whatsappHref(c.whatsapp)} target="_blank" rel="noopener" className={`tabular ${cardLink}`}>
            {c.whatsapp}
            <span className="sr-only">{t('contact.whatsapp.opens')}</span>
          </a>
        </ContactCard>
        <ContactCard
          icon={<MapPin className="h-5 w-5" />}
          title={t('contact.visit.title')}
          note={t('contact.visit.note')}
        >
          <span className="text-ink">{c.address}</span>
        </ContactCard>
      </ul>
    </section>
  )
}

const cardLink =
  'break-words font-semibold text-leaf underline decoration-leaf/30 underline-offset-4 hover:decoration-leaf'

function ContactCard({
  icon,
  title,
  note,
  children,
}: {
  icon: ReactNode
  title: string
  note: string
  children: ReactNode
}) {
  return (
    <Card as="li" className="flex gap-4 p-4 sm:flex-col sm:gap-3 sm:p-5">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-sans text-xs font-semibold uppercase tracking-wider text-ink-soft">{title}</h3>
        <p className="min-w-0">{children}</p>
        <p className="text-sm text-ink-soft">{note}</p>
      </div>
    </Card>
  )
}

function QuickAnswers({ settings }: { settings: Settings | undefined }) {
  const { t, lang } = useT()
  const tokens = readTextTokens(settings)
  // the owner's FAQ (decision 043), so the excerpts state the settings' figures as the FAQ does
  const faq = useQuery(sitePageQuery('faq', lang)).data
  const all = faq ? faqGroupsOf(faq.markdown).flatMap((g) => g.items) : []
  const items = contactFaqIds.map((id) => all.find((i) => i.id === id)).filter((i) => i !== undefined)
  return (
    <section aria-labelledby="quick-answers">
      <h2 id="quick-answers" className="text-2xl">
        {t('contact.answers.title')}
      </h2>
      <Card as="ul" className="mt-4 flex flex-col divide-y divide-line">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={`/faq#${item.id}`}
              className="group flex items-start justify-between gap-4 px-5 py-4 hover:bg-sand/50"
            >
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-ink group-hover:text-leaf-deep">
                  {stripMarks(item.question, tokens)}
                </span>
                <span className="line-clamp-2 text-sm text-ink-soft">
                  {stripMarks(item.answer.trim().split(/\n\s*\n/)[0] ?? '', tokens).replace(/\*\*/g, '')}
                </span>
              </span>
              <ArrowRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-leaf" />
            </Link>
          </li>
        ))}
      </Card>
      <Link
        to="/faq"
        className="mt-4 inline-flex items-center gap-2 font-semibold text-leaf underline-offset-4 hover:underline"
      >
        {t('contact.answers.all')}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </section>
  )
}

/** Excerpts sit inside a link, so links within them become plain text. */
function stripMarks(text: string, tokens: ReturnType<typeof readTextTokens>): string {
  return text
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1')
    .replace(/\{(\w+)\}/g, (whole, key: string) =>
      key in tokens ? tokens[key as keyof typeof tokens] : whole,
    )
}

function Location({ settings, pending }: { settings: Settings | undefined; pending: boolean }) {
  const { t } = useT()
  return (
    <section aria-labelledby="find-us">
      <h2 id="find-us" className="text-2xl">
        {t('contact.find.title')}
      </h2>
      <Card className="mt-4 overflow-hidden">
        <LocationMap className="block h-44 w-full sm:h-52" />
        <div className="flex flex-col gap-2 p-5">
          {settings ? (
            <>
              <p className="font-semibold text-ink">{settings.shop_name}</p>
              <address className="not-italic text-ink-soft">{settings.contact.address}</address>
              <p className="inline-flex items-center gap-2 text-sm text-ink-soft">
                <Clock aria-hidden="true" className="h-4 w-4 text-leaf" />
                {settings.contact.hours}
              </p>
            </>
          ) : pending ? (
            <>
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-64" />
            </>
          ) : (
            <p className="text-ink-soft">{t('contact.address.failed')}</p>
          )}
        </div>
      </Card>
    </section>
  )
}
