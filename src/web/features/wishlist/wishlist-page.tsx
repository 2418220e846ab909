import { AlertTriangle, Heart, Leaf, ShoppingBag, Trash2 } from 'lucide-react'
import { itemCountLabel } from '../../../domain/cart-view.ts'
import { cartMessages, wishlistMessages } from '../../../domain/messages-cart.ts'
import { catalogueMessages } from '../../../domain/messages-catalogue.ts'
import { formatRupees } from '../../../domain/money.ts'
import { usePageMeta } from '../../lib/page-meta.ts'
import { Button, ButtonLink } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { openCartDrawer } from '../cart/open-cart-drawer.ts'
import { WishlistCard } from './components/wishlist-card.tsx'
import { useWishlist } from './use-wishlist.ts'

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

/** Spec §2 "Wishlist page". */
export function Component() {
  usePageMeta({ title: 'My Wishlist', description: 'The natural wellness foods you saved for later.' })
  const w = useWishlist()

  if (!w.isSignedIn) {
    return (
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
        <span
          aria-hidden="true"
          className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-clay/10 text-clay-deep"
        >
          <Heart className="h-9 w-9" />
        </span>
        <h1 className="mt-6 text-3xl sm:text-4xl">My Wishlist</h1>
        <p className="mt-3 max-w-md text-ink-soft">{catalogueMessages.signInToSaveWishlist}.</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/login" state={{ from: '/wishlist' }}>
            Sign In
          </ButtonLink>
          <ButtonLink to="/signup" state={{ from: '/wishlist' }} variant="secondary">
            Create Account
          </ButtonLink>
        </div>
      </div>
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
            <div
              key={i}
              className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4"
            >
              <Skeleton className="aspect-[4/3] w-full sm:aspect-square" />
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-9 w-full rounded-full" />
            </div>
          ))}
        </div>
      </div>
    )
  }

  if (w.status === 'error') {
    return (
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
        <span
          aria-hidden="true"
          className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-error-soft text-error"
        >
          <AlertTriangle className="h-9 w-9" />
        </span>
        <h1 className="mt-6 text-3xl sm:text-4xl">{cartMessages.errorTitle}</h1>
        <p className="mt-3 max-w-md text-ink-soft">{wishlistMessages.loadFailed}. Please try again.</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button onClick={w.retry}>Try Again</Button>
          <ButtonLink to="/products" variant="secondary">
            Continue Shopping
          </ButtonLink>
        </div>
      </div>
    )
  }

  if (w.favorites.length === 0) {
    return (
      <div className="container-page py-12 sm:py-20">
        <div className="mx-auto flex max-w-xl flex-col items-center text-center">
          <span
            aria-hidden="true"
            className="inline-flex h-24 w-24 items-center justify-center rounded-full bg-clay/10 text-clay-deep"
          >
            <Heart className="h-11 w-11" />
          </span>
          <h1 className="mt-6 text-3xl sm:text-4xl">{wishlistMessages.emptyTitle}</h1>
          <p className="mt-3 text-ink-soft">Tap the heart on any product to save it here for later.</p>
          <ButtonLink to="/products" size="lg" className="mt-8">
            Start Shopping
          </ButtonLink>
        </div>
        <DiscoverMore />
      </div>
    )
  }

  const totalValue = w.favorites.reduce((sum, f) => sum + Math.round(f.product.price * 100), 0) / 100

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

        <aside
          aria-labelledby="wishlist-summary"
          className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6 lg:sticky lg:top-24"
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
                if (ok) openCartDrawer()
              })
            }
          >
            <ShoppingBag aria-hidden="true" className="h-5 w-5" />
            {w.bulk === 'adding' ? 'Adding...' : 'Add All to Cart'}
          </Button>
          <ButtonLink to="/products" variant="secondary" className="w-full">
            Add More Items
          </ButtonLink>
        </aside>
      </div>

      <DiscoverMore />
    </div>
  )
}
