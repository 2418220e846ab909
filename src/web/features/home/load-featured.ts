import type { QueryClient } from '@tanstack/react-query'
import { featuredProductsQuery, type ProductPage } from '#web/lib/api/get-products.ts'

/** What the home loader hands over: the cached page, or the request for it. */
export type FeaturedSource = ProductPage | Promise<ProductPage>

/** Starts loading the featured products (docs/product.md, Routes and screens: Home: loads 8, shows 4 with moringa first). */
export function loadFeatured(queryClient: QueryClient): FeaturedSource {
  const options = featuredProductsQuery()
  const cached = queryClient.getQueryData(options.queryKey)
  if (cached) return cached
  const request = queryClient.ensureQueryData(options)
  // Marked as handled here; <Await> shows a failure in place.
  request.catch(() => {})
  return request
}
