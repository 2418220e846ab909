import { Suspense } from 'react'
import { usePageSettled } from '#web/lib/page-loading.ts'
import { useAfterFirstPaint, useNearViewport } from '#web/lib/use-near-viewport.ts'
import { lazyOrNothing } from './lazy-or-nothing.ts'

const FooterContent = lazyOrNothing(() => import('./footer-content.tsx'))
const NewsletterSignup = lazyOrNothing(() => import('#web/features/content/newsletter-signup.tsx'))

/** Below the fold on most pages: its code and its three requests wait until the shopper scrolls near it. */
export function Footer() {
  const settled = usePageSettled()
  const [ref, near] = useNearViewport<HTMLDivElement>('400px', useAfterFirstPaint() && settled)
  return (
    <div ref={ref} className="mt-16 min-h-[36rem] bg-sand lg:min-h-[26rem]">
      {near && (
        <Suspense fallback={null}>
          <NewsletterSignup />
          <FooterContent />
        </Suspense>
      )}
    </div>
  )
}
