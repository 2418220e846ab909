import type { QueryClient } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { type ComponentType, createContext, use, useEffect } from 'react'
import { loadAreas } from '#web/lib/i18n/catalogue.ts'
import { useLanguage } from '#web/lib/i18n/use-language.ts'
import { Route, Routes, useLocation, useParams } from '#web/lib/router.tsx'
import { RequireAuth } from '../features/identity/require-auth.tsx'
import type { LoaderArgs } from '../lib/page-loader.ts'
import { RootLayout } from './root-layout.tsx'

// Declarative routes (decision record 009): the data router alone would add ~17 KB gzip to the first page; the
// router itself is the storefront's own (src/web/lib/router.tsx, decision record 028).
// Each page module exports `Component` and may export `loader`, which warms the query cache before the page
// renders (the page's own queries then find their data). The server renders public pages the same way
// (decision record 012): it waits for every request a loader started, so the HTML carries the data.

interface PageModule {
  Component: ComponentType
  loader?: (args: LoaderArgs) => unknown
}

export type Load = () => Promise<PageModule>
export type PageCache = Map<Load, Map<string, Promise<ComponentType>>>

/** Pages imported and loaded so far, by module and params: one per browser tab, one per server render. */
export const PageCacheContext = createContext<PageCache>(new Map())

/** Resolves once no query of this client is fetching (the server waits for a loader's prefetches). */
function untilIdle(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return
      unsubscribe()
      resolve()
    })
  })
}

/** Imports a page, runs its loader for these params, then renders it (suspending meanwhile). */
function LazyPage({ load }: { load: Load }) {
  const params = useParams()
  const { search } = useLocation()
  const queryClient = useQueryClient()
  const cache = use(PageCacheContext)
  // per language too: a page's loader warms the cache in the page's language (decision 058)
  const lang = useLanguage()
  const key = `${lang} ${JSON.stringify(params)}`
  let byParams = cache.get(load)
  if (!byParams) {
    byParams = new Map()
    cache.set(load, byParams)
  }
  let component = byParams.get(key)
  if (!component) {
    component = load().then(async (m) => {
      // the page's texts in its language: its modules imported the areas they show (decision 058)
      await loadAreas(lang)
      await m.loader?.({ params, search: new URLSearchParams(search), queryClient })
      if (typeof window === 'undefined') await untilIdle(queryClient)
      return m.Component
    })
    byParams.set(key, component)
  }
  const Page = use(component)
  return (
    <>
      <Page />
      <MarkInteractive />
    </>
  )
}

/** Marks the document once the page has rendered or hydrated in the browser: from then on it answers input. */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = ''
  }, [])
  return null
}

const Home: Load = () => import('../features/home/home-page.tsx')
const About: Load = () => import('../features/content/about-page.tsx')
const Products: Load = () => import('./routes/products-page.tsx')
const Product: Load = () => import('./routes/product-page.tsx')
const Moringa: Load = () => import('../features/moringa/moringa-page.tsx')
const Recipes: Load = () => import('../features/recipes/recipes-page.tsx')
const Recipe: Load = () => import('../features/recipes/recipe-page.tsx')
const Contact: Load = () => import('../features/content/contact-page.tsx')
const Faq: Load = () => import('../features/content/faq-page.tsx')
const Policy: Load = () => import('../features/content/policy-page.tsx')
const Cart: Load = () => import('../features/cart/cart-page.tsx')
const Wishlist: Load = () => import('./routes/wishlist-page.tsx')
const Checkout: Load = () => import('../features/checkout/checkout-page.tsx')
const Orders: Load = () => import('../features/orders/orders-page.tsx')
const OrderDetail: Load = () => import('../features/orders/order-detail-page.tsx')
const Profile: Load = () => import('../features/profile/profile-page.tsx')
const Login: Load = () => import('./routes/login-page.tsx')
// An order by its private link, no sign-in (decision 057).
const GuestOrder: Load = () => import('./routes/guest-order-page.tsx')
const Signup: Load = () => import('../features/identity/signup-page.tsx')
const ForgotPassword: Load = () => import('../features/identity/forgot-password-page.tsx')
const ResetPassword: Load = () => import('../features/identity/reset-password-page.tsx')
const NotFound: Load = () => import('./shell/not-found-page.tsx')
// The back office (decision 022): its own chunk, outside the shop's layout; shop pages never load it.
const Admin: Load = () => import('../features/admin/admin-app.tsx')

// Both readings of the policy links (docs/product.md, Routes and screens): /terms and /TnC, /returns and /return.
const POLICY_PATHS = ['terms', 'TnC', 'privacy', 'shipping', 'returns', 'return', 'cancellation-refund']
// The three addresses of the moringa page (docs/product.md, Routes and screens).
const MORINGA_PATHS = ['products/moringa101', 'moringa', 'product/moringa/101']

// The shop's pages inside its layout, as [path, page] (a table rather than one element each: it is in every
// page's first download).
const SHOP_PAGES: [string, Load][] = [
  ['about', About],
  ['products', Products],
  ...MORINGA_PATHS.map((path): [string, Load] => [path, Moringa]),
  ['product/:id', Product],
  ['recipes', Recipes],
  ['recipes/:id', Recipe],
  ['contact', Contact],
  ['faq', Faq],
  ...POLICY_PATHS.map((path): [string, Load] => [path, Policy]),
  ['cart', Cart],
  ['wishlist', Wishlist],
  ['profile', Profile],
  ['login', Login],
  ['guest/orders/:token', GuestOrder],
  ['signup', Signup],
  ['forgot-password', ForgotPassword],
  ['reset-password', ResetPassword],
  ['*', NotFound],
]
// docs/product.md, Roles: checkout and orders need a signed-in user (others go to /login carrying the origin).
const SIGNED_IN_PAGES: [string, Load][] = [
  ['checkout', Checkout],
  ['orders', Orders],
  ['orders/:orderId', OrderDetail],
]

const pageRoutes = (pages: [string, Load][]) =>
  pages.map(([path, load]) => <Route key={path} path={path} element={<LazyPage load={load} />} />)

export function AppRoutes() {
  return (
    <Routes>
      <Route path="admin/*" element={<LazyPage load={Admin} />} />
      <Route element={<RootLayout />}>
        <Route index element={<LazyPage load={Home} />} />
        {pageRoutes(SHOP_PAGES)}
        <Route element={<RequireAuth />}>{pageRoutes(SIGNED_IN_PAGES)}</Route>
      </Route>
    </Routes>
  )
}
