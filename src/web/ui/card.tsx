import type { ComponentPropsWithoutRef, ElementType } from 'react'
import { cn } from './cn.ts'

/** The design brief's card: soft radius (12 px), a hairline border, white. For class strings built elsewhere. */
export const cardClass = 'rounded-[var(--radius-card)] border border-line bg-white'

type CardTag = 'div' | 'section' | 'article' | 'aside' | 'li' | 'figure' | 'details' | 'ul' | 'table' | 'p'

/** A card as any of the elements a card is drawn on (a `div` unless `as` says); other classes add to it. */
export function Card<T extends CardTag = 'div'>({
  as,
  className,
  ...rest
}: { as?: T } & ComponentPropsWithoutRef<T>) {
  const Tag = (as ?? 'div') as ElementType
  return <Tag className={cn(cardClass, className)} {...rest} />
}
