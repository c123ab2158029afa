import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { MediaOrigins } from '@spotlight/shared/html/allow-list'
import { AppError } from '#src/errors/app-error'
import type { SanitizeOutcome, SanitizeTask } from './sanitize-content-worker'

/**
 * Longest a body may take to be checked and sanitised, queue wait included. The most expensive body
 * under the limits takes about 1 s on one core (measured, see scripts/measure-sanitize.ts); past this
 * the worker is stopped and the body refused as too complex.
 */
export const SANITIZE_TIME_LIMIT_MS = 10_000

export type ContentSanitizer = {
  /** The shape check and the sanitiser, on a worker thread: the event loop stays free meanwhile. */
  run(html: string, origins: MediaOrigins): Promise<SanitizeOutcome>
  close(): Promise<void>
}

export type ContentSanitizerOptions = { timeLimitMs?: number; maxThreads?: number; maxQueue?: number }

/**
 * From the TypeScript sources (tests, dev) the worker module is loaded through tsx; in the built server
 * (dist/server.js) it is the sibling bundle dist/sanitize-content-worker.js.
 */
function workerFile(): string {
  const fromSources = import.meta.url.endsWith('.ts')
  return new URL(fromSources ? './sanitize-content-worker-loader.mjs' : './sanitize-content-worker.js', import.meta.url)
    .href
}

const BUSY = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Too many articles are being processed right now. Please try again shortly.')

/**
 * A small pool of sanitiser threads, started on first use and stopped when idle: one thread fewer than
 * the cores (at least one), so a hostile body can only ever occupy those, never the request thread.
 */
export function createContentSanitizer(options: ContentSanitizerOptions = {}): ContentSanitizer {
  const timeLimitMs = options.timeLimitMs ?? SANITIZE_TIME_LIMIT_MS
  const maxThreads = options.maxThreads ?? Math.min(4, Math.max(1, availableParallelism() - 1))
  const maxQueue = options.maxQueue ?? 32
  let pool: Piscina<SanitizeTask, SanitizeOutcome> | null = null

  const start = () =>
    (pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads,
      maxQueue,
      idleTimeout: 60_000,
      // A body that would need more memory than this is refused rather than growing the process.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    }))

  return {
    async run(html, origins) {
      const workers = start()
      if (workers.queueSize >= maxQueue) throw BUSY()
      const signal = AbortSignal.timeout(timeLimitMs)
      try {
        return await workers.run({ html, origins }, { signal })
      } catch (error) {
        if (signal.aborted) return { refused: 'is too complex to process' }
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
          return { refused: 'is too complex to process' }
        if ((error as Error).message === 'Task queue is at limit') throw BUSY()
        throw error
      }
    },
    async close() {
      await pool?.destroy()
      pool = null
    },
  }
}
