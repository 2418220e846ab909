import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_TAPS_SCRIPT } from '#domain/early-taps.ts'
import { takeOver } from './early-taps.ts'

// Decision record 012, amended 2026-11-27: the head's inline script holds a tap before hydration, takeOver replays
// it once on the hydrated element. The script itself runs here as the page runs it.
const listeners: [string, EventListener, boolean][] = []
beforeEach(() => {
  const add = window.addEventListener.bind(window)
  vi.spyOn(window, 'addEventListener').mockImplementation((type, fn, capture) => {
    listeners.push([type, fn as EventListener, Boolean(capture)])
    add(type, fn, capture)
  })
  new Function(EARLY_TAPS_SCRIPT)()
  document.body.innerHTML = '<button data-tap="add-to-cart:101">Add</button>'
  document.documentElement.dataset.interactive = ''
})
afterEach(() => {
  for (const [type, fn, capture] of listeners.splice(0)) window.removeEventListener(type, fn, capture)
  vi.restoreAllMocks()
  delete document.documentElement.dataset.interactive
})

const button = () => document.querySelector('button') as HTMLButtonElement

describe('a tap before hydration', () => {
  it('is held, drawn pressed, and replayed once through the hydrated handler', async () => {
    const handler = vi.fn()
    document.body.addEventListener('click', handler) // what React's root listener would be
    button().click()
    button().click() // a second tap while held is the same tap
    expect(handler).not.toHaveBeenCalled()
    expect(button().hasAttribute('data-tap-pending')).toBe(true)
    expect(button().getAttribute('aria-busy')).toBe('true')

    takeOver(button(), 'add-to-cart:101')
    button().click() // before the replay's task: still held, the same tap
    await new Promise((r) => setTimeout(r, 5))
    expect(handler).toHaveBeenCalledTimes(1)
    expect(button().hasAttribute('data-tap-pending')).toBe(false)
    expect(button().hasAttribute('aria-busy')).toBe(false)

    // a later render's ref call replays nothing again; a new tap is the handler's own
    takeOver(button(), 'add-to-cart:101')
    await new Promise((r) => setTimeout(r, 5))
    expect(handler).toHaveBeenCalledTimes(1)
    button().click()
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('waits for the page to be interactive before replaying', async () => {
    delete document.documentElement.dataset.interactive
    const handler = vi.fn()
    document.body.addEventListener('click', handler)
    button().click()
    takeOver(button(), 'add-to-cart:101')
    await new Promise((r) => setTimeout(r, 5))
    expect(handler).not.toHaveBeenCalled()
    document.documentElement.dataset.interactive = ''
    await new Promise((r) => setTimeout(r, 5))
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('lets an element taken over with nothing held answer at once', () => {
    const handler = vi.fn()
    document.body.addEventListener('click', handler)
    takeOver(button(), 'add-to-cart:101')
    button().click()
    expect(handler).toHaveBeenCalledTimes(1)
  })
})
