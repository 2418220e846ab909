import { describe, expect, it } from 'vitest'
import { startShop } from './shop-process.ts'

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
