// npm run restore -- FILE [--force]: into the DATA_DIR / DATABASE_URL the server would use.
import { ConfigError, loadConfig } from '#src/config/env'
import { BackupError, mediaSummary } from './manifest'
import { restoreBackup } from './restore'

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const files = args.filter((arg) => arg !== '--force')
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error('usage: npm run restore -- FILE [--force]')
    process.exit(64) // EX_USAGE
  }
  const config = loadConfig()
  const manifest = await restoreBackup(config, files[0]!, { force })
  console.info(
    `Restored the ${manifest.engine} database of ${manifest.createdAt} and ${mediaSummary(manifest)}; ` +
      'every checksum matched. Start the server: it applies any newer migrations.',
  )
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`restore failed: ${error.message}`)
    process.exit(1)
  }
  console.error(error)
  process.exit(1)
})
