import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PlanType } from '@spotlight/shared/domain/enums'
import { ActivePlanQuerySchema, ActivePlanSchema } from '@spotlight/shared/schemas/payments'
import { AppError } from '#src/errors/app-error'
import { createUsersRepository } from '#src/modules/auth/users.repository'
import { createActivePlanRepository } from './active-plan.repository'
import { paymentsRoutes } from './payments.routes'
import { startPaymentsReconciler } from './payments.reconciler'
import { createPaymentsService } from './payments.service'
import { slotsRoutes } from './slots.routes'

/** The most valuable plan first: it is the one the client shows. */
const PLAN_RANK: PlanType[] = ['MAIN_SLIDER', 'CATEGORY_SLIDER', 'STANDARD']

/** Mounted at /api/payments: plans, slots, and the Pi purchase flow (docs/decisions/0004-payments.md). */
export type PaymentsModuleOptions = { now?: () => Date }

export const paymentsModule: FastifyPluginAsyncZod<PaymentsModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date())
  const plans = createActivePlanRepository(app.db)
  const users = createUsersRepository(app.db)
  await app.register(slotsRoutes, { now })
  const service = createPaymentsService({ db: app.db, pi: app.pi, prices: app.config.planPrices, log: app.log, now })
  await app.register(paymentsRoutes(service))
  if (app.config.env !== 'test') startPaymentsReconciler(app, service)

  app.get(
    '/active-plan',
    {
      preHandler: app.authenticate,
      schema: { querystring: ActivePlanQuerySchema, response: { 200: ActivePlanSchema } },
    },
    async (request) => {
      const me = request.user!
      const username = request.query.username ?? me.username
      // A user's plans are their own business; only an admin may look at someone else's.
      if (username !== me.username && me.role !== 'ADMIN') {
        throw new AppError('FORBIDDEN', 'You can only see your own plan.')
      }
      const user = username === me.username ? { id: me.userId } : await users.findByUsername(username)
      if (!user) return { planType: 'STANDARD' as const }
      const active = await plans.listActivePlanTypes(user.id, now())
      return { planType: PLAN_RANK.find((plan) => active.includes(plan)) ?? 'STANDARD' }
    },
  )
}
