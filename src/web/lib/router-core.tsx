// The core of the storefront's router (decision record 028): the routers, the routes and the hooks that read
// where we are. Import it all from router.tsx.
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  startTransition,
  use,
  useCallback,
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

/** `to` resolved against the current route and location (for links). */
export function useResolvedPath(to: To): Path {
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
