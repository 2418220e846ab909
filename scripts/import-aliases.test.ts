// docs/architecture.md: code reaches another area of src through the package's import aliases (package.json "imports":
// #domain/*, #server/*, #web/*), never by climbing folders. A relative import stays within its own neighbourhood:
// the same folder or its parent (`./x`, `../x`), and within one area of src.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const AREAS = ['domain', 'server', 'web']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p)
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : []
  })
}

function areaOf(file: string): string | undefined {
  const rel = path.relative(path.join(root, 'src'), file)
  const area = rel.split(path.sep)[0]
  return !rel.startsWith('..') && area && AREAS.includes(area) ? area : undefined
}

/** The relative imports of a file that should be an alias: two or more folders up, or into another area of src. */
function climbingImports(file: string, text: string): string[] {
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g)].map((m) => m[1]!)
  return specs.filter((spec) => {
    const target = areaOf(path.resolve(path.dirname(file), spec))
    if (!target) return false
    return spec.startsWith('../../') || areaOf(file) !== target
  })
}

describe('imports between areas go through the aliases', () => {
  it('no file in src, scripts or e2e climbs two folders or crosses areas by a relative path', () => {
    const offenders = ['src', 'scripts', 'e2e']
      .flatMap((d) => sourceFiles(path.join(root, d)))
      .filter((f) => f !== import.meta.filename) // its own examples below
      .flatMap((f) =>
        climbingImports(f, readFileSync(f, 'utf8')).map((s) => `${path.relative(root, f)}: ${s}`),
      )
    expect(offenders).toEqual([])
  })

  it('catches a deliberate climb and a crossing, and lets a neighbour through', () => {
    const file = path.join(root, 'src/web/features/cart/cart-page.tsx')
    const text = [
      "import { a } from '../../../domain/money.ts'",
      "import { b } from '../../lib/query-client.ts'",
      "import { c } from './use-cart.ts'",
      "import { d } from '../wishlist/wishlist-page.tsx'",
      "import { e } from '#domain/money.ts'",
    ].join('\n')
    expect(climbingImports(file, text)).toEqual(['../../../domain/money.ts', '../../lib/query-client.ts'])
    expect(
      climbingImports(path.join(root, 'scripts/x.ts'), "import { f } from '../src/server/app.ts'"),
    ).toEqual(['../src/server/app.ts'])
  })
})
