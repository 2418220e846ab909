// Replies said in the language the request asks for (decision 061): `Accept-Language`, which the storefront sets to
// its page's language. Only the texts a person reads are said again: a reply's `message`, a refused body's `issues`,
// and the words a reply's `data` carries for the shopper (`message`, `cod_message`: the delivery check's; `reason`:
// why cash on delivery is not offered); everything else of a reply is data and stays as it is. Only the shop's own
// messages are said again (`sayIn`): any other text, such as an enum's value, is left as it is.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { LANGUAGES, type Language } from '#domain/languages.ts'
import { type ReplyLanguage, sayIn } from './replies.ts'

/**
 * The shop's language a request asks for: the first of `Accept-Language`'s languages, by their `q`, that the shop
 * speaks (a region is read as its language: `hi-IN` is Hindi); English where none is.
 */
export function languageAsked(header: string | undefined): Language {
  if (!header) return 'en'
  let best: { lang: Language; q: number } = { lang: 'en', q: 0 }
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0] ?? ''
    const qParam = params.find((p) => p.trim().startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.trim().slice(2))
    if (!Number.isFinite(q) || q <= 0) continue
    const lang = LANGUAGES.find((l) => l === primary)
    if (lang && q > best.q) best = { lang, q }
  }
  return best.lang
}

/** The back office's API: its replies are not said again. */
const ADMIN_API = '/api/admin/'

type Said = { message?: unknown; issues?: unknown; data?: unknown }

/** The fields of a reply's `data` that hold words for the shopper. */
const DATA_WORDS = ['message', 'cod_message', 'reason'] as const

function dataWords(data: unknown): Record<string, unknown> | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined
  const record = data as Record<string, unknown>
  return DATA_WORDS.some((f) => typeof record[f] === 'string') ? record : undefined
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary')
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : ''
  if (!/\baccept-language\b/i.test(current))
    reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language')
}

async function sayAll(lang: ReplyLanguage, payload: Said): Promise<Said> {
  const out: Said = { ...payload }
  if (typeof payload.message === 'string') out.message = await sayIn(lang, payload.message)
  if (Array.isArray(payload.issues)) {
    out.issues = await Promise.all(
      payload.issues.map(async (issue: unknown) =>
        issue && typeof issue === 'object' && typeof (issue as Said).message === 'string'
          ? { ...issue, message: await sayIn(lang, (issue as { message: string }).message) }
          : issue,
      ),
    )
  }
  const data = dataWords(payload.data)
  if (data) {
    const said: Record<string, unknown> = { ...data }
    for (const field of DATA_WORDS) {
      const text = data[field]
      if (typeof text === 'string') said[field] = await sayIn(lang, text)
    }
    out.data = said
  }
  return out
}

export function registerRepliesInLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload
    const said = payload as Said
    const hasText =
      typeof said.message === 'string' || Array.isArray(said.issues) || dataWords(said.data) !== undefined
    // The back office stays English (decision 058), whatever its staff's browsers ask for.
    if (!hasText || request.url.startsWith(ADMIN_API)) return payload
    addVary(reply)
    const lang = languageAsked(request.headers['accept-language'])
    if (lang === 'en') return payload
    return sayAll(lang, said)
  })
}
