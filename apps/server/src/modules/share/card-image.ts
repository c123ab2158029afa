// The picture on a card: an article's or category's header image, read from the local media store
// or from Cloudinary, then sized for the card. Any failure leaves the card without a picture.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { readBoundedBody } from '#src/lib/bounded-body'
import { cardImageDataUrl } from './card-render'

const MAX_SOURCE_BYTES = 20 * 1024 * 1024
const REMOTE_TIMEOUT_MS = 5000
/** Only our own media origins are read; an address of any other site is never fetched. */
const REMOTE_ORIGINS = ['https://res.cloudinary.com/']

async function readLocal(url: string, mediaRoot: string): Promise<Buffer | null> {
  const relative = decodeURIComponent(url.slice('/media/'.length).split(/[?#]/)[0] ?? '')
  const file = path.resolve(mediaRoot, relative)
  if (relative.includes('\0') || !file.startsWith(`${path.resolve(mediaRoot)}${path.sep}`)) return null
  const info = await stat(file).catch(() => null)
  if (!info?.isFile() || info.size > MAX_SOURCE_BYTES) return null
  return readFile(file)
}

async function readRemote(url: string): Promise<Buffer | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS), redirect: 'error' })
  const length = Number(response.headers.get('content-length') ?? 0)
  if (!response.ok || length > MAX_SOURCE_BYTES) return null
  return readBoundedBody(response, MAX_SOURCE_BYTES)
}

/** Reads a `/media/` address that is not on this disk (the S3 store's uploads), at most `maxBytes`. */
export type StoredMediaReader = (url: string, maxBytes: number) => Promise<Buffer | null>

export async function loadCardImage(
  url: string | null | undefined,
  mediaRoot: string,
  log: FastifyBaseLogger,
  readStored?: StoredMediaReader,
): Promise<string | null> {
  if (!url) return null
  try {
    const source = url.startsWith('/media/')
      ? ((await readLocal(url, mediaRoot)) ?? (readStored ? await readStored(url, MAX_SOURCE_BYTES) : null))
      : REMOTE_ORIGINS.some((origin) => url.startsWith(origin))
        ? await readRemote(url)
        : null
    return source ? await cardImageDataUrl(source) : null
  } catch (error) {
    log.warn({ err: error, url }, 'share card: header image left out')
    return null
  }
}
