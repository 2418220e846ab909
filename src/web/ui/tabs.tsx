import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
  useState,
} from 'react'
import { rovingTarget } from './roving-focus.ts'

// The tabs of the moringa page: the markup, states and keys of Radix's Tabs (WAI-ARIA tabs with
// automatic activation: one tab in the Tab order, ArrowLeft/ArrowRight wrapping, Home/End, the panel focusable)
// without Radix's ~8 KB gzip on that page's first paint. Same part names, so the page swaps the import only.

interface TabsState {
  value: string
  select(value: string): void
  id: string
}
const TabsContext = createContext<TabsState | null>(null)

function useTabs() {
  const tabs = use(TabsContext)
  if (!tabs) throw new Error('Tabs parts belong inside Tabs.Root')
  return tabs
}

const KEYS = { next: 'ArrowRight', previous: 'ArrowLeft' }

const idOf = (base: string, part: 'trigger' | 'content', value: string) => `${base}-${part}-${value}`

function Root({
  defaultValue,
  value,
  onValueChange,
  children,
  ...rest
}: {
  defaultValue?: string
  value?: string
  onValueChange?: (value: string) => void
  children: ReactNode
} & Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'>) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '')
  const id = useId()
  const current = value ?? uncontrolled
  const select = (next: string) => {
    if (next === current) return
    setUncontrolled(next)
    onValueChange?.(next)
  }
  return (
    <TabsContext value={{ value: current, select, id }}>
      <div dir="ltr" data-orientation="horizontal" {...rest}>
        {children}
      </div>
    </TabsContext>
  )
}

function List({ children, ...rest }: ComponentProps<'div'>) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
    const at = tabs.indexOf(e.target as HTMLButtonElement)
    const to = at < 0 ? undefined : rovingTarget(e.key, at, tabs.length, KEYS)
    if (to === undefined) return
    e.preventDefault()
    // Automatic activation, as Radix: focusing a tab selects it.
    tabs[to]?.focus()
    tabs[to]?.click()
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      onKeyDown={onKeyDown}
      {...rest}
    >
      {children}
    </div>
  )
}

function Trigger({ value, children, ...rest }: { value: string } & ComponentProps<'button'>) {
  const tabs = useTabs()
  const active = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.id, 'trigger', value)}
      aria-selected={active}
      aria-controls={idOf(tabs.id, 'content', value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={active ? 0 : -1}
      {...rest}
      onMouseDown={(e) => {
        rest.onMouseDown?.(e)
        // Like Radix: the left button selects on press (touch and keyboard select on click).
        if (e.button === 0 && !e.ctrlKey) tabs.select(value)
      }}
      onClick={(e) => {
        rest.onClick?.(e)
        tabs.select(value)
      }}
    >
      {children}
    </button>
  )
}

function Content({ value, children, ...rest }: { value: string } & ComponentProps<'div'>) {
  const tabs = useTabs()
  const active = tabs.value === value
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.id, 'content', value)}
      aria-labelledby={idOf(tabs.id, 'trigger', value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!active}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is focusable when it holds no control first
      tabIndex={0}
      {...rest}
    >
      {active && children}
    </div>
  )
}

export const Tabs = { Root, List, Trigger, Content }
