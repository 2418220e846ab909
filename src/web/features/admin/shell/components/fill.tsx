// A back-office sentence with parts that are elements (a link, an amount in bold): each `{name}` of the text
// replaced by `parts[name]`, so a staff language orders the sentence its own way (admin-texts.ts).
import { Fragment, type ReactNode } from 'react'

export function fill(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence, never reordered
    return <Fragment key={i}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>
  })
}
