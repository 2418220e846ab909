// A small Markdown renderer for the owner's pages (decision 043): headings (## and ###), paragraphs, lists (- and
// 1.), **bold**, *italics* and [links](/path). It builds React elements, never HTML: anything else, raw HTML
// included, is shown as the text it is. Links go to the shop's own paths, http(s), mailto: and tel: only.
import type { ReactNode } from 'react'
import { Link } from '#web/lib/router.tsx'

const linkClass =
  'font-medium text-leaf underline decoration-leaf/40 underline-offset-2 hover:decoration-leaf'
const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g
const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i

export function inline(text: string, keyPrefix = ''): ReactNode[] {
  const out: ReactNode[] = []
  let last = 0
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0
    if (at > last) out.push(text.slice(last, at))
    const [whole, bold, italic, label, href] = m
    const key = `${keyPrefix}${at}`
    if (bold !== undefined) out.push(<strong key={key}>{inline(bold, `${key}-`)}</strong>)
    else if (italic !== undefined) out.push(<em key={key}>{inline(italic, `${key}-`)}</em>)
    else if (label !== undefined && href !== undefined && SAFE_HREF.test(href))
      out.push(
        href.startsWith('/') ? (
          <Link key={key} to={href} className={linkClass}>
            {label}
          </Link>
        ) : (
          <a key={key} href={href} className={linkClass} rel="noopener noreferrer">
            {label}
          </a>
        ),
      )
    else out.push(whole)
    last = at + whole.length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

export type MarkdownBlock =
  | { kind: 'h2' | 'h3'; text: string; id: string }
  | { kind: 'p'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }

/** The blocks of a Markdown text: blank lines part paragraphs; a heading or list line starts its own block. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  let para: string[] = []
  const flush = () => {
    if (para.length) blocks.push({ kind: 'p', text: para.join(' ') })
    para = []
  }
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    // `### Question {#anchor}` names its anchor; otherwise it is made from the words
    const heading = /^(#{1,3})\s+(.*?)(?:\s*\{#([\w-]+)\})?$/.exec(line)
    const bullet = /^[-*]\s+(.*)$/.exec(line)
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line)
    if (!line) flush()
    else if (heading) {
      flush()
      const text = heading[2]!
      blocks.push({ kind: heading[1]!.length === 3 ? 'h3' : 'h2', text, id: heading[3] ?? anchorOf(text) })
    } else if (bullet || numbered) {
      flush()
      const kind = bullet ? 'ul' : 'ol'
      const text = (bullet ?? numbered)![1]!
      const prev = blocks.at(-1)
      if (prev && prev.kind === kind) prev.items.push(text)
      else blocks.push({ kind, items: [text] })
    } else {
      const prev = blocks.at(-1)
      // a line right under a list item continues it
      if (!para.length && prev && (prev.kind === 'ul' || prev.kind === 'ol') && raw.startsWith(' '))
        prev.items[prev.items.length - 1] += ` ${line}`
      else para.push(line)
    }
  }
  flush()
  return blocks
}

/** A heading's anchor: 'Return window' → 'return-window'. */
export const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className ?? 'space-y-4 text-ink-soft leading-relaxed'}>
      {parseMarkdown(source).map((b, i) => {
        const key = `${b.kind}-${i}`
        switch (b.kind) {
          case 'h2':
            return (
              <h2 key={key} id={b.id} className="pt-4 font-display text-xl font-semibold text-ink">
                {inline(b.text)}
              </h2>
            )
          case 'h3':
            return (
              <h3 key={key} id={b.id} className="pt-2 text-lg font-semibold text-ink">
                {inline(b.text)}
              </h3>
            )
          case 'ul':
          case 'ol': {
            const List = b.kind
            return (
              <List
                key={key}
                className={b.kind === 'ul' ? 'list-disc space-y-1 pl-6' : 'list-decimal space-y-1 pl-6'}
              >
                {b.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the items of one text, rendered as written
                  <li key={`${key}-${j}`}>{inline(item)}</li>
                ))}
              </List>
            )
          }
          default:
            return <p key={key}>{inline(b.text)}</p>
        }
      })}
    </div>
  )
}
