// The waiting lists' periodic tick as a job of the notifications scheduler: the scheduler
// runs it once a period across instances, on the sales clock, so two instances do not both settle
// every slider each minute. Registered by app.ts on the app's one promotions service.
import type { FastifyBaseLogger } from 'fastify'
import type { ScheduledJob } from '#src/modules/notifications/notifications.service'

/** How often expired holds pass on and freed slots are held (the reconciler's old period). */
export const WAITLIST_TICK_MS = 60_000

export function waitlistHoldsJob(
  promotions: { tick(at: Date): Promise<{ held: number }> },
  log?: FastifyBaseLogger,
  everyMs = WAITLIST_TICK_MS,
): ScheduledJob {
  return {
    name: 'waitlist-holds',
    everyMs,
    async run({ now }) {
      const { held } = await promotions.tick(now)
      if (held > 0) log?.info({ held }, 'waiting lists: freed slots held')
    },
  }
}
