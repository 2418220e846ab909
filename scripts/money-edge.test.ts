// Money is converted between wire rupees and paise in one module per side (decision 039): the contracts' money
// codec (src/domain/contracts/common.ts) for the server and every client that parses a reply by its contract, and
// src/web/lib/wire-money.ts for the storefront's pages, which read replies as JSON. Both lean on
// src/domain/money.ts. Anywhere else, a `paiseToRupees`/`rupeesToPaise` call or a `* 100` / `/ 100` on a line
// about money is conversion creeping back. The code is read without its comments.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The edge modules, and the rules they lean on; and a provider's adapter whose own API carries rupees (Shiprocket's
 * rates and COD amounts, decision 046): money crosses that wire there, as ours crosses in the contracts.
 */
const EDGES = new Set([
  'src/domain/money.ts',
  'src/domain/contracts/common.ts',
  'src/web/lib/wire-money.ts',
  'src/server/integrations/shiprocket.ts',
])

/**
 * Areas not yet moved to the money codec: their handlers still convert by hand, against the plain `rupees`
 * schema of common.ts (decision 039, "Not yet moved"). Remove a line when its area moves.
 */
const NOT_YET_MOVED: Record<string, string> = {
  'src/server/modules/cart/coupon-admin.ts':
    "back office: coupons (a coupon's value is per cent or rupees by its kind, which a change may leave out)",
  'src/server/modules/admin/operator-guard.ts':
    "back office: the coupon limit (decision 044) reads a flat coupon's value in rupees, as the coupon area keeps it",
  'src/server/modules/admin/operators.ts':
    "back office: the owner's refund and coupon limits (decision 044), in rupees on their form and in paise in the table",
}

/** Lines that multiply or divide by 100 near a money word without converting money, each with its reason. */
const NOT_MONEY: Record<string, string> = {
  'src/web/features/cart/model/cart-view.ts: value: (discountBefore / before) * 100':
    "the coupon's share of the subtotal as a percentage",
  'src/web/features/catalogue/components/price-range.tsx: ((rupees - PRICE_MIN) / SPAN) * 100':
    "the slider's position as a percentage",
  'src/server/config.ts: Math.round(e.FREE_SHIPPING_THRESHOLD_RUPEES * 100)':
    'the environment is an edge of its own: settings in rupees, read once at start',
  'src/server/config.ts: Math.round(e.COD_MAX_RUPEES * 100)': 'the environment, as above',
  'src/server/config.ts: Math.round(e.COD_FEE_RUPEES * 100)': 'the environment, as above',
  'src/domain/cart.ts: Math.round((subtotal * coupon.value) / 100)':
    "a percent coupon's share of the subtotal",
  'src/domain/free-shipping.ts: thresholdPaise) * 100)': 'how far to free shipping, as a percentage',
  'src/domain/pricing.ts: ((actualPrice - price) / actualPrice) * 100)': 'the percent off the MRP',
  'src/domain/gst.ts: const rupees = Math.floor(paise / 100)':
    "the invoice's amount in words: whole rupees and paise, a formatter like money.ts's",
}

const MONEY_WORDS = /paise|paisa|rupee|price|amount|total|cost|fee|threshold|discount|refund|sales|money/i
const BY_100 = /[*/]\s*100(?![\d_.])/
const CONVERTERS = /\b(paiseToRupees|rupeesToPaise)\b/

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return sourceFiles(rel)
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : []
  })
}

/** The code with its comments and the insides of its quoted strings blanked (lines kept); a template stays. */
function withoutComments(text: string): string {
  const blank = (c: string) => c.replace(/[^\n]/g, ' ')
  return text
    .replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, blank)
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (q) => `${q[0]}${blank(q.slice(1, -1))}${q[0]}`)
}

interface Finding {
  file: string
  line: number
  text: string
}

/** Conversions outside the edges in one file's text. */
function conversionsIn(file: string, text: string): Finding[] {
  const lines = text.split('\n')
  return withoutComments(text)
    .split('\n')
    .flatMap((code, n) => {
      const converts = CONVERTERS.test(code) || (BY_100.test(code) && MONEY_WORDS.test(code))
      if (!converts) return []
      const excused = Object.keys(NOT_MONEY).some((k) => {
        const [f, snippet] = k.split(': ') as [string, string]
        return f === file && code.includes(snippet)
      })
      return excused ? [] : [{ file, line: n + 1, text: lines[n]!.trim() }]
    })
}

const notYetMoved = (file: string) => Object.keys(NOT_YET_MOVED).some((p) => file.startsWith(p))

describe('money converted at one edge (decision 039)', () => {
  it('finds no conversion between rupees and paise outside the edge modules', () => {
    const files = [...sourceFiles('src/server'), ...sourceFiles('src/web'), ...sourceFiles('src/domain')]
    const found = files
      .filter((f) => !EDGES.has(f) && !notYetMoved(f))
      .flatMap((f) => conversionsIn(f, readFileSync(path.join(root, f), 'utf8')))
    expect(found.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([])
  })

  it('names only files that exist and still convert in its list of areas not yet moved', () => {
    const files = [...sourceFiles('src/server')]
    for (const prefix of Object.keys(NOT_YET_MOVED)) {
      const converting = files
        .filter((f) => f.startsWith(prefix))
        .flatMap((f) => conversionsIn(f, readFileSync(path.join(root, f), 'utf8')))
      expect(converting.length, `${prefix} no longer converts: take it off the list`).toBeGreaterThan(0)
    }
  })

  it('catches a hand conversion, a * 100 on money and a / 100 on money, and not a comment or a percentage', () => {
    const text = [
      "import { paiseToRupees } from '#domain/money.ts'",
      'const a = paiseToRupees(row.totalPaise)',
      'const b = Math.round(price * 100)',
      'const c = totalPaise / 100',
      '// the amount shown is paise / 100',
      'const d = (done / all) * 100',
      "const e = '₹' + price.toFixed(2) // price / 100",
    ].join('\n')
    expect(conversionsIn('src/web/x.ts', text).map((f) => f.line)).toEqual([1, 2, 3, 4])
  })
})
