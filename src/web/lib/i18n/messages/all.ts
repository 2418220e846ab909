// Every language's texts, for the server's render and the tests (the browser never loads this file: decision 058).

import type { Catalogue } from '../catalogue.ts'
import type { Language } from '../languages.ts'
import { en } from './en.ts'
import { hi } from './hi.ts'
import { kn } from './kn.ts'
import { ml } from './ml.ts'
import { ta } from './ta.ts'
import { te } from './te.ts'

export const ALL_TEXTS: Record<Language, Partial<Catalogue>> = { en, hi, te, ta, kn, ml }
