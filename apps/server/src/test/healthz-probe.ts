import { setTimeout as sleep } from 'node:timers/promises'
import { expect } from 'vitest'
import type { TestApp } from './build-test-app'

export type ProbeOptions = {
  /** Pause between two probes (0: the next one is sent as soon as the last is answered). */
  pauseMs?: number
  /** Probes sent even if `work` ends first (the first is always sent before `work` starts). */
  minProbes?: number
}

/** CPU time of this thread (the server's event loop: the app listens in the test's own process), in ms. */
export function threadCpuMs(): number {
  const usage = process.threadCpuUsage()
  return (usage.user + usage.system) / 1000
}

/**
 * Runs `work` while a second client polls /healthz, one probe after another, each answered 200: whether a
 * costly request leaves the server free for the others. Gives what `work` gave and each probe's wall time
 * in ms (a shared machine's scheduling counts in it: the hostile suites pair it with a CPU measure), and
 * the CPU this thread spent while each probe waited (`healthzCpuMs`): a probe held up by the server's own
 * work spends it, one held up by a busy machine does not.
 */
export async function probeHealthzDuring<T>(
  t: TestApp,
  work: () => Promise<T>,
  { pauseMs = 0, minProbes = 1 }: ProbeOptions = {},
): Promise<{ result: T; healthzMs: number[]; healthzCpuMs: number[] }> {
  let done = false
  const healthzMs: number[] = []
  const healthzCpuMs: number[] = []
  const probing = (async () => {
    while (!done || healthzMs.length < minProbes) {
      const started = performance.now()
      const cpuBefore = threadCpuMs()
      const answer = await t.request('/healthz')
      expect(answer.status).toBe(200)
      await answer.arrayBuffer()
      healthzMs.push(performance.now() - started)
      healthzCpuMs.push(threadCpuMs() - cpuBefore)
      if (pauseMs > 0) await sleep(pauseMs)
    }
  })()
  try {
    return { result: await work(), healthzMs, healthzCpuMs }
  } finally {
    done = true
    await probing
  }
}
