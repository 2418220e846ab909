import { describe, expect, it } from 'vitest'
import { createSessionCheck } from './session-check.ts'

function setup() {
  const live = new Set(['s1', 's2'])
  let lookups = 0
  let clock = 0
  let gate: Promise<void> | undefined
  const check = createSessionCheck({
    ttlMs: 1000,
    now: () => clock,
    async lookup(id) {
      lookups++
      const answer = live.has(id)
      await gate
      return answer
    },
  })
  return {
    check,
    live,
    lookups: () => lookups,
    tick: (ms: number) => {
      clock += ms
    },
    hold: (p: Promise<void>) => {
      gate = p
    },
  }
}

describe('session check', () => {
  it('asks the database once per session within the time to live', async () => {
    const s = setup()
    for (let i = 0; i < 5; i++) expect(await s.check.isActive('s1')).toBe(true)
    expect(s.lookups()).toBe(1)
    s.tick(1000)
    await s.check.isActive('s1')
    expect(s.lookups()).toBe(2)
  })

  it('asks again after forget, and remembers an ended session for good', async () => {
    const s = setup()
    expect(await s.check.isActive('s1')).toBe(true)
    s.live.delete('s1')
    s.check.forget()
    expect(await s.check.isActive('s1')).toBe(false)
    s.tick(60_000)
    expect(await s.check.isActive('s1')).toBe(false)
    expect(s.lookups()).toBe(2)
  })

  it('does not remember an answer read while a session was ending', async () => {
    const s = setup()
    let release!: () => void
    s.hold(new Promise((r) => (release = r)))
    const pending = s.check.isActive('s2')
    s.live.delete('s2')
    s.check.forget()
    release()
    expect(await pending).toBe(true)
    s.hold(Promise.resolve())
    expect(await s.check.isActive('s2')).toBe(false)
  })
})
