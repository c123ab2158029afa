// `npm run restore -- FILE [--force]`: the archive is unpacked into a staging folder beside the data and
// every file checked against the manifest before anything is written; then the database is restored
// (one transaction on PostgreSQL; a new folder renamed into place on PGlite) and the media moved in.
import { openAsBlob } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import type { ReadEntry } from 'tar'
import { inspectPostgres, loadPglite, refuseOpenPglite, restorePostgres } from './database-snapshot'
import { mediaDirOf, pgliteDirOf, type BackupSettings } from './backup'
import { BackupError, DATABASE_FILES, MANIFEST_NAME, MEDIA_DIR, parseManifest, verifyExtracted } from './manifest'
import type { Manifest } from './manifest'

export type RestoreOptions = { force?: boolean }

const isEmptyDir = async (dir: string) =>
  (await readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error))))
    .length === 0

export async function restoreBackup(
  settings: BackupSettings,
  file: string,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const force = options.force ?? false
  // The staging folder sits in DATA_DIR so the final moves are renames on one file system.
  const createdDataDir = await mkdir(settings.dataDir, { recursive: true })
  const staging = await mkdtemp(path.join(settings.dataDir, '.spotlight-restore-'))
  let isDone = false
  try {
    const manifest = await unpack(path.resolve(file), staging)
    const engine = settings.databaseUrl ? 'postgres' : 'pglite'
    if (manifest.engine !== engine)
      throw new BackupError(
        manifest.engine === 'postgres'
          ? 'The archive holds a PostgreSQL dump: set DATABASE_URL to the database to restore into.'
          : 'The archive holds a PGlite database: unset DATABASE_URL to restore it into DATA_DIR.',
      )
    await refuseNonEmpty(settings, manifest, force)

    const dump = path.join(staging, DATABASE_FILES[engine])
    if (settings.databaseUrl) await restorePostgres(settings.databaseUrl, dump, force)
    else
      await replaceDir(pgliteDirOf(settings.dataDir), staging, async (next) => loadPglite(await openAsBlob(dump), next))

    if (manifest.files.some((entry) => entry.path.startsWith(`${MEDIA_DIR}/`)))
      await replaceDir(mediaDirOf(settings.dataDir), staging, (next) => rename(path.join(staging, MEDIA_DIR), next))
    isDone = true
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
    // A failed restore into a folder that did not exist leaves no folder behind either.
    if (!isDone && createdDataDir) await rm(settings.dataDir, { recursive: true, force: true })
  }
}

/** The members a backup writes: regular files (and the folders they sit in, from other tar tools). */
const REGULAR_MEMBERS = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory'])

/** Extracts the whole archive and checks it; any fault (cut short, altered, foreign) stops here. */
async function unpack(file: string, staging: string): Promise<Manifest> {
  const into = path.join(staging, 'archive')
  await mkdir(into)
  // A link or a device is never written by a backup, and would be followed by the moves and reads that
  // come after: such an archive is refused whole, before anything of it is used.
  const refused: string[] = []
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      preservePaths: false,
      filter: (member, entry) => {
        const type = (entry as ReadEntry).type
        if (REGULAR_MEMBERS.has(type)) return true
        refused.push(`${member} (${type})`)
        return false
      },
    })
  } catch (error) {
    throw new BackupError(`The archive cannot be read (cut short or not a tar file): ${(error as Error).message}`)
  }
  if (refused.length > 0)
    throw new BackupError(
      `The archive holds ${refused.join(', ')}: a Spotlight backup holds only regular files. Nothing was restored.`,
    )
  const manifestText = await readFile(path.join(into, MANIFEST_NAME), 'utf8').catch(() => {
    throw new BackupError('The archive has no manifest: it is not a Spotlight backup, or it was cut short.')
  })
  const manifest = parseManifest(manifestText)
  await verifyExtracted(into, manifest)
  // The verified tree becomes the staging root the restore reads from.
  for (const entry of await readdir(into)) await rename(path.join(into, entry), path.join(staging, entry))
  await rm(into, { recursive: true })
  return manifest
}

async function refuseNonEmpty(settings: BackupSettings, manifest: Manifest, force: boolean) {
  // Not even --force replaces a database a server has open.
  if (!settings.databaseUrl) refuseOpenPglite(pgliteDirOf(settings.dataDir))
  if (force) return
  const problems: string[] = []
  if (settings.databaseUrl) {
    const { tables } = await inspectPostgres(settings.databaseUrl)
    if (tables > 0) problems.push(`the database of DATABASE_URL has ${tables} tables`)
  } else if (!(await isEmptyDir(pgliteDirOf(settings.dataDir)))) {
    problems.push(`${pgliteDirOf(settings.dataDir)} is not empty`)
  }
  const hasMedia = manifest.files.some((entry) => entry.path.startsWith(`${MEDIA_DIR}/`))
  if (hasMedia && !(await isEmptyDir(mediaDirOf(settings.dataDir))))
    problems.push(`${mediaDirOf(settings.dataDir)} is not empty`)
  if (problems.length > 0)
    throw new BackupError(`Refusing to restore over existing data: ${problems.join('; ')}. Add --force to replace it.`)
}

/**
 * Builds the new folder beside the old one, then swaps them: the old one is removed only once the new
 * one is complete, so a failure leaves the old data in place.
 */
async function replaceDir(dir: string, staging: string, build: (next: string) => Promise<void>) {
  const next = path.join(staging, `next-${path.basename(dir)}`)
  await build(next)
  const old = path.join(staging, `old-${path.basename(dir)}`)
  const hadOld = await rename(dir, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
  )
  try {
    await rename(next, dir)
  } catch (error) {
    if (hadOld) await rename(old, dir)
    throw error
  }
}
