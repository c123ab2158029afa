import type { StoredFile } from './local-media-store'

/** A stored file's public id: its key without a copy's width and without the extension. */
const PUBLIC_ID_OF_KEY = /^(\d{4}\/\d{2}\/[0-9a-f]{32})(?:\.w\d{1,5})?\.[a-z0-9]+$/

export type StoreSweep = {
  /** The store's files, a page at a time (a page is what is held in memory, and one query). */
  pages: AsyncIterable<StoredFile[]>
  remove(key: string): Promise<void>
  /** Of these public ids (and original addresses), those a row knows. */
  listKnownIds(publicIds: string[], urls: string[]): Promise<Set<string>>
  /** Only files written before this are removed: an upload between its file and its row is younger. */
  olderThan: Date
  /** Files written before this (the oldest recorded upload) are left alone, see sweepUnknownFiles. */
  notBefore: Date
  onError?: ((error: unknown) => void) | undefined
}

/** Groups the items of an async iterable into arrays of `size` (the last one shorter). */
export async function* inPages<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let page: T[] = []
  for await (const item of items) {
    page.push(item)
    if (page.length >= size) {
      yield page
      page = []
    }
  }
  if (page.length > 0) yield page
}

/**
 * Removes the store's files that no row knows of, page by page: for each page, the files old enough
 * are looked up in one query by public id (an image's copies share their original's, so a copy of a
 * recorded image is always kept), and the unknown ones are removed. A file that cannot be removed is
 * reported and left for the next run; a page that cannot be listed or looked up ends this run.
 * Returns how many files were removed.
 */
export async function sweepStoredFiles(sweep: StoreSweep): Promise<number> {
  let removed = 0
  try {
    for await (const page of sweep.pages) {
      const stale = page.flatMap((file) => {
        const publicId = PUBLIC_ID_OF_KEY.exec(file.key)?.[1]
        const isCandidate = file.modifiedAt < sweep.olderThan && file.modifiedAt >= sweep.notBefore
        return publicId && isCandidate ? [{ key: file.key, publicId }] : []
      })
      if (stale.length === 0) continue
      const known = await sweep.listKnownIds(
        [...new Set(stale.map((file) => file.publicId))],
        stale.map((file) => `/media/${file.key}`),
      )
      for (const file of stale) {
        if (known.has(file.publicId)) continue
        try {
          await sweep.remove(file.key)
          removed += 1
        } catch (error) {
          sweep.onError?.(error)
        }
      }
    }
  } catch (error) {
    sweep.onError?.(error)
  }
  return removed
}
