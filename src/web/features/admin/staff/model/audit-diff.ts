// The audit log in words: what was done ('order.cancel' -> 'Order: cancel') and what changed, field by field, with
// readable values (no JSON quotes; yes/no; '(none)').
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { staffTexts } from '../texts.en.ts'

const say = adminSay(staffTexts)

/** The fields of an entry's before or after (each is a JSON object, or null). */
function fields(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value)) : {}
}

/** 'per_user_limit' -> 'Per user limit', 'stockStatus' -> 'Stock status'. */
export const words = (key: string): string => {
  const spaced = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** A value as a person reads it. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return say('audit.none')
  if (value === true) return say('audit.yes')
  if (value === false) return say('audit.no')
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 77)}…` : value
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map(readable).join(', ') || say('audit.none')
  const text = JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 77)}…` : text
}

/** 'order.cancel' -> 'Order: cancel', 'review.hide' -> 'Review: hide'. */
export function actionWords(action: string): string {
  const [area = '', ...rest] = action.split('.')
  return rest.length > 0
    ? say('audit.action', { area: words(area), action: words(rest.join(' ')).toLowerCase() })
    : words(area)
}

/** What changed between before and after, field by field (only the fields that differ), as 'Price: 249 → 229'. */
export function diff(before: unknown, after: unknown): string[] {
  const b = fields(before)
  const a = fields(after)
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]) && k !== 'updated_at' && k !== 'version')
    .slice(0, 8)
    .map((k) => say('audit.diff', { field: words(k), before: readable(b[k]), after: readable(a[k]) }))
}
