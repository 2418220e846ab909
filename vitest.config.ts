import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import {
  clusterJourneyFiles,
  clusterNamePattern,
  firstPassNamePattern,
  WAITING_JOURNEY_FILES,
} from './e2e/cluster-journeys.ts'

const twoProcessPass = process.env.E2E_CLUSTER === '1'
const firstPass = process.env.E2E_PASS === 'first'
const waitingPass = process.env.E2E_PASS === 'waiting'

export default defineConfig({
  test: {
    // Each journey runs once (decision record 034): the two-process pass the listed journeys only, the first pass
    // the others. Journey files run by hand (neither variable set) run whole.
    ...(twoProcessPass ? { testNamePattern: clusterNamePattern() } : {}),
    ...(firstPass || waitingPass ? { testNamePattern: firstPassNamePattern() } : {}),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Vitest's 5 s is too short for a PDF drawn on a machine busy with other suites (decision record 034)
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // above the 5 s that findBy… waits (src/web/test/setup.ts), so a slow element fails with its own message
          testTimeout: 15_000,
          // One jsdom per worker, each test file still in a context of its own: building jsdom for every file was
          // over half of this project's time (decision record 034).
          pool: 'vmThreads',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker keeps the modules it loaded from one test file to the next instead of loading the server
          // again for each (about a quarter of the suite's time): every file builds its own app and database, and
          // the server keeps no state in its modules (decision record 034).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          // The two-process pass (E2E_CLUSTER=1) runs the journeys where two processes matter (decision record 034).
          // The first pass leaves the journeys that mostly wait to a pass of their own (E2E_PASS=waiting).
          include: twoProcessPass
            ? clusterJourneyFiles()
            : waitingPass
              ? [...WAITING_JOURNEY_FILES]
              : ['e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(firstPass ? WAITING_JOURNEY_FILES : [])],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // Three times what the longest journeys take alone: the API suites run beside the journeys (npm test,
          // scripts/test-all.ts), and a busy machine must slow a journey, never fail it (decision record 034).
          testTimeout: 180_000,
          // A journey with a shop of its own starts it in beforeAll: e2e/journey-shop.ts waits up to 300 s for it.
          hookTimeout: 400_000,
          // One file at a time: measured, two at once (each its own browser, the shared shop serving both) made the
          // first pass slower beside the other lane's suites, not faster (decision record 034).
          fileParallelism: false,
          // One worker runs every journey file in turn and keeps the modules it loaded (Playwright, axe, the
          // harness): loading them again for each file was about a tenth of the pass (decision record 034).
          isolate: false,
        },
      },
    ],
  },
})
