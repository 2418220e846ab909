// The bench's JavaScript part (issue 14): every route measured is printed against its budget, and the routes over
// it are named, rather than only '/' being checked.
import { table } from '../lib/shop-process.ts'

/** gzip KB of JavaScript a route may load (the e2e home journey holds '/' to it too). */
export const JS_BUDGET_KB = 120

export interface RouteJs {
  path: string
  files: number
  gzip_kb: number
}

/** The table of every route (scripts, gzip KB, budget KB, within or over by how much) and a closing line. */
export function jsBudgetReport(
  routes: readonly RouteJs[],
  budgetOf: (path: string) => number = () => JS_BUDGET_KB,
): string {
  const rows = routes.map((r) => {
    const budget = budgetOf(r.path)
    return {
      route: r.path,
      scripts: r.files,
      'gzip KB': r.gzip_kb,
      'budget KB': budget,
      verdict: r.gzip_kb <= budget ? 'within' : `OVER by ${(r.gzip_kb - budget).toFixed(1)} KB`,
    }
  })
  const over = routes.filter((r) => r.gzip_kb > budgetOf(r.path))
  const summary =
    over.length === 0
      ? 'Every route is within its JavaScript budget.'
      : `${over.length} of ${routes.length} routes are over their JavaScript budget: ${over
          .map((r) => `${r.path} (${r.gzip_kb} KB, budget ${budgetOf(r.path)} KB)`)
          .join(', ')}`
  return `${table(rows)}\n\n${summary}`
}
