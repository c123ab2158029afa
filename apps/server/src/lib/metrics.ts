// The process's Prometheus metrics (prom-client), one registry per app so two apps in one test process
// never share counts. Hot paths (every request, every beacon, every cache lookup) only bump a counter
// or observe a histogram through a child resolved once; anything that needs a query or a walk over a
// structure (the outbox, payments by state, pools) is read at scrape time by a collector.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

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

  const requestDuration = new Histogram({
    name: 'spotlight_http_request_duration_seconds',
    help: 'Answered requests by route pattern, method and status, with their latency (its _count counts them).',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  })
  /** route -> method -> status -> child: resolved once, so a request allocates no label object of ours. */
  const requestChildren = new Map<string, Map<string, Map<number, Histogram.Internal<'route' | 'method' | 'status'>>>>()

  const cacheLookups = new Counter({
    name: 'spotlight_public_cache_lookups_total',
    help: 'Public reads and pages looked up in the in-process cache, by space and result (hit or miss).',
    labelNames: ['space', 'result'] as const,
    registers,
  })
  const cacheChildren = {
    pages: { hit: cacheLookups.labels('pages', 'hit'), miss: cacheLookups.labels('pages', 'miss') },
    queries: { hit: cacheLookups.labels('queries', 'hit'), miss: cacheLookups.labels('queries', 'miss') },
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

  const collectors: Collect[] = []

  return {
    registry,

    /** Called once per answered request (onResponse): route is the pattern, never the raw URL. */
    observeRequest(route: string, method: string, status: number, seconds: number) {
      let byMethod = requestChildren.get(route)
      if (!byMethod) requestChildren.set(route, (byMethod = new Map()))
      let byStatus = byMethod.get(method)
      if (!byStatus) byMethod.set(method, (byStatus = new Map()))
      let child = byStatus.get(status)
      if (!child) byStatus.set(status, (child = requestDuration.labels(route, method, String(status))))
      child.observe(seconds)
    },

    cacheLookup(space: CacheSpace, isHit: boolean) {
      const children = cacheChildren[space]
      ;(isHit ? children.hit : children.miss).inc()
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
