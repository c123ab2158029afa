// `npm run db:migrate` / `npm run db:seed`: the start-up steps on their own, for operators.
import path from 'node:path'
import { loadConfig } from '#src/config/env'
import { createDatabase } from './client'
import { seedCategories } from './seed'

const config = loadConfig()
const database = createDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') })
try {
  await database.migrate()
  if (process.argv.includes('--seed')) await seedCategories(database.db)
  console.log(`done (${database.engine})`)
} finally {
  await database.close()
}
