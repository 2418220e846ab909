import { type ComponentType, use } from 'react'
import { type Params, Route, Routes, useParams } from 'react-router'
import { RequireAuth } from '../features/identity/require-auth.tsx'
import { RootLayout } from './root-layout.tsx'

// Declarative routes (decision record 009): the data router alone would add ~17 KB gzip to the first page.
// Each page module exports `Component` and may export `loader`, which warms the query cache before the page
// renders (the page's own queries then find their data).
interface PageModule {
  Component: ComponentType
  loader?: (args: { params: Params }) => unknown
}

function page(load: () => Promise<PageModule>): ComponentType {
  const ready = new Map<string, Promise<ComponentType>>()
  return function Page() {
    const params = useParams()
    const key = JSON.stringify(params)
    let component = ready.get(key)
    if (!component) {
      component = load().then(async (m) => {
        await m.loader?.({ params })
        return m.Component
      })
      ready.set(key, component)
    }
    const Component = use(component)
    return <Component />
  }
}

const Home = page(() => import('../features/home/home-page.tsx'))
const About = page(() => import('../features/content/about-page.tsx'))
const Products = page(() => import('../features/catalogue/products-page.tsx'))
const Product = page(() => import('../features/catalogue/product-page.tsx'))
const Moringa = page(() => import('../features/moringa/moringa-page.tsx'))
const Recipes = page(() => import('../features/recipes/recipes-page.tsx'))
const Recipe = page(() => import('../features/recipes/recipe-page.tsx'))
const Contact = page(() => import('../features/content/contact-page.tsx'))
const Faq = page(() => import('../features/content/faq-page.tsx'))
const Policy = page(() => import('../features/content/policy-page.tsx'))
const Cart = page(() => import('../features/cart/cart-page.tsx'))
const Wishlist = page(() => import('../features/wishlist/wishlist-page.tsx'))
const Checkout = page(() => import('../features/checkout/checkout-page.tsx'))
const Orders = page(() => import('../features/orders/orders-page.tsx'))
const OrderDetail = page(() => import('../features/orders/order-detail-page.tsx'))
const Profile = page(() => import('../features/profile/profile-page.tsx'))
const Login = page(() => import('../features/identity/login-page.tsx'))
const Signup = page(() => import('../features/identity/signup-page.tsx'))
const ForgotPassword = page(() => import('../features/identity/forgot-password-page.tsx'))
const ResetPassword = page(() => import('../features/identity/reset-password-page.tsx'))
const NotFound = page(() => import('../features/shell/not-found-page.tsx'))

// Both readings of the policy links (spec §2): /terms and /TnC, /returns and /return.
const POLICY_PATHS = ['terms', 'TnC', 'privacy', 'shipping', 'returns', 'return', 'cancellation-refund']
// The three addresses of the moringa page (spec §2).
const MORINGA_PATHS = ['products/moringa101', 'moringa', 'product/moringa/101']

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        <Route path="about" element={<About />} />
        <Route path="products" element={<Products />} />
        {MORINGA_PATHS.map((path) => (
          <Route key={path} path={path} element={<Moringa />} />
        ))}
        <Route path="product/:id" element={<Product />} />
        <Route path="recipes" element={<Recipes />} />
        <Route path="recipes/:id" element={<Recipe />} />
        <Route path="contact" element={<Contact />} />
        <Route path="faq" element={<Faq />} />
        {POLICY_PATHS.map((path) => (
          <Route key={path} path={path} element={<Policy />} />
        ))}
        <Route path="cart" element={<Cart />} />
        <Route path="wishlist" element={<Wishlist />} />
        {/* Spec §6: checkout and orders need a signed-in user (others go to /login carrying the origin). */}
        <Route element={<RequireAuth />}>
          <Route path="checkout" element={<Checkout />} />
          <Route path="orders" element={<Orders />} />
          <Route path="orders/:orderId" element={<OrderDetail />} />
        </Route>
        <Route path="profile" element={<Profile />} />
        <Route path="login" element={<Login />} />
        <Route path="signup" element={<Signup />} />
        <Route path="forgot-password" element={<ForgotPassword />} />
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
