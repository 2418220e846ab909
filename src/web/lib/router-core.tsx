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
import { type Language, localisedPath, splitLanguagePath } from './i18n/languages.ts'
import { LanguageContext } from './i18n/use-language.ts'
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
import {
  focusAndAnnounce,
  focusNow,
  hashTarget,
  leaveAllowed,
  savedScroll,
  saveScroll,
  whenSettled,
} from './router-navigation.ts'

export type { Params, Path, To }

export interface Location extends Path {
  /** What the navigation carried (`state`), kept in the history entry. */
  state: unknown
  /** One per history entry; 'default' for MemoryRouter's first entry, StaticRouter's, and entries the router did not write. */
  key: string
}

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
  /** Accepted for React Router's sake; BrowserRouter decides where a page scrolls (router-navigation.ts). */
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

/** The same place in `lang`'s addresses (decision 058): /products becomes /hi/products. */
const inLanguage = (lang: Language, to: Path): Path => ({ ...to, pathname: localisedPath(lang, to.pathname) })

/**
 * Every router's core. The address's language prefix (/hi, /te, …; decision 058) is the page's language: it is
 * provided as LanguageContext and taken off the location the routes, links and hooks see, and every navigation
 * puts it back, so the app's routes and links are written once, in English addresses, for every language.
 */
