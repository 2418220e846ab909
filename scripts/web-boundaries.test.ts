// The web app's boundaries are Biome rules (biome.json, noRestrictedImports per folder; docs/architecture.md):
// a feature imports no other feature and nothing from src/web/app; src/web/lib and src/web/ui import no feature.
// Biome matches an import's text, not the file it names, so each feature has its own override listing the
// others. This checks that every feature folder has one, and feeds Biome deliberate bad imports to see it refuse.

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
    const others = features.filter((f) => f !== feature).map((f) => `**/${f}/**`)
    expect(groups).toEqual(expect.arrayContaining([...others, '**/app/**', '**/server/**', 'node:*']))
    expect(groups).not.toContain(`**/${feature}/**`)
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
      'src/web/features/cart/components/bad.ts',
      'src/web/features/catalogue/bad.ts',
      'src/web/features/orders/bad.ts',
      'src/web/features/reviews/bad.ts',
      'src/web/lib/bad.ts',
    ])
    expect(out).toContain('A web feature imports no other feature')
  })
})
