// The product page's pack size in its address (decision 041), on its own: the product page's script needs it without
// the server's page addresses and their checks (page-query.ts, which lists it among the parameters pages read).
/** The product page's query parameter naming the pack shown (`?size=250g`, decision 041). */
export const PACK_SIZE_PARAM = 'size'

/**
 * The pack `?size=` names, its size read in any case and spacing ('250 G' is '250g'), or the first (the default
 * pack) when it names none of them: what the product page shows and the server's head describes.
 */
export function packOfSizeParam<T extends { size: string }>(
  packs: readonly T[],
  size: string | null | undefined,
): T {
  const key = (s: string) => s.replace(/\s+/g, '').toLowerCase()
  const wanted = size ? key(size) : ''
  return (wanted && packs.find((k) => key(k.size) === wanted)) || (packs[0] as T)
}
