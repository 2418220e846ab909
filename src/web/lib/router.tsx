// The storefront's router (decision record 028): the part of React Router's declarative mode this app uses, with
// the same names, props and behaviour, in a few hundred bytes instead of ~15 KB gzip on every page. Matching and
// link resolution live in route-match.ts. What is not here: the data router (loaders, actions, fetchers), a
// basename, optional segments, case-sensitive routes, <ScrollRestoration> and blocking.
import {
  type AnchorHTMLAttributes,
  Children,
  type CSSProperties,
  createContext,
  Fragment,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import {
  createPath,
  matchRoutes,
  type Params,
  type Path,
  parsePath,
  type RouteMatch,
  type RouteObject,
  rankRoutes,
  resolveTo,
  routePathnames,
  type To,
} from './route-match.ts'

export type { Params, Path, To }

export interface Location extends Path {
  /** What the navigation carried (`state`), kept in the history entry. */
  state: unknown
  /** One per history entry; 'default' for the entry the app started on. */
  key: string
}

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
  /** Accepted for React Router's sake; the app scrolls to the top itself (root-layout.tsx). */
  preventScrollReset?: boolean
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void
  (delta: number): void
}

interface Navigator {
  push(to: Path, state?: unknown): void
  replace(to: Path, state?: unknown): void
  go(delta: number): void
}

const NavigatorContext = createContext<Navigator | null>(null)
const LocationContext = createContext<Location>({
  pathname: '/',
  search: '',
  hash: '',
  state: null,
  key: 'default',
})
const RouteContext = createContext<{ outlet: ReactNode; matches: RouteMatch[] }>({
  outlet: null,
  matches: [],
})

const createKey = () => Math.random().toString(36).slice(2, 10)

function toLocation({ pathname, search, hash }: Path, state: unknown, key = createKey()): Location {
  return { pathname, search, hash, state: state ?? null, key }
}

function Router({
  location,
  navigator,
  children,
}: {
  location: Location
  navigator: Navigator
  children?: ReactNode
}) {
  return (
    <NavigatorContext value={navigator}>
      <LocationContext value={location}>{children}</LocationContext>
    </NavigatorContext>
  )
}

/** Keeps the location in state; every change renders in a transition, so a page that suspends leaves the old one up. */
function useLocationState(initial: () => Location) {
  const [location, setLocation] = useState(initial)
  const set = useCallback((next: Location) => startTransition(() => setLocation(next)), [])
  return [location, set] as const
}

interface HistoryState {
  usr?: unknown
  key?: string
  idx?: number
}

const historyState = () => (window.history.state ?? {}) as HistoryState

function browserLocation(): Location {
  const { pathname, search, hash } = window.location
  const { usr, key } = historyState()
  return { pathname, search, hash, state: usr ?? null, key: key || 'default' }
}

