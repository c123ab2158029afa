import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { loadSharp } from '#src/lib/sharp'

export const DEMO_IMAGE_WIDTH = 1200
export const DEMO_IMAGE_HEIGHT = 630

export type DemoImage = { file: string; url: string; publicId: string; bytes: number }

/** A diagonal gradient with a few soft circles: no text, so no font is needed to render it. */
function svgFor(colors: [string, string], seed: number): string {
  const circles = [0, 1, 2]
    .map((index) => {
      const cx = ((seed * 97 + index * 331) % 1000) + 100
      const cy = ((seed * 53 + index * 211) % 430) + 100
      const r = 90 + ((seed + index * 37) % 120)
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${0.08 + index * 0.05}"/>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`
}

/**
 * Writes `${mediaRoot}/demo/<name>.webp` (1200x630, the Open Graph size) unless it is already there,
 * and returns how the media store refers to it: URL /media/demo/<name>.webp.
 */
export async function ensureDemoImage(
  mediaRoot: string,
  name: string,
  colors: [string, string],
  seed: number,
): Promise<DemoImage> {
  const file = path.join(mediaRoot, 'demo', `${name}.webp`)
  const image = { file, url: `/media/demo/${name}.webp`, publicId: `demo/${name}` }
  const existing = await stat(file).catch(() => null)
  if (existing?.isFile()) return { ...image, bytes: existing.size }

  await mkdir(path.dirname(file), { recursive: true })
  // Loaded here, not at start-up: only a demo site's first start draws its images.
  const sharp = await loadSharp()
  const webp = await sharp(Buffer.from(svgFor(colors, seed)))
    .webp({ quality: 80 })
    .toBuffer()
  await writeFile(file, webp)
  return { ...image, bytes: webp.length }
}
