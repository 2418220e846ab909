// Draws the shop's product and recipe artwork as small, self-contained SVG files.
// Run with `node scripts/draw-artwork.ts`; it writes every image path named in the seed data
// into public/images/. Everything is drawn from shapes: no downloads, no embedded images.
//
// Product variants, by the number at the end of the file name:
//   1 wooden bowl of the powder with its raw produce (cards and the product page's first picture: each product
//     told apart at a glance by its own colour and the fruit, root or leaf it comes from)
//   2 kraft stand-up pouch, front label
//   3 heap of powder with the raw produce   4 pouch back with a nutrition-style label
//   5 flat-lay of pouch, bowl and produce
// Recipes: a top-down dish on sand with a moringa sprig, no text.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { seedProducts } from '#server/db/seed/products.ts'
import { seedRecipes } from '#server/db/seed/recipes.ts'
import { seedReviews } from '#server/db/seed/reviews.ts'
import type { SeedProduct, SeedRecipe } from '#server/db/seed/types.ts'

const ROOT = join(import.meta.dirname, '..')
const PUBLIC = join(ROOT, 'public')

// Brand palette
const LEAF = '#2F6B3B'
const DEEP_LEAF = '#1F4A29'
const TURMERIC = '#E0A526'
const CLAY = '#B5643C'
const PARCHMENT = '#FBF7EF'
const SAND = '#F2EADB'
const INK = '#2B2A26'
const SERIF = 'Georgia, serif'
const SANS = 'Helvetica, Arial, sans-serif'

// ---------------------------------------------------------------- helpers

type Rng = () => number

/** Small deterministic PRNG (mulberry32), seeded from a string so re-runs give identical files. */
function makeRng(seed: string): Rng {
  let h = 2166136261
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619)
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const n1 = (v: number): string => String(Math.round(v * 10) / 10)
const between = (r: Rng, lo: number, hi: number): number => lo + (hi - lo) * r()

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  const v = Number.parseInt(full, 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`.toUpperCase()
}

const lighten = (c: string, t: number): string => mix(c, '#FFFFFF', t)
const darken = (c: string, t: number): string => mix(c, '#000000', t)

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Collects <defs> entries for one SVG, handing out unique ids. */
class Defs {
  private items: string[] = []
  private seen = new Map<string, string>()
  private count = 0

  add(key: string, make: (id: string) => string): string {
    const known = this.seen.get(key)
    if (known) return known
    const id = `g${this.count++}`
    this.seen.set(key, id)
    this.items.push(make(id))
    return id
  }

  toString(): string {
    return this.items.join('')
  }
}

function stops(list: [number, string, number?][]): string {
  return list
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('')
}

function radial(d: Defs, list: [number, string, number?][], fx = 0.5, fy = 0.5): string {
  const key = `r${fx}${fy}${JSON.stringify(list)}`
  return d.add(
    key,
    (id) => `<radialGradient id="${id}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`,
  )
}

function linear(d: Defs, list: [number, string, number?][], vertical = false): string {
  const key = `l${vertical}${JSON.stringify(list)}`
  const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"'
  return d.add(key, (id) => `<linearGradient id="${id}" ${dir}>${stops(list)}</linearGradient>`)
}

function blur(d: Defs, sd: number): string {
  return d.add(
    `blur${sd}`,
    (id) =>
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="-900" y="-900" width="2600" height="2600"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  )
}

function document(title: string, d: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img">` +
    `<title>${esc(title)}</title><defs>${d}</defs>${body}</svg>\n`
  )
}

// ---------------------------------------------------------------- background

/** Sand backdrop with a warm vignette, a faint sun (Surya) and a few paper fibres. */
function backdrop(d: Defs, r: Rng): string {
  const vg = d.add(
    'vignette',
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".46" r=".78">${stops([
        [0, '#F8F3E9'],
        [0.62, SAND],
        [1, '#E2D2B6'],
      ])}</radialGradient>`,
  )
  let s = `<rect width="800" height="800" fill="url(#${vg})"/>`
  s += `<circle cx="708" cy="92" r="150" fill="${TURMERIC}" opacity=".07"/>`
  s += `<circle cx="708" cy="92" r="196" fill="none" stroke="${TURMERIC}" stroke-width="2" opacity=".12"/>`
  let big = ''
  let small = ''
  for (let i = 0; i < 32; i++) {
    const d = dot(Math.round(r() * 800), Math.round(r() * 800))
    if (i % 3) small += d
    else big += d
  }
  s += dots(big, '#A88F64', 3, 0.28) + dots(small, '#A88F64', 1.8, 0.32)
  let fibres = ''
  for (let i = 0; i < 10; i++) {
    const x = Math.round(r() * 800)
    const y = Math.round(r() * 800)
    const dx = Math.round(between(r, -22, 22))
    const dy = Math.round(between(r, -8, 8))
    fibres += `M${x} ${y}q${Math.round(dx / 2)} ${dy + 4} ${dx} ${dy}`
  }
  s += `<path d="${fibres}" fill="none" stroke="#C8B48E" stroke-width="1" opacity=".55"/>`
  return s
}

/** A folded linen napkin with two clay stripes. */
function linen(d: Defs, cx: number, cy: number, w: number, h: number, rot: number): string {
  const sh = blur(d, 10)
  const x = -w / 2
  const y = -h / 2
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${rot})">` +
    `<rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" rx="6" fill="#6B5235" opacity=".18" filter="url(#${sh})"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#F7F0E3"/>` +
    `<rect x="${x}" y="${y + h - 46}" width="${w}" height="7" fill="${CLAY}" opacity=".55"/>` +
    `<rect x="${x}" y="${y + h - 32}" width="${w}" height="3" fill="${CLAY}" opacity=".45"/>` +
    `<path d="M${x} ${y + h * 0.3}H${x + w}" stroke="#E6DAC4" stroke-width="2"/>` +
    `</g>`
  )
}

// ---------------------------------------------------------------- produce (raw ingredients)

type SprigShape = 'moringa' | 'curry' | 'tulsi' | 'mint' | 'brahmi'

type Produce =
  | { kind: 'sprig'; leaf: string; shape: SprigShape }
  | { kind: 'broad'; leaf: string }
  | { kind: 'blade'; leaf: string }
  | { kind: 'slice'; skin: string; flesh: string; style: 'rings' | 'core' | 'seeds' | 'segments' | 'pulp' }
  | { kind: 'finger'; skin: string; flesh: string }
  | { kind: 'root'; skin: string; flesh: string }

const MORINGA_LEAF = '#4E8A35'

const PRODUCE: Record<string, Produce> = {
  'moringa-powder': { kind: 'sprig', leaf: MORINGA_LEAF, shape: 'moringa' },
  'moringa-leaf-tea': { kind: 'sprig', leaf: '#55893A', shape: 'moringa' },
  'moringa-amla-immunity-blend': { kind: 'sprig', leaf: MORINGA_LEAF, shape: 'moringa' },
  'amla-powder': { kind: 'slice', skin: '#A7B84C', flesh: '#DDE3A6', style: 'segments' },
  'ashwagandha-powder': { kind: 'root', skin: '#A7865C', flesh: '#EADFC8' },
  'beetroot-powder': { kind: 'slice', skin: '#5A1131', flesh: '#A32459', style: 'rings' },
  'spinach-powder': { kind: 'broad', leaf: '#3D7533' },
  'tomato-powder': { kind: 'slice', skin: '#C4301F', flesh: '#E0553B', style: 'pulp' },
  'carrot-powder': { kind: 'slice', skin: '#DB6B1C', flesh: '#F29A3E', style: 'core' },
  'ginger-powder': { kind: 'finger', skin: '#B58B55', flesh: '#EBD9A2' },
  'turmeric-powder-lakadong': { kind: 'finger', skin: '#94652F', flesh: '#F0A11C' },
  'curry-leaf-powder': { kind: 'sprig', leaf: '#3C6A2A', shape: 'curry' },
  'raw-banana-powder': { kind: 'slice', skin: '#6B8C38', flesh: '#F0E8CD', style: 'core' },
  'papaya-powder': { kind: 'slice', skin: '#D9722B', flesh: '#F3A45C', style: 'seeds' },
  'tulsi-powder': { kind: 'sprig', leaf: '#4A6A34', shape: 'tulsi' },
  'brahmi-powder': { kind: 'sprig', leaf: '#5C8A3E', shape: 'brahmi' },
  'wheatgrass-powder': { kind: 'blade', leaf: '#6FAE3A' },
  'giloy-powder': { kind: 'broad', leaf: '#4F7F3A' },
  'mint-pudina-powder': { kind: 'sprig', leaf: '#4C9A4A', shape: 'mint' },
}