/** The browser's address bar and history: pushState/replaceState keep `state` and a key per entry; back and forward arrive as popstate. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useLocationState(browserLocation)
  const navigator = useMemo<Navigator>(() => {
    if (historyState().idx == null) window.history.replaceState({ ...historyState(), idx: 0 }, '')
    const write = (method: 'pushState' | 'replaceState', to: Path, state: unknown) => {
      const next = toLocation(to, state)
      const idx = (historyState().idx ?? 0) + (method === 'pushState' ? 1 : 0)
      const url = createPath(next)
      try {
        window.history[method]({ usr: next.state, key: next.key, idx }, '', url)
      } catch (error) {
        // State that cannot be cloned is the app's mistake; a browser refusing more entries is not (iOS).
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error
        window.location.assign(url)
      }
      setLocation(browserLocation())
    }
    return {
      push: (to, state) => write('pushState', to, state),
      replace: (to, state) => write('replaceState', to, state),
      go: (delta) => window.history.go(delta),
    }
  }, [setLocation])
  useLayoutEffect(() => {
    const onPop = () => setLocation(browserLocation())
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [setLocation])
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  )
}

/** History in memory, for tests: starts at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[]
  children?: ReactNode
}) {
  const entries = useRef<Location[]>(null)
  const index = useRef(0)
  if (!entries.current) {
    entries.current = initialEntries.map((entry, i) =>
      toLocation(
        { pathname: '/', search: '', hash: '', ...parsePath(entry) },
        null,
        i === 0 ? 'default' : undefined,
      ),
    )
    index.current = entries.current.length - 1
  }
  const [location, setLocation] = useLocationState(() => entries.current?.[index.current] as Location)
  const navigator = useMemo<Navigator>(() => {
    const list = entries.current as Location[]
    return {
      push(to, state) {
        index.current += 1
        list.splice(index.current, list.length, toLocation(to, state))
        setLocation(list[index.current] as Location)
      },
      replace(to, state) {
        list[index.current] = toLocation(to, state)
        setLocation(list[index.current] as Location)
      },
      go(delta) {
        index.current = Math.min(Math.max(index.current + delta, 0), list.length - 1)
        setLocation(list[index.current] as Location)
      },
    }
  }, [setLocation])
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  )
}

function refuse(): never {
  throw new Error('A server render cannot navigate (StaticRouter)')
}
const staticNavigator: Navigator = { push: refuse, replace: refuse, go: refuse }

/** One location that never changes: the server render. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const { pathname = '/', search = '', hash = '' } = parsePath(location)
  return (
    <Router location={{ pathname, search, hash, state: null, key: 'default' }} navigator={staticNavigator}>
      {children}
    </Router>
  )
}

export interface RouteProps {
  path?: string
  index?: boolean
  element?: ReactNode
  children?: ReactNode
}

/** Configuration for <Routes>, which reads its props; it never renders itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only ever used as a child of <Routes> or of another <Route>')
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = []
  Children.forEach(children, (element) => {
    if (!isValidElement<RouteProps>(element)) return
    if (element.type === Fragment) {
      routes.push(...routesFromChildren(element.props.children))
      return
    }
    if (element.type !== Route) throw new Error('Every child of <Routes> is a <Route> or a <Fragment>')
    const { path, index, element: routeElement, children: routeChildren } = element.props
    const route: RouteObject = { path, index, element: routeElement }
    if (routeChildren) route.children = routesFromChildren(routeChildren)
    routes.push(route)
  })
  return routes
}

/**
 * Renders the best-ranked match of its routes, each route's element around the next one's (<Outlet>). Below a
 * splat route (`admin/*`) it matches what the parent routes left of the path, and inherits their params.
 */
export function Routes({ children }: { children?: ReactNode }) {
  const { matches: parentMatches } = use(RouteContext)
  const { pathname } = use(LocationContext)
  const branches = useMemo(() => rankRoutes(routesFromChildren(children)), [children])
  const parent = parentMatches.at(-1)
  const parentBase = parent?.pathnameBase ?? '/'
  let remaining = pathname
  if (parentBase !== '/') {
    const depth = parentBase.replace(/^\//, '').split('/').length
    remaining = `/${pathname.replace(/^\//, '').split('/').slice(depth).join('/')}`
  }
  const found = matchRoutes(branches, remaining)
  if (!found) return null
  const join = (p: string) => `/${[parentBase, p].join('/')}`.replace(/\/{2,}/g, '/')
  const matches = found.map((m) => ({
    ...m,
    params: { ...parent?.params, ...m.params },
    pathname: join(m.pathname),
    pathnameBase: m.pathnameBase === '/' ? parentBase : join(m.pathnameBase),
  }))
  return matches.reduceRight<ReactNode>(
    (outlet, match, i) => (
      // biome-ignore lint/correctness/useJsxKeyInIterable: nested one in another, never a list
      <RouteContext value={{ outlet, matches: [...parentMatches, ...matches.slice(0, i + 1)] }}>
        {match.route.element ? match.route.element : outlet}
      </RouteContext>
    ),
    null,
  )
}

/** Where a layout route renders the matched child route. */
export function Outlet() {
  return use(RouteContext).outlet
}

export function useLocation(): Location {
  return use(LocationContext)
}

export function useParams(): Params {
  return use(RouteContext).matches.at(-1)?.params ?? {}
}

function useResolvedPath(to: To): Path {
  const { matches } = use(RouteContext)
  const { pathname } = useLocation()
  const from = JSON.stringify(routePathnames(matches))
  return useMemo(() => resolveTo(to, JSON.parse(from), pathname), [to, from, pathname])
}

/** A function that navigates (a path and `{ replace, state }`, or a step in history); the same one every render. */
export function useNavigate(): NavigateFunction {
  const navigator = use(NavigatorContext)
  const { matches } = use(RouteContext)
  const { pathname } = useLocation()
  const from = useRef<{ routes: string[]; pathname: string } | null>(null)
  const current = { routes: routePathnames(matches), pathname }
  // During render the function only remembers where it is; it navigates from effects and events.
  useLayoutEffect(() => {
    from.current = current
  })
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!navigator) throw new Error('useNavigate() is used outside a router')
      if (!from.current) return
      if (typeof to === 'number') return navigator.go(to)
      const path = resolveTo(to, from.current.routes, from.current.pathname)
      if (options.replace) navigator.replace(path, options.state)
      else navigator.push(path, options.state)
    },
    [navigator],
  ) as NavigateFunction
}

