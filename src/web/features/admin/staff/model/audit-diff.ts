// The audit log's summary of a change: the fields that differ between before and after.

/** The fields of an entry's before or after (each is a JSON object, or null). */
function fields(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value)) : {}
}

/** What changed between before and after, field by field (only the fields that differ). */
export function diff(before: unknown, after: unknown): string[] {
  const b = fields(before)
  const a = fields(after)
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]) && k !== 'updated_at')
    .slice(0, 6)
    .map((k) => `${k}: ${JSON.stringify(b[k] ?? null)} → ${JSON.stringify(a[k] ?? null)}`)
}
