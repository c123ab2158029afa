/** `<img src="…">` sources of an editor's HTML (TipTap always writes double-quoted attributes). */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

const LOCAL_MEDIA = /^\/media\/(\d{4}\/\d{2}\/[0-9a-f]{32})\.(webp|mp4|mov|webm)$/

/** The public id of a file of the local store, from its URL (`/media/<publicId>.<ext>`); null otherwise. */
export function localPublicId(url: string | null | undefined): string | null {
  return url ? (LOCAL_MEDIA.exec(url)?.[1] ?? null) : null
}

export type SavedMedia = { headerImage: string | null; promoVideo: string | null; content: string }

/**
 * The files to delete after a save: every image or video that was in the article before, or uploaded
 * while editing, and is no longer used by the saved article. A file the saved article still uses is
 * never in the list (architecture section 5: an image removed from the editor is deleted on the server).
 */
export function orphanedMedia(
  known: { images: Iterable<string>; videos: Iterable<string> },
  saved: SavedMedia,
): { images: string[]; videos: string[] } {
  const used = new Set([saved.headerImage, saved.promoVideo, ...imageSources(saved.content)])
  const unused = (urls: Iterable<string>) => [...new Set(urls)].filter((url) => !used.has(url) && localPublicId(url))
  return { images: unused(known.images), videos: unused(known.videos) }
}
