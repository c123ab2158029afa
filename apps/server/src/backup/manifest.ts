// What a backup archive holds and how it is checked: manifest.json first, then every file it lists
// with its size and SHA-256. A restore trusts nothing the manifest does not vouch for.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

export const MANIFEST_NAME = 'manifest.json'
export const ARCHIVE_FORMAT = 'spotlight-backup'
export const ARCHIVE_VERSION = 1

/** Where the database snapshot sits in the archive, by engine. */
export const DATABASE_FILES = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const
/** The local store's files are under this folder of the archive, as they are under DATA_DIR. */
export const MEDIA_DIR = 'media'
/** With a remote store (s3, cloudinary): the objects the database knows of, not their bytes. */
export const REMOTE_MEDIA_LIST = 'media-objects.json'

export type ArchivedFile = { path: string; bytes: number; sha256: string }

export type Manifest = {
  format: typeof ARCHIVE_FORMAT
  version: typeof ARCHIVE_VERSION
  createdAt: string
  engine: 'pglite' | 'postgres'
  /** The PostgreSQL server's version (`server_version_num`), to pick a pg_restore that can read it. */
  serverVersionNum: number | null
  mediaStore: string
  files: ArchivedFile[]
}

/** A backup or restore refused for a reason the operator can act on; the CLIs print the message alone. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/**
 * What an archive holds besides its database, as the backup and restore commands say it: the local
 * store's files, or only the list of a remote store's objects (their bytes stay in the store).
 */
export function mediaSummary(manifest: Manifest): string {
  if (manifest.files.some((entry) => entry.path === REMOTE_MEDIA_LIST)) {
    const where = manifest.mediaStore === 's3' ? 'bucket' : 'store'
    return `the list of the ${manifest.mediaStore} store's objects (${REMOTE_MEDIA_LIST}; the objects themselves stay in the ${where}, not in the archive)`
  }
  const files = manifest.files.filter((entry) => entry.path.startsWith(`${MEDIA_DIR}/`)).length
  return `${files} media file(s)`
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Size and checksum of a file under `root`, named by its archive path. */
export async function describe(root: string, archivePath: string): Promise<ArchivedFile> {
  const file = path.join(root, archivePath)
  return { path: archivePath, bytes: (await stat(file)).size, sha256: await sha256Of(file) }
}

/** Every file under `dir` (recursively), as paths relative to `root` with forward slashes, sorted. */
export async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    },
  )
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** A manifest as read from an archive: its shape checked before any of it is believed. */
export function parseManifest(text: string): Manifest {
  let value: Partial<Manifest>
  try {
    value = JSON.parse(text) as Partial<Manifest>
  } catch {
    throw new BackupError('The archive is damaged: its manifest is not JSON.')
  }
  if (value.format !== ARCHIVE_FORMAT || value.version !== ARCHIVE_VERSION)
    throw new BackupError(`Not a Spotlight backup of version ${ARCHIVE_VERSION} (manifest format ${value.format}).`)
  if (value.engine !== 'pglite' && value.engine !== 'postgres') throw new BackupError('The manifest names no engine.')
  const safe = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[\w./-]+$/
  if (!Array.isArray(value.files) || value.files.some((file) => !safe.test(String(file?.path))))
    throw new BackupError('The manifest lists a file outside the archive.')
  return value as Manifest
}

/**
 * Every listed file is there with its size and checksum, and nothing else is: a cut-short archive
 * fails here, before anything is written to the target.
 */
export async function verifyExtracted(root: string, manifest: Manifest): Promise<void> {
  const present = new Set((await listFiles(root, '.')).filter((file) => file !== MANIFEST_NAME))
  for (const expected of manifest.files) {
    if (!present.delete(expected.path))
      throw new BackupError(`The archive is incomplete: ${expected.path} is missing (was it cut short?).`)
    const actual = await describe(root, expected.path)
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      throw new BackupError(
        `The archive is damaged: ${expected.path} has ${actual.bytes} bytes and checksum ${actual.sha256.slice(0, 12)}…, ` +
          `the manifest says ${expected.bytes} bytes and ${expected.sha256.slice(0, 12)}….`,
      )
  }
  const [extra] = present
  if (extra !== undefined) throw new BackupError(`The archive holds ${extra}, which its manifest does not list.`)
  if (!manifest.files.some((file) => file.path === DATABASE_FILES[manifest.engine]))
    throw new BackupError('The archive holds no database snapshot.')
}
