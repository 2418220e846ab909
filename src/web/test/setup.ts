import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { checkConsole, installConsoleGuard } from './console-guard.ts'

// What Testing Library does itself where the runner's hooks are globals (ours are imported): tell React that
// this is a test, so an update outside act() is reported (as console.error, which fails the test).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

installConsoleGuard()

// Registered first, so it runs after the test file's own afterEach hooks (Vitest runs them in reverse order).
afterEach(() => {
  cleanup()
  checkConsole('by the end of this test')
})

// What arrives after a file's last test (a late effect, a timer) is named too.
afterAll(() => checkConsole('after the last test of this file'))
