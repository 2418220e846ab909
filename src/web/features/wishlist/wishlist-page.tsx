import { AlertTriangle, Heart, Leaf, ShoppingBag, Trash2 } from 'lucide-react'
import { cartMessages, wishlistMessages } from '#domain/messages-cart.ts'
import { catalogueMessages } from '#domain/messages-catalogue.ts'
import { formatRupees } from '#domain/money.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { itemCountLabel } from '#web/lib/count-labels.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { paiseOf, wireRupees } from '#web/lib/wire-money.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { PageStatus } from '#web/ui/status-view.tsx'
import { WishlistCard } from './components/wishlist-card.tsx'
import { type AddToCart, useWishlist } from './use-wishlist.ts'

function DiscoverMore() {
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
              Discover More
            </h2>
            <p className="mt-1 max-w-xl text-ink-soft">
              Meet the farmers behind our sun-dried moringa, see its lab report, and find simple recipes for
              every day.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink to="/moringa">Explore Moringa</ButtonLink>
          <ButtonLink to="/recipes" variant="secondary">
            Browse Recipes
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}

/** docs/product.md, Routes and screens: "Wishlist page"; the route gives it the cart's add (app/routes/wishlist-page.tsx). */
export function WishlistPage({ addToCart }: { addToCart: AddToCart }) {
  usePageMeta({ title: 'My Wishlist', description: 'The natural wellness foods you saved for later.' })
  const w = useWishlist(addToCart)

  if (!w.isSignedIn) {
    return (
      <PageStatus
        tone="favourite"
        icon={<Heart className="h-9 w-9" />}
        title="My Wishlist"
        text={`${catalogueMessages.signInToSaveWishlist}.`}
        actions={
          <>
            <ButtonLink to="/login" state={{ from: '/wishlist' }}>
              Sign In
            </ButtonLink>
            <ButtonLink to="/signup" state={{ from: '/wishlist' }} variant="secondary">
              Create Account
            </ButtonLink>
          </>
        }
      />
    )
  }

  if (w.status === 'loading') {
    return (
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl sm:text-4xl">My Wishlist</h1>
        <div
          role="status"
          aria-label="Loading your wishlist"
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
        title={cartMessages.errorTitle}
        text={`${wishlistMessages.loadFailed}. Please try again.`}
        actions={
          <>
            <Button onClick={w.retry}>Try Again</Button>
            <ButtonLink to="/products" variant="secondary">
              Continue Shopping
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
          title={wishlistMessages.emptyTitle}
          text="Tap the heart on any product to save it here for later."
          actions={
            <ButtonLink to="/products" size="lg" className="mt-8">
              Start Shopping
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
          My Wishlist
          <span className="ml-3 align-middle font-sans text-base font-medium text-ink-soft">
            ({itemCountLabel(w.favorites.length)})
          </span>
        </h1>
        <ConfirmDialog
          title="Clear Wishlist"
          description={wishlistMessages.clearConfirm}
          confirmLabel="Clear Wishlist"
          onConfirm={() => void w.clear()}
          trigger={
            <button
              type="button"
              disabled={w.bulk !== null}
              className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-error hover:bg-error-soft disabled:opacity-60"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {w.bulk === 'clearing' ? 'Clearing...' : 'Clear Wishlist'}
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
            Wishlist Summary
          </h2>
          <dl className="flex flex-col gap-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">Total items</dt>
              <dd className="font-medium text-ink tabular">{w.favorites.length}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
              <dt className="text-base font-semibold text-ink">Total value</dt>
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
            {w.bulk === 'adding' ? 'Adding...' : 'Add All to Cart'}
          </Button>
          <ButtonLink to="/products" variant="secondary" className="w-full">
            Add More Items
          </ButtonLink>
        </Card>
      </div>

      <DiscoverMore />
    </div>
  )
}
