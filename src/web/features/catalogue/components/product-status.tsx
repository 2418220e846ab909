import { ArrowLeft, CircleAlert, PackageSearch } from 'lucide-react'
import type { ReactNode } from 'react'
import { catalogueMessages } from '#domain/messages-catalogue.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { StatusView } from '#web/ui/status-view.tsx'

/**
 * A missing product, or one that failed to load: the page's one message, on sand, with its actions side by side.
 * Loaded only when a product page has no product to show.
 */
export default function ProductStatus({
  notFound,
  retrying,
  onRetry,
}: {
  notFound: boolean
  retrying: boolean
  onRetry: () => void
}) {
  usePageMeta({ title: catalogueMessages.productNotFoundTitle })
  return notFound ? (
    <StatusPanel
      icon={<PackageSearch aria-hidden="true" className="h-10 w-10" />}
      title={catalogueMessages.productNotFoundTitle}
      body={catalogueMessages.productNotFoundBody}
    >
      <ButtonLink to="/products">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Products
      </ButtonLink>
    </StatusPanel>
  ) : (
    <StatusPanel
      icon={<CircleAlert aria-hidden="true" className="h-10 w-10" />}
      title="We couldn’t load this product"
      body={catalogueMessages.fetchProduct}
    >
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying…' : 'Try Again'}
      </Button>
      <ButtonLink to="/products" variant="secondary">
        Back to Products
      </ButtonLink>
    </StatusPanel>
  )
}

function StatusPanel({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode
  title: string
  body: string
  children: ReactNode
}) {
  return (
    <div className="container-page py-16">
      <StatusView surface="sand" tone="plain" badge="lg" heading="h1" icon={icon} title={title}>
        <p className="text-ink-soft">{body}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
      </StatusView>
    </div>
  )
}
