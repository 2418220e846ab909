// Matching paths against routes and resolving links: the part of the in-house router (router.tsx, decision
// record 028) that needs no React. Ranking, matching and resolution follow React Router 8's declarative mode
// (lib/router/utils.ts there), for the routes this app writes: static segments, `:param`, a trailing `*`, index
// routes, pathless layout routes. No optional segments (`:id?`), no case-sensitive routes, no basename.
import type { ReactNode } from 'react'

export interface Path {
  pathname: string
  search: string
  hash: string
}

/** Where a link or navigation goes: a path (absolute or relative to the route), or its parts. */
export type To = string | Partial<Path>

/** The route's params, decoded. A splat's rest of the path is `*`. */
export type Params = { readonly [key: string]: string | undefined }

export interface RouteObject {
  path?: string
  index?: boolean
  element?: ReactNode
  children?: RouteObject[]
}

export interface RouteMatch {
  params: Params
  /** The part of the path this route matched, from the start. */
  pathname: string
  /** The same without what a splat matched: where descendant routes and relative links start. */
  pathnameBase: string
  route: RouteObject
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {}
  const hashAt = path.indexOf('#')
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt)
    path = path.slice(0, hashAt)
  }
  const searchAt = path.indexOf('?')
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt)
    path = path.slice(0, searchAt)
  }
  if (path) parsed.pathname = path
  return parsed
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  if (search && search !== '?') pathname += search.startsWith('?') ? search : `?${search}`
  if (hash && hash !== '#') pathname += hash.startsWith('#') ? hash : `#${hash}`
  return pathname
}

const joinPaths = (paths: string[]) => paths.join('/').replace(/[\\/]{2,}/g, '/')

function removeTrailingSlash(path: string, minLength = 0): string {
  let end = path.length
  while (end > minLength && path.charCodeAt(end - 1) === 47) end--
  return path.slice(0, end)
}

interface CompiledMeta {
  relativePath: string
  childrenIndex: number
  route: RouteObject
  matcher: RegExp
  paramNames: string[]
}

interface Branch {
  score: number
  metas: CompiledMeta[]
}

