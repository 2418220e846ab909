import type { ReactNode } from 'react'
import type { Profile } from '#domain/contracts/profile.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import {
  CART_REMINDER_LABELS,
  DEFAULT_COUNTRY,
  formatBirthDate,
  formatMobile,
  genderLabel,
  ownLanguageName,
} from '../model/profile-form.ts'
import { SectionCard } from './profile-sections.tsx'
import '#web/lib/i18n/messages/profile.en.ts'

function Item({ label, value, wide }: { label: string; value: ReactNode; wide?: boolean }) {
  const { t } = useT()
  const empty = value === null || value === undefined || value === ''
  return (
    <div className={cn('flex flex-col gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className={cn('break-words', empty ? 'text-ink-soft italic' : 'text-ink')}>
        {empty ? t('profile.not.added') : value}
      </dd>
    </div>
  )
}

const grid = 'grid gap-x-8 gap-y-5 sm:grid-cols-2'

/** docs/product.md, Routes and screens: the three sections of the profile, read-only. */
export function ProfileView({ profile: p }: { profile: Profile }) {
  const { t, lang } = useT()
  return (
    <div className="flex flex-col gap-6">
      <SectionCard section="personal">
        <dl className={grid}>
          <Item label={t('profile.field.first.name')} value={p.first_name} />
          <Item label={t('profile.field.last.name')} value={p.last_name} />
          <Item
            label={t('profile.field.phone')}
            value={p.phone && <span className="tabular">{formatMobile(p.phone)}</span>}
          />
          <Item
            label={t('profile.field.birth')}
            value={p.date_of_birth && formatBirthDate(p.date_of_birth, lang)}
          />
          <Item label={t('profile.field.gender')} value={p.gender && genderLabel(lang, p.gender)} />
          <Item
            label={t('profile.field.bio')}
            value={p.bio && <span className="whitespace-pre-line">{p.bio}</span>}
            wide
          />
        </dl>
      </SectionCard>
      <SectionCard section="address">
        <dl className={grid}>
          <Item label={t('profile.field.address1')} value={p.address_line_1} wide />
          <Item label={t('profile.field.address2')} value={p.address_line_2} wide />
          <Item label={t('profile.field.city')} value={p.city} />
          <Item label={t('profile.field.state')} value={p.state} />
          <Item
            label={t('profile.field.pincode')}
            value={p.pincode && <span className="tabular">{p.pincode}</span>}
          />
          <Item label={t('profile.field.country')} value={p.country?.trim() || DEFAULT_COUNTRY} />
        </dl>
      </SectionCard>
      <SectionCard section="additional">
        <dl className={grid}>
          <Item
            label={t('profile.field.newsletter')}
            value={p.newsletter_subscribed ? t('profile.newsletter.on') : t('profile.newsletter.off')}
          />
          <Item label={t('profile.field.language')} value={ownLanguageName(p.preferred_language)} />
          <Item
            label={t('profile.field.reminders')}
            value={t(CART_REMINDER_LABELS[p.cart_reminders ?? 'off'])}
          />
        </dl>
      </SectionCard>
    </div>
  )
}
