// npm run seed: seeds the configured database (idempotent: inserts only what is missing).
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { seedCatalogue } from '#server/db/seed/index.ts'

const config = loadConfig()
const database = await openDatabase(config.database)
try {
  const result = await seedCatalogue(database.db)
  console.info('Seeded (rows inserted):', result)
} finally {
  await database.close()
}
