import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { OverlayOptions } from 'sharp'
import { formatPaise } from '#domain/money.ts'
import { loadSharp } from '../integrations/on-first-use.ts'
import type { CatalogueService } from '../modules/catalogue/service.ts'

// Link previews (WhatsApp, Facebook, X, LinkedIn) do not render SVG: each product and recipe gets a 1200×630
// PNG drawn from its own artwork, made on first request and kept in memory (decision 004).

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630
const CACHE_SIZE = 200

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Words into at most `lines` lines of about `width` characters, the last one cut with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if ((line ? `${line} ${word}` : word).length > width && line) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) out.push(line)
  if (out.length > lines) {
    const kept = out.slice(0, lines)
    kept[lines - 1] = `${kept[lines - 1]!.replace(/[\s,.;:]*$/, '')}…`
    return kept
  }
  return out
}

export interface OgCard {
  /** the artwork (SVG or a raster image), drawn square on the left */
  artwork: Buffer | null
  kicker: string
  title: string
  subtitle: string
  /** e.g. '₹349.00', or a recipe's time */
  badge?: string
  brand: string
}

/** The card as a 1200×630 PNG: the artwork on the left, the words on the right, in the shop's colours. */
export async function renderOgCard(card: OgCard): Promise<Buffer> {
  const sharp = await loadSharp()
  // The words fit the 520 px right of the artwork: about 17 title and 38 subtitle characters a line.
  const textX = 640
  const badgeTop = 450
  const titleLines = wrap(card.title, 17, 2)
  let y = 130
  const lines: string[] = [
    `<text x="${textX}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="700" letter-spacing="3" fill="#8A5A00">${esc(card.kicker.toUpperCase())}</text>`,
  ]
  y += 62
  for (const t of titleLines) {
    lines.push(
      `<text x="${textX}" y="${y}" font-family="DejaVu Serif, serif" font-size="46" font-weight="700" fill="#1F4A29">${esc(t)}</text>`,
    )
    y += 56
  }
  y += 6
  const room = Math.max(0, Math.min(3, Math.floor((badgeTop - 20 - y) / 34) + 1))
  for (const t of wrap(card.subtitle, 38, room)) {
    lines.push(
      `<text x="${textX}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#5C584F">${esc(t)}</text>`,
    )
    y += 34
  }
  if (card.badge)
    lines.push(
      `<rect x="${textX}" y="${badgeTop}" rx="30" width="${48 + card.badge.length * 19}" height="60" fill="#2F6B3B"/>`,
      `<text x="${textX + 24}" y="${badgeTop + 40}" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="#FFFFFF">${esc(card.badge)}</text>`,
    )
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
      <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#FBF7EF"/>
      <rect x="0" y="${OG_HEIGHT - 18}" width="${OG_WIDTH}" height="18" fill="#2F6B3B"/>
      <circle cx="${textX + 20}" cy="570" r="14" fill="#E0A526"/>
      <text x="${textX + 46}" y="580" font-family="DejaVu Serif, serif" font-size="30" font-weight="700" fill="#1F4A29">${esc(card.brand)}</text>
      ${lines.join('\n')}
    </svg>`,
  )
  const layers: OverlayOptions[] = []
  if (card.artwork) {
    const art = await sharp(card.artwork, { density: 150 })
      .resize(560, 560, { fit: 'cover' })
      .png()
      .toBuffer()
      .catch(() => null)
    if (art) layers.push({ input: art, left: 40, top: 35 })
  }
  return sharp(background).composite(layers).png({ compressionLevel: 9 }).toBuffer()
}

/**
 * Product and recipe cards by id, from the catalogue and the artwork files (the built web app's, else the
 * source `public/` folder; a picture staff uploaded comes from the shop's storage), each made once per version of
 * its record and kept (a small LRU).
 */
export function createOgImages(deps: {
  catalogue: CatalogueService
  webRoots: string[]
  brand: string
  /** a picture staff uploaded, by its address (/media/…); undefined when there is none */
  readMedia?: (url: string) => Promise<Buffer | undefined>
}) {
  const cache = new Map<string, Buffer>()
  const remember = (key: string, png: Buffer) => {
    cache.set(key, png)
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
    return png
  }

  async function artworkOf(url: string | null | undefined): Promise<Buffer | null> {
    if (!url?.startsWith('/') || url.includes('..')) return null
    // An uploaded picture lives in the shop's storage, not among the web app's files; one that cannot be read
    // leaves the card without artwork rather than without a card.
    if (url.startsWith('/media/')) return (await deps.readMedia?.(url).catch(() => undefined)) ?? null
    for (const root of deps.webRoots) {
      const file = path.join(root, url.split('?')[0]!)
      if (existsSync(file)) return readFile(file)
    }
    return null
  }

  return {
    async product(id: string): Promise<Buffer> {
      const p = await deps.catalogue.getProduct(id)
      const key = `product:${p.id}:${p.name}:${p.price}:${p.image_url}:${p.size}`
      const hit = cache.get(key)
      if (hit) return hit
      return remember(
        key,
        await renderOgCard({
          artwork: await artworkOf(p.image_url),
          kicker: p.category,
          title: p.name,
          subtitle: `${p.size} · ${p.description}`,
          badge: formatPaise(p.price),
          brand: deps.brand,
        }),
      )
    },
    async recipe(id: string): Promise<Buffer> {
      const r = await deps.catalogue.getRecipe(id)
      const key = `recipe:${r.id}:${r.title}:${r.image}`
      const hit = cache.get(key)
      if (hit) return hit
      return remember(
        key,
        await renderOgCard({
          artwork: await artworkOf(r.image),
          kicker: `Recipe · ${r.category}`,
          title: r.title || r.name,
          subtitle: r.description,
          badge: r.prep_time || undefined,
          brand: deps.brand,
        }),
      )
    },
  }
}
