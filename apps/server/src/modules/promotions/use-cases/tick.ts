import type { PromotionsCore } from './promotions-core'

/**
 * The periodic tick (the scheduler's 'waitlist-holds' job, `waitlistHoldsJob`, on the sales clock):
 * holds that ran out pass to the next in line and slots that freed by themselves (an expiry) are held
 * for those waiting; the public reads are told when promotions reached their end since the last tick.
 * Idempotent, safe on several instances (each placement is settled under its advisory lock). The
 * last tick's time is kept per instance, in the function this returns.
 */
export function createTick(core: PromotionsCore) {
  let lastTickAt: Date | null = null
  return async function tick(at: Date = core.now()) {
    const held = await core.line.tick(at)
    const since = lastTickAt ?? new Date(at.getTime() - 2 * 60_000)
    lastTickAt = at
    if (since < at && (await core.repo.countEndedBetween(since, at)) > 0) core.announce()
    return { held }
  }
}