function produceFor(p: SeedProduct): Produce {
  return (
    PRODUCE[p.slug] ??
    (p.category === 'Herbs'
      ? { kind: 'sprig', leaf: LEAF, shape: 'curry' }
      : { kind: 'slice', skin: darken(p.colour, 0.25), flesh: lighten(p.colour, 0.25), style: 'core' })
  )
}

/** Soft brown drop shadow, offset in canvas space (apply it to an untransformed <g>). */
function dropShadow(d: Defs): string {
  return d.add(
    'drop',
    (id) =>
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="-200" y="-200" width="1200" height="1200">` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="3.5"/><feOffset dx="4" dy="7"/>` +
      `<feComponentTransfer><feFuncA type="linear" slope=".28"/></feComponentTransfer>` +
      `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  )
}

/** One leaf from (x, y) pointing along `deg` (0 = +x), as a closed, mostly relative path. */
function leafPath(x: number, y: number, len: number, w: number, deg: number, pointed: boolean): string {
  const a = (deg * Math.PI) / 180
  const ux = Math.cos(a)
  const uy = Math.sin(a)
  const at = (along: number, side: number): [number, number] => [
    along * ux - side * uy,
    along * uy + side * ux,
  ]
  const t1 = pointed ? 0.3 : 0.08
  const t2 = pointed ? 0.72 : 0.8
  const w2 = pointed ? w * 0.55 : w * 0.9
  const [ax, ay] = at(len * t1, w)
  const [bx, by] = at(len * t2, w2)
  const [ex, ey] = at(len, 0)
  const [cx, cy] = at(len * t2, -w2)
  const [dx, dy] = at(len * t1, -w)
  const q = (v: number): string => String(Math.round(v))
  return (
    `M${q(x)} ${q(y)}c${q(ax)} ${q(ay)} ${q(bx)} ${q(by)} ${q(ex)} ${q(ey)}` +
    `c${q(cx - ex)} ${q(cy - ey)} ${q(dx - ex)} ${q(dy - ey)} ${q(-ex)} ${q(-ey)}z`
  )
}

/**
 * A sprig of leaves, defined once per image and reused with <use>. It points up (-y) from its base at
 * the origin and is about 230 units long. Moringa is drawn bipinnate, the others as simple stems.
 */
function sprigDef(d: Defs, leaf: string, shape: SprigShape): string {
  return d.add(`sprig-${leaf}-${shape}`, (id) => {
    const light: string[] = []
    const dark: string[] = []
    const stemAt = (t: number): [number, number] => [7 * Math.sin(t * Math.PI), 30 - 230 * t]
    let stems = `M${[0, 0.2, 0.4, 0.6, 0.8, 1].map((t) => stemAt(t).map(n1).join(' ')).join('L')}`
    let extra = ''
    const [tx, ty] = stemAt(1)
    if (shape === 'moringa') {
      // bipinnate: side branches (pinnae) carrying pairs of small, well-spaced oval leaflets
      for (let i = 0; i < 5; i++) {
        const side = i % 2 ? 1 : -1
        const [bx, by] = stemAt(0.16 + i * 0.16)
        const deg = -90 + side * 48
        const a = (deg * Math.PI) / 180
        const len = 104 - i * 13
        const ux = Math.cos(a)
        const uy = Math.sin(a)
        stems += `M${n1(bx)} ${n1(by)}l${n1(ux * len)} ${n1(uy * len)}`
        const pairs = i < 3 ? 4 : 3
        for (let k = 0; k < pairs; k++) {
          const along = len * (0.2 + (k * 0.7) / pairs)
          const ll = 17 - k
          light.push(leafPath(bx + ux * along, by + uy * along, ll, 6, deg - 58, false))
          dark.push(leafPath(bx + ux * along, by + uy * along, ll, 6, deg + 58, false))
        }
        light.push(leafPath(bx + ux * len, by + uy * len, 16, 6.5, deg, false))
      }
      for (let k = 0; k < 2; k++) {
        light.push(leafPath(tx, ty + 28 - k * 16, 15, 6, -148, false))
        dark.push(leafPath(tx, ty + 28 - k * 16, 15, 6, -32, false))
      }
      light.push(leafPath(tx, ty, 16, 6.5, -90, false))
    } else if (shape === 'curry') {
      for (let i = 0; i < 9; i++) {
        const [bx, by] = stemAt(0.14 + i * 0.095)
        const side = i % 2 ? 1 : -1
        ;(side < 0 ? light : dark).push(leafPath(bx, by, 42 - i * 1.4, 11, -90 + side * 48, true))
      }
      light.push(leafPath(tx, ty, 34, 10, -90, true))
    } else {
      const spec = {
        tulsi: { nodes: [0.22, 0.44, 0.64, 0.8], len: 50, w: 24, ang: 55, pointed: false },
        mint: { nodes: [0.16, 0.38, 0.58, 0.76, 0.9], len: 52, w: 26, ang: 60, pointed: true },
        brahmi: { nodes: [0.12, 0.26, 0.4, 0.54, 0.68, 0.82, 0.94], len: 22, w: 14, ang: 64, pointed: false },
      }[shape]
      spec.nodes.forEach((t, i) => {
        const [bx, by] = stemAt(t)
        const len = spec.len * (1 - i * 0.07)
        light.push(leafPath(bx, by, len, spec.w, -90 - spec.ang, spec.pointed))
        dark.push(leafPath(bx, by, len, spec.w, -90 + spec.ang, spec.pointed))
      })
      if (shape === 'tulsi') {
        let buds = ''
        for (let k = 0; k < 7; k++) buds += `<circle cx="${k % 2 ? 3 : -3}" cy="${n1(ty - k * 6)}" r="3"/>`
        extra = `<g fill="#7B5A86">${buds}</g>`
        stems += `M${n1(tx)} ${n1(ty)}v-40`
      } else {
        light.push(leafPath(tx, ty, spec.len * 0.5, spec.w * 0.6, -90, spec.pointed))
      }
    }
    return (
      `<g id="${id}"><path d="${stems}" fill="none" stroke="${darken(leaf, 0.15)}" stroke-width="2.6" stroke-linecap="round"/>` +
      `<path d="${light.join('')}" fill="${lighten(leaf, 0.1)}"/><path d="${dark.join('')}" fill="${darken(leaf, 0.1)}"/>${extra}</g>`
    )
  })
}

function sprig(
  d: Defs,
  x: number,
  y: number,
  rot: number,
  s: number,
  leaf: string,
  shape: SprigShape,
): string {
  const id = sprigDef(d, leaf, shape)
  return `<g filter="url(#${dropShadow(d)})"><use href="#${id}" transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)}) scale(${s})"/></g>`
}

function broadLeaf(d: Defs, x: number, y: number, rot: number, s: number, leaf: string): string {
  return (
    `<g filter="url(#${dropShadow(d)})"><g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)}) scale(${s})">` +
    `<path d="M0 40V0" stroke="${darken(leaf, 0.15)}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M0 0C-46-14-58-84 0-150C58-84 46-14 0 0Z" fill="${leaf}"/>` +
    `<path d="M0 0C-30-24-34-70 0-150V0Z" fill="#000000" opacity=".08"/>` +
    `<path d="M0-4V-140M0-40L-28-64M0-40L28-64M0-80L-24-102M0-80L24-102" fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="2"/>` +
    `</g></g>`
  )
}

