import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedProducts } from '#server/db/seed/products.ts'
import { productImage } from './draw-artwork.ts'

const powders = seedProducts.filter((p) => p.slug !== 'superfood-sampler-box')

describe('the first picture of each product (cards and the product page)', () => {
  it('shows the powder in its own colour beside its produce, with no pouch label to squint at', () => {
    for (const p of powders) {
      const svg = productImage(p, 1)
      expect(svg, p.name).toContain(p.colour.toUpperCase())
      expect(svg, p.name).not.toContain('SURYA NATURALS')
      expect(svg, p.name).toMatch(/<title>[^<]*bowl beside the fresh produce<\/title>/)
    }
  })

  it('is the one the cards show, and is drawn as public/ has it', () => {
    for (const p of seedProducts) {
      expect(p.images[0], p.name).toMatch(/-1\.svg$/)
      const onDisk = readFileSync(join(import.meta.dirname, '../public', p.images[0] as string), 'utf8')
      expect(onDisk, `${p.images[0]} is stale: run node scripts/draw-artwork.ts`).toBe(productImage(p, 1))
    }
  })

  it('tells products apart by colour', () => {
    const colours = new Set(powders.map((p) => p.colour.toUpperCase()))
    expect(colours.size).toBeGreaterThanOrEqual(powders.length - 3)
  })
})
