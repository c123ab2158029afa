// `npm run backup -- FILE`: one tar archive with the database snapshot, the local store's media (or the
// list of a remote store's objects) and a manifest of every file's size and SHA-256.
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import * as tar from 'tar'
import type { Config } from '#src/config/env'
import { createDatabase } from '#src/db/client'
import { dumpPglite, dumpPostgres } from './database-snapshot'
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  DATABASE_FILES,
  MANIFEST_NAME,
  MEDIA_DIR,
  REMOTE_MEDIA_LIST,
  describe,
  listFiles,
  type Manifest,
} from './manifest'

export type BackupSettings = Pick<Config, 'dataDir' | 'databaseUrl' | 'mediaStore'>

/** The data folder's parts a backup reads and a restore writes (the server uses the same). */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite')
export const mediaDirOf = (dataDir: string) => path.join(dataDir, MEDIA_DIR)

/**
 * Writes the archive to `file` (through `file.partial`, renamed at the end: a failed backup never
 * leaves a file that looks whole). The database is snapshotted before the media are read: a file
 * uploaded meanwhile is only extra (restored, it has no row: nothing shows it, and the orphan sweep,
 * which walks the rows, never removes it); a row never points at a file the archive lacks unless the
 * file was deleted in between.
 */
export async function createBackup(settings: BackupSettings, file: string): Promise<Manifest> {
  const target = path.resolve(file)
  await mkdir(path.dirname(target), { recursive: true })
  const staging = await mkdtemp(path.join(path.dirname(target), '.spotlight-backup-'))
  try {
    await mkdir(path.join(staging, 'database'))
    const engine = settings.databaseUrl ? 'postgres' : 'pglite'
    const databaseFile = DATABASE_FILES[engine]
    let serverVersionNum: number | null = null
    if (settings.databaseUrl)
      serverVersionNum = await dumpPostgres(settings.databaseUrl, path.join(staging, databaseFile))
    else await dumpPglite(pgliteDirOf(settings.dataDir), path.join(staging, databaseFile))

    const paths: string[] = [databaseFile]
    if (settings.mediaStore === 'local') {
      // Read in place through a link (tar follows it): the media are not copied before being archived.
      await symlink(mediaDirOf(settings.dataDir), path.join(staging, MEDIA_DIR), 'dir')
      paths.push(...(await listFiles(staging, MEDIA_DIR)))
    } else {
      await writeFile(path.join(staging, REMOTE_MEDIA_LIST), JSON.stringify(await listRemoteMedia(settings), null, 1))
      paths.push(REMOTE_MEDIA_LIST)
    }

    const files = []
    for (const archivePath of paths) files.push(await describe(staging, archivePath))
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      engine,
      serverVersionNum,
      mediaStore: settings.mediaStore,
      files,
    }
    await writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 1))

    const partial = `${target}.partial`
    // Only the files the manifest lists, the manifest first: a restore reads it before anything else.
    await tar.create({ file: partial, cwd: staging, follow: true, portable: true, gzip: true }, [
      MANIFEST_NAME,
      ...paths,
    ])
    await rename(partial, target)
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/** A remote store's objects are not copied: the list says what the restored rows expect to find there. */
async function listRemoteMedia(settings: BackupSettings) {
  const database = createDatabase({ url: settings.databaseUrl, dataDir: pgliteDirOf(settings.dataDir) })
  try {
    const result = (await database.db.execute(
      sql`select id, kind, public_id, url, bytes, created_at from media order by id`,
    )) as { rows?: unknown[] }
    return { store: settings.mediaStore, objects: result.rows ?? [] }
  } finally {
    await database.close()
  }
}
