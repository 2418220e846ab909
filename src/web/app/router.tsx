import { createBrowserRouter, type RouteObject } from 'react-router'
import { RequireAuth } from '../features/identity/require-auth.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'

// Each page module exports `Component` (and may export `loader`), loaded on demand.
const page = (load: () => Promise<{ Component: React.ComponentType; loader?: RouteObject['loader'] }>) => ({
  lazy: async () => {
    const m = await load()
    return { Component: m.Component, loader: m.loader }
  },
})

const moringa = page(() => import('../features/moringa/moringa-page.tsx'))
const policy = page(() => import('../features/content/policy-page.tsx'))

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('../features/home/home-page.tsx')) },
      { path: 'about', ...page(() => import('../features/content/about-page.tsx')) },
      { path: 'products', ...page(() => import('../features/catalogue/products-page.tsx')) },
      { path: 'products/moringa101', ...moringa },
      { path: 'moringa', ...moringa },
      { path: 'product/moringa/101', ...moringa },
      { path: 'product/:id', ...page(() => import('../features/catalogue/product-page.tsx')) },
      { path: 'recipes', ...page(() => import('../features/recipes/recipes-page.tsx')) },
      { path: 'recipes/:id', ...page(() => import('../features/recipes/recipe-page.tsx')) },
      { path: 'contact', ...page(() => import('../features/content/contact-page.tsx')) },
      { path: 'faq', ...page(() => import('../features/content/faq-page.tsx')) },
      // Both readings of the policy links (spec §2): /terms and /TnC, /returns and /return.
      ...['terms', 'TnC', 'privacy', 'shipping', 'returns', 'return', 'cancellation-refund'].map((path) => ({
        path,
        ...policy,
      })),
      { path: 'cart', ...page(() => import('../features/shell/coming-soon-page.tsx')) },
      { path: 'wishlist', ...page(() => import('../features/shell/coming-soon-page.tsx')) },
      // Spec §6: checkout and orders need a signed-in user (others go to /login carrying the origin).
      {
        Component: RequireAuth,
        children: [
          { path: 'checkout', ...page(() => import('../features/shell/coming-soon-page.tsx')) },
          { path: 'orders', ...page(() => import('../features/shell/coming-soon-page.tsx')) },
          { path: 'orders/:orderId', ...page(() => import('../features/shell/coming-soon-page.tsx')) },
        ],
      },
      { path: 'profile', ...page(() => import('../features/profile/profile-page.tsx')) },
      { path: 'login', ...page(() => import('../features/identity/login-page.tsx')) },
      { path: 'signup', ...page(() => import('../features/identity/signup-page.tsx')) },
      { path: 'forgot-password', ...page(() => import('../features/identity/forgot-password-page.tsx')) },
      { path: 'reset-password', ...page(() => import('../features/identity/reset-password-page.tsx')) },
      { path: '*', ...page(() => import('../features/shell/not-found-page.tsx')) },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
