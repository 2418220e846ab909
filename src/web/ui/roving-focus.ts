// Where focus goes among a row of buttons (tabs, accordion headers) for the WAI-ARIA keys: the next and previous
// keys wrap, Home and End go to the first and last. Undefined for any other key.
export function rovingTarget(
  key: string,
  at: number,
  count: number,
  keys: { next: string; previous: string },
): number | undefined {
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  if (key === keys.next) return (at + 1) % count
  if (key === keys.previous) return at === 0 ? count - 1 : at - 1
  return undefined
}
