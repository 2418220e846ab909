// The web app's boundaries are Biome rules (biome.json, noRestrictedImports per folder; docs/architecture.md):
// a feature imports no other feature and nothing from src/web/app; src/web/lib and src/web/ui import no feature.
// Biome matches an import's text, not the file it names, so each feature has its own override listing the
// others. This checks that every feature folder has one, and feeds Biome deliberate bad imports to see it refuse.
// The back office (features/admin) is split into areas (admin/<area>/ with api/, model/, components/; decision
// 038): one override for all of them refuses another area's folder, and below, the areas are read from the folder
// list and every import of every admin file is resolved to the file it names, so a new area is kept apart without
// a line of configuration.

import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const features = readdirSync(path.join(root, 'src/web/features'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort()

interface Override {
  includes: string[]
  linter?: {
    rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } }
  }
}
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as { overrides: Override[] }
const refused = (o: Override) =>
  (o.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? []).flatMap((p) => p.group)

describe('biome.json keeps the web features apart', () => {
  it.each(features)('features/%s may import no other feature, nor src/web/app, nor the server', (feature) => {
    const own = config.overrides.filter((o) => o.includes.includes(`src/web/features/${feature}/**`))
    expect(own).toHaveLength(1)
    const groups = refused(own[0]!)
    // the back office has areas named like storefront features (orders, recipes, reviews): its override names
    // the storefront's by their path through features/ (or beside admin/, from admin-app.tsx)
    const others = features
      .filter((f) => f !== feature)
      .flatMap((f) => (feature === 'admin' ? [`**/features/${f}/**`, `../${f}/**`] : [`**/${f}/**`]))
    expect(groups).toEqual(expect.arrayContaining([...others, '**/app/**', '**/server/**', 'node:*']))
    expect(groups).not.toContain(`**/${feature}/**`)
  })

  it('the back-office areas have one override for all of them, with the storefront rules and the area rule', () => {
    const areas = config.overrides.filter((o) => o.includes.includes('src/web/features/admin/*/**'))
    expect(areas).toHaveLength(1)
    const groups = refused(areas[0]!)
    const outer = refused(config.overrides.find((o) => o.includes.includes('src/web/features/admin/**'))!)
    expect(groups).toEqual(expect.arrayContaining(outer))
    expect(groups).toEqual(
      expect.arrayContaining(['#web/features/admin/**', '!#web/features/admin/shell/**', '../*/**']),
    )
    // no override names one admin area: the rule is the same for every area
    const named = config.overrides
      .flatMap((o) => o.includes)
      .filter((i) => /^src\/web\/features\/admin\/[a-z]/.test(i))
    expect(named).toEqual([])
  })
})

// ---- the back office's areas, from the folder list ----

const adminRoot = path.join(root, 'src/web/features/admin')
/** The shared area every other may import from (the client, the layout, the design of the back office). */
const SHARED_AREA = 'shell'
const adminAreas = () =>
  readdirSync(adminRoot, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.(ts|tsx)$/.test(e.name) ? [p] : []
  })
}

/** The admin area a file of the repository lies in, or undefined outside src/web/features/admin/<area>/. */
function adminAreaOf(file: string): string | undefined {
  const rel = path.relative(adminRoot, file)
  if (rel.startsWith('..')) return undefined
  const parts = rel.split(path.sep)
  return parts.length > 1 ? parts[0] : undefined
}

/** Each import of an admin file that reaches into another admin area (other than the shared one). */
function crossAreaImports(file: string, text: string): string[] {
  const from = adminAreaOf(file)
  if (!from) return []
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!)
  return specs.filter((spec) => {
    const target = spec.startsWith('#web/')
      ? path.join(root, 'src/web', spec.slice('#web/'.length))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : undefined
    if (!target) return false
    const to = adminAreaOf(target)
    return to !== undefined && to !== from && to !== SHARED_AREA
  })
}

