import type { FastifyInstance } from 'fastify'
import { countedRun } from '#src/lib/metrics'
import type { PaymentsService } from './payments.service'

export const RECONCILE_INTERVAL_MS = 60_000

/**
 * Runs `service.reconcile()` every minute while the app lives: the Pi Platform cannot list a user's
 * stuck U2A payments, so the server re-reads the open ones it has seen. Unref'd, and stopped on close.
 */
export function startPaymentsReconciler(
  app: FastifyInstance,
  service: PaymentsService,
  intervalMs = RECONCILE_INTERVAL_MS,
) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    countedRun(app.metrics, 'payments-reconciler', () => service.reconcile())
      .then((summary) => {
        if (summary.checked > 0 || summary.released > 0) app.log.info({ summary }, 'payments reconciled')
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'payments reconciler failed'))
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
