// The sales' word on a category delete (the categories module's CategorySales port, wired by app.ts):
// a paid slot in a category slider is never taken away by deleting the category, and a payment under
// way for one must find its category at completion (decision 0004: paid is paid).
import { AppError } from '#src/errors/app-error'
import type { Db } from '#src/db/client'
import type { CategorySales } from '#src/modules/categories/categories.service'
import { lockCategoryPlacements } from '#src/modules/promotions/promotions.service'
import { createPaymentsRepository } from './payments.repository'

/** Why the delete waits, and until when, in the admin's words. */
function refusal(running: number, lastEnd: Date | null, pending: number): AppError {
  const what = [
    running > 0 ? `${running} promotion(s) running until ${lastEnd!.toISOString()} at the latest` : null,
    pending > 0 ? `${pending} purchase(s) being paid` : null,
  ].filter((part) => part !== null)
  const when = pending > 0 ? ' (an unpaid purchase lapses within minutes)' : ''
  return new AppError(
    'CATEGORY_HAS_PROMOTIONS',
    `This category's slider has ${what.join(' and ')}: the category can be deleted once they have ended${when}.`,
  )
}

/** `now`: the sales clock (the simulator's in development), so "running" means what the slots count. */
export function categorySales({ now = () => new Date() }: { now?: () => Date } = {}): CategorySales {
  return {
    async beforeDelete(categoryId: number, trx: Db) {
      // The placements' locks first: a reservation or an admin's activation there waits until the delete
      // ends. An order created meanwhile (no lock: a courtesy check) loses its category with it, and its
      // approval then refuses it before any Pi is taken.
      const inPlay = await lockCategoryPlacements(categoryId, now(), trx)
      const open = await createPaymentsRepository(trx).countOpenInCategory(categoryId)
      const pending = inPlay.pending + open
      if (inPlay.running > 0 || pending > 0) throw refusal(inPlay.running, inPlay.lastEnd, pending)
    },
  }
}
