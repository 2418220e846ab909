// Everything a newcomer reads is inside the repository: code and docs cite docs/product.md (what the shop does) and
// the decision records (docs/decisions/NNN-*.md), never a tracker's issue numbers or the sections of a document that
// lives elsewhere (the spec the shop was built from). This test reads every tracked file and names each line that
// still does.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** A tracker's issue number: the word, a space and digits, in any case. */
const ISSUE = /\bissue \d+/i
/** A section of the outside spec: the section sign before a number (written as an escape so this file passes). */
const SPEC_SECTION = /spec \u00a7|\u00a7\s?\d/

/** The lines of `text` that cite an issue or a section of the spec, as 'file:line: text'. */
function outsideReferences(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      ISSUE.test(line) || SPEC_SECTION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    )
}

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  return out
    .split('\0')
    .filter((f) => f !== '' && !/\.(png|jpe?g|webp|gif|ico|pdf|woff2?|ttf|mp4|zip|gz)$/i.test(f))
}

describe('references stay inside the repository', () => {
  it('no tracked file cites an issue number or a section of the spec', () => {
    const offenders = trackedTextFiles().flatMap((f) => {
      let text: string
      try {
        text = readFileSync(path.join(root, f), 'utf8')
      } catch {
        return [] // listed by git but not on disk (deleted in the work tree)
      }
      return text.includes('\0') ? [] : outsideReferences(f, text)
    })
    expect(offenders).toEqual([])
  })

  it('catches an issue number and a spec section, and lets the repository’s own references through', () => {
    const issue = ['Issue', '19'].join(' ')
    const section = ['spec', '\u00a74'].join(' ')
    const bare = `(\u00a7${8})`
    const text = [
      `// ${issue}: pages cached`,
      `it('says the message ${bare}')`,
      `// the order's states (${section})`,
      '// the order states (docs/product.md, Orders and payments; decision 014)',
      '// an issue with 3 parts, section 5 of the GST rules',
    ].join('\n')
    expect(outsideReferences('x.ts', text)).toEqual([
      `x.ts:1: // ${issue}: pages cached`,
      `x.ts:2: it('says the message ${bare}')`,
      `x.ts:3: // the order's states (${section})`,
    ])
  })
})
