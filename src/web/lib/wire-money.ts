// The storefront's one place where money crosses the wire (decision 039). Its pages read replies as JSON without
// parsing them by their contracts (zod stays out of the pages that do not load it today, decision 037), so money
// arrives as the wire carries it: rupees, a number with at most two decimals. Arithmetic on money is done in paise
// (the domain's rules take paise), converted here and nowhere else in src/web; the back office parses its replies
// with the contracts and so reads paise from them directly.
import { type Paise, paiseToRupees, rupeesToPaise } from '#domain/money.ts'

/** A wire amount (rupees) as paise: 349.5 -> 34950, half away from zero to the nearest paisa. */
export function paiseOf(wireRupees: number): Paise {
  return rupeesToPaise(wireRupees)
}

/** Paise as the wire and the views' amounts carry them: 34950 -> 349.5. */
export function wireRupees(paise: Paise): number {
  return paiseToRupees(paise)
}
