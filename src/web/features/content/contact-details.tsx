import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Settings } from '#domain/contracts/content.ts'
import '#web/lib/i18n/messages/contact.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { Card } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { telHref, whatsappHref } from './rich-text.tsx'

const linkClass =
  'font-medium text-leaf underline decoration-leaf/40 underline-offset-2 hover:decoration-leaf'

/** The shop's contact details from settings, as a compact list (policy pages, grievance section). */
export function ContactDetails({
  settings,
  pending,
  grievance = false,
}: {
  settings: Settings | undefined
  pending: boolean
  grievance?: boolean
}) {
  const { t } = useT()
  if (pending) {
    return (
      <Card className="my-4 flex flex-col gap-3 p-5">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-4 w-40" />
      </Card>
    )
  }
  if (!settings) {
    return (
      <Card as="p" className="my-4 p-5 text-ink-soft">
        {t('contact.details.failed.before')}
        <Link to="/contact" className={linkClass}>
          {t('contact.details.page')}
        </Link>
        {t('contact.details.failed.after')}
      </Card>
    )
  }
  const c = settings.contact
  return (
    <Card className="my-4 p-5">
      {grievance && (
        <p className="mb-3">
          <span className="block font-semibold text-ink">{t('contact.grievance')}</span>
          <span className="text-ink-soft">{settings.shop_name}</span>
        </p>
      )}
      <dl className="flex flex-col gap-3 text-[0.95rem]">
        <Row icon={<Mail className="h-4 w-4" />} label={t('contact.row.email')}>
          <a href={`mailto:${c.email}`} className={linkClass}>
            {c.email}
          </a>
        </Row>
        <Row icon={<Phone className="h-4 w-4" />} label={t('contact.row.phone')}>
          <a href={telHref(c.phone)} className={`tabular ${linkClass}`}>
            {c.phone}
          </a>
        </Row>
        {!grievance && (
          <Row icon={<MessageCircle className="h-4 w-4" />} label={t('contact.row.whatsapp')}>
            <a
              href={whatsappHref(c.whatsapp)}
              className={`tabular ${linkClass}`}
              rel="noopener"
              target="_blank"
            >
              {c.whatsapp}
            </a>
          </Row>
        )}
        <Row icon={<MapPin className="h-4 w-4" />} label={t('contact.row.address')}>
          {c.address}
        </Row>
        <Row icon={<Clock className="h-4 w-4" />} label={t('contact.row.hours')}>
          {c.hours}
        </Row>
      </dl>
    </Card>
  )
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[1.25rem_5.5rem_1fr] items-start gap-x-2">
      <span aria-hidden="true" className="mt-1 text-leaf">
        {icon}
      </span>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  )
}
