import { Fragment, type ReactNode } from 'react'

/**
 * A translated sentence with parts that are elements (a link, the shopper's email in bold): each `{name}` of
 * `text` replaced by `parts[name]`, so each language orders the sentence its own way (decision 058).
 */
export function fill(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence, never reordered
    return <Fragment key={i}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>
  })
}
