import type { CatalogueLanguage, ProductDetail } from '#domain/contracts/catalogue.ts'
import type { ResponseCache } from '#server/http/response-cache.ts'
import type { CatalogueService } from './service.ts'

/**
 * A product's detail as the API's product reply and a product page's head both read it: from the database once while
 * the API's catalogue replies are kept, not once for each (decision record 026, amended 2026-11-29). A page never
 * asked for before read it twice (its head, then its data through the API); one whose product's reply is kept, not
 * at all.
 */
export function keptProductDetail(
  cache: ResponseCache,
  catalogue: Pick<CatalogueService, 'getProductDetail'>,
): (rawId: string, lang?: CatalogueLanguage) => Promise<ProductDetail> {
  return (rawId, lang = 'en') =>
    cache.remember(`product-detail ${lang} ${rawId}`, () => catalogue.getProductDetail(rawId, lang))
}
