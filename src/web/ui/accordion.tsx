import {
  type ComponentProps,
  cloneElement,
  createContext,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  use,
  useId,
  useState,
} from 'react'
import { cn } from './cn.ts'
import { rovingTarget } from './roving-focus.ts'

const KEYS = { next: 'ArrowDown', previous: 'ArrowUp' }

// The accordion of the product, FAQ and moringa pages: the markup, states and keys of Radix's Accordion
// (WAI-ARIA accordion pattern: buttons with aria-expanded and aria-controls inside headings, regions labelled by
// them, ArrowUp/ArrowDown/Home/End between headers) in a few hundred bytes instead of ~9 KB gzip of Radix on the
// first paint of those pages. Same part names, so a page swaps the import only.

interface RootState {
  isOpen(value: string): boolean
  toggle(value: string): void
}
const RootContext = createContext<RootState | null>(null)
const ItemContext = createContext<{
  value: string
  open: boolean
  triggerId: string
  contentId: string
} | null>(null)

function useItem() {
  const item = use(ItemContext)
  if (!item) throw new Error('Accordion parts belong inside Accordion.Item')
  return item
}

type RootProps = { className?: string; children: ReactNode } & (
  | {
      type: 'multiple'
      value?: string[]
      defaultValue?: string[]
      onValueChange?: (value: string[]) => void
    }
  | {
      type: 'single'
      value?: string
      defaultValue?: string
      onValueChange?: (value: string) => void
      collapsible?: boolean
    }
)

function Root(props: RootProps) {
  const initial = props.defaultValue === undefined ? [] : [props.defaultValue].flat().filter(Boolean)
  const [uncontrolled, setUncontrolled] = useState<string[]>(initial)
  const controlled = props.value === undefined ? undefined : [props.value].flat().filter(Boolean)
  const open = controlled ?? uncontrolled
  const state: RootState = {
    isOpen: (value) => open.includes(value),
    toggle(value) {
      if (props.type === 'multiple') {
        const next = open.includes(value) ? open.filter((v) => v !== value) : [...open, value]
        setUncontrolled(next)
        props.onValueChange?.(next)
        return
      }
      if (open.includes(value) && !props.collapsible) return
      const next = open.includes(value) ? '' : value
      setUncontrolled(next ? [next] : [])
      props.onValueChange?.(next)
    },
  }
  // Radix's keys: ArrowDown/ArrowUp to the next/previous header (wrapping), Home/End to the first/last.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement
    if (!target.matches('[data-accordion-trigger]')) return
    const triggers = [
      ...e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]:not(:disabled)'),
    ].filter((t) => t.closest('[data-accordion-root]') === e.currentTarget)
    const at = triggers.indexOf(target as HTMLButtonElement)
    const to = at < 0 ? undefined : rovingTarget(e.key, at, triggers.length, KEYS)
    if (to === undefined) return
    e.preventDefault()
    triggers[to]?.focus()
  }
  return (
    <RootContext value={state}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys move focus between the header buttons inside */}
      <div
        data-accordion-root=""
        data-orientation="vertical"
        className={props.className}
        onKeyDown={onKeyDown}
      >
        {props.children}
      </div>
    </RootContext>
  )
}

function Item({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const root = use(RootContext)
  if (!root) throw new Error('Accordion.Item belongs inside Accordion.Root')
  const id = useId()
  const open = root.isOpen(value)
  return (
    <ItemContext value={{ value, open, triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
      <div data-state={open ? 'open' : 'closed'} data-orientation="vertical" className={className}>
        {children}
      </div>
    </ItemContext>
  )
}

/** An h3, or with `asChild` the heading element given (its level chosen by the page). */
function Header({
  asChild,
  className,
  children,
}: {
  asChild?: boolean
  className?: string
  children: ReactNode
}) {
  const { open } = useItem()
  const state = { 'data-state': open ? 'open' : 'closed', 'data-orientation': 'vertical' }
  if (asChild && isValidElement<{ className?: string }>(children))
    return cloneElement(children as ReactElement<{ className?: string }>, {
      ...state,
      className: cn(children.props.className, className),
    })
  return (
    <h3 {...state} className={className}>
      {children}
    </h3>
  )
}

function Trigger({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  const root = use(RootContext)
  const item = useItem()
  return (
    <button
      type="button"
      id={id ?? item.triggerId}
      aria-controls={item.contentId}
      aria-expanded={item.open}
      data-state={item.open ? 'open' : 'closed'}
      data-orientation="vertical"
      data-accordion-trigger=""
      className={className}
      onClick={() => root?.toggle(item.value)}
    >
      {children}
    </button>
  )
}

function Content({ className, children, ...rest }: ComponentProps<'div'>) {
  const item = useItem()
  return (
    // biome-ignore lint/a11y/useSemanticElements: Radix's markup (a div region), which the pages' styles expect
    <div
      {...rest}
      role="region"
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-state={item.open ? 'open' : 'closed'}
      data-orientation="vertical"
      hidden={!item.open}
      className={className}
    >
      {item.open && children}
    </div>
  )
}

export const Accordion = { Root, Item, Header, Trigger, Content }
