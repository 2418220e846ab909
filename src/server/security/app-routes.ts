import type { FastifyInstance } from 'fastify'

// What the running app actually serves, read from the app itself so that the security suites cover a route
// the day it is added: the OpenAPI document for the documented /api/v1 operations, Fastify's route tree for
// everything (so a route hidden from the document cannot slip past), and Better Auth's own endpoint list.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  default?: unknown
  additionalProperties?: boolean | JsonSchema
}

export interface Operation {
  /** `GET /api/v1/orders/{id}`: the key the tables use */
  key: string
  method: Method
  /** OpenAPI path template, e.g. /api/v1/orders/{id} */
  path: string
  pathParams: string[]
  query: { name: string; schema: JsonSchema; required: boolean }[]
  /** the JSON body schema when the operation declares one */
  body?: JsonSchema
  /** content types the body may come in (JSON unless the operation says otherwise) */
  consumes: string[]
  responses: number[]
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[]
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
        responses?: Record<string, unknown>
      }
    >
  >
}

/** Every operation of the OpenAPI document the app serves. */
export function openApiOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as OpenApiDoc
  const ops: Operation[] = []
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    // Better Auth's routes are documented by hand (identity/openapi.ts) and attacked by their own tests.
    if (path.startsWith('/api/auth/')) continue
    for (const [m, op] of Object.entries(byMethod)) {
      const method = m.toUpperCase() as Method
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue
      const params = op.parameters ?? []
      const content = op.requestBody?.content ?? {}
      ops.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: content['application/json']?.schema,
        consumes: Object.keys(content).length > 0 ? Object.keys(content) : ['application/json'],
        responses: Object.keys(op.responses ?? {})
          .map(Number)
          .filter((n) => Number.isInteger(n)),
      })
    }
  }
  return ops
}

/** Percent-encodes any string; a lone surrogate (no UTF-8 form) is sent as U+FFFD, as a browser does. */
export const encode = (value: string) => encodeURIComponent(value.toWellFormed())

/** Fills an OpenAPI path template, encoding each value. */
export function fillPath(path: string, values: Record<string, string> | ((name: string) => string)): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encode(typeof values === 'function' ? values(name) : (values[name] ?? '')),
  )
}

export interface TreeRoute {
  /** full path with Fastify's `:param` and `*` syntax */
  path: string
  methods: string[]
}

/**
 * Every route in Fastify's printed route tree. The tree is the only public listing once the app is ready;
 * it is read line by line: depth from the indentation, the segment appended to its parent's path.
 */
export function treeRoutes(app: FastifyInstance): TreeRoute[] {
  const printed = app.printRoutes({ commonPrefix: false })
  const stack: string[] = []
  const routes: TreeRoute[] = []
  for (const line of printed.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    const full = (depth > 0 ? (stack[depth - 1] ?? '') : '') + m[2]!
    stack[depth] = full
    stack.length = depth + 1
    if (m[3]) routes.push({ path: full, methods: m[3].split(', ').filter((x) => x !== 'HEAD') })
  }
  return routes
}

/** A path in either syntax with its parameters blanked, for comparing the tree with the document. */
export function routeShape(path: string): string {
  return path
    .replace(/\{[^}]+\}/g, '{}')
    .replace(/:[^/]+/g, '{}')
    .replace(/\/$/, '')
}

interface AuthEndpoint {
  path?: string
  options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } }
}

/** Better Auth's HTTP endpoints under /api/auth (its server-only functions have no path). */
export function betterAuthEndpoints(app: FastifyInstance): { path: string; methods: string[] }[] {
  const api = app.identity.auth.api as unknown as Record<string, AuthEndpoint>
  const out: { path: string; methods: string[] }[] = []
  for (const endpoint of Object.values(api)) {
    if (!endpoint?.path || endpoint.options?.metadata?.SERVER_ONLY) continue
    const m = endpoint.options?.method ?? 'GET'
    out.push({ path: endpoint.path, methods: (Array.isArray(m) ? m : [m]).filter((x) => x !== '*') })
  }
  return out.sort((a, b) => a.path.localeCompare(b.path))
}

// What a reply must never show a client, whatever it sent.
const STACK_OR_INTERNALS: [string, RegExp][] = [
  ['a stack frame', /\n\s+at [^\n]*[(:]/],
  ['a stack frame', /\bat (?:async )?[\w.<>]+ \((?:file:|node:|\/)[^)]*\)/],
  ['a source location', /\.(?:ts|js|mjs|cjs):\d+(?::\d+)?\b/],
  ['node_modules', /node_modules/],
  ['an error class with a trace', /\b[A-Z]\w*Error: [^\n]*\n\s+at /],
  [
    'SQL error text',
    /syntax error at or near|relation "[^"]*" does not exist|column "[^"]*" does not exist/i,
  ],
  ['SQL error text', /violates (?:unique|foreign key|check|not-null) constraint|duplicate key value/i],
  ['SQL error text', /invalid input syntax for|current transaction is aborted|Failed query:/i],
  ['database internals', /\b(?:PostgresError|DrizzleQueryError|DatabaseError|pglite|SQLSTATE)\b/i],
]

/** The internals a reply body gives away (empty when none). */
export function internalsIn(body: string): string[] {
  return STACK_OR_INTERNALS.filter(([, re]) => re.test(body)).map(([what]) => what)
}
