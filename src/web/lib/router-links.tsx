// Links, redirects and the query of the storefront's router (decision record 028). Import them from router.tsx.
import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react'
import { localisedPath } from './i18n/languages.ts'
import { useLanguage } from './i18n/use-language.ts'
import { createPath, type Path, type To } from './route-match.ts'
import { type NavigateOptions, useLocation, useNavigate, useResolvedPath } from './router-core.tsx'

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
  // The address in the page's language (decision 058): the app writes English paths, the router adds the prefix.
  const lang = useLanguage()
  const href = external
    ? (to as string)
    : createPath({ ...path, pathname: localisedPath(lang, path.pathname) })
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (external || reloadDocument || event.defaultPrevented || event.button !== 0) return
    if ((target && target !== '_self') || rest.download != null) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    navigate(path, { replace: replace ?? createPath(location) === createPath(path), state })
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
