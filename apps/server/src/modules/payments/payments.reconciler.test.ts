import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { startPaymentsReconciler } from './payments.reconciler'
import type { PaymentsService } from './payments.service'

describe('startPaymentsReconciler', () => {
  it('runs reconcile on its interval, never twice at once, and stops when the app closes', async () => {
    const app = Fastify({ logger: false })
    let release: () => void = () => {}
    const reconcile = vi.fn(
      () =>
        new Promise<Awaited<ReturnType<PaymentsService['reconcile']>>>((resolve) => {
          release = () => resolve({ checked: 0, completed: 0, cancelled: 0, pending: 0, failed: 0, released: 0 })
        }),
    )
    startPaymentsReconciler(app, { reconcile } as unknown as PaymentsService, 10)
    await vi.waitFor(() => expect(reconcile).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(reconcile).toHaveBeenCalledTimes(1) // the first run is still going
    release()
    await vi.waitFor(() => expect(reconcile).toHaveBeenCalledTimes(2))
    release()
    await app.close()
    const calls = reconcile.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(reconcile.mock.calls.length).toBe(calls)
  })
})
