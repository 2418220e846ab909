// The back office (decision 022): its own lazily loaded part of the app under /admin, never loaded by shop pages.
// Who may open it is the server's decision (GET /api/admin/v1/me): the page only follows the answer.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { allows, type RoutePermission } from '#domain/admin-permissions.ts'
import { Route, Routes, useLocation, useNavigate, useSearchParams } from '#web/lib/router.tsx'
import { CouponPage } from './coupons/components/coupon-page.tsx'
import { CouponsPage } from './coupons/components/coupons-page.tsx'
import { CustomerPage, CustomersPage } from './customers/components/customers-page.tsx'
import { GstReturnsPage } from './gst/components/gst-returns-page.tsx'
import { MessagePage, MessagesPage } from './messages/components/messages-page.tsx'
import { CodRemittancePage } from './orders/components/cod-remittance-page.tsx'
import { NdrPage } from './orders/components/ndr-page.tsx'
import { OrderPage } from './orders/components/order-page.tsx'
import { OrdersPage } from './orders/components/orders-page.tsx'
import { ReturnsPage } from './orders/components/returns-page.tsx'
import { Dashboard } from './overview/components/dashboard.tsx'
import { BatchPage } from './products/components/batch-page.tsx'
import { BatchesPage } from './products/components/batches-page.tsx'
import { CatalogueImportPage } from './products/components/catalogue-import-page.tsx'
import { CategoriesPage } from './products/components/categories-page.tsx'
import { ProductFormPage } from './products/components/product-form.tsx'
import { ProductsPage } from './products/components/products-page.tsx'
import { StockLedgerPage } from './products/components/stock-ledger-page.tsx'
import { StockTakePage } from './products/components/stock-take-page.tsx'
import { RecipeFormPage } from './recipes/components/recipe-form.tsx'
import { RecipesPage } from './recipes/components/recipes-page.tsx'
import { ReviewsPage } from './reviews/components/reviews-page.tsx'
import { PagesEditor } from './settings/components/pages-editor.tsx'
import { SettingsPage } from './settings/components/settings-page.tsx'
import { adminSay } from './shell/admin-texts.ts'
import { AdminApiError, type Me } from './shell/api/admin-client.ts'
import { signOut } from './shell/api/auth.ts'
import { meQuery } from './shell/api/me.ts'
import { ME_KEY } from './shell/api/query-keys.ts'
import { AdminLayout } from './shell/components/layout.tsx'
import { SetUpSecondFactor } from './shell/components/second-factor.tsx'
import { Setup } from './shell/components/setup.tsx'
import { SignIn } from './shell/components/sign-in.tsx'
import { shellTexts } from './shell/texts.en.ts'
import { RolesPage } from './staff/components/roles-page.tsx'
import { AuditPage, StaffPage } from './staff/components/staff-page.tsx'

const say = adminSay(shellTexts)

function useMe() {
  return useQuery(meQuery())
}

function Shell({ me }: { me: Me }) {
  // only the pages the role may open (decision 044); the server refuses the rest anyway
  const can = (p: RoutePermission) => allows(me.permissions, p)
  return (
    <AdminLayout me={me}>
      <Routes>
        <Route
          index
          element={
            can('reports') ? (
              <Dashboard />
            ) : can('orders.view') ? (
              <OrdersPage />
            ) : (
              <p className="text-ink-soft">{say('app.choose')}</p>
            )
          }
        />
        {can('orders.view') && <Route path="orders" element={<OrdersPage />} />}
        {can('orders.view') && <Route path="orders/:id" element={<OrderPage />} />}
        {can('orders.view') && <Route path="ndr" element={<NdrPage />} />}
        {can('orders.view') && <Route path="returns" element={<ReturnsPage />} />}
        {can('orders.refund') && <Route path="cod-remittance" element={<CodRemittancePage />} />}
        {can(['products', 'stock']) && <Route path="products" element={<ProductsPage />} />}
        {can('products') && <Route path="products/new" element={<ProductFormPage />} />}
        {can(['products', 'stock']) && <Route path="products/:id" element={<ProductFormPage />} />}
        {can('stock') && <Route path="products/:id/ledger" element={<StockLedgerPage />} />}
        {can('stock') && <Route path="products/:id/batches" element={<BatchesPage />} />}
        {can('orders.view') && <Route path="batches/:batchId" element={<BatchPage />} />}
        {can('stock') && <Route path="stock-take" element={<StockTakePage />} />}
        {can('products') && <Route path="categories" element={<CategoriesPage />} />}
        {can('products') && <Route path="catalogue-import" element={<CatalogueImportPage />} />}
        {can('products') && <Route path="recipes" element={<RecipesPage />} />}
        {can('products') && <Route path="recipes/new" element={<RecipeFormPage />} />}
        {can('products') && <Route path="recipes/:id" element={<RecipeFormPage />} />}
        {can('coupons') && <Route path="coupons" element={<CouponsPage />} />}
        {can('coupons') && <Route path="coupons/:code" element={<CouponPage />} />}
        {can('reviews') && <Route path="reviews" element={<ReviewsPage />} />}
        {can('reviews') && <Route path="messages" element={<MessagesPage />} />}
        {can('reviews') && <Route path="messages/:id" element={<MessagePage />} />}
        {can('customers') && <Route path="customers" element={<CustomersPage />} />}
        {can('customers') && <Route path="customers/:id" element={<CustomerPage />} />}
        {can('reports') && <Route path="gst" element={<GstReturnsPage />} />}
        {can('staff') && <Route path="staff" element={<StaffPage me={me} />} />}
        {can('staff') && <Route path="roles" element={<RolesPage me={me} />} />}
        {can('audit') && <Route path="audit" element={<AuditPage />} />}
        {can('settings') && <Route path="settings" element={<SettingsPage />} />}
        {can('settings') && <Route path="pages" element={<PagesEditor />} />}
        <Route path="*" element={<p className="text-ink-soft">{say('app.no.page')}</p>} />
      </Routes>
    </AdminLayout>
  )
}

export function Component() {
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const me = useMe()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ME_KEY })

  useEffect(() => {
    document.title = say('app.title')
  }, [])

  if (location.pathname === '/admin/setup')
    return (
      <Setup
        token={params.get('token') ?? ''}
        onDone={() => {
          navigate('/admin', { replace: true })
          void refresh()
        }}
      />
    )
  if (me.isPending)
    return (
      <p role="status" className="p-10 text-center text-sm text-ink-soft">
        {say('app.opening')}
      </p>
    )
  if (me.error) {
    // A shopper's session, a revoked account: the server said why.
    if (
      me.error instanceof AdminApiError &&
      me.error.status === 403 &&
      /authenticator/.test(me.error.message)
    )
      return <SetUpSecondFactor onDone={refresh} />
    return (
      <main className="flex min-h-dvh items-center justify-center bg-parchment p-6">
        <div role="alert" className="max-w-md rounded-2xl border border-line bg-white p-6 text-sm text-ink">
          <p>{me.error.message}</p>
          <button
            type="button"
            className="mt-4 font-semibold text-leaf underline"
            onClick={async () => {
              await signOut().catch(() => {})
              queryClient.setQueryData(ME_KEY, null)
            }}
          >
            {say('app.other.account')}
          </button>
        </div>
      </main>
    )
  }
  if (!me.data) return <SignIn onSignedIn={refresh} />
  if (!me.data.two_factor_enabled) return <SetUpSecondFactor onDone={refresh} />
  return <Shell me={me.data} />
}
