import type { Product, ProductDetail, ProductPack, Recipe } from '#domain/contracts/catalogue.ts'
import { LANGUAGES, type Language, localisedPath } from '#domain/languages.ts'
import { rupeesText } from '#domain/money.ts'
import { PACK_SIZE_PARAM, packOfSizeParam } from '#domain/page-query.ts'
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  findSitePage,
  fullTitle,
  SITE_NAME,
  SITE_PAGES,
  toIsoDuration,
} from '#domain/site-pages.ts'
import { sitePageText } from '#domain/site-pages-translated.ts'
import { isComingSoon } from '#domain/stock.ts'
import { AppError } from '../errors.ts'
import type { CatalogueService } from '../modules/catalogue/service.ts'

export interface PageHead {
  status: number
  title: string
  description: string
  canonical?: string
  /** The page's language (decision 058): `<html lang>`, and with a canonical address, its hreflang alternates. */
  lang?: Language
  /** the page's English address (no prefix), from which each language's is made */
  path?: string
  og: Record<string, string>
  jsonLd?: object
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
// JSON inside <script> must not be able to close the element.
export const escapeJsonForHtml = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

function availability(pack: ProductPack): string {
  if (isComingSoon(pack.stock_status)) return 'https://schema.org/PreOrder'
  return pack.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'
}

/** The address of one pack's page: the product's own for the default pack, `?size=` for the others. */
function packUrl(productUrl: string, pack: ProductPack): string {
  if (pack.variant_index === 0) return productUrl
  return `${productUrl}?${new URLSearchParams({ [PACK_SIZE_PARAM]: pack.size })}`
}

/** The link-preview picture: a 1200×630 PNG made from the artwork (og-image.ts). */
function previewImage(url: string, alt: string): Record<string, string> {
  return {
    'og:image': url,
    'og:image:type': 'image/png',
    'og:image:width': '1200',
    'og:image:height': '630',
    'og:image:alt': alt,
  }
}

/**
 * A product page's head. `size` is the address's `?size=` (decision 041): the title and the price a link preview
 * shows are that pack's; the canonical address stays the product's, and the JSON-LD offers every pack, one `Offer`
 * each with its SKU, price and availability.
 */
export function productHead(
  p: ProductDetail,
  baseUrl: string,
  size?: string | null,
  lang: Language = 'en',
): PageHead {
  const path = `/product/${p.id}`
  const url = `${baseUrl}${localisedPath(lang, path)}`
  const image = new URL(p.image_url, baseUrl).toString()
  const description = clip(p.description)
  const pack = packOfSizeParam(p.packs, size)
  return {
    status: 200,
    title: fullTitle(`${p.name} (${pack.size})`),
    description,
    canonical: url,
    ...(lang === 'en' ? {} : { lang, path }),
    og: {
      'og:type': 'product',
      'og:title': p.name,
      'og:description': description,
      ...previewImage(`${baseUrl}/og/product/${p.id}.png`, `${p.name} (${pack.size})`),
      'og:url': url,
      'product:price:amount': rupeesText(pack.price),
      'product:price:currency': 'INR',
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      description: p.description,
      image: [image],
      sku: String(p.id),
      category: p.category,
      brand: { '@type': 'Brand', name: SITE_NAME },
      offers: p.packs.map((k) => ({
        '@type': 'Offer',
        name: `${p.name} (${k.size})`,
        sku: k.sku,
        ...(k.barcode ? { gtin: k.barcode } : {}),
        url: packUrl(url, k),
        priceCurrency: 'INR',
        price: rupeesText(k.price),
        availability: availability(k),
        itemCondition: 'https://schema.org/NewCondition',
      })),
      ...(p.review_count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: p.rating,
              reviewCount: p.review_count,
            },
          }
        : {}),
    },
  }
}

export function recipeHead(r: Recipe, baseUrl: string, lang: Language = 'en'): PageHead {
  const path = `/recipes/${r.id}`
  const url = `${baseUrl}${localisedPath(lang, path)}`
  const image = new URL(r.image || '/favicon.svg', baseUrl).toString()
  const description = clip(r.description || r.longDescription)
  const prep = toIsoDuration(r.prep_time)
  return {
    status: 200,
    title: fullTitle(r.title || r.name),
    description,
    canonical: url,
    ...(lang === 'en' ? {} : { lang, path }),
    og: {
      'og:type': 'article',
      'og:title': r.title || r.name,
      'og:description': description,
      ...previewImage(`${baseUrl}/og/recipe/${r.id}.png`, r.title || r.name),
      'og:url': url,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: r.title || r.name,
      description: r.longDescription || r.description,
      image: [image],
      author: { '@type': 'Organization', name: SITE_NAME },
      recipeCategory: r.category,
      recipeCuisine: 'Indian',
      keywords: r.tags.join(', '),
      ...(prep ? { prepTime: prep, totalTime: prep } : {}),
      recipeYield: `${r.servings} servings`,
      recipeIngredient: r.ingredients,
      recipeInstructions: r.instructions.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
      ...(Object.keys(r.nutrition_facts).length > 0
        ? {
            nutrition: {
              '@type': 'NutritionInformation',
              ...(r.nutrition_facts.Calories ? { calories: r.nutrition_facts.Calories } : {}),
            },
          }
        : {}),
      ...(r.reviews > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: r.rating, reviewCount: r.reviews } }
        : {}),
    },
  }
}

function notFoundHead(): PageHead {
  return { status: 404, title: fullTitle('Page not found'), description: DEFAULT_DESCRIPTION, og: {} }
}

