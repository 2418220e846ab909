import { useQuery } from '@tanstack/react-query'
import { pickFeaturedProducts } from '#domain/featured.ts'
import { percentOff } from '#domain/pricing.ts'
import { featuredProductsQuery } from '#web/lib/api/get-products.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { Price } from '#web/ui/price.tsx'
import '#web/lib/i18n/messages/home.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'

export const HERO_PICK_COUNT = 2

/**
 * Two bestsellers with their prices in the hero, so a phone's first screen shows what the shop sells and what
 * it costs (wide screens have the hero picture instead). The same request as the featured grid: the page's
 * loader starts it and the server waits for it, so the prices come in the HTML.
 */
export function HeroPicks() {
  const { data } = useQuery(featuredProductsQuery())
  const { t } = useT()
  const picks = data ? pickFeaturedProducts(data.products, HERO_PICK_COUNT) : []
  return (
    <ul aria-label={t('home.bestsellers')} className="grid grid-cols-2 gap-3 sm:max-w-md lg:hidden">
      {picks.length === 0
        ? Array.from({ length: HERO_PICK_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <li key={i} aria-hidden="true" className="h-[12.5rem] rounded-[var(--radius-card)] bg-sand/80" />
          ))
        : picks.map((p, i) => {
            const off = percentOff(p.price, p.actual_price)
            return (
              <li key={p.id}>
                <Link
                  to={`/product/${p.id}`}
                  data-testid="hero-pick"
                  className={`${cardClass} group flex h-[12.5rem] flex-col overflow-hidden hover:shadow-[var(--shadow-soft)]`}
                >
                  <span className="relative block min-h-0 flex-1 bg-sand">
                    <img
                      src={p.image_url}
                      alt=""
                      width={400}
                      height={300}
                      loading="eager"
                      fetchPriority={i === 0 ? 'high' : 'auto'}
                      decoding="async"
                      className="h-full w-full object-cover"
                    />
                    {off > 0 && (
                      <span className="absolute top-2 left-2 rounded-full bg-clay-deep px-2 py-0.5 text-xs font-bold text-white">
                        {t('price.off', { percent: off })}
                      </span>
                    )}
                  </span>
                  <span className="flex flex-col gap-0.5 px-3 py-2">
                    <span className="truncate font-serif text-[0.95rem] text-leaf-deep group-hover:underline">
                      {p.name}
                    </span>
                    <Price price={p.price} actualPrice={p.actual_price} size="sm" className="flex-nowrap" />
                  </span>
                </Link>
              </li>
            )
          })}
    </ul>
  )
}