function blades(d: Defs, x: number, y: number, rot: number, s: number, leaf: string): string {
  let out = ''
  const set: [number, number, number][] = [
    [-16, -170, -18],
    [-6, -200, -6],
    [4, -185, 8],
    [14, -160, 20],
    [-2, -140, 2],
  ]
  set.forEach(([dx, h, bend], i) => {
    const c = mix(leaf, i % 2 ? '#FFFFFF' : '#000000', 0.1)
    out += `<path d="M${dx - 5} 0Q${dx + bend} ${h / 2} ${dx + bend * 1.6} ${h}Q${dx + bend + 4} ${h / 2} ${dx + 5} 0Z" fill="${c}"/>`
  })
  return `<g filter="url(#${dropShadow(d)})"><g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)}) scale(${s})">${out}</g></g>`
}

function slice(
  x: number,
  y: number,
  rad: number,
  p: Extract<Produce, { kind: 'slice' }>,
  r: Rng,
  d: Defs,
): string {
  let s = `<g filter="url(#${dropShadow(d)})"><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rad)}" fill="${p.skin}"/></g>`
  s += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rad * 0.88)}" fill="${p.flesh}"/>`
  if (p.style === 'rings') {
    let rings = ''
    for (const k of [0.68, 0.48, 0.28]) rings += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rad * k)}"/>`
    s += `<g fill="none" stroke="${lighten(p.flesh, 0.3)}" stroke-width="${n1(rad * 0.05)}" opacity=".6">${rings}</g>`
  } else if (p.style === 'core') {
    s += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rad * 0.42)}" fill="${lighten(p.flesh, 0.22)}"/>`
  } else if (p.style === 'seeds') {
    // papaya: a star-shaped cavity packed with dark seeds
    let star = ''
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2
      const rr = rad * (i % 2 ? 0.34 : 0.5)
      star += `${i ? 'L' : 'M'}${n1(x + Math.cos(a) * rr)} ${n1(y + Math.sin(a) * rr)}`
    }
    s += `<path d="${star}Z" fill="${darken(p.flesh, 0.18)}" stroke="${darken(p.flesh, 0.18)}" stroke-width="${n1(rad * 0.12)}" stroke-linejoin="round"/>`
    let seeds = ''
    for (let i = 0; i < 16; i++) {
      const a = r() * Math.PI * 2
      const dd = Math.sqrt(r()) * rad * 0.36
      seeds += dot(x + Math.cos(a) * dd, y + Math.sin(a) * dd)
    }
    s += dots(seeds, '#2A2320', Math.round(rad * 1.5) / 10, 1)
  } else if (p.style === 'segments') {
    let path = ''
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2
      path += `M${n1(x)} ${n1(y)}L${n1(x + Math.cos(a) * rad * 0.8)} ${n1(y + Math.sin(a) * rad * 0.8)}`
    }
    s += `<path d="${path}" stroke="${lighten(p.flesh, 0.4)}" stroke-width="2"/>`
    s += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rad * 0.16)}" fill="${darken(p.flesh, 0.15)}"/>`
  } else {
    let pulp = ''
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * Math.PI * 2 + 0.4
      pulp += leafPath(
        x + Math.cos(a) * rad * 0.2,
        y + Math.sin(a) * rad * 0.2,
        rad * 0.5,
        rad * 0.2,
        (a * 180) / Math.PI,
        false,
      )
    }
    s += `<path d="${pulp}" fill="${lighten(p.flesh, 0.3)}"/>`
  }
  s += `<ellipse cx="${n1(x - rad * 0.3)}" cy="${n1(y - rad * 0.35)}" rx="${n1(rad * 0.3)}" ry="${n1(rad * 0.14)}" fill="#FFFFFF" opacity=".18" transform="rotate(-30 ${n1(x - rad * 0.3)} ${n1(y - rad * 0.35)})"/>`
  return s
}

/** A knobbly rhizome (ginger, turmeric) or a tapering root (ashwagandha), cut end showing. */
function finger(
  x: number,
  y: number,
  rot: number,
  len: number,
  p: Extract<Produce, { kind: 'finger' | 'root' }>,
  d: Defs,
): string {
  const w = p.kind === 'root' ? 11 : 20
  const L = Math.round(len)
  const body =
    p.kind === 'root'
      ? `M0 ${-w}C${L * 0.4} ${-w - 2} ${L * 0.8} -3 ${L} 0C${L * 0.8} 3 ${L * 0.4} ${w + 2} 0 ${w}Z`
      : `M0 ${-w}C${L * 0.3} ${-w - 6} ${L * 0.6} ${-w + 4} ${L - w} ${-w}A${w} ${w} 0 0 1 ${L - w} ${w}C${L * 0.6} ${w + 3} ${L * 0.3} ${w + 5} 0 ${w}Z`
  let rings = ''
  const count = p.kind === 'root' ? 0 : 4
  for (let i = 1; i <= count; i++)
    rings += `M${n1((L * i) / (count + 1))} ${-w + 3}q4 ${w - 3} 0 ${2 * w - 6}`
  const knob =
    p.kind === 'finger'
      ? `<ellipse cx="${n1(L * 0.45)}" cy="${-w - 6}" rx="14" ry="10" fill="${p.skin}"/>`
      : `<path d="M${n1(L * 0.5)} 4q18 8 40 6" stroke="${p.skin}" stroke-width="4" fill="none" stroke-linecap="round"/>`
  if (p.kind === 'root') {
    // dried ashwagandha is sold as short cut pieces of root: draw a small pile of them
    let pieces = ''
    let ends = ''
    for (const [dx, dy, a, k] of [
      [0, 0, 0, 1],
      [14, 26, 18, 0.8],
      [-6, -24, -14, 0.7],
    ] as [number, number, number, number][]) {
      const l = Math.round(L * 0.72 * k)
      const t = `translate(${dx} ${dy}) rotate(${a})`
      pieces += `<path d="M0-12C${l * 0.4}-13 ${l * 0.8}-10 ${l}-8Q${l + 6} 0 ${l} 8C${l * 0.8} 10 ${l * 0.4} 13 0 12Z" transform="${t}"/>`
      ends += `<ellipse rx="5" ry="12" transform="${t}"/>`
    }
    return (
      `<g filter="url(#${dropShadow(d)})"><g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})">` +
      `<g fill="${p.skin}" stroke="${darken(p.skin, 0.22)}" stroke-width="1.2">${pieces}</g>` +
      `<g fill="${p.flesh}">${ends}</g></g></g>`
    )
  }
  return (
    `<g filter="url(#${dropShadow(d)})"><g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(rot)})">` +
    knob +
    `<path d="${body}" fill="${p.skin}"/>` +
    (rings
      ? `<path d="${rings}" fill="none" stroke="${darken(p.skin, 0.25)}" stroke-width="1.6" opacity=".6"/>`
      : '') +
    `<ellipse cx="0" cy="0" rx="${n1(w * 0.45)}" ry="${w}" fill="${p.flesh}"/>` +
    `<ellipse cx="0" cy="0" rx="${n1(w * 0.2)}" ry="${n1(w * 0.55)}" fill="${lighten(p.flesh, 0.2)}"/>` +
    `</g></g>`
  )
}

/** One piece of produce; index varies the piece for kinds that mix shapes. */
function producePiece(
  p: Produce,
  x: number,
  y: number,
  rot: number,
  s: number,
  i: number,
  r: Rng,
  d: Defs,
): string {
  switch (p.kind) {
    case 'sprig':
      return sprig(d, x, y, rot, s, p.leaf, p.shape)
    case 'broad':
      return broadLeaf(d, x, y, rot, s, p.leaf)
    case 'blade':
      return blades(d, x, y, rot, s, p.leaf)
    case 'slice':
      return slice(x, y, 46 * s, p, r, d)
    case 'finger':
    case 'root':
      if (i % 2 === 1) {
        return slice(x, y, 26 * s, { kind: 'slice', skin: p.skin, flesh: p.flesh, style: 'core' }, r, d)
      }
      return finger(x, y, rot, 150 * s, p, d)
  }
}

// ---------------------------------------------------------------- powder

/** A dot as a zero-length round-capped subpath: far smaller than a <circle>. */
const dot = (x: number, y: number): string => `M${n1(x)} ${n1(y)}h.1`

