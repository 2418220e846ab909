import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from '#server/testing/postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** E2E_CLUSTER=1: the admin URL of the run's throwaway PostgreSQL cluster; null otherwise */
    e2ePgAdminUrl: string | null
  }
}

/** With E2E_CLUSTER=1 one throwaway PostgreSQL cluster serves the whole run; each journey file gets a database. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_CLUSTER !== '1') {
    project.provide('e2ePgAdminUrl', null)
    return
  }
  const cluster = await startPostgresCluster()
  project.provide('e2ePgAdminUrl', cluster.url())
  return () => cluster.stop()
}
