import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// Every decision record says when it was taken and whether it still holds, and the index
// (docs/decisions/README.md) names every record and nothing else.

const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/
const STATUS_LINE =
  /^Date: (\d{4}-\d{2}-\d{2})\. Status: (accepted|superseded by \[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\))/
const LINK = /\]\(([^)\s]+\.md)\)/g

const isRealDate = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day
}

/** Everything wrong with the records and the index in `dir`, one sentence each; empty when all is well. */
function decisionProblems(dir: string): string[] {
  const problems: string[] = []
  const records = readdirSync(dir)
    .filter((name) => RECORD.test(name))
    .sort()
  const numbers = new Set<string>()
  for (const name of records) {
    const number = name.slice(0, 3)
    if (numbers.has(number)) problems.push(`${name}: number ${number} is taken twice`)
    numbers.add(number)
    const lines = readFileSync(join(dir, name), 'utf8').split('\n')
    if (!lines[0]?.startsWith(`# ${number}. `))
      problems.push(`${name}: the first line is not '# ${number}. Title'`)
    const first = lines.slice(1).find((line) => line.trim() !== '') ?? ''
    const status = STATUS_LINE.exec(first)
    if (!status) {
      problems.push(
        `${name}: no 'Date: YYYY-MM-DD. Status: accepted…|superseded by [NNN](…)' line under the title`,
      )
      continue
    }
    if (!isRealDate(status[1] as string)) problems.push(`${name}: ${status[1]} is not a date`)
    const paragraph = lines.slice(lines.indexOf(first)).join('\n').split('\n\n')[0] as string
    for (const [, target] of paragraph.matchAll(LINK)) {
      if (!existsSync(join(dir, target as string)))
        problems.push(`${name}: its status names ${target}, which is missing`)
    }
    if (status[3] && status[3] !== status[4]?.slice(0, 3)) {
      problems.push(`${name}: 'superseded by [${status[3]}]' links to ${status[4]}`)
    }
  }

  const indexPath = join(dir, 'README.md')
  if (!existsSync(indexPath)) return [...problems, 'README.md (the index) is missing']
  const index = readFileSync(indexPath, 'utf8')
  for (const name of records) {
    if (!index.includes(`[${name.slice(0, 3)}](${name})`)) problems.push(`README.md: no line for ${name}`)
  }
  for (const [, target] of index.matchAll(LINK)) {
    if (!existsSync(join(dir, target as string))) problems.push(`README.md names ${target}, which is missing`)
  }
  for (const name of records) {
    const superseded = /Status: superseded by \[(\d{3})\]/.exec(readFileSync(join(dir, name), 'utf8'))
    const row = index.split('\n').find((line) => line.includes(`(${name})`))
    if (superseded && row && !row.includes(`superseded by ${superseded[1]}`)) {
      problems.push(`README.md: the line for ${name} does not say 'superseded by ${superseded[1]}'`)
    }
  }
  return problems
}

describe('decision records (docs/decisions)', () => {
  it('each start with their Date and Status line, and the index names each of them and nothing else', () => {
    const dir = join(import.meta.dirname, '../docs/decisions')
    expect(readdirSync(dir).filter((name) => RECORD.test(name)).length).toBeGreaterThan(20)
    expect(decisionProblems(dir)).toEqual([])
  })

  describe('the check itself', () => {
    let dir = ''
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    const write = (files: Record<string, string>) => {
      dir = mkdtempSync(join(tmpdir(), 'decisions-'))
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
      return dir
    }

    it('passes a record with its line and its index entry, superseded or not', () => {
      write({
        '001-one.md':
          '# 001. One\n\nDate: 2026-11-21. Status: superseded by [002](002-two.md) (why).\n\n## Context\n',
        '002-two.md': '# 002. Two\n\nDate: 2026-11-24. Status: accepted. Supersedes 001.\n\n## Context\n',
        'README.md': '| [001](001-one.md) | One (superseded by 002) |\n| [002](002-two.md) | Two |\n',
      })
      expect(decisionProblems(dir)).toEqual([])
    })

    it('names a record without the line, one missing from the index, and an index entry with no file', () => {
      write({
        '001-one.md': '# 001. One\n\n## Context\n',
        '002-two.md': '# 002. Two\n\nDate: 2026-02-30. Status: accepted, amended by [004](004-four.md).\n',
        'README.md': '| [001](001-one.md) | One |\n| [003](003-three.md) | Three |\n',
      })
      expect(decisionProblems(dir)).toEqual([
        "001-one.md: no 'Date: YYYY-MM-DD. Status: accepted…|superseded by [NNN](…)' line under the title",
        '002-two.md: 2026-02-30 is not a date',
        '002-two.md: its status names 004-four.md, which is missing',
        'README.md: no line for 002-two.md',
        'README.md names 003-three.md, which is missing',
      ])
    })
  })
})