function dots(path: string, colour: string, size: number, opacity: number): string {
  return path
    ? `<path d="${path}" stroke="${colour}" stroke-width="${size}" stroke-linecap="round" opacity="${opacity}"/>`
    : ''
}

/** Lighter and darker specks scattered over a powder surface. */
function specks(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  colour: string,
  r: Rng,
  inside: (dx: number, dy: number) => boolean = (dx, dy) => (dx / rx) ** 2 + (dy / ry) ** 2 <= 1,
): string {
  const groups = ['', '', '']
  let made = 0
  let guard = 0
  while (made < count && guard++ < count * 8) {
    const dx = between(r, -rx, rx)
    const dy = between(r, -ry, ry)
    if (!inside(dx, dy)) continue
    groups[made % 3] += dot(cx + dx, cy + dy)
    made++
  }
  return (
    dots(groups[0] ?? '', lighten(colour, 0.5), 3.6, 0.75) +
    dots(groups[1] ?? '', lighten(colour, 0.4), 2, 0.8) +
    dots(groups[2] ?? '', darken(colour, 0.3), 2.6, 0.5)
  )
}

/** Radial fill for a powder surface, lighter on the raised middle. */
function powderFill(d: Defs, colour: string): string {
  return radial(
    d,
    [
      [0, lighten(colour, 0.2)],
      [0.55, colour],
      [1, darken(colour, 0.2)],
    ],
    0.42,
    0.38,
  )
}

/** Top-down bowl filled with powder. */
function bowl(d: Defs, cx: number, cy: number, R: number, colour: string, r: Rng, wood: boolean): string {
  const sh = blur(d, 12)
  let s = `<circle cx="${cx + 10}" cy="${cy + 16}" r="${R}" fill="#5A4126" opacity=".26" filter="url(#${sh})"/>`
  if (wood) {
    const wg = radial(
      d,
      [
        [0, '#B27B45'],
        [0.8, '#9C6535'],
        [1, '#80502A'],
      ],
      0.4,
      0.35,
    )
    s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#${wg})"/>`
    s += `<g fill="none" stroke="#6E4322" opacity=".22" stroke-width="1.5">`
    for (const k of [0.96, 0.92, 0.88]) s += `<circle cx="${cx}" cy="${cy}" r="${n1(R * k)}"/>`
    s += `</g>`
    s += `<circle cx="${cx}" cy="${cy}" r="${n1(R * 0.85)}" fill="#7A4A25"/>`
  } else {
    s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#F3ECDF" stroke="#DCCDB2" stroke-width="1.5"/>`
    s += `<circle cx="${cx}" cy="${cy}" r="${n1(R * 0.93)}" fill="none" stroke="${CLAY}" stroke-width="${n1(R * 0.025)}" opacity=".55"/>`
    const well = radial(d, [
      [0.7, '#E6DBC6'],
      [1, '#CDBB9B'],
    ])
    s += `<circle cx="${cx}" cy="${cy}" r="${n1(R * 0.86)}" fill="url(#${well})"/>`
  }
  const pr = R * 0.79
  s += `<circle cx="${cx}" cy="${cy}" r="${n1(pr)}" fill="url(#${powderFill(d, colour)})"/>`
  s += specks(cx, cy, pr * 0.92, pr * 0.92, Math.round(pr / 4), colour, r)
  if (R > 120) {
    // a shallow scoop where the spoon has been
    const sx = cx + pr * 0.34
    const sy = cy + pr * 0.3
    s += `<ellipse cx="${n1(sx)}" cy="${n1(sy)}" rx="${n1(pr * 0.24)}" ry="${n1(pr * 0.17)}" fill="${darken(colour, 0.14)}" transform="rotate(-30 ${n1(sx)} ${n1(sy)})"/>`
    s += `<ellipse cx="${n1(sx + 4)}" cy="${n1(sy + 4)}" rx="${n1(pr * 0.2)}" ry="${n1(pr * 0.13)}" fill="${lighten(colour, 0.06)}" transform="rotate(-30 ${n1(sx + 4)} ${n1(sy + 4)})"/>`
  }
  s += `<ellipse cx="${n1(cx - pr * 0.28)}" cy="${n1(cy - pr * 0.3)}" rx="${n1(pr * 0.34)}" ry="${n1(pr * 0.2)}" fill="#FFFFFF" opacity=".1" transform="rotate(-35 ${n1(cx - pr * 0.28)} ${n1(cy - pr * 0.3)})"/>`
  return s
}

/** Wooden spoon, top-down, with a little heap of powder in its bowl. Origin at the spoon bowl. */
function spoon(d: Defs, x: number, y: number, rot: number, colour: string, r: Rng): string {
  const sh = blur(d, 5)
  const shape = `M0-34C30-34 48-18 50-8H250A8 8 0 0 1 250 8H50C48 18 30 34 0 34C-30 34-44 18-44 0C-44-18-30-34 0-34Z`
  const wood = linear(
    d,
    [
      [0, '#C99562'],
      [1, '#A9743F'],
    ],
    true,
  )
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})">` +
    `<path d="${shape}" transform="translate(7 10)" fill="#5A4126" opacity=".28" filter="url(#${sh})"/>` +
    `<path d="${shape}" fill="url(#${wood})"/>` +
    `<path d="M70 0H240" stroke="#8E5E31" stroke-width="1.2" opacity=".4"/>` +
    `<ellipse cx="0" cy="0" rx="35" ry="26" fill="#9A6636"/>` +
    `<ellipse cx="-2" cy="0" rx="29" ry="21" fill="url(#${powderFill(d, colour)})"/>` +
    specks(-2, 0, 24, 17, 8, colour, r) +
    `</g>`
  )
}

// ---------------------------------------------------------------- pouch

const POUCH =
  'M-160 0H160C166 150 172 330 170 470Q170 516 126 518H-126Q-170 516-170 470C-172 330-166 150-160 0Z'

