// The back office's texts are in catalogues (decision 058, "The back office"): each part keeps its English in
// `texts.en.ts` and its components show them with adminSay. This test reads every back-office component with the
// TypeScript parser and names each text still written in the code: words between tags, a text-bearing attribute
// given as a literal (label="…"), a literal shown from an expression ({busy ? 'Saving…' : 'Save'}) and a toast's
// literal. One test per part, so a part can be checked alone (`-t orders`).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'

const ADMIN = path.resolve(import.meta.dirname, '../src/web/features/admin')

/** Attributes that carry what a reader sees or hears. */
const TEXT_ATTRIBUTES =
  /^(label|title|intro|placeholder|aria-label|aria-description|alt|emptyText|hint|description|legend|text|confirmLabel|cancelLabel|heading|caption|summary|note|action|actionLabel|busyLabel|message|subtitle|empty|help)$/

/** Words a reader reads: two letters in a row (not a symbol such as '★', '·' or '₹'). */
const WORDS = /[A-Za-z]{2}/

function componentFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) {
      if (name !== 'testing') out.push(...componentFiles(file))
    } else if (/\.tsx$/.test(name) && !/\.test\.tsx$/.test(name)) out.push(file)
  }
  return out
}

/** An ESTree node as the parser gives it (oxc's, through rolldown). */
type Node = { type: string; start: number; [field: string]: unknown }
const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string'

const literalText = (node: Node): string | undefined =>
  node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node.type === 'TemplateLiteral'
      ? (node.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked).join(' ')
      : undefined

/** The literals an expression shows: itself, or the branches of its conditions and its fallbacks. */
function shownLiterals(node: Node): Node[] {
  if (node.type === 'ConditionalExpression')
    return [...shownLiterals(node.consequent as Node), ...shownLiterals(node.alternate as Node)]
  if (node.type === 'LogicalExpression')
    return node.operator === '&&'
      ? shownLiterals(node.right as Node)
      : [...shownLiterals(node.left as Node), ...shownLiterals(node.right as Node)]
  if (node.type === 'BinaryExpression' && node.operator === '+')
    return [...shownLiterals(node.left as Node), ...shownLiterals(node.right as Node)]
  return literalText(node) === undefined ? [] : [node]
}

const calleeName = (node: Node): string => {
  const callee = node.callee as Node
  if (callee.type !== 'MemberExpression') return ''
  const object = callee.object as Node
  const property = callee.property as Node
  return `${object.type === 'Identifier' ? object.name : ''}.${property.type === 'Identifier' ? property.name : ''}`
}

/** The texts written in a component's code, each with its line. */
function writtenTexts(file: string, source = readFileSync(file, 'utf8')): string[] {
  const program = parseAst(source, { lang: 'tsx' }, file) as unknown as Node
  const found: string[] = []
  const note = (node: Node, text: string) => {
    if (!WORDS.test(text)) return
    const line = source.slice(0, node.start).split('\n').length
    found.push(`${path.relative(ADMIN, file)}:${line} ${JSON.stringify(text.trim())}`)
  }
  const visit = (node: Node, parent?: Node) => {
    if (node.type === 'JSXText') note(node, String(node.value))
    else if (node.type === 'JSXAttribute' && node.value) {
      const name = node.name as Node
      const value = node.value as Node
      if (name.type === 'JSXIdentifier' && TEXT_ATTRIBUTES.test(String(name.name))) {
        if (value.type === 'Literal') note(value, String(value.value))
        else if (value.type === 'JSXExpressionContainer' && isNode(value.expression))
          for (const lit of shownLiterals(value.expression)) note(lit, literalText(lit) ?? '')
      }
    } else if (
      node.type === 'JSXExpressionContainer' &&
      (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment') &&
      isNode(node.expression)
    ) {
      for (const lit of shownLiterals(node.expression)) note(lit, literalText(lit) ?? '')
    } else if (
      node.type === 'CallExpression' &&
      /^toast\.(success|error|info)$/.test(calleeName(node)) &&
      isNode((node.arguments as Node[])[0])
    ) {
      for (const lit of shownLiterals((node.arguments as Node[])[0] as Node))
        note(lit, literalText(lit) ?? '')
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const v of value) isNode(v) && visit(v, node)
      else if (isNode(value)) visit(value, node)
    }
  }
  visit(program)
  return found
}

describe("the back office's texts are in its catalogues", () => {
  it('finds a text written in the code, and not one shown through the catalogue', () => {
    const written = writtenTexts(
      path.join(ADMIN, 'x.tsx'),
      `export const A = ({ busy, n }) => <div><h1>Orders</h1><Field label="Name" hint={busy ? 'Saving…' : say('k')} />
        <p>{n > 1 && 'many'} · ★ {say('k')}</p>{toast.success('Saved')}</div>`,
    )
    expect(written.map((w) => w.split(' ').slice(1).join(' '))).toEqual([
      '"Orders"',
      '"Name"',
      '"Saving…"',
      '"many"',
      '"Saved"',
    ])
  })

  const parts = [...readdirSync(ADMIN).filter((n) => statSync(path.join(ADMIN, n)).isDirectory()), '.']
  for (const part of parts) {
    it(`${part === '.' ? 'the app' : part}: no text written in a component`, () => {
      const files =
        part === '.'
          ? readdirSync(ADMIN)
              .filter((n) => /\.tsx$/.test(n) && !/\.test\.tsx$/.test(n))
              .map((n) => path.join(ADMIN, n))
          : componentFiles(path.join(ADMIN, part))
      expect(files.flatMap((f) => writtenTexts(f))).toEqual([])
    })
  }
})
