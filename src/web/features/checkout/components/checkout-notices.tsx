import { AlertTriangle, ArrowLeft, RotateCcw, ShoppingBag } from 'lucide-react'
import type { ReactNode } from 'react'
import { messages } from '#domain/messages.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { StatusView } from '#web/ui/status-view.tsx'

export function CheckoutSkeleton() {
  return (
    <div role="status" aria-label="Preparing your checkout" className="flex flex-col gap-8">
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
  return (
    <StatusView
      tone="error"
      icon={<AlertTriangle aria-hidden="true" className="h-6 w-6" />}
      title="We couldn't start your checkout"
      actions={
        <>
          <ButtonLink to="/cart" size="lg">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Cart
          </ButtonLink>
          <Button variant="secondary" size="lg" onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Try Again
          </Button>
        </>
      }
    >
      <p role="alert" className="text-ink-soft">
        {messages.checkout.initFailed}
      </p>
    </StatusView>
  )
}

export function EmptyCart({ issues }: { issues?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      {issues}
      <StatusView
        icon={<ShoppingBag aria-hidden="true" className="h-6 w-6" />}
        title="Your cart is empty"
        actions={
          <>
            <ButtonLink to="/products" size="lg">
              Browse Products
            </ButtonLink>
            <ButtonLink to="/cart" variant="secondary" size="lg">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to Cart
            </ButtonLink>
          </>
        }
      >
        <p role="alert" className="text-ink-soft">
          {messages.cart.emptyAtCheckout}
        </p>
      </StatusView>
    </div>
  )
}
