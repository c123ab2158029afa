// A small pool of worker threads (Piscina) for CPU-heavy work a user's input can drive, so it never runs
// on the thread that answers requests (decisions 0007 and 0008): one hostile article or a burst of
// share cards must not stall every other request. Used by the article
// sanitiser and the share cards.
import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'

export type WorkerPoolOptions = {
  /** The worker module, see `workerModuleUrl`. */
  filename: string
  /** Longest one task may run once a thread has it (wall time); past it the thread is stopped. */
  timeLimitMs: number
  /** Longest a task waits for a free thread before `busy()` is thrown. */
  queueWaitMs: number
  /** Tasks that may wait for a thread; one more is refused at once with `busy()`. */
  maxWaiting: number
  /** The error a caller gets when the pool is saturated (the API answers it, e.g. a 503). */
  busy: () => Error
  threads?: number
  /** A task needing more heap than this stops its thread (`WorkerLimitError`, reason 'memory'). */
  maxHeapMb?: number
  /** How the metrics name the pool (`spotlight_worker_pool_tasks{pool=…}`). */
  name?: string
}

/** What the metrics read of a pool at scrape time. */
export type WorkerPoolLoad = { name: string; threads: number; running: number; waiting: number; refused: number }

/** The live pools of the process, read by the metrics (a pool leaves the set when closed). */
const livePools = new Set<() => WorkerPoolLoad>()

/** Each live pool's load now: tasks on a thread, tasks waiting for one, and refusals so far. */
export function workerPoolLoads(): WorkerPoolLoad[] {
  return [...livePools].map((read) => read())
}

/** What a pool's owner lets its callers change (tests shorten the limits); the rest it sets itself. */
export type WorkerPoolTuning = Partial<
  Pick<WorkerPoolOptions, 'timeLimitMs' | 'queueWaitMs' | 'maxWaiting' | 'threads'>
>

export type WorkerPool<Task, Result> = {
  run(task: Task): Promise<Result>
  close(): Promise<void>
}

/** A task was stopped: it ran longer than the time limit, or needed more memory than allowed. */
export class WorkerLimitError extends Error {
  override name = 'WorkerLimitError'
  constructor(readonly reason: 'time' | 'memory') {
    super(reason === 'time' ? 'The task ran past its time limit' : 'The task ran out of memory')
  }
}

/** One thread fewer than the cores (at least one, at most four): the request thread keeps a core. */
export const defaultThreads = () => Math.min(4, Math.max(1, availableParallelism() - 1))

/**
 * A worker module's address. From the TypeScript sources (tests, `npm run dev`) it is `<name>-loader.mjs`,
 * which loads the worker through tsx (a worker does not inherit vitest's transform); in the built server
 * (dist/server.js, where `moduleUrl` is the bundle's own address) it is the sibling bundle `<name>.js`.
 */
export function workerModuleUrl(moduleUrl: string, name: string): string {
  const fromSources = moduleUrl.endsWith('.ts')
  return new URL(fromSources ? `./${name}-loader.mjs` : `./${name}.js`, moduleUrl).href
}

/**
 * Threads start on first use and stop after a minute idle, at a lower priority than the request thread.
 * Tasks beyond the threads wait their turn here (not in Piscina's queue), so the time limit counts only
 * the work on a task, never its wait: a busy server answers `busy()`, it never stops a valid task.
 */
export function createWorkerPool<Task, Result>(options: WorkerPoolOptions): WorkerPool<Task, Result> {
  const threads = options.threads ?? defaultThreads()
  let pool: Piscina<Task, Result> | null = null
  let running = 0
  let refused = 0
  const waiting: (() => void)[] = []
  const load = (): WorkerPoolLoad => ({
    name: options.name ?? 'worker',
    threads,
    running,
    waiting: waiting.length,
    refused,
  })
  livePools.add(load)

  const start = () =>
    (pool ??= new Piscina({
      filename: options.filename,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      // Lower priority than the request thread: when the cores are busy, answering requests comes first.
      niceIncrement: 10,
      ...(options.maxHeapMb ? { resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb } } : {}),
    }))

  /** Resolves once a thread is ours; refuses when too many wait already or the wait is too long. */
  async function acquire(): Promise<void> {
    if (running < threads) {
      running += 1
      return
    }
    if (waiting.length >= options.maxWaiting) {
      refused += 1
      throw options.busy()
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1)
        refused += 1
        reject(options.busy())
      }, options.queueWaitMs)
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
    async run(task) {
      await acquire()
      const signal = AbortSignal.timeout(options.timeLimitMs)
      try {
        return await start().run(task, { signal })
      } catch (error) {
        if (signal.aborted) throw new WorkerLimitError('time')
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkerLimitError('memory')
        throw error
      } finally {
        release()
      }
    },
    async close() {
      livePools.delete(load)
      await pool?.destroy()
      pool = null
    },
  }
}
