import type { Histogram, Registry } from 'prom-client'

type Series = { labels: Record<string, string>; counts: number[]; sum: number; count: number }

/** One label set's series: observing is a walk over the bounds and three additions. */
export type LatencySeries = { observe(seconds: number): void }

/**
 * A labelled histogram for the per-request latency. prom-client's own checks and hashes its labels on
 * every observation, even through a child resolved once: ~3 % of the CPU of a cached read answered at
 * tens of thousands a second (docs/performance.md). Here each label set keeps its own bucket counts;
 * prom-client still writes the exposition (this object is registered in the registry as a metric, and
 * answers `get()` and `reset()` as its histograms do).
 */
export function createLatencyHistogram(options: {
  name: string
  help: string
  labelNames: readonly string[]
  buckets: readonly number[]
  registry: Registry
}) {
  const bounds = [...options.buckets].sort((a, b) => a - b)
  const all: Series[] = []

  const metric = {
    name: options.name,
    help: options.help,
    type: 'histogram' as const,
    aggregator: 'sum' as const,
    async get() {
      const values = all
        .filter((series) => series.count > 0)
        .flatMap(({ labels, counts, sum, count }) => {
          let cumulative = 0
          return [
            ...bounds.map((bound, index) => {
              cumulative += counts[index]!
              return { labels: { ...labels, le: bound }, value: cumulative, metricName: `${options.name}_bucket` }
            }),
            { labels: { ...labels, le: '+Inf' }, value: count, metricName: `${options.name}_bucket` },
            { labels, value: sum, metricName: `${options.name}_sum` },
            { labels, value: count, metricName: `${options.name}_count` },
          ]
        })
      return { name: options.name, help: options.help, type: metric.type, values, aggregator: metric.aggregator }
    },
    reset() {
      for (const series of all) {
        series.counts.fill(0)
        series.sum = 0
        series.count = 0
      }
    },
  }
  // Its shape is what the registry reads of a histogram (name, help, type, get, reset).
  options.registry.registerMetric(metric as unknown as Histogram)

  return {
    /** The series of one label set, in `labelNames` order; resolve it once per label set. */
    series(...values: string[]): LatencySeries {
      const labels = Object.fromEntries(options.labelNames.map((name, index) => [name, values[index] ?? '']))
      const series: Series = { labels, counts: bounds.map(() => 0), sum: 0, count: 0 }
      all.push(series)
      return {
        observe(seconds) {
          series.count += 1
          series.sum += seconds
          for (let index = 0; index < bounds.length; index++) {
            if (seconds <= bounds[index]!) {
              series.counts[index]! += 1
              return
            }
          }
        },
      }
    },
  }
}