function leafLogo(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-20-6L-27-10M-16-17L-21-24M-5-21L-6-29M7-18L11-25" stroke="${TURMERIC}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<circle cx="-8" cy="-2" r="13" fill="${TURMERIC}"/>` +
    `<path d="M-16 14C-15-4 2-16 22-14C20 4 4 15-16 14Z" fill="${LEAF}"/>` +
    `<path d="M-12 11C-2 3 8-4 17-10" stroke="${PARCHMENT}" stroke-width="1.6" fill="none" stroke-linecap="round"/>` +
    `</g>`
  )
}

/** Splits a product name for the label: main words on 1–2 lines, any "(...)" as a small subtitle. */
function labelName(name: string): { lines: string[]; sub: string } {
  const m = name.match(/\(([^)]+)\)/)
  const sub = m?.[1] ?? ''
  const main = name
    .replace(/\s*\([^)]+\)\s*/, ' ')
    .trim()
    .replace(/\s+/g, ' ')
  const words = main.split(' ')
  if (words.length < 2) return { lines: [main], sub }
  let best: string[] = [main]
  let bestLen = Number.POSITIVE_INFINITY
  for (let k = 1; k < words.length; k++) {
    const a = words.slice(0, k).join(' ')
    const b = words.slice(k).join(' ')
    const len = Math.max(a.length, b.length)
    if (len < bestLen) {
      bestLen = len
      best = [a, b]
    }
  }
  return { lines: best, sub }
}

function frontLabel(p: SeedProduct, sampler: string[] | null): string {
  const { lines, sub } = labelName(p.name)
  const longest = Math.max(...lines.map((l) => l.length))
  const size = Math.min(38, 218 / (longest * 0.52))
  const lh = size * 1.08
  const top = sub ? 252 : 262
  let s = `<rect x="-124" y="103" width="248" height="356" rx="8" fill="#6B5235" opacity=".12"/>`
  s += `<rect x="-124" y="100" width="248" height="356" rx="8" fill="${PARCHMENT}" stroke="#E3D6BF"/>`
  s += `<rect x="-116" y="108" width="232" height="340" rx="5" fill="none" stroke="${DEEP_LEAF}" stroke-opacity=".22"/>`
  s += leafLogo(2, 150, 1)
  s += `<text x="0" y="198" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="14.5" letter-spacing="3.6" fill="${INK}">SURYA NATURALS</text>`
  s += `<path d="M-26 212H26" stroke="${TURMERIC}" stroke-width="2"/>`
  lines.forEach((l, i) => {
    s += `<text x="0" y="${n1(top + i * lh + (lines.length === 1 ? lh / 2 : 0))}" text-anchor="middle" font-family="${SERIF}" font-size="${n1(size)}" fill="${INK}">${esc(l)}</text>`
  })
  if (sub) {
    s += `<text x="0" y="${n1(top + lines.length * lh - 4)}" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="12" letter-spacing="3" fill="${CLAY}">${esc(sub.toUpperCase())}</text>`
  }
  const bandText = luminance(p.colour) > 0.45 ? INK : PARCHMENT
  if (sampler) {
    sampler.forEach((c, i) => {
      s += `<rect x="${-124 + i * (248 / sampler.length)}" y="346" width="${n1(248 / sampler.length + 0.5)}" height="38" fill="${c}"/>`
    })
  } else {
    s += `<rect x="-124" y="346" width="248" height="38" fill="${p.colour}"/>`
    s += `<text x="0" y="369.5" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="11" letter-spacing="2.4" fill="${bandText}">SUN-DRIED · 100% NATURAL</text>`
  }
  s += `<text x="0" y="411" text-anchor="middle" font-family="${SANS}" font-size="10" letter-spacing="2.5" fill="#6B6455">NET WT.</text>`
  s += `<text x="0" y="440" text-anchor="middle" font-family="${SERIF}" font-size="26" fill="${INK}">${sampler ? '6 × 100g' : '100g'}</text>`
  return s
}

function backLabel(p: SeedProduct, r: Rng): string {
  let s = `<rect x="-132" y="83" width="264" height="392" rx="8" fill="#6B5235" opacity=".12"/>`
  s += `<rect x="-132" y="80" width="264" height="392" rx="8" fill="${PARCHMENT}" stroke="#E3D6BF"/>`
  s += `<path d="M-132 88A8 8 0 0 1-124 80H124A8 8 0 0 1 132 88V92H-132Z" fill="${p.colour}"/>`
  s += `<text x="0" y="124" text-anchor="middle" font-family="${SERIF}" font-size="20" fill="${INK}">Nutrition Information</text>`
  s += `<text x="0" y="142" text-anchor="middle" font-family="${SANS}" font-size="10" fill="#6B6455">Typical values per 100 g</text>`
  s += `<path d="M-116 152H116" stroke="${INK}" stroke-width="2.5"/>`
  const rows = [
    'Energy',
    'Protein',
    'Carbohydrate',
    '  of which sugars',
    'Dietary fibre',
    'Total fat',
    'Iron',
  ]
  rows.forEach((label, i) => {
    const y = 172 + i * 21
    s += `<text x="-116" y="${y}" font-family="${SANS}" font-size="11.5" fill="${INK}" xml:space="preserve">${label}</text>`
    const w = Math.round(between(r, 26, 52))
    s += `<rect x="${116 - w}" y="${y - 8}" width="${w}" height="7" rx="3.5" fill="#D3C8B3"/>`
    s += `<path d="M-116 ${y + 7}H116" stroke="#E6DCCB"/>`
  })
  s += `<path d="M-116 318H116" stroke="${INK}" stroke-width="1.2"/>`
  s += `<text x="-116" y="338" font-family="${SANS}" font-weight="700" font-size="10" letter-spacing="2" fill="${INK}">INGREDIENTS</text>`
  const words = p.ingredients.split(' ')
  const lines: string[] = []
  let line = ''
  for (const w of words) {
    if (`${line} ${w}`.trim().length > 42) {
      lines.push(line)
      line = w
    } else line = `${line} ${w}`.trim()
  }
  if (line) lines.push(line)
  lines.slice(0, 4).forEach((l, i) => {
    s += `<text x="-116" y="${354 + i * 13.5}" font-family="${SANS}" font-size="10" fill="#4A463D">${esc(l)}</text>`
  })
  // veg mark, packer line and barcode
  s += `<rect x="-116" y="420" width="18" height="18" fill="none" stroke="#2E8B3A" stroke-width="1.6"/><circle cx="-107" cy="429" r="5" fill="#2E8B3A"/>`
  s += `<text x="-90" y="427" font-family="${SANS}" font-size="9" fill="#4A463D">Packed by Surya Naturals</text>`
  s += `<text x="-90" y="439" font-family="${SANS}" font-size="9" fill="#4A463D">Telangana, India · 100g</text>`
  let bars = ''
  let bx = 52
  while (bx < 116) {
    const w = r() < 0.5 ? 1.4 : 2.8
    bars += `M${n1(bx)} 414v32`
    bx += w + between(r, 1.2, 3)
    if (w > 2) bars += `M${n1(bx - 1.5)} 414v32`
  }
  s += `<path d="${bars}" stroke="${INK}" stroke-width="1.4"/>`
  return s
}

function pouch(
  d: Defs,
  p: SeedProduct,
  r: Rng,
  opts: { x: number; y: number; s: number; rot?: number; back?: boolean; flat?: boolean },
): string {
  const kraft = linear(d, [
    [0, '#B08551'],
    [0.16, '#CCA470'],
    [0.52, '#C9A26B'],
    [0.84, '#BF955F'],
    [1, '#A47A47'],
  ])
  const crimp = d.add(
    'crimp',
    (id) =>
      `<pattern id="${id}" width="6" height="40" patternUnits="userSpaceOnUse"><rect width="2.4" height="40" fill="#6E4C28" opacity=".22"/></pattern>`,
  )
  const sh = blur(d, opts.flat ? 10 : 14)
  const shadow = opts.flat
    ? `<path d="${POUCH}" transform="translate(12 16)" fill="#5A4126" opacity=".3" filter="url(#${sh})"/>`
    : `<ellipse cx="14" cy="516" rx="200" ry="24" fill="#5A4126" opacity=".38" filter="url(#${sh})"/>`
  let fibres = ''
  for (let i = 0; i < 22; i++) {
    const x = Math.round(between(r, -150, 150))
    const y = Math.round(between(r, 70, 500))
    if (x > -130 && x < 130 && y > 95 && y < 462) continue
    fibres += `M${x} ${y}l${Math.round(between(r, -9, 9))} ${Math.round(between(r, -3, 3))}`
  }
  let s = `<g transform="translate(${opts.x} ${opts.y}) rotate(${opts.rot ?? 0}) scale(${opts.s})">`
  s += shadow
  s += `<path d="${POUCH}" fill="url(#${kraft})"/>`
  s += `<path d="M-160 0H160L161 38H-161Z" fill="url(#${crimp})"/>`
  s += `<path d="M-160 0H160L161 38H-161Z" fill="#7A5630" opacity=".16"/>`
  s += `<path d="M-163 62H163" stroke="#8E6636" stroke-width="3.5"/><path d="M-163 66H163" stroke="#E2C391" stroke-width="1.5" opacity=".8"/>`
  s += `<path d="M-161 44l10 6-10 6ZM161 44l-10 6 10 6Z" fill="${SAND}"/>`
  s += `<path d="M-150 50C-156 200-158 360-156 474L-126 482C-128 360-128 200-124 50Z" fill="#FFFFFF" opacity=".09"/>`
  s += `<path d="M150 50C156 200 160 360 158 474" fill="none" stroke="#8A6334" stroke-width="3" opacity=".25"/>`
  s += `<path d="M-170 474Q0 500 170 474Q170 516 126 518H-126Q-170 516-170 474Z" fill="#7A5630" opacity=".22"/>`
  s += `<path d="M-168 474Q0 500 168 474" fill="none" stroke="#8A6334" stroke-width="2" opacity=".5"/>`
  s += `<path d="${fibres}" stroke="#7E5A32" stroke-width="1.2" opacity=".3"/>`
  s += opts.back ? backLabel(p, r) : frontLabel(p, null)
  s += `</g>`
  return s
}

/** The sampler's gift box, front view with a lid, showing the six powders on its label. */
function samplerBox(d: Defs, colours: string[]): string {
  const kraft = linear(d, [
    [0, '#B08551'],
    [0.5, '#C9A26B'],
    [1, '#A98049'],
  ])
  const sh = blur(d, 14)
  let s = `<g transform="translate(400 150)">`
  s += `<ellipse cx="14" cy="522" rx="270" ry="26" fill="#5A4126" opacity=".38" filter="url(#${sh})"/>`
  s += `<path d="M-250 70L-214 30H214L250 70Z" fill="#D8B582"/>`
  s += `<rect x="-250" y="70" width="500" height="450" rx="4" fill="url(#${kraft})"/>`
  s += `<rect x="-256" y="66" width="512" height="84" rx="4" fill="#BD9460"/>`
  s += `<path d="M-256 150H256" stroke="#7A5630" stroke-width="3" opacity=".35"/>`
  s += `<rect x="-30" y="66" width="60" height="454" fill="${CLAY}" opacity=".85"/>`
  s += `<rect x="-150" y="178" width="300" height="300" rx="8" fill="${PARCHMENT}" stroke="#E3D6BF"/>`
  s += `<g transform="translate(0 -40)">`
  s += leafLogo(2, 258, 1)
  s += `<text x="0" y="304" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="14.5" letter-spacing="3.6" fill="${INK}">SURYA NATURALS</text>`
  s += `<text x="0" y="352" text-anchor="middle" font-family="${SERIF}" font-size="36" fill="${INK}">Superfood</text>`
  s += `<text x="0" y="392" text-anchor="middle" font-family="${SERIF}" font-size="36" fill="${INK}">Sampler Box</text>`
  colours.forEach((c, i) => {
    s += `<circle cx="${-100 + i * 40}" cy="${428}" r="14" fill="${c}"/>`
  })
  s += `<text x="0" y="490" text-anchor="middle" font-family="${SERIF}" font-size="24" fill="${INK}">6 × 100g</text>`
  s += `</g></g>`
  return s
}

// ---------------------------------------------------------------- product scenes

function samplerColours(): string[] {
  const slugs = [
    'moringa-powder',
    'beetroot-powder',
    'amla-powder',
    'turmeric-powder-lakadong',
    'spinach-powder',
    'carrot-powder',
  ]
  return slugs.map((s) => seedProducts.find((p) => p.slug === s)?.colour ?? LEAF)
}

/**
 * The card picture: the powder in a bowl beside large pieces of what it is made from, all inside the middle
 * 4:3 band (phone cards crop the square to 4:3), so a grid of small cards tells products apart at a glance.
 */
function sceneCard(d: Defs, p: SeedProduct, r: Rng): string {
  const prod = produceFor(p)
  let s = linen(d, 420, 560, 560, 300, -6)
  s += specks(300, 640, 90, 26, 12, p.colour, r)
  if (prod.kind === 'slice') {
    s += producePiece(prod, 640, 270, 0, 1.9, 0, r, d)
    s += producePiece(prod, 650, 520, 0, 1.45, 1, r, d)
  } else if (prod.kind === 'finger' || prod.kind === 'root') {
    s += producePiece(prod, 540, 250, 35, 2.1, 0, r, d)
    s += producePiece(prod, 650, 540, 0, 2.8, 1, r, d)
  } else {
    s += producePiece(prod, 700, 690, -20, 1.9, 0, r, d)
    s += producePiece(prod, 560, 700, 25, 1.4, 1, r, d)
  }
  s += bowl(d, 320, 410, 200, p.colour, r, true)
  return s
}

function sceneSamplerBowls(d: Defs, r: Rng): string {
  const colours = samplerColours()
  const sh = blur(d, 12)
  let s = `<rect x="118" y="184" width="580" height="460" rx="26" fill="#5A4126" opacity=".3" filter="url(#${sh})"/>`
  s += `<rect x="110" y="170" width="580" height="460" rx="26" fill="#A8733F"/>`
  s += `<rect x="126" y="186" width="548" height="428" rx="18" fill="#BF8B55"/>`
  colours.forEach((c, i) => {
    const cx = 222 + (i % 3) * 178
    const cy = 305 + Math.floor(i / 3) * 192
    s += bowl(d, cx, cy, 78, c, r, false)
  })
  return s
}

function sceneHeap(d: Defs, p: SeedProduct, r: Rng): string {
  const prod = produceFor(p)
  const wood = linear(
    d,
    [
      [0, '#B98654'],
      [1, '#96643A'],
    ],
    true,
  )
  const sh = blur(d, 12)
  let s = `<g transform="translate(-56 -132) scale(1.14)">`
  s += `<ellipse cx="412" cy="640" rx="300" ry="70" fill="#5A4126" opacity=".3" filter="url(#${sh})"/>`
  s += `<ellipse cx="400" cy="612" rx="290" ry="84" fill="#7E5230"/>`
  s += `<ellipse cx="400" cy="596" rx="290" ry="84" fill="url(#${wood})"/>`
  s += `<g fill="none" stroke="#7E5230" opacity=".25" stroke-width="1.5"><ellipse cx="400" cy="596" rx="240" ry="66"/><ellipse cx="400" cy="596" rx="180" ry="48"/><ellipse cx="400" cy="596" rx="110" ry="28"/></g>`
  // produce lying on the board behind the heap
  const flatS = prod.kind === 'slice' ? 0.8 : 0.85
  const leafy = prod.kind === 'sprig' || prod.kind === 'broad' || prod.kind === 'blade'
  if (leafy) {
    s += producePiece(prod, 200, 578, -58, flatS, 0, r, d)
    s += producePiece(prod, 615, 566, 56, flatS, 2, r, d)
  } else if (prod.kind === 'slice') {
    s += producePiece(prod, 240, 560, 0, flatS, 0, r, d)
    s += producePiece(prod, 575, 556, 0, flatS, 2, r, d)
  } else {
    s += producePiece(prod, 300, 556, 196, 1, 0, r, d)
    s += producePiece(prod, 500, 552, -14, 1, 2, r, d)
  }
  const heap = 'M190 606C282 606 322 392 400 380C478 392 518 606 610 606Q400 640 190 606Z'
  const hg = linear(
    d,
    [
      [0, lighten(p.colour, 0.16)],
      [0.6, p.colour],
      [1, darken(p.colour, 0.16)],
    ],
    true,
  )
  s += `<ellipse cx="408" cy="612" rx="210" ry="16" fill="#3E2A18" opacity=".3" filter="url(#${blur(d, 6)})"/>`
  s += `<path d="${heap}" fill="url(#${hg})"/>`
  s += `<path d="M400 380C478 392 518 606 610 606Q520 622 430 624C460 560 440 430 400 380Z" fill="#000000" opacity=".1"/>`
  s += `<path d="M400 380C360 392 330 470 306 560" fill="none" stroke="#FFFFFF" stroke-width="14" stroke-linecap="round" opacity=".08"/>`
  s += specks(400, 520, 190, 120, 50, p.colour, r, (dx, dy) => {
    const y = 520 + dy
    const half = ((y - 385) / 225) * 200
    return y > 392 && y < 612 && Math.abs(dx) < half * 0.92
  })
  s += specks(400, 630, 250, 30, 14, p.colour, r, (dx) => Math.abs(dx) > 200)
  // and in front
  if (!leafy) s += producePiece(prod, 255, 668, -100, flatS * 0.95, 1, r, d)
  s += producePiece(prod, 545, 672, 95, flatS * 0.95, 3, r, d)
  s += `</g>`
  return s
}

function sceneBack(d: Defs, p: SeedProduct, r: Rng): string {
  return pouch(d, p, r, { x: 400, y: 118, s: 1.08, back: true })
}

function sceneFlatLay(d: Defs, p: SeedProduct, r: Rng): string {
  const prod = produceFor(p)
  let s = linen(d, 560, 580, 420, 300, 10)
  if (prod.kind === 'slice') {
    s += producePiece(prod, 640, 190, 0, 0.95, 0, r, d)
    s += producePiece(prod, 725, 290, 0, 0.8, 1, r, d)
    s += producePiece(prod, 140, 700, 0, 1, 2, r, d)
  } else if (prod.kind === 'finger' || prod.kind === 'root') {
    s += producePiece(prod, 560, 210, 14, 1, 0, r, d)
    s += producePiece(prod, 700, 320, 0, 1.2, 1, r, d)
    s += producePiece(prod, 140, 700, 0, 1.3, 3, r, d)
  } else {
    s += producePiece(prod, 690, 330, 22, 0.8, 0, r, d)
    s += producePiece(prod, 150, 730, -35, 0.7, 1, r, d)
  }
  s += pouch(d, p, r, { x: 300, y: 100, s: 0.78, rot: -9, flat: true })
  s += bowl(d, 575, 585, 140, p.colour, r, false)
  s += spoon(d, 390, 700, -12, p.colour, r)
  s += specks(320, 730, 60, 24, 10, p.colour, r)
  return s
}

export function productImage(p: SeedProduct, n: number): string {
  const d = new Defs()
  const r = makeRng(`${p.slug}-${n}`)
  let body = backdrop(d, r)
  const sampler = p.slug === 'superfood-sampler-box'
  let title = `${p.name}, Surya Naturals 100g pack`
  if (sampler) {
    title = `${p.name}: six 100g Surya Naturals powders`
    body += n === 1 ? samplerBox(d, samplerColours()) : sceneSamplerBowls(d, r)
  } else if (n === 1) {
    title = `${p.name} in a wooden bowl beside the fresh produce`
    body += sceneCard(d, p, r)
  } else if (n === 2) {
    body += pouch(d, p, r, { x: 400, y: 128, s: 1.1 })
  } else if (n === 3) {
    title = `A heap of ${p.name.toLowerCase()} with the fresh produce`
    body += sceneHeap(d, p, r)
  } else if (n === 4) {
    title = `${p.name}: back of pack with nutrition information`
    body += sceneBack(d, p, r)
  } else {
    title = `${p.name} pouch and bowl, flat-lay`
    body += sceneFlatLay(d, p, r)
  }
  return document(title, d, body)
}

// ---------------------------------------------------------------- recipe scenes

/** Top-down ceramic dish: a flat plate, or a bowl with a shaded well. */
function dish(d: Defs, cx: number, cy: number, R: number, deep: boolean): string {
  const sh = blur(d, 14)
  let s = `<circle cx="${cx + 10}" cy="${cy + 16}" r="${R}" fill="#5A4126" opacity=".26" filter="url(#${sh})"/>`
  s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#F6F0E4" stroke="#DCCDB2" stroke-width="1.5"/>`
  s += `<circle cx="${cx}" cy="${cy}" r="${n1(R * 0.94)}" fill="none" stroke="${CLAY}" stroke-width="3" opacity=".5"/>`
  if (deep) {
    const well = radial(d, [
      [0.72, '#EADFCB'],
      [1, '#CDBB9B'],
    ])
    s += `<circle cx="${cx}" cy="${cy}" r="${n1(R * 0.86)}" fill="url(#${well})"/>`
  } else {
    s += `<circle cx="${cx}" cy="${cy}" r="${n1(R * 0.74)}" fill="#EFE6D5"/>`
  }
  return s
}

