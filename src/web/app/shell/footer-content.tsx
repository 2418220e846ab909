import { useQuery } from '@tanstack/react-query'
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { recipesQuery } from '#web/features/recipes/api/get-recipes.ts'
import { productsQuery } from '#web/lib/api/get-products.ts'
import { settingsQuery } from '#web/lib/api/get-settings.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { LeafMark } from './brand-mark.tsx'
import { SHOP_NAME } from './nav-links.ts'
import '#web/lib/i18n/messages/shell.en.ts'
import '#web/lib/i18n/messages/shell-more.en.ts'

// docs/product.md, Business constants and limits: the footer loads 20 products and 10 recipes and shows 8 and 6.
const FOOTER_PRODUCTS_LOAD = 20
const FOOTER_PRODUCTS_SHOW = 8
const FOOTER_RECIPES_LOAD = 10
const FOOTER_RECIPES_SHOW = 6

// Each `label` is the key of its text (src/web/lib/i18n/messages/shell.*.ts).
const COMPANY_LINKS = [
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/recipes', label: 'nav.recipes' },
] as const

const SUPPORT_LINKS = [
  { to: '/shipping', label: 'footer.shipping' },
  { to: '/returns', label: 'footer.returns' },
  { to: '/cancellation-refund', label: 'footer.cancellation' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/faq', label: 'footer.faq' },
] as const

/** docs/product.md, Error catalogue: footer load failures are only logged. */
function useLogFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`Footer: could not load ${what}`, error)
  }, [what, error])
}

/** The footer itself; fetched when the shopper nears the end of the page (see footer.tsx). */
export default function FooterContent() {
  const { t } = useT()
  const settings = useQuery(settingsQuery())
  const products = useQuery(productsQuery({ page: 1, perPage: FOOTER_PRODUCTS_LOAD }))
  const recipes = useQuery(recipesQuery({ page: 1, pageSize: FOOTER_RECIPES_LOAD }))
  useLogFailure('settings', settings.error)
  useLogFailure('products', products.error)
  useLogFailure('recipes', recipes.error)

  const s = settings.data
  const shopName = s?.shop_name ?? SHOP_NAME
  const productList = products.data?.products ?? []
  const recipeList = recipes.data ?? []
  const year = new Date().getFullYear()

  return (
    <footer className="border-t border-line bg-sand text-ink">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-4 lg:grid-cols-[1.4fr_repeat(4,1fr)] lg:gap-8 lg:py-16">
        <div className="col-span-2 flex flex-col gap-5 md:col-span-4 lg:col-span-1">
          <Link to="/" className="inline-flex items-center gap-2 self-start rounded-md text-leaf-deep">
            <LeafMark />
            <span className="font-serif text-xl font-semibold">{shopName}</span>
          </Link>
          <p className="max-w-sm text-sm leading-6 text-ink-soft">{t('footer.about')}</p>
          <address className="not-italic">
            {s ? (
              <ul className="flex flex-col gap-2.5 text-sm">
                <ContactLine icon={<Mail className="h-4 w-4" />}>
                  <a href={`mailto:${s.contact.email}`} className="hover:text-leaf-deep hover:underline">
                    {s.contact.email}
                  </a>
                </ContactLine>
                <ContactLine icon={<Phone className="h-4 w-4" />}>
                  <a
                    href={`tel:${s.contact.phone.replace(/\s/g, '')}`}
                    className="hover:text-leaf-deep hover:underline"
                  >
                    {s.contact.phone}
                  </a>
                </ContactLine>
                <ContactLine icon={<MessageCircle className="h-4 w-4" />}>
                  <a
                    href={`https://wa.me/${s.contact.whatsapp.replace(/\D/g, '')}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:text-leaf-deep hover:underline"
                  >
                    WhatsApp {s.contact.whatsapp}
                  </a>
                </ContactLine>
                <ContactLine icon={<MapPin className="h-4 w-4" />}>{s.contact.address}</ContactLine>
                <ContactLine icon={<Clock className="h-4 w-4" />}>{s.contact.hours}</ContactLine>
              </ul>
            ) : (
              <ul className="flex flex-col gap-3">
                <LinkSkeletons count={4} />
              </ul>
            )}
          </address>
          {s?.instagram_url && (
            <a
              href={s.instagram_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.instagram', { shop: shopName })}
              className="inline-flex h-10 w-10 items-center justify-center self-start rounded-full border border-line bg-parchment text-leaf-deep hover:border-leaf hover:bg-leaf-soft"
            >
              <InstagramGlyph />
            </a>
          )}
        </div>

        <FooterColumn title={t('footer.company')}>
          {COMPANY_LINKS.map((l) => (
            <FooterLink key={l.to} to={l.to}>
              {t(l.label)}
            </FooterLink>
          ))}
        </FooterColumn>

        <FooterColumn title={t('footer.products')}>
          {products.isPending ? (
            <LinkSkeletons count={FOOTER_PRODUCTS_SHOW} />
          ) : (
            <>
              {productList.slice(0, FOOTER_PRODUCTS_SHOW).map((p) => (
                <FooterLink key={p.id} to={`/product/${p.id}`}>
                  {p.name}
                </FooterLink>
              ))}
              {productList.length > FOOTER_PRODUCTS_SHOW && (
                <FooterLink to="/products" strong>
                  {t('footer.allProducts')}
                </FooterLink>
              )}
            </>
          )}
        </FooterColumn>

        <FooterColumn title={t('footer.recipes')}>
          {recipes.isPending ? (
            <LinkSkeletons count={4} />
          ) : (
            <>
              {recipeList.slice(0, FOOTER_RECIPES_SHOW).map((r) => (
                <FooterLink key={r.id} to={`/recipes/${r.id}`}>
                  {r.title || r.name}
                </FooterLink>
              ))}
              {recipeList.length > FOOTER_RECIPES_SHOW && (
                <FooterLink to="/recipes" strong>
                  {t('footer.allRecipes')}
                </FooterLink>
              )}
            </>
          )}
        </FooterColumn>

        <FooterColumn title={t('footer.support')}>
          {SUPPORT_LINKS.map((l) => (
            <FooterLink key={l.label} to={l.to}>
              {t(l.label)}
            </FooterLink>
          ))}
        </FooterColumn>
      </div>

      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-ink-soft sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights', { year: String(year), shop: shopName })}</p>
          {s && (
            <p className="tabular">
              FSSAI Lic. No. {s.fssai_license}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>GSTIN {s.gstin}
            </p>
          )}
        </div>
      </div>
    </footer>
  )
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 font-sans text-xs font-semibold tracking-wider text-leaf-deep uppercase">
        {title}
      </h2>
      <ul className="flex flex-col gap-2.5 text-sm">{children}</ul>
    </nav>
  )
}

function FooterLink({ to, strong, children }: { to: string; strong?: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className={
          strong
            ? 'font-semibold text-leaf-deep underline-offset-4 hover:underline'
            : 'text-ink-soft hover:text-leaf-deep hover:underline underline-offset-4'
        }
      >
        {children}
      </Link>
    </li>
  )
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 text-ink-soft">
      <span aria-hidden="true" className="mt-0.5 text-leaf">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  )
}

function LinkSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={i} className="list-none">
      <Skeleton className="h-4 w-32" />
    </li>
  ))
}

/** lucide no longer ships brand marks; a plain outline of the Instagram glyph. */
function InstagramGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.6" cy="6.4" r="0.6" fill="currentColor" />
    </svg>
  )
}
