// `npm run media:variants`: makes the AVIF and WebP copies of every stored image that has none recorded
// yet (the server also does it at start-up, in the background). Idempotent: a second run handles none.
// Run it with the server's environment (DATABASE_URL or DATA_DIR, MEDIA_STORE, CLOUDINARY_URL).
import path from 'node:path'
import { loadConfig } from '#src/config/env'
import { createDatabase } from '#src/db/client'
import { createMediaService } from './media.service'

const config = loadConfig()
const database = createDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') })
try {
  await database.migrate()
  let failed = 0
  const media = createMediaService({
    db: database.db,
    config,
    onVariantError: (error, row) => {
      failed += 1
      console.warn(`media ${row.id} (${row.url}): no copies: ${error instanceof Error ? error.message : String(error)}`)
    },
  })
  const handled = await media.makeMissingVariants()
  console.log(`media variants: ${handled} image(s) handled, ${failed} without copies (${database.engine})`)
} finally {
  await database.close()
}