function smoothieBowl(d: Defs, r: Rng): string {
  let s = linen(d, 430, 450, 560, 400, -6)
  s += dish(d, 400, 400, 255, true)
  const green = radial(
    d,
    [
      [0, '#A9C56C'],
      [0.7, '#8DB255'],
      [1, '#6F9640'],
    ],
    0.45,
    0.4,
  )
  s += `<circle cx="400" cy="400" r="206" fill="url(#${green})"/>`
  const clip = d.add(
    'smoothie-clip',
    (id) => `<clipPath id="${id}"><circle cx="400" cy="400" r="198"/></clipPath>`,
  )
  // toppings in diagonal rows across two thirds of the bowl; each row fills its chord of the circle
  const chord = (dx: number, margin: number): [number, number] => {
    const h = Math.sqrt(Math.max(0, 198 ** 2 - dx ** 2)) - margin
    return [400 - h, 400 + h]
  }
  let t = ''
  {
    const [y0, y1] = chord(-124, 20)
    for (let y = y0; y <= y1; y += 50) {
      t += `<circle cx="276" cy="${n1(y)}" r="24" fill="#F1E4B5" stroke="#E2CF93" stroke-width="2.5"/><circle cx="276" cy="${n1(y)}" r="7" fill="#E6D59D"/>`
    }
  }
  let mango = ''
  {
    const [y0, y1] = chord(-72, 14)
    for (let y = y0; y <= y1; y += 31) {
      const x = 316 + (Math.round(y) % 2) * 8
      mango += `<rect x="${x}" y="${n1(y - 13)}" width="25" height="25" rx="6" transform="rotate(${Math.round(between(r, -20, 20))} ${x + 12} ${n1(y)})"/>`
    }
  }
  t += `<g fill="#F0A232">${mango}</g>`
  let aril = ''
  {
    const [y0, y1] = chord(-26, 10)
    for (let i = 0; i < 34; i++) aril += dot(between(r, 360, 388), between(r, y0, y1))
  }
  t += dots(aril, '#A81F36', 13, 1) + dots(aril, '#C73A50', 9, 1)
  t += `<path d="${aril}" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round" opacity=".45" transform="translate(-2 -2)"/>`
  let coco = ''
  {
    const [y0, y1] = chord(18, 10)
    for (let i = 0; i < 22; i++) {
      coco += `M${n1(between(r, 402, 434))} ${n1(between(r, y0, y1))}l${n1(between(r, -9, 9))} ${n1(between(r, -4, 4))}`
    }
  }
  t += `<path d="${coco}" stroke="#FFFDF6" stroke-width="3.5" stroke-linecap="round"/>`
  let chia = ''
  {
    const [y0, y1] = chord(60, 8)
    for (let i = 0; i < 30; i++) chia += dot(between(r, 448, 472), between(r, y0, y1))
  }
  t += dots(chia, '#2B2A26', 3.2, 0.65)
  let almond = ''
  {
    const [y0, y1] = chord(100, 16)
    for (let y = y0; y <= y1; y += 34) {
      const x = 496 + (Math.round(y) % 3) * 4
      almond += `<ellipse cx="${x}" cy="${n1(y)}" rx="13" ry="5" transform="rotate(${Math.round(between(r, -40, 40))} ${x} ${n1(y)})"/>`
    }
  }
  t += `<g fill="#EBD5AA">${almond}</g>`
  s += `<g clip-path="url(#${clip})"><g transform="rotate(-28 400 400)">${t}</g></g>`
  s += `<path d="${leafPath(560, 440, 46, 20, -100, true)}${leafPath(560, 440, 40, 18, -30, true)}" fill="#4C9A4A"/>`
  s += spoon(d, 620, 640, 35, '#8DB255', r)
  s += sprig(d, 40, 760, 42, 1.05, MORINGA_LEAF, 'moringa')
  return s
}

