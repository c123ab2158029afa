/** `<img src="…">` sources of an editor's HTML (TipTap always writes double-quoted attributes). */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/gi)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

const LOCAL_MEDIA = /^\/media\/(\d{4}\/\d{2}\/[0-9a-f]{32})\.(webp|mp4|mov|webm)$/

const CLOUDINARY_MEDIA =
  /^https:\/\/res\.cloudinary\.com\/[\w-]+\/(?:image|video)\/upload\/(?:[^/]+\/)*?(?:v\d+\/)?(spotlight\/u\d+\/[\w-]+)\.\w+$/

/**
 * The public id of one of our uploads, from its URL: `/media/<publicId>.<ext>` in the local store,
 * `https://res.cloudinary.com/<cloud>/<type>/upload/v<n>/<publicId>.<ext>` in Cloudinary mode.
 */
export function mediaPublicId(url: string | null | undefined): string | null {
  if (!url) return null
  return LOCAL_MEDIA.exec(url)?.[1] ?? CLOUDINARY_MEDIA.exec(url)?.[1] ?? null
}

/** The Cloudinary account of the article's own uploads, so the preview keeps their images. */
export function cloudinaryCloudName(urls: readonly (string | null | undefined)[]): string | undefined {
  for (const url of urls) {
    const match = url ? /^https:\/\/res\.cloudinary\.com\/([\w-]+)\//.exec(url) : null
    if (match) return match[1]
  }
  return undefined
}

export type SavedMedia = { headerImage: string | null; promoVideo: string | null; content: string }

/**
 * The files to delete after a save: every image or video that was in the article before, or uploaded
 * while editing, and is no longer used by the saved article. A file the saved article still uses is
 * never in the list (an image removed from the editor is deleted on the server, so no orphan file is kept).
 */
export function orphanedMedia(
  known: { images: Iterable<string>; videos: Iterable<string> },
  saved: SavedMedia,
): { images: string[]; videos: string[] } {
  const used = new Set([saved.headerImage, saved.promoVideo, ...imageSources(saved.content)])
  const unused = (urls: Iterable<string>) => [...new Set(urls)].filter((url) => !used.has(url) && mediaPublicId(url))
  return { images: unused(known.images), videos: unused(known.videos) }
}