describe('the back-office areas import no other area (decision 038)', () => {
  it('reads the areas from the folder list', () => {
    expect(adminAreas()).toEqual(expect.arrayContaining(['orders', 'products', SHARED_AREA]))
  })

  it('no file of an area imports another area, other than the shared shell', () => {
    const offenders = sourceFiles(adminRoot).flatMap((f) =>
      crossAreaImports(f, readFileSync(f, 'utf8')).map((s) => `${path.relative(root, f)}: ${s}`),
    )
    expect(offenders).toEqual([])
  })

  it('catches a deliberate crossing, by a relative path and by the alias, and lets the shell and its own through', () => {
    const file = path.join(adminRoot, 'orders/components/orders-page.tsx')
    const text = [
      "import { a } from '#web/features/admin/products/api/product.ts'",
      "import { b } from '../../coupons/model/coupon-value.ts'",
      "import { c } from '#web/features/admin/shell/components/admin-ui.tsx'",
      "import { d } from '../api/get-orders.ts'",
      "import { e } from './order-pills.tsx'",
      "import { f } from '#domain/money.ts'",
    ].join('\n')
    expect(crossAreaImports(file, text)).toEqual([
      '#web/features/admin/products/api/product.ts',
      '../../coupons/model/coupon-value.ts',
    ])
    // admin-app.tsx, beside the areas, composes them
    expect(
      crossAreaImports(path.join(adminRoot, 'admin-app.tsx'), "import { g } from './orders/x.tsx'"),
    ).toEqual([])
  })
})

describe('Biome refuses a deliberate cross-boundary import', () => {
  let dir: string
  beforeAll(() => {
    // A copy of the rules beside probe files laid out as in the repository (outside it, so nothing else sees them).
    dir = mkdtempSync(path.join(tmpdir(), 'web-boundaries-'))
    cpSync(path.join(root, 'biome.json'), path.join(dir, 'biome.json'))
    const probe = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), text)
    }
    probe(
      'src/web/features/cart/components/bad.ts',
      "export { x } from '../../wishlist/api/get-favorites.ts'\n",
    )
    probe('src/web/features/catalogue/bad.ts', "export { x } from '../../app/router.tsx'\n")
    probe('src/web/lib/bad.ts', "export { x } from '../features/cart/use-cart.ts'\n")
    // the same crossings through the package's import aliases
    probe('src/web/features/reviews/bad.ts', "export { x } from '#web/features/cart/use-cart.ts'\n")
    probe('src/web/features/orders/bad.ts', "export { x } from '#server/app.ts'\n")
    // the back office's areas: another area through the alias or a relative path, the server from an area
    probe(
      'src/web/features/admin/orders/components/bad.ts',
      "export { x } from '#web/features/admin/products/api/product.ts'\n",
    )
    probe('src/web/features/admin/coupons/bad.ts', "export { x } from '../staff/api/staff.ts'\n")
    probe('src/web/features/admin/staff/api/bad.ts', "export { x } from '#server/app.ts'\n")
    probe('src/web/features/admin/bad.ts', "export { x } from '#web/features/cart/use-cart.ts'\n")
    probe(
      'src/web/features/admin/orders/components/good.ts',
      "export { x } from '../api/get-orders.ts'\nexport { y } from '#web/features/admin/shell/api/admin-client.ts'\nexport { z } from './order-pills.tsx'\n",
    )
    probe('src/web/features/admin/good.ts', "export { x } from './orders/components/orders-page.tsx'\n")
    probe(
      'src/web/features/cart/good.ts',
      "export { x } from './api/get-cart.ts'\nexport { y } from '../../lib/session.ts'\n",
    )
    probe('src/web/app/routes/good.ts', "export { x } from '../../features/cart/use-cart.ts'\n")
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  function lint(): { code: number; out: string } {
    const biome = path.join(root, 'node_modules/.bin/biome')
    const args = ['lint', '--vcs-enabled=false', '--max-diagnostics=50', '--colors=off', 'src']
    try {
      return { code: 0, out: execFileSync(biome, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' }) }
    } catch (err) {
      const e = err as { status: number; stdout: string; stderr: string }
      return { code: e.status, out: `${e.stdout}${e.stderr}` }
    }
  }

  it('names each bad import and passes the good ones', () => {
    const { code, out } = lint()
    expect(code).not.toBe(0)
    const flagged = [...out.matchAll(/^(src\/\S+?):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map(
      (m) => m[1],
    )
    expect(flagged.sort()).toEqual([
      'src/web/features/admin/bad.ts',
      'src/web/features/admin/coupons/bad.ts',
      'src/web/features/admin/orders/components/bad.ts',
      'src/web/features/admin/staff/api/bad.ts',
      'src/web/features/cart/components/bad.ts',
      'src/web/features/catalogue/bad.ts',
      'src/web/features/orders/bad.ts',
      'src/web/features/reviews/bad.ts',
      'src/web/lib/bad.ts',
    ])
    expect(out).toContain('A web feature imports no other feature')
    expect(out).toContain('A back-office area')
  })
})
