import type { MediaOrigins } from '@spotlight/shared/html/allow-list'
import { AppError } from '#src/errors/app-error'
import { createWorkerPool, WorkerLimitError, type WorkerPoolTuning, workerModuleUrl } from '#src/lib/worker-pool'
import type { SanitizeOutcome, SanitizeTask } from './sanitize-content-worker'

/**
 * Longest a body may take to be checked and sanitised once a thread has it (wall time). The costliest
 * body within the limits needs about 1 s of CPU (measured:
 * `npx tsx apps/server/src/modules/articles/sanitize-content-measure.ts`), but the threads run at a lower
 * priority and took 10 s for it on a machine at load 13 on 2 cores: this is a backstop for what the
 * shape limits do not foresee, not a budget for valid bodies. Past it the thread is stopped and the
 * body refused as too complex.
 */
export const SANITIZE_TIME_LIMIT_MS = 30_000

/** Longest a body waits for a free thread before the request is answered 503 (busy, try again). */
export const SANITIZE_QUEUE_WAIT_MS = 60_000

export type ContentSanitizer = {
  /** The shape check and the sanitiser, on a worker thread: the event loop stays free meanwhile. */
  run(html: string, origins: MediaOrigins): Promise<SanitizeOutcome>
  close(): Promise<void>
}

export type ContentSanitizerOptions = WorkerPoolTuning

const BUSY = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Too many articles are being processed right now. Please try again shortly.')
const TOO_COMPLEX: SanitizeOutcome = { refused: 'is too complex to process' }

/**
 * A small pool of sanitiser threads (`#src/lib/worker-pool`): hostile bodies can only ever occupy those,
 * never the request thread. A body stopped by the time or memory limit is refused as too complex.
 */
export function createContentSanitizer(options: ContentSanitizerOptions = {}): ContentSanitizer {
  const pool = createWorkerPool<SanitizeTask, SanitizeOutcome>({
    name: 'sanitize',
    filename: workerModuleUrl(import.meta.url, 'sanitize-content-worker'),
    timeLimitMs: options.timeLimitMs ?? SANITIZE_TIME_LIMIT_MS,
    queueWaitMs: options.queueWaitMs ?? SANITIZE_QUEUE_WAIT_MS,
    maxWaiting: options.maxWaiting ?? 32,
    busy: BUSY,
    threads: options.threads,
    // A body that would need more memory than this is refused rather than growing the process.
    maxHeapMb: 64,
  })

  return {
    async run(html, origins) {
      try {
        return await pool.run({ html, origins })
      } catch (error) {
        if (error instanceof WorkerLimitError) return TOO_COMPLEX
        throw error
      }
    },
    close: () => pool.close(),
  }
}
