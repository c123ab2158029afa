// npm run backup -- FILE: reads DATA_DIR, DATABASE_URL and MEDIA_STORE as the server does.
import { ConfigError, loadConfig } from '#src/config/env'
import { createBackup } from './backup'
import { BackupError, mediaSummary } from './manifest'

async function main() {
  const [file, ...rest] = process.argv.slice(2)
  if (!file || file.startsWith('-') || rest.length > 0) {
    console.error('usage: npm run backup -- FILE')
    process.exit(64) // EX_USAGE
  }
  const config = loadConfig()
  const manifest = await createBackup(config, file)
  const bytes = manifest.files.reduce((sum, entry) => sum + entry.bytes, 0)
  console.info(`Backed up the ${manifest.engine} database and ${mediaSummary(manifest)} to ${file}`)
  console.info(`${bytes} bytes before packing; every file's SHA-256 is in the archive's manifest.json`)
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`backup failed: ${error.message}`)
    process.exit(1)
  }
  console.error(error)
  process.exit(1)
})
