// Time-based work shared by every instance on one database: each registered job runs at
// most once per period across instances, and after downtime it runs at once (its `nextRunAt` is in
// the past). Jobs scan for what is due up to `now`, so one late run catches up on everything missed.
import { and, eq, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#src/db/client'
import { scheduledJobs } from '#src/db/schema/index'

export type ScheduledJob = {
  /** Unique across the app: the row in `scheduled_jobs` that says when it runs next. */
  name: string
  /** Time between runs (on the app's clock). */
  everyMs: number
  /**
   * How long a claim holds the job while it runs (default LEASE_MS, never beyond its period): a job
   * whose run may outlast the default (the media sweep walks the whole store) says so, or another
   * instance would take the same period while the first still runs.
   */
  leaseMs?: number
  /**
   * The work: idempotent (a notification it raises carries a `key`), because a run that failed half
   * way is run again. `now` is the app's clock (tests and the simulator move it).
   */
  run(context: { db: Db; now: Date }): Promise<void>
}

export type Scheduler = {
  /**
   * Adds a job; call it while the app is being built (a plugin's registration, or app.ts). Example,
   * the waiting lists' tick (app.ts): `app.scheduler.register(waitlistHoldsJob(promotions, app.log))`
   */
  register(job: ScheduledJob): void
  /** Runs every job that is due now, each on this instance only if no other took this period. */
  runDue(): Promise<{ ran: string[] }>
}

/** A failed run is tried again after this long (or its period, when shorter). */
const RETRY_MS = 60_000
/**
 * How long a claim holds a job (or its period, when shorter) until its run says how it went. A run
 * that could not say (the instance died, or the database went away before the outcome was written)
 * is taken again once the lease is out, not a whole period later (an hour, for the hourly jobs).
 */
const LEASE_MS = 5 * 60_000

export type SchedulerOptions = {
  db: Db
  now: () => Date
  log: FastifyBaseLogger
  /** Told each run's outcome on this instance (the metrics count runs, failures and the last success). */
  onRun?: (job: string, isOk: boolean) => void
}

export function createScheduler({ db, now, log, onRun }: SchedulerOptions): Scheduler {
  const jobs = new Map<string, ScheduledJob>()

  const after = (at: Date, ms: number) => new Date(at.getTime() + ms)

  /** Leases the job if it is due: true for the one instance whose UPDATE did it. */
  async function claim(job: ScheduledJob, at: Date): Promise<boolean> {
    await db
      .insert(scheduledJobs)
      .values({ name: job.name, nextRunAt: at })
      .onConflictDoNothing({ target: scheduledJobs.name })
    const claimed = await db
      .update(scheduledJobs)
      .set({ nextRunAt: after(at, Math.min(job.everyMs, job.leaseMs ?? LEASE_MS)), lastRunAt: at })
      .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, at)))
      .returning({ name: scheduledJobs.name })
    return claimed.length === 1
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`scheduler: a job named ${job.name} is registered already`)
      jobs.set(job.name, job)
    },

    async runDue() {
      const ran: string[] = []
      for (const job of jobs.values()) {
        const at = now()
        if (!(await claim(job, at))) continue
        try {
          await job.run({ db, now: at })
          ran.push(job.name)
          onRun?.(job.name, true)
          await db
            .update(scheduledJobs)
            .set({ nextRunAt: after(at, job.everyMs), lastError: null })
            .where(eq(scheduledJobs.name, job.name))
        } catch (error) {
          log.warn({ err: error, job: job.name }, 'scheduled job failed; it runs again soon')
          onRun?.(job.name, false)
          const retryAt = after(at, Math.min(job.everyMs, RETRY_MS))
          await db
            .update(scheduledJobs)
            .set({
              nextRunAt: sql`least(${scheduledJobs.nextRunAt}, ${retryAt.toISOString()}::timestamptz)`,
              lastError: String(error).slice(0, 500),
            })
            .where(eq(scheduledJobs.name, job.name))
            .catch(() => {})
        }
      }
      return { ran }
    },
  }
}
