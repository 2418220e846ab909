import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string | null
  }
}

/** With TEST_DATABASE=postgres, one throwaway cluster serves the whole run; each test file gets its own database. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE !== 'postgres') {
    project.provide('pgAdminUrl', null)
    return
  }
  const cluster = await startPostgresCluster()
  project.provide('pgAdminUrl', cluster.url())
  return () => cluster.stop()
}
