import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { MediaOrigins } from '@spotlight/shared/html/allow-list'
import { AppError } from '#src/errors/app-error'
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

export type ContentSanitizerOptions = {
  timeLimitMs?: number
  queueWaitMs?: number
  threads?: number
  maxWaiting?: number
}

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
const TOO_COMPLEX: SanitizeOutcome = { refused: 'is too complex to process' }

/**
 * A small pool of sanitiser threads, started on first use and stopped when idle: one thread fewer than
 * the cores (at least one), so hostile bodies can only ever occupy those, never the request thread.
 * Bodies beyond the threads wait their turn here (not in Piscina's queue), so the time limit counts
 * only the work on a body, never its wait: a busy server answers 503, it never refuses a valid body.
 */
export function createContentSanitizer(options: ContentSanitizerOptions = {}): ContentSanitizer {
  const timeLimitMs = options.timeLimitMs ?? SANITIZE_TIME_LIMIT_MS
  const queueWaitMs = options.queueWaitMs ?? SANITIZE_QUEUE_WAIT_MS
  const threads = options.threads ?? Math.min(4, Math.max(1, availableParallelism() - 1))
  const maxWaiting = options.maxWaiting ?? 32
  let pool: Piscina<SanitizeTask, SanitizeOutcome> | null = null
  let running = 0
  const waiting: (() => void)[] = []

  const start = () =>
    (pool ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      // Lower priority than the request thread: when the cores are busy, answering requests comes first.
      niceIncrement: 10,
      // A body that would need more memory than this is refused rather than growing the process.
      resourceLimits: { maxOldGenerationSizeMb: 64 },
    }))

  /** Resolves once a thread is ours; refuses when too many wait already or the wait is too long. */
  async function acquire(): Promise<void> {
    if (running < threads) {
      running += 1
      return
    }
    if (waiting.length >= maxWaiting) throw BUSY()
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1)
        reject(BUSY())
      }, queueWaitMs)
      waiting.push(turn)
    })
  }

  /** Hands the thread to the next waiter (which then counts as running), or frees it. */
  function release() {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return {
    async run(html, origins) {
      await acquire()
      const signal = AbortSignal.timeout(timeLimitMs)
      try {
        return await start().run({ html, origins }, { signal })
      } catch (error) {
        if (signal.aborted) return TOO_COMPLEX
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return TOO_COMPLEX
        throw error
      } finally {
        release()
      }
    },
    async close() {
      await pool?.destroy()
      pool = null
    },
  }
}
