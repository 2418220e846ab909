import { Suspense } from 'react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Outlet, useLocation, useRouteAnnouncement } from '#web/lib/router.tsx'
import { CartRuntime } from '../features/cart/cart-runtime.tsx'
import { useMarkPageLoading } from '../lib/page-loading.ts'
import { Spinner } from '../ui/skeleton.tsx'
import { Toaster } from '../ui/toast.tsx'
import { RouteErrorBoundary } from './route-error.tsx'
import { Footer } from './shell/footer.tsx'
import { Header } from './shell/header.tsx'
import { LanguageOffer, PreferredLanguage } from './shell/language-switch.tsx'
import { LoginRequiredModal } from './shell/login-required-modal.tsx'
import { SplashScreen } from './shell/splash-screen.tsx'
import '#web/lib/i18n/messages/shell.en.ts'

/** While a page's code arrives: the page's own loading words (docs/product.md, Routes and screens) where it has them. */
function PageLoading() {
  useMarkPageLoading()
  const { pathname } = useLocation()
  const { t } = useT()
  const label = pathname.startsWith('/product/') ? t('shell.loadingProduct') : t('shell.loading')
  return <Spinner label={label} className="container-page py-16" />
}

/** The polite live region that says the title of the page a navigation arrived at (decision record 028). */
function RouteAnnouncer() {
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {useRouteAnnouncement()}
    </p>
  )
}

export function RootLayout() {
  const { pathname } = useLocation()
  const { t } = useT()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-leaf focus:px-4 focus:py-2 focus:text-white"
      >
        {t('shell.skipToContent')}
      </a>
      <RouteAnnouncer />
      <SplashScreen />
      <LanguageOffer />
      <Header />
      <PreferredLanguage />
      <Toaster />
      <main id="main" className="min-h-dvh flex-1">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <LoginRequiredModal />
      <CartRuntime />
    </div>
  )
}
