import { copyFile, mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { DEMO_ASSETS_DIR } from '#src/paths'

/** The project's own 5-second clip (H.264, 320x180, 34 KB), shipped in apps/server/demo-assets. */
const DEMO_VIDEO_SOURCE = path.join(DEMO_ASSETS_DIR, 'promo-video-5s.mp4')
export const DEMO_VIDEO_DURATION_S = 5
export const DEMO_VIDEO_WIDTH = 320
export const DEMO_VIDEO_HEIGHT = 180

export type DemoVideo = { url: string; publicId: string; bytes: number }

/**
 * Puts a copy of the demo clip at `${mediaRoot}/demo/<name>.mp4` unless it is already there, and
 * returns how the local media store refers to it (URL /media/demo/<name>.mp4), as for the demo
 * images. One file per article: a media row (and its clean-up) belongs to one article.
 */
export async function ensureDemoVideo(mediaRoot: string, name: string): Promise<DemoVideo> {
  const file = path.join(mediaRoot, 'demo', `${name}.mp4`)
  const video = { url: `/media/demo/${name}.mp4`, publicId: `demo/${name}-video` }
  const existing = await stat(file).catch(() => null)
  if (!existing?.isFile()) {
    await mkdir(path.dirname(file), { recursive: true })
    await copyFile(DEMO_VIDEO_SOURCE, file)
  }
  return { ...video, bytes: (await stat(file)).size }
}
