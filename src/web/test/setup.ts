import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { registerCatalogues } from '../lib/i18n/catalogue.ts'
import { ALL_TEXTS } from '../lib/i18n/messages/all.ts'
import { checkConsole, installConsoleGuard } from './console-guard.ts'

// What Testing Library does itself where the runner's hooks are globals (ours are imported): tell React that
// this is a test, so an update outside act() is reported (as console.error, which fails the test).
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

installConsoleGuard()

// Pages in Hindi and Telugu render at once, as the server renders them (the browser loads a language's texts first).
registerCatalogues(ALL_TEXTS)

// A screen's lazily loaded parts (the cart drawer, the sign-in dialog) can take over a second to arrive when the
// machine is busy (CI runs the suites beside each other): findBy… and waitFor wait up to 5 s, not Testing Library's
// 1 s, so a slow machine is waited for and never fails a test; a missing element still fails it.
configure({ asyncUtilTimeout: 5_000 })

// Registered first, so it runs after the test file's own afterEach hooks (Vitest runs them in reverse order).
afterEach(() => {
  cleanup()
  checkConsole('by the end of this test')
})

// What arrives after a file's last test (a late effect, a timer) is named too.
afterAll(() => checkConsole('after the last test of this file'))
