// Small load generators for the fault tests: steady writers whose accepted writes are remembered,
// and a readiness prober that records what an orchestrator would have seen.
import { setTimeout as sleep } from 'node:timers/promises'

export type WriteOutcome = { key: string; status: number | 'network-error'; body: unknown; at: number }

export type ErrorBodyShape = { error: { code: string; message: string; requestId: string } }

export function isErrorBody(body: unknown): body is ErrorBodyShape {
  const error = (body as { error?: Record<string, unknown> } | null)?.error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    typeof error.requestId === 'string'
  )
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * `writers` loops that each send one contact message at a time until stopped. Every message comes
 * from its own X-Forwarded-For address (the server trusts the proxy header in these tests), so the
 * per-IP contact limit never interferes with what is measured.
 */
export function startContactWriters(baseUrl: string, writers: number, label: string) {
  const outcomes: WriteOutcome[] = []
  let isRunning = true
  let sequence = 0
  const loops = Array.from({ length: writers }, async (_, writer) => {
    while (isRunning) {
      const index = sequence++
      const key = `${label}-${writer}-${index}`
      try {
        const response = await fetch(`${baseUrl}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
          },
          body: JSON.stringify({ name: key, email: 'writer@example.com', message: `Fault test message ${key}` }),
          signal: AbortSignal.timeout(15_000),
        })
        outcomes.push({ key, status: response.status, body: await readBody(response), at: Date.now() })
      } catch (error) {
        outcomes.push({ key, status: 'network-error', body: String(error), at: Date.now() })
      }
      await sleep(15)
    }
  })
  return {
    outcomes,
    async stop() {
      isRunning = false
      await Promise.all(loops)
      return outcomes
    },
  }
}

export type Probe = { status: number | 'network-error'; at: number }

/** GET /readyz every `everyMs` until stopped. */
export function startReadinessProbe(baseUrl: string, everyMs = 100) {
  const probes: Probe[] = []
  let isRunning = true
  const loop = (async () => {
    while (isRunning) {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(() => null)
      probes.push({ status: response?.status ?? 'network-error', at: Date.now() })
      await response?.body?.cancel()
      await sleep(everyMs)
    }
  })()
  return {
    probes,
    /** Resolves once the latest probe answered `status` (rejects after `timeoutMs`). */
    async waitFor(status: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs
      const startAt = probes.length
      while (Date.now() < deadline) {
        if (probes.slice(startAt).some((probe) => probe.status === status)) return
        await sleep(50)
      }
      throw new Error(`readiness never answered ${status} within ${timeoutMs} ms`)
    },
    async stop() {
      isRunning = false
      await loop
      return probes
    },
  }
}

/** The distinct statuses in order of first appearance of each run: [200, 503, 200]. */
export function runsOf<T>(values: T[]): T[] {
  return values.filter((value, index) => index === 0 || values[index - 1] !== value)
}
