import { ArrowLeft, CircleAlert, PackageSearch } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { StatusView } from '#web/ui/status-view.tsx'
import '#web/lib/i18n/messages/product.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'
import '#web/lib/i18n/messages/product-more.en.ts'

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
  const { t } = useT()
  usePageMeta({ title: t('product.missing.title') })
  return notFound ? (
    <StatusPanel
      icon={<PackageSearch aria-hidden="true" className="h-10 w-10" />}
      title={t('product.missing.title')}
      body={t('product.missing.text')}
    >
      <ButtonLink to="/products">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('product.back')}
      </ButtonLink>
    </StatusPanel>
  ) : (
    <StatusPanel
      icon={<CircleAlert aria-hidden="true" className="h-10 w-10" />}
      title={t('product.failed.title')}
      body={t('product.failed.text')}
    >
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? t('products.trying') : t('common.try.again')}
      </Button>
      <ButtonLink to="/products" variant="secondary">
        {t('product.back')}
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
