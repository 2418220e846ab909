import { GuestAccountCard } from '#web/features/identity/guest-account-card.tsx'
import { GuestOrder } from '#web/features/orders/guest-order.tsx'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { useParams } from '#web/lib/router.tsx'

/** An order by its private link, and making an account of the guest checkout (decision 057). */
export function Component() {
  const { t } = useT()
  usePageMeta({ title: t('guest.order.meta.title'), description: t('guest.order.meta.description') })
  const { token = '' } = useParams()
  return (
    <div className="container-page mx-auto flex max-w-2xl flex-col gap-6 py-8 sm:py-12">
      <GuestOrder token={token} />
      <GuestAccountCard />
    </div>
  )
}
