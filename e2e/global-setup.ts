import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from '#server/testing/postgres-cluster.ts'
import {
  databaseFor,
  type JourneyShop,
  makeShopTemplate,
  SHARED_ENV,
  type ShopTemplate,
  startJourneyShop,
} from './journey-shop.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** E2E_CLUSTER=1: the admin URL of the run's throwaway PostgreSQL cluster; null otherwise */
    e2ePgAdminUrl: string | null
    /** the run's shared shop (settings SHARED_ENV), which every journey file without settings of its own uses */
    e2eSharedShop: JourneyShop
    /** what every journey shop's database is a copy of (journey-shop.ts, makeShopTemplate) */
    e2eShopTemplate: ShopTemplate
  }
}

/**
 * One shop for the whole run (decision record 034): journey files share it, each test with shoppers and data of its
 * own; a journey that needs other settings starts its own (harness.ts, startE2E). With E2E_CLUSTER=1 one throwaway
 * PostgreSQL cluster serves the run, and the shared shop runs two API processes on a database of it.
 */
export default async function setup(project: TestProject) {
  const cluster = process.env.E2E_CLUSTER === '1' ? await startPostgresCluster() : null
  const stops: (() => Promise<void> | void)[] = cluster ? [() => cluster.stop()] : []
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop()
  }
  try {
    const adminUrl = cluster?.url() ?? null
    const made = await makeShopTemplate(adminUrl)
    stops.push(() => made.remove())
    const database = await databaseFor(adminUrl, made.template)
    stops.push(() => database.drop())
    const shop = await startJourneyShop({ ...SHARED_ENV }, database)
    stops.push(() => shop.stop())
    project.provide('e2ePgAdminUrl', adminUrl)
    project.provide('e2eShopTemplate', made.template)
    project.provide('e2eSharedShop', { base: shop.base, dataDir: shop.dataDir })
  } catch (err) {
    await teardown()
    throw err
  }
  return teardown
}
