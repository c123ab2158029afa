// The installed app's icons, drawn with sharp from the site's logo (the favicon's sparkle) the first
// time they are asked for and kept in memory: no binary files to keep in step with the logo.
import { loadSharp } from '#src/lib/sharp'

export const ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const
export type IconName = keyof typeof ICONS

const SPARKLE =
  '<path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z"/>' +
  '<path d="M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z"/>'

/**
 * A maskable icon fills the whole square (the launcher cuts its own shape) and keeps the sparkle in
 * the central safe zone; the plain one is the favicon's rounded square.
 */
function iconSvg(maskable: boolean): string {
  const background = maskable
    ? '<rect width="36" height="36" fill="url(#g)"/>'
    : '<rect width="36" height="36" rx="10" fill="url(#g)"/>'
  const scale = maskable ? 'translate(9.6 9.6) scale(0.7)' : 'translate(6 6)'
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#c026d3"/></linearGradient></defs>' +
    `${background}<g transform="${scale}" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${SPARKLE}</g></svg>`
  )
}

const drawn = new Map<IconName, Promise<Buffer>>()

export function appIcon(name: IconName): Promise<Buffer> {
  let icon = drawn.get(name)
  if (!icon) {
    const { size, maskable } = ICONS[name]
    icon = loadSharp().then((sharp) =>
      sharp(Buffer.from(iconSvg(maskable)), { density: (72 * size) / 36 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    )
    drawn.set(name, icon)
  }
  return icon
}
