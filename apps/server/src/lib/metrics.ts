// The process's Prometheus metrics (prom-client), one registry per app so two apps in one test process
// never share counts. Hot paths (every request, every beacon, every cache lookup) only bump a counter
// or observe a histogram through a child resolved once, the two hottest (each request's latency, each
// cache lookup) without prom-client's per-call label checks; anything that needs a query or a walk over
// a structure (the outbox, payments by state, pools) is read at scrape time by a collector.
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client'
import { createLatencyHistogram, type LatencySeries } from './latency-histogram'

/** The public cache's two spaces (http/public-cache-keys.ts). */
export type CacheSpace = 'pages' | 'queries'
/** Why a beacon was refused: a small fixed set, so the label stays bounded. */
export type BeaconRefusal = 'rate_limited' | 'unsupported_type' | 'too_large' | 'invalid' | 'closing' | 'failed'

type Collect = () => Promise<void> | void

/** Seconds buckets for request latency: most answers take 1-50 ms; the tail shows SSR and uploads. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics() {
  const registry = new Registry()
  const registers = [registry]
  // Event-loop lag (nodejs_eventloop_lag_*), heap (nodejs_heap_*), RSS (process_resident_memory_bytes), GC.
  collectDefaultMetrics({ register: registry })

  const requestDuration = createLatencyHistogram({
    name: 'spotlight_http_request_duration_seconds',
    help: 'Answered requests by route pattern, method and status, with their latency (its _count counts them).',
    labelNames: ['route', 'method', 'status'],
    buckets: LATENCY_BUCKETS,
    registry,
  })
  /** route -> method -> status -> series: resolved once, so a request allocates nothing of ours. */
  const requestSeries = new Map<string, Map<string, Map<number, LatencySeries>>>()

  const cacheLookups = new Counter({
    name: 'spotlight_public_cache_lookups_total',
    help: 'Public reads and pages looked up in the in-process cache, by space and result (hit or miss).',
    labelNames: ['space', 'result'] as const,
    registers,
  })
  /**
   * Lookups counted here and added to the counter when scraped: a cached read is answered tens of
   * thousands of times a second, and prom-client's inc() checks and hashes its labels each time.
   */
  const lookupCounts: Record<CacheSpace, { hit: number; miss: number }> = {
    pages: { hit: 0, miss: 0 },
    queries: { hit: 0, miss: 0 },
  }
  const addLookups = () => {
    for (const space of ['pages', 'queries'] as const)
      for (const result of ['hit', 'miss'] as const) {
        const count = lookupCounts[space][result]
        lookupCounts[space][result] = 0
        if (count > 0) cacheLookups.labels(space, result).inc(count)
      }
  }

  const beacons = new Counter({
    name: 'spotlight_beacons_total',
    help: 'Campaign-stats beacons (POST /api/events) by outcome (accepted, refused) and the reason for a refusal.',
    labelNames: ['outcome', 'reason'] as const,
    registers,
  })
  const beaconAccepted = beacons.labels('accepted', '')
  const beaconRefusals = new Map<BeaconRefusal, Counter.Internal>()
  for (const reason of ['rate_limited', 'unsupported_type', 'too_large', 'invalid', 'closing', 'failed'] as const)
    beaconRefusals.set(reason, beacons.labels('refused', reason))

  const paymentTransitions = new Counter({
    name: 'spotlight_payment_transitions_total',
    help: 'Order status changes, from one state to another ("none" for a new order).',
    labelNames: ['from', 'to'] as const,
    registers,
  })

  const jobRuns = new Counter({
    name: 'spotlight_job_runs_total',
    help: 'Runs of the background jobs on this instance, by job and result (ok, failed).',
    labelNames: ['job', 'result'] as const,
    registers,
  })
  const jobLastSuccess = new Gauge({
    name: 'spotlight_job_last_success_timestamp_seconds',
    help: 'When each background job last ran to the end on this instance (Unix seconds).',
    labelNames: ['job'] as const,
    registers,
  })

  const collectors: Collect[] = [addLookups]

  return {
    registry,

    /** Called once per answered request (onResponse): route is the pattern, never the raw URL. */
    observeRequest(route: string, method: string, status: number, seconds: number) {
      let byMethod = requestSeries.get(route)
      if (!byMethod) requestSeries.set(route, (byMethod = new Map()))
      let byStatus = byMethod.get(method)
      if (!byStatus) byMethod.set(method, (byStatus = new Map()))
      let series = byStatus.get(status)
      if (!series) byStatus.set(status, (series = requestDuration.series(route, method, String(status))))
      series.observe(seconds)
    },

    cacheLookup(space: CacheSpace, isHit: boolean) {
      lookupCounts[space][isHit ? 'hit' : 'miss'] += 1
    },

    beaconAccepted() {
      beaconAccepted.inc()
    },
    beaconRefused(reason: BeaconRefusal) {
      beaconRefusals.get(reason)!.inc()
    },

    paymentTransition(from: string | null, to: string) {
      paymentTransitions.labels(from ?? 'none', to).inc()
    },

    /** Counts a job's run; a success also records when, for "has it run lately" alerts. */
    jobRan(job: string, isOk: boolean) {
      jobRuns.labels(job, isOk ? 'ok' : 'failed').inc()
      if (isOk) jobLastSuccess.labels(job).set(Date.now() / 1000)
    },

    /**
     * A gauge read at scrape time. `read` sets it (through the gauge given); a read that fails leaves
     * the gauge unset for that scrape rather than failing the whole scrape.
     */
    gauge<L extends string>(
      definition: { name: string; help: string; labelNames?: readonly L[] },
      read: (gauge: Gauge<L>) => Promise<void> | void,
    ): Gauge<L> {
      const gauge = new Gauge<L>({ ...definition, labelNames: definition.labelNames ?? [], registers })
      collectors.push(async () => {
        gauge.reset()
        try {
          await read(gauge)
        } catch {
          // The database may be down mid-scrape; /readyz says so, the other metrics still matter.
        }
      })
      return gauge
    },

    /** The text a scrape returns: the collectors run first, together. */
    async scrape(): Promise<string> {
      await Promise.all(collectors.map((collect) => collect()))
      return registry.metrics()
    },

    contentType: registry.contentType,
  }
}
export type Metrics = ReturnType<typeof createMetrics>

/** Runs one background job's work and counts it, rethrowing so its caller logs the failure as before. */
export async function countedRun<T>(metrics: Metrics | undefined, job: string, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work()
    metrics?.jobRan(job, true)
    return result
  } catch (error) {
    metrics?.jobRan(job, false)
    throw error
  }
}