function Router({
  location: full,
  navigator: fullNavigator,
  children,
}: {
  location: Location
  navigator: Navigator
  children?: ReactNode
}) {
  const { lang, path } = splitLanguagePath(full.pathname)
  const location = useMemo(() => (lang === 'en' ? full : { ...full, pathname: path }), [full, lang, path])
  const navigator = useMemo<Navigator>(
    () =>
      lang === 'en'
        ? fullNavigator
        : {
            push: (to, state) => fullNavigator.push(inLanguage(lang, to), state),
            replace: (to, state) => fullNavigator.replace(inLanguage(lang, to), state),
            go: (delta) => fullNavigator.go(delta),
          },
    [fullNavigator, lang],
  )
  return (
    <LanguageContext value={lang}>
      <NavigatorContext value={navigator}>
        <LocationContext value={location}>{children}</LocationContext>
      </NavigatorContext>
    </LanguageContext>
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

type Action = 'POP' | 'PUSH' | 'REPLACE'

/** Whether going from `a` to `b` leaves the page (not just its fragment): what the unsaved-changes guard asks about. */
const leavesPage = (a: Path, b: Path) => a.pathname !== b.pathname || a.search !== b.search

/** Gives the entry the app starts on a key and an index of its own (its scroll position is kept by that key). */
function startEntry(): Location {
  const state = historyState()
  if (state.idx == null || !state.key) {
    window.history.replaceState({ ...state, key: state.key || createKey(), idx: state.idx ?? 0 }, '')
  }
  return browserLocation()
}

/**
 * What follows a navigation once it is on screen (decision record 028, amended 2026-11-27). Back and Forward
 * return to the entry's saved scroll position once the page's content is there; a new page starts at its top (or
 * its #fragment); a change of the query alone (filters, sort) stays where it is. Then focus moves to the page's
 * heading and its title is said. Not on the first, server-rendered load, which only returns to a saved position
 * (a reload).
 */
function afterNavigation(location: Location, action: Action, before: Location | null): () => void {
  const focused = focusNow()
  const saved = savedScroll(location.key)
  if (!before) {
    return saved
      ? whenSettled(saved[1], () => window.scrollTo({ left: saved[0], top: saved[1], behavior: 'instant' }))
      : () => {}
  }
  if (before.pathname === location.pathname) {
    // The same page with another query or fragment: no new heading to go to; Back and Forward still return.
    if (action === 'POP' && saved) {
      return whenSettled(saved[1], () =>
        window.scrollTo({ left: saved[0], top: saved[1], behavior: 'instant' }),
      )
    }
    if (location.hash && location.hash !== before.hash) hashTarget(location.hash)?.scrollIntoView()
    return () => {}
  }
  if (action === 'POP' && saved) {
    return whenSettled(saved[1], () => {
      window.scrollTo({ left: saved[0], top: saved[1], behavior: 'instant' })
      focusAndAnnounce(focused)
    })
  }
  const target = hashTarget(location.hash)
  if (target) target.scrollIntoView()
  else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  return whenSettled(0, () => {
    if (!target) hashTarget(location.hash)?.scrollIntoView() // the fragment arrived with the page's content
    focusAndAnnounce(focused)
  })
}

/**
 * The browser's address bar and history: pushState/replaceState keep `state` and a key per entry; back and forward
 * arrive as popstate. Keeps each entry's scroll position, moves focus and says the page's title after a navigation,
 * and asks before leaving a form with unsaved changes (router-navigation.ts).
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  // Each step knows the location before it, so what follows it (afterNavigation) depends on the step alone.
  const [step, setStep] = useState<{ location: Location; action: Action; before: Location | null }>(() => ({
    location: startEntry(),
    action: 'POP',
    before: null,
  }))
  const go = useCallback(
    (location: Location, action: Action) =>
      startTransition(() => setStep((prev) => ({ location, action, before: prev.location }))),
    [],
  )
  // The entry the address bar is at (ahead of the screen while a page loads).
  const entry = useRef<{ location: Location; idx: number | undefined }>(null)
  if (!entry.current) entry.current = { location: step.location, idx: historyState().idx }
  const navigator = useMemo<Navigator>(() => {
    const write = (method: 'pushState' | 'replaceState', to: Path, state: unknown) => {
      const current = entry.current as { location: Location }
      if (leavesPage(current.location, to) && !leaveAllowed()) return
      const next = toLocation(to, state)
      const idx = (historyState().idx ?? 0) + (method === 'pushState' ? 1 : 0)
      const url = createPath(next)
      saveScroll(current.location.key)
      try {
        window.history[method]({ usr: next.state, key: next.key, idx }, '', url)
      } catch (error) {
        // State that cannot be cloned is the app's mistake; a browser refusing more entries is not (iOS).
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error
        window.location.assign(url)
      }
      entry.current = { location: browserLocation(), idx }
      go(entry.current.location, method === 'pushState' ? 'PUSH' : 'REPLACE')
    }
    return {
      push: (to, state) => write('pushState', to, state),
      replace: (to, state) => write('replaceState', to, state),
      go: (delta) => window.history.go(delta),
    }
  }, [go])
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual'
    let restoring = false
    const onPop = () => {
      const current = entry.current as { location: Location; idx: number | undefined }
      if (restoring) {
        restoring = false
        return
      }
      const next = browserLocation()
      const { idx } = historyState()
      if (leavesPage(current.location, next) && !leaveAllowed()) {
        // The person stays: put the address bar back on the entry they were at.
        if (idx != null && current.idx != null && idx !== current.idx) {
          restoring = true
          window.history.go(current.idx - idx)
        } else {
          const { location } = current
          window.history.pushState(
            { usr: location.state, key: location.key, idx: current.idx },
            '',
            createPath(location),
          )
        }
        return
      }
      saveScroll(current.location.key)
      entry.current = { location: next, idx }
      go(next, 'POP')
    }
    const onPageHide = () => saveScroll((entry.current as { location: Location }).location.key)
    window.addEventListener('popstate', onPop)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('popstate', onPop)
      window.removeEventListener('pagehide', onPageHide)
    }
  }, [go])
  useLayoutEffect(() => afterNavigation(step.location, step.action, step.before), [step])
  return (
    <Router location={step.location} navigator={navigator}>
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
        if (leavesPage(list[index.current] as Location, to) && !leaveAllowed()) return
        index.current += 1
        list.splice(index.current, list.length, toLocation(to, state))
        setLocation(list[index.current] as Location)
      },
      replace(to, state) {
        if (leavesPage(list[index.current] as Location, to) && !leaveAllowed()) return
        list[index.current] = toLocation(to, state)
        setLocation(list[index.current] as Location)
      },
      go(delta) {
        const target = list[Math.min(Math.max(index.current + delta, 0), list.length - 1)] as Location
        if (leavesPage(list[index.current] as Location, target) && !leaveAllowed()) return
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
