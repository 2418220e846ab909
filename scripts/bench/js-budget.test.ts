import { describe, expect, it } from 'vitest'
import { JS_BUDGET_KB, jsBudgetReport } from './js-budget.ts'

// Issue 14: 'npm run bench checks only / against the JavaScript budget and is silent that other routes are over
// it: print every route against its budget.'
const measured = [
  { path: '/', files: 9, gzip_kb: 110.4 },
  { path: '/products', files: 21, gzip_kb: 146.2 },
  { path: '/product/101', files: 53, gzip_kb: 154 },
  { path: '/cart', files: 14, gzip_kb: 120 },
]

const lineOf = (report: string, route: string) =>
  report.split('\n').find((l) => l.startsWith(`| ${route} `)) ?? ''

describe('the bench’s JavaScript report', () => {
  it('prints every route with its budget and whether it is within it or over by how much', () => {
    const report = jsBudgetReport(measured)
    expect(JS_BUDGET_KB).toBe(120)
    for (const route of measured) {
      const line = lineOf(report, route.path)
      expect(line, route.path).toContain(` ${route.gzip_kb} `)
      expect(line, route.path).toContain(' 120 ')
    }
    expect(lineOf(report, '/')).toContain('within')
    expect(lineOf(report, '/cart')).toContain('within') // exactly the budget
    expect(lineOf(report, '/products')).toContain('OVER by 26.2 KB')
    expect(lineOf(report, '/product/101')).toContain('OVER by 34.0 KB')
  })

  it('names the routes that are over, not only whether / is', () => {
    expect(jsBudgetReport(measured).split('\n').at(-1)).toBe(
      '2 of 4 routes are over their JavaScript budget: /products (146.2 KB, budget 120 KB), /product/101 (154 KB, budget 120 KB)',
    )
    expect(jsBudgetReport(measured.slice(0, 1)).split('\n').at(-1)).toBe(
      'Every route is within its JavaScript budget.',
    )
  })

  it('holds each route to its own budget when routes have different ones', () => {
    const report = jsBudgetReport(measured.slice(0, 1), (path) => (path === '/' ? 100 : 120))
    expect(lineOf(report, '/')).toContain('OVER by 10.4 KB')
    expect(lineOf(report, '/')).toContain(' 100 ')
  })
})
