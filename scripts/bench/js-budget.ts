// The bench's JavaScript part: every route measured is printed against its budget, and the routes over
// it are named, rather than only '/' being checked.
import { splitLanguagePath } from '#web/lib/i18n/languages.ts'
import { table } from '../lib/shop-process.ts'
import { LANGUAGE_EXTRA_JS_KB } from './language-budget.ts'

/** gzip KB of JavaScript a route may load (the e2e home journey holds '/' to it too). */
export const JS_BUDGET_KB = 120

/** Routes held to a tighter budget than JS_BUDGET_KB (decision 028: the product page, where most shoppers land). */
export const JS_ROUTE_BUDGETS_KB: Readonly<Record<string, number>> = { '/product/101': 110 }

/** The budget of one route: its own, or JS_BUDGET_KB. */
export function jsBudgetOf(path: string): number {
  // A page in another language may load its texts more than its English page (at most LANGUAGE_EXTRA_JS_KB more than the
  // English page as measured: language-budget.ts); English pages keep their budgets.
  const { lang, path: english } = splitLanguagePath(path)
  return (JS_ROUTE_BUDGETS_KB[english] ?? JS_BUDGET_KB) + (lang === 'en' ? 0 : LANGUAGE_EXTRA_JS_KB)
}

export interface RouteJs {
  path: string
  files: number
  gzip_kb: number
}

/** The routes over their budget. */
export function routesOverBudget(
  routes: readonly RouteJs[],
  budgetOf: (path: string) => number = jsBudgetOf,
): RouteJs[] {
  return routes.filter((r) => r.gzip_kb > budgetOf(r.path))
}

/**
 * The table of every route (scripts, gzip KB, budget KB, within or over by how much: 'FAIL, over by …') and a
 * closing line, which starts with FAIL when any route is over (the bench then exits non-zero).
 */
export function jsBudgetReport(
  routes: readonly RouteJs[],
  budgetOf: (path: string) => number = jsBudgetOf,
): string {
  const rows = routes.map((r) => {
    const budget = budgetOf(r.path)
    return {
      route: r.path,
      scripts: r.files,
      'gzip KB': r.gzip_kb,
      'budget KB': budget,
      verdict: r.gzip_kb <= budget ? 'within' : `FAIL, OVER by ${(r.gzip_kb - budget).toFixed(1)} KB`,
    }
  })
  const over = routesOverBudget(routes, budgetOf)
  const summary =
    over.length === 0
      ? 'Every route is within its JavaScript budget.'
      : `FAIL: ${over.length} of ${routes.length} routes are over their JavaScript budget: ${over
          .map((r) => `${r.path} (${r.gzip_kb} KB, budget ${budgetOf(r.path)} KB)`)
          .join(', ')}`
  return `${table(rows)}\n\n${summary}`
}
