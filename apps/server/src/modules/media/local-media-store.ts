import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { mediaRoot } from './media-static.plugin'

/** A publicId of the local store: `<yyyy>/<mm>/<32 hex>`, unguessable, one file per id. */
export const LOCAL_PUBLIC_ID = /^\d{4}\/\d{2}\/[0-9a-f]{32}$/

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
  }
}
