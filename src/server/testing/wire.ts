import type { z } from 'zod'

/**
 * A reply as it crossed the wire, checked against its contract: `schema.parse` would decode it (money to paise,
 * decision 039), so a test that asserts what a client receives checks the shape and reads the JSON itself.
 */
export function wire<S extends z.ZodType>(schema: S, json: unknown): z.input<S> {
  schema.parse(json)
  return json as z.input<S>
}
