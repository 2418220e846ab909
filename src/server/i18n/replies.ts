// The server's replies in the shopper's language (decision 061). The code says its messages in English, as the
// shop's message constants word them; a reply to a request that asks for another language (`Accept-Language`, which
// the storefront sets to its page's language) is said in that language on its way out. A text is recognised as one
// of the constants of `repliesEn`, or as what one of its functions makes (its arguments read back from the text),
// and said by the same constant of the language's file. A text that is none of them (a product's name, a message of
// the back office) is sent as it is.

import type { Language } from '#domain/languages.ts'
import { formatPaise, formatRupeesWhole } from '#domain/money.ts'
import { type Replies, repliesEn, type Shown } from './replies.en.ts'

/** Another language than English. */
export type ReplyLanguage = Exclude<Language, 'en'>

const loaders: Record<ReplyLanguage, () => Promise<Replies>> = {
  hi: () => import('./replies.hi.ts').then((m) => m.repliesHi),
  te: () => import('./replies.te.ts').then((m) => m.repliesTe),
  ta: () => import('./replies.ta.ts').then((m) => m.repliesTa),
  kn: () => import('./replies.kn.ts').then((m) => m.repliesKn),
  ml: () => import('./replies.ml.ts').then((m) => m.repliesMl),
}

/** Each language's replies, read the first time a reply is said in it (a server that speaks only English never). */
const loaded = new Map<ReplyLanguage, Promise<Replies>>()
function repliesIn(lang: ReplyLanguage): Promise<Replies> {
  let replies = loaded.get(lang)
  if (!replies) {
    replies = loaders[lang]()
    loaded.set(lang, replies)
  }
  return replies
}

// ── Reading a text back to its constant ──────────────────────────────────────────────────────────────────────────

/** An argument read back from the text. */
const ARG = Symbol('argument')
/** An argument the function is given as `value` and shows as `shown` (a sum of paise shown as rupees). */
interface ShownAs {
  value: unknown
  shown: string
}
type Probe = (typeof ARG | ShownAs | Shown)[]

const count = (n: number): ShownAs => ({ value: n, shown: String(n) })
const PROBE_COUNT = 987
const PROBE_PAISE = 98_765_400

/**
 * How each function with more than one form is asked for its forms: a fixed argument gives the form it chooses
 * (`orders.cannotCancel('cancelled')`), `ARG` an argument shown as given, `ShownAs` one shown otherwise. A function
 * not listed is asked once with `ARG` for each of its arguments.
 */
const PROBES: Record<string, Probe[]> = {
  'auth.otpWrong': [[0], [1], [count(PROBE_COUNT)]],
  'coupons.belowMinimum': [[{ value: PROBE_PAISE, shown: formatPaise(PROBE_PAISE) }]],
  'cashOnDelivery.limit': [[{ value: PROBE_PAISE, shown: formatRupeesWhole(PROBE_PAISE) }]],
  'guest.claimed': [[0], [1], [count(PROBE_COUNT)]],
  'orders.cannotCancel': [['cancelled'], ['expired'], [ARG]],
  'returns.tooMany': [
    [ARG, 0],
    [ARG, 1],
    [ARG, count(PROBE_COUNT)],
  ],
  'returns.photoTooLarge': [[ARG, { value: PROBE_COUNT * 1024 * 1024, shown: String(PROBE_COUNT) }]],
  'profile.tooLarge': [[{ value: PROBE_COUNT * 1_000_000, shown: String(PROBE_COUNT) }]],
}

interface Form {
  group: string
  key: string
  pattern: RegExp
  /** the arguments to say it with: the probe's fixed ones, and those read back at `slots` */
  probe: Probe
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const marker = (i: number) => `\u0001${i}\u0001`

/** The forms one function makes, each as a pattern with a group per argument read back. */
function formsOf(group: string, key: string, fn: (...args: unknown[]) => string): Form[] {
  const probes = PROBES[`${group}.${key}`] ?? [Array.from({ length: fn.length }, () => ARG)]
  const forms: Form[] = []
  for (const probe of probes) {
    const shown: string[] = []
    const args = probe.map((p, i) => {
      if (p === ARG) {
        shown[i] = marker(i)
        return marker(i)
      }
      if (typeof p === 'object') {
        shown[i] = p.shown
        return p.value
      }
      return p
    })
    let text: string
    try {
      text = fn(...args)
    } catch {
      continue
    }
    // Every argument read back must show in the text (where it shows again, the same words again), or the form is
    // not read back.
    let pattern = escapeRegExp(text)
    let readable = true
    for (const [i, s] of shown.entries()) {
      if (s === undefined) continue
      const [before, ...after] = pattern.split(escapeRegExp(s))
      if (after.length === 0) readable = false
      else pattern = `${before}(?<a${i}>[\\s\\S]+?)${after.join(`\\k<a${i}>`)}`
    }
    if (readable) forms.push({ group, key, pattern: new RegExp(`^${pattern}$`), probe })
  }
  return forms
}

interface Index {
  exact: Map<string, { group: string; key: string }>
  forms: Form[]
}
let index: Index | undefined

function indexOfReplies(): Index {
  if (index) return index
  const exact = new Map<string, { group: string; key: string }>()
  const forms: Form[] = []
  for (const [group, texts] of Object.entries(repliesEn)) {
    for (const [key, said] of Object.entries(texts as Record<string, unknown>)) {
      if (typeof said === 'string') {
        if (!exact.has(said)) exact.set(said, { group, key })
      } else if (typeof said === 'function') {
        forms.push(...formsOf(group, key, said as (...args: unknown[]) => string))
      }
    }
  }
  // The form with the most fixed words first: 'Only 3 left in stock of X' before 'Only X left in stock'.
  forms.sort((a, b) => b.pattern.source.length - a.pattern.source.length)
  index = { exact, forms }
  return index
}

/** The forms read back from the English functions, for the tests: each names its constant. */
export function readableForms(): { name: string; probes: number }[] {
  const byName = new Map<string, number>()
  for (const f of indexOfReplies().forms) {
    const name = `${f.group}.${f.key}`
    byName.set(name, (byName.get(name) ?? 0) + 1)
  }
  return [...byName].map(([name, probes]) => ({ name, probes }))
}

const asShown = (text: string): Shown => (/^\d+$/.test(text) ? Number(text) : text)

function sayOne(replies: Replies, text: string): string | undefined {
  const { exact, forms } = indexOfReplies()
  const constant = exact.get(text)
  const group = (name: string) => replies[name as keyof Replies] as Record<string, unknown> | undefined
  if (constant) {
    const said = group(constant.group)?.[constant.key]
    return typeof said === 'string' ? said : undefined
  }
  for (const form of forms) {
    const match = form.pattern.exec(text)
    if (!match) continue
    const fn = group(form.group)?.[form.key]
    if (typeof fn !== 'function') return undefined
    const args = form.probe.map((p, i) => {
      const read = match.groups?.[`a${i}`]
      if (read !== undefined) return asShown(read)
      return p as Shown
    })
    return (fn as (...args: Shown[]) => string)(...args)
  }
  return undefined
}

/**
 * `text` said in `lang`: a constant of the shop's replies, or several joined by '; ' (a refused body's problems),
 * each in that language; any other text as it is.
 */
export async function sayIn(lang: ReplyLanguage, text: string): Promise<string> {
  const replies = await repliesIn(lang)
  const whole = sayOne(replies, text)
  if (whole !== undefined) return whole
  if (!text.includes('; ')) return text
  return text
    .split('; ')
    .map((part) => sayOne(replies, part) ?? part)
    .join('; ')
}
