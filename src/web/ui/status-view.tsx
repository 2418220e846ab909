import { type ReactNode, useId } from 'react'
import { cardClass } from './card.tsx'
import { cn } from './cn.ts'

/** The round badge behind a status view's icon: the leaf for neutral news, red for failures, clay for favourites. */
const TONES = {
  neutral: 'bg-leaf-soft text-leaf',
  error: 'bg-error-soft text-error',
  favourite: 'bg-clay/10 text-clay-deep',
  /** on a sand surface */
  plain: 'bg-white text-leaf',
}
const BADGES = { md: 'h-14 w-14', lg: 'h-16 w-16', xl: 'h-20 w-20', '2xl': 'h-24 w-24' }

const SURFACES = {
  /** a white card, the width of a short message */
  card: `${cardClass} w-full max-w-xl sm:px-10`,
  /** a sand panel, where the page around it is white cards (a missing product, no search results) */
  sand: 'max-w-lg rounded-[var(--radius-card)] border border-line bg-sand/60',
  'sand-narrow': 'max-w-md rounded-[var(--radius-card)] border border-line bg-sand/60',
}

/**
 * One status in a box: an empty list, a failed load, a missing page, a sign-in prompt. The icon sits in a round
 * badge (`tone`, `badge`) unless `tone` is `bare`; the title is the page's `h1` when the view is all the page says,
 * else an `h2`, and names the section. `children` come under the title (the text, in the spec's words), `actions`
 * in a row under them.
 */
export function StatusView({
  icon,
  title,
  tone = 'neutral',
  badge = 'md',
  heading = 'h2',
  surface = 'card',
  children,
  actions,
}: {
  icon?: ReactNode
  title: ReactNode
  tone?: keyof typeof TONES | 'bare'
  badge?: keyof typeof BADGES
  heading?: 'h1' | 'h2'
  surface?: keyof typeof SURFACES
  children?: ReactNode
  actions?: ReactNode
}) {
  const id = useId()
  const Heading = heading
  return (
    <section
      aria-labelledby={id}
      className={cn('mx-auto flex flex-col items-center gap-4 px-6 py-12 text-center', SURFACES[surface])}
    >
      {icon &&
        (tone === 'bare' ? (
          <div className="text-leaf">{icon}</div>
        ) : (
          <span
            className={cn('inline-flex items-center justify-center rounded-full', BADGES[badge], TONES[tone])}
          >
            {icon}
          </span>
        ))}
      <Heading id={id} className={heading === 'h1' ? 'text-3xl' : 'text-2xl'}>
        {title}
      </Heading>
      {children}
      {actions && <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>}
    </section>
  )
}

/**
 * A status that is the whole page, without a box (the cart's and the wishlist's failed load, empty list and
 * sign-in prompt): a large badge, the page's `h1`, the text and the actions. `empty` is the roomier layout of an
 * empty list, whose one action is given by the caller with its own spacing, and `after` what follows inside it.
 */
export function PageStatus({
  icon,
  title,
  text,
  tone = 'neutral',
  actions,
  empty,
}: {
  icon: ReactNode
  title: ReactNode
  text: ReactNode
  tone?: keyof typeof TONES
  actions: ReactNode
  /** the empty-list layout: its width, and what comes after the action inside it */
  empty?: { width: 'xl' | '2xl'; after?: ReactNode }
}) {
  const head = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex items-center justify-center rounded-full',
          BADGES[empty ? '2xl' : 'xl'],
          TONES[tone],
        )}
      >
        {icon}
      </span>
      <h1 className="mt-6 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-md text-ink-soft">{text}</p>
    </>
  )
  if (empty)
    return (
      <div
        className={cn(
          'mx-auto flex flex-col items-center text-center',
          empty.width === 'xl' ? 'max-w-xl' : 'max-w-2xl',
        )}
      >
        {head}
        {actions}
        {empty.after}
      </div>
    )
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      {head}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>
    </div>
  )
}