function ladooPlate(d: Defs, r: Rng): string {
  let s = linen(d, 390, 430, 580, 420, 5)
  s += dish(d, 400, 410, 270, false)
  const lg = radial(
    d,
    [
      [0, '#D6E2B2'],
      [0.5, '#AEC283'],
      [1, '#7C9452'],
    ],
    0.36,
    0.3,
  )
  const spots: [number, number][] = [[400, 410]]
  for (let i = 0; i < 6; i++)
    spots.push([400 + Math.cos((i * Math.PI) / 3) * 120, 410 + Math.sin((i * Math.PI) / 3) * 120])
  let balls = ''
  let flakes = ''
  for (const [x, y] of spots) {
    balls += `<circle cx="${n1(x)}" cy="${n1(y)}" r="55"/>`
    for (let k = 0; k < 18; k++) {
      const a = r() * Math.PI * 2
      const dd = Math.sqrt(r()) * 48
      flakes += `M${n1(x + Math.cos(a) * dd)} ${n1(y + Math.sin(a) * dd)}l${n1(between(r, -4, 4))} ${n1(between(r, -3, 3))}`
    }
  }
  s += `<g filter="url(#${dropShadow(d)})" fill="url(#${lg})">${balls}</g>`
  s += `<path d="${flakes}" stroke="#FBF8EE" stroke-width="2.2" stroke-linecap="round" opacity=".85"/>`
  // cardamom pods and cashews beside the plate
  let pods = ''
  for (const [x, y, a] of [
    [640, 700, 30],
    [672, 676, -20],
    [700, 712, 70],
  ] as [number, number, number][]) {
    pods += `<ellipse cx="${x}" cy="${y}" rx="16" ry="9" transform="rotate(${a} ${x} ${y})"/>`
  }
  s += `<g fill="#8FA35A" filter="url(#${dropShadow(d)})">${pods}</g>`
  let nuts = ''
  for (const [x, y, a] of [
    [110, 650, 20],
    [160, 700, -40],
    [92, 712, 80],
  ] as [number, number, number][]) {
    nuts += `<path d="M-14 0a14 14 0 0 0 28 0" transform="translate(${x} ${y}) rotate(${a})"/>`
  }
  s += `<g fill="none" stroke="#EAD3A4" stroke-width="11" stroke-linecap="round" filter="url(#${dropShadow(d)})">${nuts}</g>`
  s += sprig(d, 790, 40, -128, 1.05, MORINGA_LEAF, 'moringa')
  return s
}

