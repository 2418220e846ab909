import { CheckCircle2, PackageSearch, ShoppingBag } from 'lucide-react'
import { guestOrderLinks, pathOfLink, useGuestCheckout } from '#web/lib/guest-checkout.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { useNavigate } from '#web/lib/router.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import '#web/lib/i18n/messages/cart.en.ts'
import '#web/lib/i18n/messages/checkout.en.ts'

/** docs/product.md, Routes and screens: the order id with View Order Details and Continue Shopping; the order detail opens shortly. */
export function CheckoutSuccess({ orderId }: { orderId: string }) {
  // A guest's order opens by its private link (decision 057), the one its mail carries too.
  const guest = useGuestCheckout()
  const { t } = useT()
  const navigate = useNavigate()
  const openGuestOrder = async () => {
    const mine = (await guestOrderLinks().catch(() => [])).find((l) => l.order_id === orderId)
    if (mine) navigate(pathOfLink(mine.link))
  }
  return (
    <Card
      as="section"
      aria-labelledby="checkout-step-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-6 py-12 text-center sm:px-10"
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-success-soft text-success">
        <CheckCircle2 aria-hidden="true" className="h-8 w-8" />
      </span>
      <h2 id="checkout-step-title" tabIndex={-1} className="text-3xl outline-none">
        {t('success.title')}
      </h2>
      <p className="text-ink-soft">{t('success.text')}</p>
      <p className="rounded-full bg-parchment px-4 py-2 text-sm text-ink">
        {t('success.order')} <span className="font-semibold tabular">{orderId}</span>
      </p>
      {guest ? (
        <p className="text-sm text-ink-soft">
          {t('success.emailed')} <strong>{guest.email}</strong>.
        </p>
      ) : null}
      <p className="text-sm text-ink-soft" aria-live="polite">
        {t('success.taking')}
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {guest ? (
          <Button size="lg" onClick={() => void openGuestOrder()}>
            <PackageSearch aria-hidden="true" className="h-4 w-4" />
            {t('success.details')}
          </Button>
        ) : (
          <ButtonLink to={`/orders/${encodeURIComponent(orderId)}`} size="lg">
            <PackageSearch aria-hidden="true" className="h-4 w-4" />
            {t('success.details')}
          </ButtonLink>
        )}
        <ButtonLink to="/" variant="secondary" size="lg">
          <ShoppingBag aria-hidden="true" className="h-4 w-4" />
          {t('cart.continue')}
        </ButtonLink>
      </div>
    </Card>
  )
}
