// The back office reads the server only through its areas' api/ folders, and types each reply from its zod
// contract (parsed by the shell's client), never by a type assertion (decision 038). The code is read with its
// comments and texts blanked out, so a comment or a message that says "as" is not taken for one.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const adminRoot = path.join(root, 'src/web/features/admin')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : []
  })
}

/** The code with comments and the insides of string and template literals blanked (lines kept). */
function codeOnly(text: string): string {
  let out = ''
  let i = 0
  const blank = (s: string) => s.replace(/[^\n]/g, ' ')
  while (i < text.length) {
    const c = text[i]!
    const next = text[i + 1]
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i)
      const stop = end === -1 ? text.length : end
      out += blank(text.slice(i, stop))
      i = stop
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2)
      const stop = end === -1 ? text.length : end + 2
      out += blank(text.slice(i, stop))
      i = stop
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1
      out += `${c}${blank(text.slice(i + 1, j))}${c}`
      i = j + 1
    } else {
      out += c
      i++
    }
  }
  return out
}

interface Finding {
  line: number
  text: string
}

function find(text: string, pattern: RegExp): Finding[] {
  const code = codeOnly(text)
  const lines = text.split('\n')
  return code
    .split('\n')
    .flatMap((line, n) =>
      [...line.matchAll(pattern)].map(() => ({ line: n + 1, text: lines[n]!.trim().slice(0, 80) })),
    )
}

/** Type assertions (`x as T`) other than `as const`. */
const assertions = (text: string) => find(text, /[\w)\]}]\s+as\s+(?!const\b)[\w{[(<'"]/g)

/** Calls that reach the server: `fetch(…)` and the shell's client (`adminApi.get(…)` and the rest). */
const serverCalls = (text: string) => find(text, /(?<![\w.])fetch\s*\(|\badminApi\s*\.\s*\w+\s*[<(]/g)

const inApi = (file: string) => path.relative(adminRoot, file).split(path.sep).includes('api')
const rel = (file: string) => path.relative(root, file)

describe('the back office types its replies from the contracts (decision 038)', () => {
  const files = sourceFiles(adminRoot)

  it('only api/ files reach the server', () => {
    const outside = files
      .filter((f) => !inApi(f))
      .flatMap((f) => serverCalls(readFileSync(f, 'utf8')).map((c) => `${rel(f)}:${c.line} ${c.text}`))
    expect(outside).toEqual([])
  })

  it('no api/ file, nor any file that calls fetch, asserts a type (`as const` aside)', () => {
    const talking = files.filter((f) => inApi(f) || serverCalls(readFileSync(f, 'utf8')).length > 0)
    expect(talking.length).toBeGreaterThan(10)
    const found = talking.flatMap((f) =>
      assertions(readFileSync(f, 'utf8')).map((a) => `${rel(f)}:${a.line} ${a.text}`),
    )
    expect(found).toEqual([])
  })

  it('catches the old patterns and lets `as const`, comments and texts through', () => {
    const text = [
      '// a reply typed as the page it is',
      "const ERR = 'shown as is'",
      "export const keys = ['admin', 'orders'] as const",
      'async function send<T>(res: Response): Promise<T> {',
      '  const payload = (await res.json()) as { message?: string } | null',
      '  return payload as T',
      '}',
      "const message = 'shown as is: ' + `typed as you like`",
      "const list = () => adminApi.get<Page<Row>>('/orders')",
    ].join('\n')
    expect(assertions(text).map((a) => a.line)).toEqual([5, 6])
    expect(serverCalls(text).map((c) => c.line)).toEqual([9])
    expect(serverCalls("const res = await fetch('/api/admin/v1/orders')").map((c) => c.line)).toEqual([1])
    expect(serverCalls('await queryClient.refetch()\nlist.refetch()')).toEqual([])
  })
})
