// Every Malayalam text of the storefront, gathered for the server's render and the tests (the browser loads one area's
// texts at a time, as its page needs them: decision 058). Each area's file (<area>.ml.ts) is found by its name.
import type { Catalogue } from '../catalogue.ts'
import { gatherAreas } from './gather.ts'

export const ml: Catalogue = gatherAreas<Catalogue>(import.meta.glob('./*.ml.ts', { eager: true }))
