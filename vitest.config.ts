import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { CLUSTER_JOURNEYS } from './e2e/cluster-journeys.ts'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
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
          include: process.env.E2E_CLUSTER === '1' ? [...CLUSTER_JOURNEYS] : ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          // A journey with a shop of its own starts it in beforeAll: e2e/journey-shop.ts waits up to 300 s for it.
          hookTimeout: 400_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
