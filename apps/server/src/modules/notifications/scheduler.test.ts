import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#src/test/test-database'
import { createScheduler, type ScheduledJob } from './scheduler'

const HOUR_MS = 60 * 60_000
const MINUTE_MS = 60_000

describe('the scheduler, when a run never says how it went', () => {
  let database: TestDatabase
  let clockMs = Date.parse('2026-12-07T08:00:00Z')
  const now = () => new Date(clockMs)
  const log = { debug() {}, info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger
  /** Two instances on one database: the one that dies mid-run and the one still up. */
  const instance = (job: ScheduledJob) => {
    const scheduler = createScheduler({ db: database.db, now, log })
    scheduler.register(job)
    return scheduler
  }

  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database?.drop()
  })

  it('takes an hourly job again minutes after its run was lost, not an hour later', async () => {
    let runs = 0
    // The first run never ends (its instance died, or the database went away before the outcome was written).
    const hourly: ScheduledJob = {
      name: 'lost-run',
      everyMs: HOUR_MS,
      run: () => (++runs === 1 ? new Promise(() => {}) : Promise.resolve()),
    }
    void instance(hourly).runDue()
    await expect.poll(() => runs).toBe(1)

    const survivor = instance(hourly)
    clockMs += MINUTE_MS
    expect((await survivor.runDue()).ran).toEqual([])
    clockMs += 5 * MINUTE_MS
    expect((await survivor.runDue()).ran).toEqual(['lost-run'])
    expect(runs).toBe(2)
  })

  it('leaves a long job to its instance for the lease the job asks, then takes it if the run was lost', async () => {
    let runs = 0
    // A walk of the whole media store may take longer than the default lease of five minutes.
    const long: ScheduledJob = {
      name: 'long-run',
      everyMs: HOUR_MS,
      leaseMs: 30 * MINUTE_MS,
      run: () => (++runs === 1 ? new Promise(() => {}) : Promise.resolve()),
    }
    void instance(long).runDue()
    await expect.poll(() => runs).toBe(1)

    const other = instance(long)
    clockMs += 6 * MINUTE_MS
    expect((await other.runDue()).ran).toEqual([])
    clockMs += 25 * MINUTE_MS
    expect((await other.runDue()).ran).toEqual(['long-run'])
    expect(runs).toBe(2)
  })

  it('waits its whole period after a run that ended well', async () => {
    let runs = 0
    const hourly: ScheduledJob = { name: 'good-run', everyMs: HOUR_MS, run: async () => void runs++ }
    const scheduler = instance(hourly)
    expect((await scheduler.runDue()).ran).toEqual(['good-run'])
    clockMs += 30 * MINUTE_MS
    expect((await scheduler.runDue()).ran).toEqual([])
    clockMs += 31 * MINUTE_MS
    expect((await scheduler.runDue()).ran).toEqual(['good-run'])
    expect(runs).toBe(2)
  })
})
