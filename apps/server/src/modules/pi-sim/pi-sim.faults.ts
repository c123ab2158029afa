// One-shot faults queued by tests (POST /_control/faults) and played by a hook before the route
// runs: an error answer, a delay, or a connection dropped without any answer. A fault matching a
// request's body waits for the body (preHandler); the others are played as the request arrives.
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyReply, FastifyRequest } from 'fastify'

export type Fault = {
  /** Absent = any method. */
  method?: string
  /** Route pattern (`/v2/payments/:id/approve`) or concrete path (`/v2/payments/abc/approve`), below the base. */
  path: string
  status?: number
  /** JSON answered with `status`; a string is sent as an HTML page, like Pi's old 500s. */
  body?: unknown
  delayMs?: number
  drop?: boolean
  /**
   * Only a request whose body holds this text (as sent, JSON): how the platform refuses one bad item of
   * a batch, such as one notification, while it takes the same request without it.
   */
  bodyIncludes?: string
  /** How many matching requests it hits before it is used up. */
  times: number
}

const trimPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** `mountPath` is where the simulator is mounted (/__pi-sim); a fault path may include it or not. */
export function createFaultQueue(mountPath: string) {
  let faults: Fault[] = []

  return {
    add(fault: Fault) {
      let path = fault.path.startsWith('/') ? fault.path : `/${fault.path}`
      if (path.startsWith(`${mountPath}/`)) path = path.slice(mountPath.length)
      faults.push({ ...fault, path: trimPath(path) })
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear() {
      faults = []
    },
    /**
     * The first queued fault for this request, counted as used: without `body`, one that does not look at
     * the body; with it, one whose `bodyIncludes` the body holds.
     */
    take(method: string, routePattern: string | undefined, pathname: string, body?: string): Fault | null {
      const path = trimPath(pathname)
      const fault = faults.find(
        (candidate) =>
          (!candidate.method || candidate.method.toUpperCase() === method) &&
          (candidate.path === path || candidate.path === routePattern) &&
          (body === undefined
            ? candidate.bodyIncludes === undefined
            : candidate.bodyIncludes !== undefined && body.includes(candidate.bodyIncludes)),
      )
      if (!fault) return null
      fault.times -= 1
      if (fault.times <= 0) faults = faults.filter((candidate) => candidate !== fault)
      return fault
    },
  }
}
export type FaultQueue = ReturnType<typeof createFaultQueue>

/** `onRequest`: the faults that do not look at the body; `preHandler`: those that do (the body is parsed by then). */
export function createFaultHook(queue: FaultQueue, mountPath: string, stage: 'onRequest' | 'preHandler') {
  const relative = (path: string) => (path.startsWith(mountPath) ? path.slice(mountPath.length) || '/' : path)

  return async function playFault(request: FastifyRequest, reply: FastifyReply) {
    const pathname = relative(request.url.split('?')[0] ?? '/')
    // The control API must stay reachable, or a test could lock itself out.
    if (pathname.startsWith('/_control')) return
    const pattern = request.routeOptions.url ? relative(request.routeOptions.url) : undefined
    const body = stage === 'preHandler' ? JSON.stringify(request.body ?? null) : undefined
    const fault = queue.take(request.method, pattern, pathname, body)
    if (!fault) return

    if (fault.delayMs) await sleep(fault.delayMs)
    if (fault.drop) {
      // No status line at all: the client sees a reset connection, like a crashed upstream.
      reply.hijack()
      request.raw.socket.destroy()
      return reply
    }
    if (fault.status) {
      if (typeof fault.body === 'string') return reply.code(fault.status).type('text/html').send(fault.body)
      const body = fault.body ?? { error: 'simulated_fault', error_message: `Simulated ${fault.status} answer.` }
      return reply.code(fault.status).send(body)
    }
    // A delay alone: the request then goes on as usual.
  }
}
