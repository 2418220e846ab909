import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The Indian scripts' faces (decision 058, amended): the copy of Noto Sans the phone already has first (every
// Android phone ships these five), the shop's subset downloaded only where there is none.
const css = readFileSync(path.join(import.meta.dirname, '../src/web/styles.css'), 'utf8')
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '')

describe('the Indian scripts’ faces', () => {
  it.each(['Devanagari', 'Telugu', 'Tamil', 'Kannada', 'Malayalam'])(
    '%s: the installed face first, then the shop’s file',
    (script) => {
      const face = faces.find((f) => f.includes(`font-family: "Noto Sans ${script}"`))
      expect(face, `no @font-face for Noto Sans ${script}`).toBeDefined()
      const sources = [...(face ?? '').matchAll(/(local|url)\(([^)]+)\)/g)].map((m) => `${m[1]}(${m[2]})`)
      const file = `/fonts/noto-sans-${script.toLowerCase()}-400.woff2`
      expect(sources).toEqual([
        `local("Noto Sans ${script} Regular")`,
        `local("NotoSans${script}-Regular")`,
        `url(${file})`,
      ])
      expect(existsSync(path.join(import.meta.dirname, '../public', file))).toBe(true)
      // only the script's own letters: a Latin letter on the page never asks for the face, installed or not
      expect(face).toMatch(/unicode-range:[^;]*U\+0[9ABCD]/)
    },
  )
})
