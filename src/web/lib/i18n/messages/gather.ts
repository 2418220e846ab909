// One language's texts from its area files (<area>.<lang>.ts), as import.meta.glob finds them.
import type { Catalogue } from '../catalogue.ts'

/**
 * Every area's texts of one language in one object. A complete language (every area written, held by the
 * catalogue's tests) is typed as the whole catalogue; a language being written, as part of it.
 */
export function gatherAreas<T extends Partial<Catalogue> = Partial<Catalogue>>(
  modules: Record<string, unknown>,
): T {
  const texts: Record<string, unknown> = {}
  for (const module of Object.values(modules))
    for (const part of Object.values(module as Record<string, object>)) Object.assign(texts, part)
  return texts as T
}
