import { Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { createLatencyHistogram } from './latency-histogram'

const BUCKETS = [0.001, 0.01, 0.1, 1]
const HELP = 'Latency.'

/** A scrape's samples as `name{label="value",...}` (labels sorted) -> value: the order of labels is not meaningful. */
function samples(text: string): Map<string, number> {
  const result = new Map<string, number>()
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match) continue
    const labels = (match[2] ?? '')
      .split(/,(?=\w+=")/)
      .filter(Boolean)
      .sort()
      .join(',')
    result.set(`${match[1]}{${labels}}`, Number(match[3]))
  }
  return result
}

describe('the latency histogram', () => {
  it('scrapes exactly as a prom-client histogram fed the same observations', async () => {
    const ours = new Registry()
    const theirs = new Registry()
    const fast = createLatencyHistogram({
      name: 'latency_seconds',
      help: HELP,
      labelNames: ['route', 'status'],
      buckets: BUCKETS,
      registry: ours,
    })
    const reference = new Histogram({
      name: 'latency_seconds',
      help: HELP,
      labelNames: ['route', 'status'],
      buckets: BUCKETS,
      registers: [theirs],
    })
    const observations: [string, string, number][] = [
      ['/a', '200', 0.0004],
      ['/a', '200', 0.001],
      ['/a', '200', 0.05],
      ['/a', '404', 3],
      ['/b "quoted"\\', '200', 0.2],
    ]
    const series = new Map<string, ReturnType<typeof fast.series>>()
    for (const [route, status, seconds] of observations) {
      const key = `${route} ${status}`
      if (!series.has(key)) series.set(key, fast.series(route, status))
      series.get(key)!.observe(seconds)
      reference.labels(route, status).observe(seconds)
    }
    const text = await ours.metrics()
    expect(text).toContain('# TYPE latency_seconds histogram')
    expect(samples(text)).toEqual(samples(await theirs.metrics()))
    expect(samples(text).get('latency_seconds_bucket{le="0.001",route="/a",status="200"}')).toBe(2)
    expect(samples(text).get('latency_seconds_bucket{le="+Inf",route="/a",status="404"}')).toBe(1)
  })

  it('is emptied by the registry’s reset, as prom-client’s histograms are', async () => {
    const registry = new Registry()
    const fast = createLatencyHistogram({ name: 'l', help: HELP, labelNames: ['route'], buckets: BUCKETS, registry })
    const series = fast.series('/a')
    series.observe(0.5)
    registry.resetMetrics()
    expect(samples(await registry.metrics()).size).toBe(0)
    series.observe(0.5)
    expect(samples(await registry.metrics()).get('l_count{route="/a"}')).toBe(1)
  })
})