/** A route's path as a regular expression (case-insensitive) and the names of its params, in order. */
function compilePath(path: string, end: boolean): [RegExp, string[]] {
  const paramNames: string[] = []
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      paramNames.push(name)
      return '/([^\\/]+)'
    })}`
  if (path.endsWith('*')) {
    paramNames.push('*')
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$'
  } else if (end) source += '\\/*$'
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))'
  return [new RegExp(source, 'i'), paramNames]
}

// Scores as React Router gives them: a static segment outranks a `:param`, which outranks a splat.
const PARAM = /^:[\w-]+$/
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/')
  let score = segments.length
  if (segments.includes('*')) score -= 2
  if (index) score += 2
  for (const s of segments) {
    if (s === '*') continue
    score += PARAM.test(s) ? 3 : /^:[\w-]+/.test(s) ? 3.5 : s === '' ? 1 : 10
  }
  return score
}

function flattenRoutes(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Omit<CompiledMeta, 'matcher' | 'paramNames'>[] = [],
  parentPath = '',
): Branch[] {
  routes.forEach((route, childrenIndex) => {
    let relativePath = route.path ?? ''
    if (relativePath.startsWith('/')) {
      if (!relativePath.startsWith(parentPath))
        throw new Error(
          `Absolute route path "${relativePath}" nested under path "${parentPath}" is not valid.`,
        )
      relativePath = relativePath.slice(parentPath.length)
    }
    const path = joinPaths([parentPath, relativePath])
    const metas = [...parents, { relativePath, childrenIndex, route }]
    if (route.children?.length) flattenRoutes(route.children, branches, metas, path)
    if (route.path == null && !route.index) return
    branches.push({
      score: computeScore(path, route.index),
      metas: metas.map((meta, i) => {
        const [matcher, paramNames] = compilePath(meta.relativePath, i === metas.length - 1)
        return { ...meta, matcher, paramNames }
      }),
    })
  })
  return branches
}

/** Same parent, then by order among siblings; otherwise equal (the sort is stable). */
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i])
  return siblings ? (a.at(-1) as number) - (b.at(-1) as number) : 0
}

/** Every branch of the route tree (root to a leaf with a path or an index), most specific first. */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  return flattenRoutes(routes).sort((a, b) =>
    a.score !== b.score
      ? b.score - a.score
      : compareIndexes(
          a.metas.map((m) => m.childrenIndex),
          b.metas.map((m) => m.childrenIndex),
        ),
  )
}

/** Each segment decoded; an encoded slash stays one until the params are read. */
function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/')
  } catch {
    return value
  }
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Record<string, string | undefined> = {}
  let matchedPathname = '/'
  const matches: RouteMatch[] = []
  for (const meta of branch.metas) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/'
    const found = remaining.match(meta.matcher)
    if (!found) return null
    const whole = found[0]
    let base = removeTrailingSlash(whole, 1)
    meta.paramNames.forEach((name, i) => {
      const value = found[i + 1] ?? ''
      if (name === '*') base = removeTrailingSlash(whole.slice(0, whole.length - value.length), 1)
      params[name] = value.replace(/%2F/g, '/')
    })
    matches.push({
      params,
      pathname: joinPaths([matchedPathname, whole]),
      pathnameBase: removeTrailingSlash(joinPaths([matchedPathname, base])).replace(/^\/*/, '/'),
      route: meta.route,
    })
    if (base !== '/') matchedPathname = joinPaths([matchedPathname, base])
  }
  return matches
}

/** The routes, root first, that the best-ranked branch matches on this (encoded) pathname; null if none. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | null {
  const decoded = decodePath(pathname)
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded)
    if (matches) return matches
  }
  return null
}

function resolvePathname(relativePath: string, fromPathname: string): string {
  const segments = removeTrailingSlash(fromPathname).split('/')
  for (const segment of relativePath.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop()
    } else if (segment !== '.') segments.push(segment)
  }
  return segments.length > 1 ? segments.join('/') : '/'
}

const normalize = (value: string | undefined, mark: string) =>
  !value || value === mark ? '' : value.startsWith(mark) ? value : mark + value

/** What the route matches make relative paths relative to: each route's base, the last one's whole path. */
export function routePathnames(matches: RouteMatch[]): string[] {
  const contributing = matches.filter((m, i) => i === 0 || (m.route.path && m.route.path.length > 0))
  return contributing.map((m, i) => (i === contributing.length - 1 ? m.pathname : m.pathnameBase))
}

/**
 * Resolves `to` as React Router does in route-relative mode: an absolute path as it is; a relative one against
 * the current route; `..` climbs one route; no pathname (`?q=1`, `#top`) keeps the current location's.
 */
export function resolveTo(toArg: To, routePaths: string[], locationPathname: string): Path {
  const to = typeof toArg === 'string' ? parsePath(toArg) : { ...toArg }
  const isEmptyPath = toArg === '' || to.pathname === ''
  const toPathname = isEmptyPath ? '/' : to.pathname
  let from: string
  if (toPathname == null) from = locationPathname
  else {
    let index = routePaths.length - 1
    if (toPathname.startsWith('..')) {
      const segments = toPathname.split('/')
      while (segments[0] === '..') {
        segments.shift()
        index -= 1
      }
      to.pathname = segments.join('/')
    }
    from = index >= 0 ? (routePaths[index] as string) : '/'
  }
  let pathname = from
  if (to.pathname) {
    const p = to.pathname.replace(/[\\/]{2,}/g, '/')
    pathname =
      p.startsWith('/') || p.startsWith('\\') ? resolvePathname(p.slice(1), '/') : resolvePathname(p, from)
  }
  const explicitSlash = toPathname && toPathname !== '/' && toPathname.endsWith('/')
  const currentSlash = (isEmptyPath || toPathname === '.') && locationPathname.endsWith('/')
  if (!pathname.endsWith('/') && (explicitSlash || currentSlash)) pathname += '/'
  return { pathname, search: normalize(to.search, '?'), hash: normalize(to.hash, '#') }
}
