// The storefront's router (decision record 028): the part of React Router's declarative mode this app uses, with
// the same names, props and behaviour, in about 3.5 KB gzip instead of ~15 KB on every page. Matching and
// link resolution live in route-match.ts, the routers, routes and hooks in router-core.tsx, links, <Navigate>
// and useSearchParams in router-links.tsx. What is not here: the data router (loaders, actions, fetchers), a
// basename, optional segments, case-sensitive routes, <ScrollRestoration> and useBlocker. In their place
// (router-navigation.ts): BrowserRouter keeps each entry's scroll position for Back and Forward, moves focus to a
// new page's heading and says its title (useRouteAnnouncement), and useUnsavedChanges guards a form's edits.

export type { Params, Path, To } from './route-match.ts'
export {
  BrowserRouter,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  Outlet,
  Route,
  type RouteProps,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
} from './router-core.tsx'
export {
  Link,
  type LinkProps,
  Navigate,
  NavLink,
  type NavLinkProps,
  type NavLinkRenderProps,
  type SetSearchParams,
  useSearchParams,
} from './router-links.tsx'
export { useRouteAnnouncement, useUnsavedChanges } from './router-navigation.ts'
