import { randomBytes } from 'node:crypto'
import { lstat, mkdir, opendir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { mediaRoot } from './media-static.plugin'

/** A publicId of the local store: `<yyyy>/<mm>/<32 hex>`, unguessable, one file per id. */
export const LOCAL_PUBLIC_ID = /^\d{4}\/\d{2}\/[0-9a-f]{32}$/

/** A file the store writes in a month's folder: an upload, or one of an image's copies (`….w800.avif`). */
const STORED_NAME = /^[0-9a-f]{32}(?:\.w\d{1,5})?\.(?:webp|avif|mp4|mov|webm)$/
/** A key of the store: a stored file's path under its folder, `<yyyy>/<mm>/<name>`. */
const STORED_KEY = /^\d{4}\/\d{2}\/[0-9a-f]{32}(?:\.w\d{1,5})?\.(?:webp|avif|mp4|mov|webm)$/

/** A copy being written (`<copy's name>.<pid>.tmp`), renamed into place once whole. */
const COPY_IN_PROGRESS = /^[0-9a-f]{32}\.w\d{1,5}\.(?:webp|avif)\.\d+\.tmp$/

/** A file of the store and when it was last written (moving a checked upload into place keeps that time). */
export type StoredFile = { key: string; modifiedAt: Date }

/** The folders under `folder` whose names match `name`, sorted; none when it is gone. */
async function foldersIn(folder: string, name: RegExp): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isDirectory() && name.test(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** Where an upload of the local store lives on disk and how it is reached at /media/. */
export type LocalFile = { publicId: string; file: string; url: string }

export type LocalMediaStore = ReturnType<typeof createLocalMediaStore>

export function createLocalMediaStore(dataDir: string) {
  const root = mediaRoot(dataDir)

  function locate(publicId: string, extension: string): LocalFile {
    return {
      publicId,
      file: path.join(root, ...publicId.split('/')) + `.${extension}`,
      url: `/media/${publicId}.${extension}`,
    }
  }

  return {
    root,

    /** A fresh file name for a new upload; its folder exists when this returns. */
    async allocate(extension: string, at: Date): Promise<LocalFile> {
      const month = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`
      const target = locate(`${month}/${randomBytes(16).toString('hex')}`, extension)
      await mkdir(path.dirname(target.file), { recursive: true })
      return target
    },

    /**
     * Removes the file behind a stored URL. Only paths of our own shape are touched, so a row can
     * never make this delete anything outside the media folder.
     */
    async remove(publicId: string, url: string): Promise<void> {
      const match = /^\/media\/(\d{4}\/\d{2}\/[0-9a-f]{32})\.(webp|mp4|mov|webm)$/.exec(url)
      if (!match || match[1] !== publicId || !LOCAL_PUBLIC_ID.test(publicId)) return
      await rm(locate(publicId, match[2]!).file, { force: true })
    },

    /**
     * Every stored file, one at a time, for the sweep of files no row knows of. Only the month
     * folders (`<yyyy>/<mm>/`) are walked: the demo images (`demo/`, written by the seed before their
     * rows, and drawn by tests with none), uploads still being checked (`.incoming/`) and anything
     * else in the folder are never listed. Symbolic links are neither followed nor listed, so nothing
     * outside the folder is reached. A month's folder is read a few entries at a time, never whole.
     */
    async *files(): AsyncGenerator<StoredFile> {
      for (const year of await foldersIn(root, /^\d{4}$/)) {
        for (const month of await foldersIn(path.join(root, year), /^\d{2}$/)) {
          const folder = path.join(root, year, month)
          const entries = await opendir(folder, { bufferSize: 128 }).catch(() => null)
          if (!entries) continue
          for await (const entry of entries) {
            if (!entry.isFile() || !STORED_NAME.test(entry.name)) continue
            // Removed meanwhile (a deletion, another instance's sweep): nothing to list.
            const info = await lstat(path.join(folder, entry.name)).catch(() => null)
            if (info?.isFile()) yield { key: `${year}/${month}/${entry.name}`, modifiedAt: info.mtime }
          }
        }
      }
    },

    /**
     * Removes what a process stopped mid-write left behind, written before `olderThan`: any file of the
     * scratch folder `.incoming/` (uploads being received and checked, a bucket's copies being made) and
     * the local copies being encoded (`….w800.avif.<pid>.tmp`). Each is moved into place or removed
     * within minutes while its process lives. Returns how many were removed.
     */
    async removeStaleTemporaries(olderThan: Date): Promise<number> {
      const folders = [path.join(root, '.incoming')]
      for (const year of await foldersIn(root, /^\d{4}$/))
        for (const month of await foldersIn(path.join(root, year), /^\d{2}$/))
          folders.push(path.join(root, year, month))
      let removed = 0
      for (const folder of folders) {
        const isIncoming = folder === folders[0]
        const entries = await opendir(folder, { bufferSize: 128 }).catch(() => null)
        if (!entries) continue
        for await (const entry of entries) {
          if (!entry.isFile() || !(isIncoming || COPY_IN_PROGRESS.test(entry.name))) continue
          const file = path.join(folder, entry.name)
          const info = await lstat(file).catch(() => null)
          if (!info?.isFile() || info.mtime >= olderThan) continue
          await rm(file, { force: true })
          removed += 1
        }
      }
      return removed
    },

    /** Removes a file listed by `files`; a key of any other shape is refused (nothing else is removed). */
    async removeKey(key: string): Promise<void> {
      if (!STORED_KEY.test(key)) return
      await rm(path.join(root, ...key.split('/')), { force: true })
    },
  }
}