/** Navigates once rendered (in an effect; it renders nothing). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate()
  const path = JSON.stringify(useResolvedPath(to))
  useEffect(() => navigate(JSON.parse(path) as Path, { replace, state }), [navigate, path, replace, state])
  return null
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  replace?: boolean
  state?: unknown
  /** A plain link: the browser loads the address (a download, a page the server answers). */
  reloadDocument?: boolean
  /** Accepted for React Router's sake; the app scrolls to the top itself. */
  preventScrollReset?: boolean
  ref?: Ref<HTMLAnchorElement>
}

// A scheme (https:, mailto:) or a protocol-relative address: not the app's to route.
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i

/**
 * A real `<a href>`. A plain left click (no modifier key, no other target, no download, not prevented by its own
 * onClick) navigates inside the app: pushes, or replaces with `replace` or when the link is where we are.
 */
export function Link({
  to,
  replace,
  state,
  reloadDocument,
  preventScrollReset: _,
  target,
  onClick,
  ...rest
}: LinkProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const path = useResolvedPath(to)
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to)
  const href = external ? (to as string) : createPath(path)
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (external || reloadDocument || event.defaultPrevented || event.button !== 0) return
    if ((target && target !== '_self') || rest.download != null) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(path, { replace: replace ?? createPath(location) === href, state })
  }
  return <a {...rest} href={href} onClick={handleClick} target={target} />
}

export interface NavLinkRenderProps {
  isActive: boolean
  /** Always false: only the data router knows a navigation in flight. */
  isPending: boolean
  isTransitioning: boolean
}

export type NavLinkProps = Omit<LinkProps, 'className' | 'style' | 'children'> & {
  className?: string | ((props: NavLinkRenderProps) => string | undefined)
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined)
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode)
  /** Active only on its own path, not below it. */
  end?: boolean
  caseSensitive?: boolean
}

/** A link that knows whether it points at the current page (or an ancestor of it, without `end`): `aria-current="page"`. */
export function NavLink({
  className = '',
  style,
  children,
  end = false,
  caseSensitive = false,
  'aria-current': ariaCurrent = 'page',
  ...rest
}: NavLinkProps) {
  let { pathname } = useLocation()
  let target = useResolvedPath(rest.to).pathname
  if (!caseSensitive) {
    pathname = pathname.toLowerCase()
    target = target.toLowerCase()
  }
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
  const isActive =
    pathname === target || (!end && pathname.startsWith(target) && pathname.charAt(endSlash) === '/')
  const props = { isActive, isPending: false, isTransitioning: false }
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(props)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  )
}

type SearchInit = string | URLSearchParams | string[][] | Record<string, string | string[]>

function createSearchParams(init: SearchInit = ''): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams)
    return new URLSearchParams(init)
  return new URLSearchParams(
    Object.entries(init).flatMap(([key, value]) =>
      Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]],
    ),
  )
}

export type SetSearchParams = (
  next: SearchInit | ((prev: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void

/**
 * The query of the current location (the same object until it changes; `defaultInit` fills the keys it lacks
 * until the first change) and a setter that navigates to the same path with a new query.
 */
export function useSearchParams(defaultInit?: SearchInit): [URLSearchParams, SetSearchParams] {
  const defaults = useRef(createSearchParams(defaultInit))
  const changed = useRef(false)
  const { search } = useLocation()
  const navigate = useNavigate()
  const params = useMemo(() => {
    const out = createSearchParams(search)
    if (!changed.current) {
      for (const key of new Set(defaults.current.keys())) {
        if (!out.has(key)) for (const value of defaults.current.getAll(key)) out.append(key, value)
      }
    }
    return out
  }, [search])
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const value = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next)
      changed.current = true
      navigate(`?${value}`, options)
    },
    [navigate, params],
  )
  return [params, set]
}
