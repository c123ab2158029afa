import { Transform, type TransformCallback } from 'node:stream'

const PRELOAD = /<link rel="modulepreload"/g
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'
const HEAD_END = '</head>'

/**
 * Marks the page's `<link rel="modulepreload">` tags (React Router's, hoisted into <head>) low
 * priority: on a slow phone connection the document and its first image go first, the ~190 KB of
 * hydration scripts after them, since the server-rendered page needs none of it to paint
 * (Lighthouse counted those scripts as blocking the first paint). Only <head> is touched; the
 * rest of the stream passes through as it comes. Hydration ignores the extra attribute: React
 * matches hoisted links by rel and href.
 */
export function lowPriorityModulePreloads(): Transform {
  let head: Buffer | null = Buffer.alloc(0) // null once </head> went by
  const rewrite = (bytes: Buffer) => bytes.toString('utf8').replace(PRELOAD, LOW_PRIORITY_PRELOAD)

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (head === null) return callback(null, chunk)
      head = Buffer.concat([head, chunk])
      // Cut at the "<" of </head>: a character boundary, so the text before it decodes whole.
      const end = head.indexOf(HEAD_END)
      if (end === -1) return callback()
      this.push(rewrite(head.subarray(0, end)))
      const rest = head.subarray(end)
      head = null
      callback(null, rest)
    },
    flush(callback: TransformCallback) {
      if (head?.length) this.push(rewrite(head))
      callback()
    },
  })
}