function lemonTea(d: Defs, r: Rng): string {
  let s = linen(d, 380, 450, 520, 380, -10)
  s += dish(d, 380, 420, 220, false)
  const sh = blur(d, 8)
  s += `<rect x="510" y="392" width="90" height="40" rx="20" fill="#F7F3EA" stroke="#DCCDB2" stroke-width="1.5"/>`
  s += `<circle cx="386" cy="428" r="152" fill="#5A4126" opacity=".25" filter="url(#${sh})"/>`
  s += `<circle cx="380" cy="420" r="150" fill="#F8F4EC" stroke="#DCCDB2" stroke-width="1.5"/>`
  const tea = radial(
    d,
    [
      [0, '#D8CC72'],
      [0.7, '#BFAF4E'],
      [1, '#9C8D34'],
    ],
    0.42,
    0.4,
  )
  s += `<circle cx="380" cy="420" r="130" fill="url(#${tea})"/>`
  s += `<ellipse cx="330" cy="370" rx="50" ry="18" fill="#FFFFFF" opacity=".18" transform="rotate(-35 330 370)"/>`
  const lemon = (cx: number, cy: number, R: number): string => {
    let seg = ''
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2
      seg += `M${cx} ${cy}L${n1(cx + Math.cos(a) * R * 0.84)} ${n1(cy + Math.sin(a) * R * 0.84)}`
    }
    return (
      `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#EFC83A"/><circle cx="${cx}" cy="${cy}" r="${n1(R * 0.87)}" fill="#F8E48A"/>` +
      `<path d="${seg}" stroke="#EFC83A" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${n1(R * 0.1)}" fill="#EFC83A"/>`
    )
  }
  s += lemon(420, 452, 46)
  s += `<path d="${leafPath(330, 420, 46, 20, -130, true)}${leafPath(330, 420, 40, 18, 150, true)}" fill="#4C9A4A"/>`
  s += `<g filter="url(#${dropShadow(d)})">${lemon(650, 650, 60)}</g>`
  s += finger(140, 660, -20, 110, { kind: 'finger', skin: '#B58B55', flesh: '#EBD9A2' }, d)
  s += sprig(d, 790, 110, -112, 1.0, MORINGA_LEAF, 'moringa')
  void r
  return s
}

function hummusBowl(d: Defs, r: Rng): string {
  let s = linen(d, 420, 420, 560, 420, 8)
  s += dish(d, 390, 400, 250, true)
  const hg = radial(
    d,
    [
      [0, '#CBD09C'],
      [0.7, '#B3BA82'],
      [1, '#98A26A'],
    ],
    0.45,
    0.4,
  )
  s += `<circle cx="390" cy="400" r="202" fill="url(#${hg})"/>`
  // a spiral groove drawn with the back of a spoon, oil pooled in it
  const pts: string[] = []
  for (let k = 0; k <= 64; k++) {
    const th = (k / 64) * Math.PI * 4.2
    const rr = 18 + th * 11
    pts.push(`${n1(390 + Math.cos(th) * rr)} ${n1(400 + Math.sin(th) * rr)}`)
  }
  const spiral = `M${pts.join('L')}`
  s += `<path d="${spiral}" fill="none" stroke="#8E995C" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" opacity=".45"/>`
  s += `<path d="${spiral}" fill="none" stroke="#F4EBC4" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" opacity=".35" transform="translate(-4 -5)"/>`
  s += `<path d="M${pts.slice(20, 58).join('L')}" fill="none" stroke="#D9AF3A" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity=".75"/>`
  s += specks(390, 400, 175, 175, 46, '#5E8C31', r)
  let sesame = ''
  for (let i = 0; i < 26; i++) {
    const a = r() * Math.PI * 2
    const dd = Math.sqrt(r()) * 160
    const x = 390 + Math.cos(a) * dd
    const y = 400 + Math.sin(a) * dd
    sesame += `<ellipse cx="${n1(x)}" cy="${n1(y)}" rx="3.6" ry="2" transform="rotate(${Math.round(r() * 180)} ${n1(x)} ${n1(y)})"/>`
  }
  s += `<g fill="#F8F1DC">${sesame}</g>`
  let peas = ''
  for (const [x, y] of [
    [396, 404],
    [372, 388],
    [418, 386],
  ] as [number, number][]) {
    peas += `<circle cx="${x}" cy="${y}" r="13"/>`
  }
  s += `<g fill="#E3C68C" filter="url(#${dropShadow(d)})">${peas}</g>`
  // carrot and cucumber sticks
  let sticks = ''
  for (const [x, y, a, c] of [
    [560, 700, -32, '#E8842A'],
    [590, 676, -28, '#EE9238'],
    [578, 734, -36, '#A9C777'],
  ] as [number, number, number, string][]) {
    sticks += `<rect x="${x}" y="${y}" width="170" height="18" rx="8" fill="${c}" transform="rotate(${a} ${x} ${y})"/>`
  }
  s += `<g filter="url(#${dropShadow(d)})">${sticks}</g>`
  s += sprig(d, 40, 380, 22, 1.0, MORINGA_LEAF, 'moringa')
  return s
}

function recipeImage(rec: SeedRecipe): string {
  const d = new Defs()
  const r = makeRng(rec.recipeId)
  let body = backdrop(d, r)
  const scenes: Record<string, (d: Defs, r: Rng) => string> = {
    'moringa-smoothie-bowl': smoothieBowl,
    'moringa-coconut-ladoo': ladooPlate,
    'moringa-lemon-detox-tea': lemonTea,
    'moringa-hummus': hummusBowl,
  }
  const byCategory =
    rec.category === 'Dessert' ? ladooPlate : rec.category === 'Breakfast' ? smoothieBowl : hummusBowl
  body += (scenes[rec.recipeId] ?? byCategory)(d, r)
  return document(rec.name, d, body)
}

// ---------------------------------------------------------------- main

/** Every /images/... path mentioned anywhere in the seed data. */
function imagePaths(data: unknown): string[] {
  const found = new Set<string>()
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (/^\/images\/.+\.svg$/.test(v)) found.add(v)
    } else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  walk(data)
  return [...found]
}

function main(): void {
  const paths = imagePaths([seedProducts, seedRecipes, seedReviews])
  let written = 0
  let largest = 0
  for (const path of paths) {
    let svg: string | null = null
    const product = seedProducts.find((p) => p.images.includes(path))
    const recipe = seedRecipes.find((rec) => rec.image === path)
    if (product) svg = productImage(product, product.images.indexOf(path) + 1)
    else if (recipe) svg = recipeImage(recipe)
    if (!svg) {
      console.warn(`no drawing for ${path}`)
      continue
    }
    const file = join(PUBLIC, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, svg)
    written++
    const size = Buffer.byteLength(svg)
    largest = Math.max(largest, size)
    if (size > 12 * 1024) console.warn(`${path} is ${(size / 1024).toFixed(1)} KB`)
  }
  console.info(`wrote ${written} SVG files to public/images (largest ${(largest / 1024).toFixed(1)} KB)`)
}

// Drawn when run as a script; a test imports the drawings without writing files.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
