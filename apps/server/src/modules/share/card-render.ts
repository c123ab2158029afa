// Draws share cards: satori's layout on a small pool of worker threads (card-render-worker.ts), so a
// card never holds the thread that answers requests, then sharp (already used for uploads, working on
// libuv's threads) rasterises the SVG to a 1200x630 PNG. Decision 0008.
import { loadSharp } from '#src/lib/sharp'
import { AppError } from '#src/errors/app-error'
import { createWorkerPool, WorkerLimitError, type WorkerPoolTuning, workerModuleUrl } from '#src/lib/worker-pool'
import { CARD_IMAGE_SIZE, type CardContent } from './card-content'

export type { CardContent } from './card-content'

/**
 * Longest one card's layout may take once a thread has it (wall time). A card needs 5-15 ms of CPU, a
 * thread's first ~120 ms more for the fonts, but the threads run at a lower priority and the first card
 * also starts the thread: at load 25 on 2 cores, beside a build, that took over 20 s. A backstop for what
 * the text limits do not foresee, not a budget. Past it the thread is stopped and the request gets 503.
 */
export const CARD_TIME_LIMIT_MS = 60_000
/** Longest a card waits for a free thread before the request is answered 503 (busy, try again). */
export const CARD_QUEUE_WAIT_MS = 60_000
/** Distinct cards that may wait for a thread (the same card asked twice waits once: card-store.ts). */
export const CARD_MAX_WAITING = 16

export type CardRenderer = {
  render(content: CardContent): Promise<Buffer>
  close(): Promise<void>
}

export type CardRendererOptions = WorkerPoolTuning

const BUSY = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Too many share cards are being drawn right now. Please try again shortly.')
const TOO_SLOW = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The share card could not be drawn in time. Please try again shortly.')

/** Threads start on first use and stop after a minute idle; each keeps its fonts while it lives. */
export function createCardRenderer(options: CardRendererOptions = {}): CardRenderer {
  const pool = createWorkerPool<CardContent, string>({
    name: 'share-card',
    filename: workerModuleUrl(import.meta.url, 'card-render-worker'),
    timeLimitMs: options.timeLimitMs ?? CARD_TIME_LIMIT_MS,
    queueWaitMs: options.queueWaitMs ?? CARD_QUEUE_WAIT_MS,
    maxWaiting: options.maxWaiting ?? CARD_MAX_WAITING,
    busy: BUSY,
    threads: options.threads,
    // The fonts (~2 MB of WOFF; a Han or Hangul face adds 2-3 MB more, parsed), a header image and
    // satori's layout fit well within this.
    maxHeapMb: 256,
  })

  return {
    async render(content) {
      let svg: string
      try {
        svg = await pool.run(content)
      } catch (error) {
        if (error instanceof WorkerLimitError) throw TOO_SLOW()
        throw error
      }
      const sharp = await loadSharp()
      return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer()
    },
    close: () => pool.close(),
  }
}

/** A stored picture sized and cropped for the card's square, as a data: URL satori can draw. */
export async function cardImageDataUrl(source: Buffer): Promise<string> {
  const sharp = await loadSharp()
  const jpeg = await sharp(source, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(CARD_IMAGE_SIZE, CARD_IMAGE_SIZE, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer()
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}
