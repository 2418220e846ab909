import type { ReactNode } from 'react'
import type { Profile } from '#domain/contracts/profile.ts'
import { cn } from '#web/ui/cn.ts'
import {
  CART_REMINDER_LABELS,
  DEFAULT_COUNTRY,
  formatBirthDate,
  formatMobile,
  languageLabel,
} from '../model/profile-form.ts'
import { SectionCard } from './profile-sections.tsx'

function Item({ label, value, wide }: { label: string; value: ReactNode; wide?: boolean }) {
  const empty = value === null || value === undefined || value === ''
  return (
    <div className={cn('flex flex-col gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className={cn('break-words', empty ? 'text-ink-soft italic' : 'text-ink')}>
        {empty ? 'Not added' : value}
      </dd>
    </div>
  )
}

const grid = 'grid gap-x-8 gap-y-5 sm:grid-cols-2'

/** docs/product.md, Routes and screens: the three sections of the profile, read-only. */
export function ProfileView({ profile: p }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-6">
      <SectionCard section="personal">
        <dl className={grid}>
          <Item label="First name" value={p.first_name} />
          <Item label="Last name" value={p.last_name} />
          <Item
            label="Phone number"
            value={p.phone && <span className="tabular">{formatMobile(p.phone)}</span>}
          />
          <Item label="Date of birth" value={p.date_of_birth && formatBirthDate(p.date_of_birth)} />
          <Item label="Gender" value={p.gender} />
          <Item label="Bio" value={p.bio && <span className="whitespace-pre-line">{p.bio}</span>} wide />
        </dl>
      </SectionCard>
      <SectionCard section="address">
        <dl className={grid}>
          <Item label="Address line 1" value={p.address_line_1} wide />
          <Item label="Address line 2" value={p.address_line_2} wide />
          <Item label="City" value={p.city} />
          <Item label="State" value={p.state} />
          <Item label="PIN code" value={p.pincode && <span className="tabular">{p.pincode}</span>} />
          <Item label="Country" value={p.country?.trim() || DEFAULT_COUNTRY} />
        </dl>
      </SectionCard>
      <SectionCard section="additional">
        <dl className={grid}>
          <Item label="Newsletter" value={p.newsletter_subscribed ? 'Subscribed' : 'Not subscribed'} />
          <Item label="Preferred language" value={languageLabel(p.preferred_language)} />
          <Item label="Cart reminders" value={CART_REMINDER_LABELS[p.cart_reminders ?? 'off']} />
        </dl>
      </SectionCard>
    </div>
  )
}