/**
 * The head of the page at `pathname` (its English address) in `lang`, and the status to send it with (404 for
 * unknown pages and ids; an unknown language prefix never gets here as a language, decision 058).
 */
export async function resolvePageHead(
  pathname: string,
  catalogue: CatalogueService,
  baseUrl: string,
  query: URLSearchParams = new URLSearchParams(),
  lang: Language = 'en',
): Promise<PageHead> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const product = /^\/product\/([^/]+)$/.exec(path)
  const recipe = /^\/recipes\/([^/]+)$/.exec(path)
  const order = /^\/orders\/[^/]+$/.test(path)
  const guestOrder = /^\/guest\/orders\/[^/]+$/.test(path)
  try {
    if (product) {
      const detail = await catalogue.getProductDetail(decodeURIComponent(product[1]!), lang)
      return productHead(detail, baseUrl, query.get(PACK_SIZE_PARAM), lang)
    }
    if (recipe)
      return recipeHead(await catalogue.getRecipe(decodeURIComponent(recipe[1]!), lang), baseUrl, lang)
  } catch (err) {
    if (err instanceof AppError && (err.kind === 'not_found' || err.kind === 'bad_request'))
      return notFoundHead()
    throw err
  }
  // The back office: a page of the app for staff, never indexed nor server-rendered (no canonical address).
  if (path === '/admin' || path.startsWith('/admin/'))
    return { status: 200, title: fullTitle('Back office'), description: DEFAULT_DESCRIPTION, og: {} }
  const page = order
    ? findSitePage('/orders')
    : guestOrder
      ? findSitePage('/guest/orders')
      : findSitePage(path)
  if (!page) return lang === 'en' ? notFoundHead() : { ...notFoundHead(), lang }
  const translated = sitePageText(lang, page.aliasOf ?? page.path)
  const title = translated.title ?? page.title
  const description = translated.description ?? (page.description || DEFAULT_DESCRIPTION)
  const url = `${baseUrl}${localisedPath(lang, path)}`
  return {
    status: 200,
    title: page.title === DEFAULT_TITLE ? title : fullTitle(title),
    description,
    canonical: page.indexable ? url : undefined,
    ...(lang === 'en' ? {} : { lang }),
    ...(page.indexable ? { path } : {}),
    og: {
      'og:type': 'website',
      'og:title': page.title === DEFAULT_TITLE ? SITE_NAME : title,
      'og:description': description,
      'og:url': url,
      ...previewImage(`${baseUrl}/og/product/101.png`, 'Moringa Powder from Surya Naturals'),
    },
  }
}

/** Writes the head into the built index.html: title, description, canonical, Open Graph, JSON-LD. */
export function renderHead(indexHtml: string, head: PageHead, baseUrl?: string): string {
  const tags = [
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.canonical && baseUrl !== undefined
      ? alternateLinks(baseUrl, head.path ?? englishPath(head.canonical, baseUrl))
      : []),
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    ...Object.entries(head.og).map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v)}" />`),
    head.og['og:title'] ? '<meta name="twitter:card" content="summary_large_image" />' : '',
    head.status === 404 ? '<meta name="robots" content="noindex" />' : '',
    head.jsonLd
      ? `<script type="application/ld+json">${escapeJsonForHtml(JSON.stringify(head.jsonLd))}</script>`
      : '',
  ].filter(Boolean)
  const html = head.lang ? indexHtml.replace('<html lang="en-IN">', `<html lang="${head.lang}">`) : indexHtml
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
}

/** The English address of a canonical URL (what follows the base, its language prefix taken off). */
function englishPath(canonical: string, baseUrl: string): string {
  return canonical.startsWith(baseUrl) ? canonical.slice(baseUrl.length) || '/' : '/'
}

/** The page in every language, and x-default (English) for a browser whose language the shop does not speak. */
export function alternateLinks(baseUrl: string, path: string): string[] {
  const href = (lang: Language) => escapeHtml(`${baseUrl}${localisedPath(lang, path)}`)
  return [
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
  ]
}

export async function renderSitemap(catalogue: CatalogueService, baseUrl: string): Promise<string> {
  const products: Product[] = []
  const recipes: Recipe[] = []
  for (let page = 1, more = true; more; page++) {
    const batch = await catalogue.listProducts({ page, perPage: 100 })
    products.push(...batch.items)
    more = batch.pagination.has_next
  }
  for (let page = 1, more = true; more; page++) {
    const batch = await catalogue.listRecipes({ page, pageSize: 50 })
    recipes.push(...batch.items)
    more = batch.pagination.has_next
  }
  // Each page once per language (decision 058), English first, as the hreflang alternates list them.
  const url = (loc: string, lastmod?: string) =>
    LANGUAGES.map(
      (lang) =>
        `  <url><loc>${escapeHtml(baseUrl + localisedPath(lang, loc))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
    ).join('\n')
  const lines = [
    ...SITE_PAGES.filter((p) => p.indexable).map((p) => url(p.path)),
    ...products.map((p) => url(`/product/${p.id}`, p.created_at)),
    ...recipes.map((r) => url(`/recipes/${r.id}`, r.updated_at)),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`
}

const PRIVATE_PATHS = ['/cart', '/checkout', '/admin', '/orders', '/guest/', '/profile', '/wishlist']

export function renderRobots(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // each private page in every language (decision 058)
    ...LANGUAGES.flatMap((lang) => PRIVATE_PATHS.map((p) => `Disallow: ${localisedPath(lang, p)}`)),
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
