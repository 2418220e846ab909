import { MapPin, Settings2, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Card } from '#web/ui/card.tsx'
import '#web/lib/i18n/messages/profile.en.ts'

export const SECTIONS: Record<
  'personal' | 'address' | 'additional',
  { title: MessageKey; Icon: typeof UserRound }
> = {
  personal: { title: 'profile.section.personal', Icon: UserRound },
  address: { title: 'profile.section.address', Icon: MapPin },
  additional: { title: 'profile.section.additional', Icon: Settings2 },
}

/** One card of the profile (view or edit), with its heading. */
export function SectionCard({ section, children }: { section: keyof typeof SECTIONS; children: ReactNode }) {
  const { t } = useT()
  const { title, Icon } = SECTIONS[section]
  const id = `profile-section-${section}`
  return (
    <Card as="section" aria-labelledby={id} className="p-5 sm:p-7">
      <h2 id={id} className="mb-5 flex items-center gap-3 text-xl sm:text-2xl">
        <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf">
          <Icon aria-hidden="true" className="h-[1.125rem] w-[1.125rem]" />
        </span>
        {t(title)}
      </h2>
      {children}
    </Card>
  )
}
