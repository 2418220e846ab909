// Where each area's texts in this language are (decision 058): fetched by a page in this language only, so an
// English page's first download does not list every language's files.
import type { AreaFiles } from '../catalogue.ts'

export const AREA_FILES: AreaFiles = import.meta.glob('./*.kn.ts')
