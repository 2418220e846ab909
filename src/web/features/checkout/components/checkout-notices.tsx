import { AlertTriangle, ArrowLeft, RotateCcw, ShoppingBag } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { StatusView } from '#web/ui/status-view.tsx'
import '#web/lib/i18n/messages/checkout.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'

export function CheckoutSkeleton() {
  const { t } = useT()
  return (
    <div role="status" aria-label={t('checkout.preparing')} className="flex flex-col gap-8">
      <Skeleton className="mx-auto h-14 w-full max-w-2xl" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className={`${cardClass} flex flex-col gap-5 p-6 sm:p-8`}>
          <Skeleton className="h-8 w-56" />
          <div className="grid gap-5 sm:grid-cols-2">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        </div>
        <div className={`${cardClass} flex flex-col gap-4 p-6`}>
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  )
}

export function InitFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT()
  return (
    <StatusView
      tone="error"
      icon={<AlertTriangle aria-hidden="true" className="h-6 w-6" />}
      title={t('checkout.failed.title')}
      actions={
        <>
          <ButtonLink to="/cart" size="lg">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('checkout.back.cart')}
          </ButtonLink>
          <Button variant="secondary" size="lg" onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {t('common.try.again')}
          </Button>
        </>
      }
    >
      <p role="alert" className="text-ink-soft">
        {t('checkout.failed.text')}
      </p>
    </StatusView>
  )
}

export function EmptyCart({ issues }: { issues?: ReactNode }) {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-6">
      {issues}
      <StatusView
        icon={<ShoppingBag aria-hidden="true" className="h-6 w-6" />}
        title={t('checkout.empty.title')}
        actions={
          <>
            <ButtonLink to="/products" size="lg">
              {t('checkout.browse')}
            </ButtonLink>
            <ButtonLink to="/cart" variant="secondary" size="lg">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t('checkout.back.cart')}
            </ButtonLink>
          </>
        }
      >
        <p role="alert" className="text-ink-soft">
          {t('checkout.empty.text')}
        </p>
      </StatusView>
    </div>
  )
}
