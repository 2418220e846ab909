import { describe, expect, it } from 'vitest'
import { passwordCostFor, startCommand, startShop } from './shop-process.ts'

describe('starting a shop for tests and benches', () => {
  it('gives up as soon as the shop exits, and says what it wrote last', async () => {
    const started = Date.now()
    // A setting the shop refuses at start: it exits at once with a message naming the variable.
    const failure = await startShop({ ORDER_RESERVATION_MINUTES: 'soon' }).catch((err: Error) => err)
    expect(failure).toBeInstanceOf(Error)
    const message = (failure as Error).message
    expect(message).toMatch(/the shop exited with code \d+ before it answered/)
    expect(message).toContain('what the shop wrote last')
    expect(message).toContain('ORDER_RESERVATION_MINUTES')
    // not after the start timeout: the exit is noticed
    expect(Date.now() - started).toBeLessThan(30_000)
  }, 60_000)
})

describe('the password cost of a shop the tests start', () => {
  it('is a sixteenth of the shop’s under the test runner, unless the test sets it or runs production', () => {
    expect(passwordCostFor({}, true)).toEqual({ PASSWORD_SCRYPT_N: '1024' })
    expect(passwordCostFor({ WORKERS: '2' })).toEqual({ PASSWORD_SCRYPT_N: '1024' })
    // production refuses a cheaper hash than its own; a test's own setting comes after this one
    expect(passwordCostFor({ NODE_ENV: 'production' }, true)).toEqual({})
    // the bench and npm start: the shop's own cost
    expect(passwordCostFor({}, false)).toEqual({})
  })
})

describe('the Node flags of npm start', () => {
  it('are read from the start script, so tests and the bench run the server with them', () => {
    expect(startCommand('node --max-semi-space-size=8 dist/server/main.js').nodeFlags).toEqual([
      '--max-semi-space-size=8',
    ])
    expect(startCommand('node dist/server/main.js').nodeFlags).toEqual([])
    expect(startCommand('GLIBC_TUNABLES=glibc.malloc.arena_max=2 node --x=1 dist/server/main.js')).toEqual({
      env: { GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' },
      nodeFlags: ['--x=1'],
    })
    expect(() => startCommand('node src/server/main.ts')).toThrow(/does not run dist\/server\/main\.js/)
  })

  it('hold V8’s heap to a shop’s size (decision 027: sized for the machine, its young generation alone grew to 128 MiB)', () => {
    const flags = startCommand().nodeFlags
    expect(flags).toContainEqual(expect.stringMatching(/^--max-semi-space-size=\d+$/))
    // Under 1024 MiB V8 grows the old generation by a smaller factor (at most 2× what is live, not 4×).
    const oldSpace = flags.find((f) => f.startsWith('--max-old-space-size='))
    expect(Number(oldSpace?.split('=')[1])).toBeLessThan(1024)
  })
})
