import { AlertTriangle, Heart, Leaf, ShoppingBag, Trash2 } from 'lucide-react'
import { formatRupees } from '#domain/money.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { paiseOf, wireRupees } from '#web/lib/wire-money.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { PageStatus } from '#web/ui/status-view.tsx'
import { WishlistCard } from './components/wishlist-card.tsx'
import { type AddToCart, useWishlist } from './use-wishlist.ts'
import '#web/lib/i18n/messages/wishlist.en.ts'

function DiscoverMore() {
  const { t } = useT()
  return (
    <section
      aria-labelledby="discover-more"
      className="mt-12 overflow-hidden rounded-[var(--radius-card)] border border-line bg-sand"
    >
      <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-leaf-soft"
          >
            <Leaf className="h-6 w-6 text-leaf" />
          </span>
          <div>
            <h2 id="discover-more" className="text-2xl">
              {t('wishlist.discover.title')}
            </h2>
            <p className="mt-1 max-w-xl text-ink-soft">{t('wishlist.discover.text')}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink to="/moringa">{t('wishlist.discover.moringa')}</ButtonLink>
          <ButtonLink to="/recipes" variant="secondary">
            {t('wishlist.discover.recipes')}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}

/** docs/product.md, Routes and screens: "Wishlist page"; the route gives it the cart's add (app/routes/wishlist-page.tsx). */
export function WishlistPage({ addToCart }: { addToCart: AddToCart }) {
  const { t } = useT()
  usePageMeta({ title: t('wishlist.meta.title'), description: t('wishlist.meta.description') })
  const w = useWishlist(addToCart)

  if (!w.isSignedIn) {
    return (
      <PageStatus
        tone="favourite"
        icon={<Heart className="h-9 w-9" />}
        title={t('wishlist.heading')}
        text={t('wishlist.signin.text')}
        actions={
          <>
            <ButtonLink to="/login" state={{ from: '/wishlist' }}>
              {t('wishlist.signin')}
            </ButtonLink>
            <ButtonLink to="/signup" state={{ from: '/wishlist' }} variant="secondary">
              {t('wishlist.signup')}
            </ButtonLink>
          </>
        }
      />
    )
  }

  if (w.status === 'loading') {
    return (
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl sm:text-4xl">{t('wishlist.heading')}</h1>
        <div
          role="status"
          aria-label={t('wishlist.loading')}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Card key={i} className="flex flex-col gap-3 p-4">
              <Skeleton className="aspect-[4/3] w-full sm:aspect-square" />
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-9 w-full rounded-full" />
            </Card>
          ))}
        </div>
      </div>
    )
  }

  if (w.status === 'error') {
    return (
      <PageStatus
        tone="error"
        icon={<AlertTriangle className="h-9 w-9" />}
        title={t('wishlist.error.title')}
        text={t('wishlist.error.text')}
        actions={
          <>
            <Button onClick={w.retry}>{t('wishlist.retry')}</Button>
            <ButtonLink to="/products" variant="secondary">
              {t('wishlist.continue')}
            </ButtonLink>
          </>
        }
      />
    )
  }

  if (w.favorites.length === 0) {
    return (
      <div className="container-page py-12 sm:py-20">
        <PageStatus
          tone="favourite"
          icon={<Heart className="h-11 w-11" />}
          title={t('wishlist.empty.title')}
          text={t('wishlist.empty.text')}
          actions={
            <ButtonLink to="/products" size="lg" className="mt-8">
              {t('wishlist.empty.start')}
            </ButtonLink>
          }
          empty={{ width: 'xl' }}
        />
        <DiscoverMore />
      </div>
    )
  }

  const totalValue = wireRupees(w.favorites.reduce((sum, f) => sum + paiseOf(f.product.price), 0))

  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl sm:text-4xl">
          {t('wishlist.heading')}
          <span className="ml-3 align-middle font-sans text-base font-medium text-ink-soft">
            ({t('wishlist.count', { count: w.favorites.length })})
          </span>
        </h1>
        <ConfirmDialog
          title={t('wishlist.clear')}
          description={t('wishlist.clear.confirm')}
          confirmLabel={t('wishlist.clear')}
          onConfirm={() => void w.clear()}
          trigger={
            <button
              type="button"
              disabled={w.bulk !== null}
              className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-error hover:bg-error-soft disabled:opacity-60"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {w.bulk === 'clearing' ? t('wishlist.clearing') : t('wishlist.clear')}
            </button>
          }
        />
      </div>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
          {w.favorites.map((f) => (
            <li key={f.id}>
              <WishlistCard
                item={f}
                busy={w.isBusy(f.product_id)}
                onRemove={() => void w.remove(f.product_id)}
                onMoveToCart={() => void w.moveToCart(f.product_id)}
              />
            </li>
          ))}
        </ul>

        <Card
          as="aside"
          aria-labelledby="wishlist-summary"
          className="flex flex-col gap-4 p-5 sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="wishlist-summary" className="text-2xl">
            {t('wishlist.summary')}
          </h2>
          <dl className="flex flex-col gap-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">{t('wishlist.total.items')}</dt>
              <dd className="font-medium text-ink tabular">{w.favorites.length}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
              <dt className="text-base font-semibold text-ink">{t('wishlist.total.value')}</dt>
              <dd className="text-xl font-semibold text-leaf-deep tabular">{formatRupees(totalValue)}</dd>
            </div>
          </dl>
          <Button
            size="lg"
            className="w-full"
            disabled={w.bulk !== null}
            onClick={() =>
              void w.addAll().then((ok) => {
                if (ok) emitAppEvent('openCartDrawer', null)
              })
            }
          >
            <ShoppingBag aria-hidden="true" className="h-5 w-5" />
            {w.bulk === 'adding' ? t('wishlist.adding') : t('wishlist.add.all')}
          </Button>
          <ButtonLink to="/products" variant="secondary" className="w-full">
            {t('wishlist.add.more')}
          </ButtonLink>
        </Card>
      </div>

      <DiscoverMore />
    </div>
  )
}
