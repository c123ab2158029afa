import type { Role } from '@spotlight/shared/domain/enums'
import type { PublicationCredits } from '@spotlight/shared/schemas/articles'
import type { Db } from '#src/db/client'
import { AppError } from '#src/errors/app-error'
import { createCreditsRepository } from './credits.repository'

/**
 * Gives a user one publication credit: the right to create one article. The payments module calls it
 * when a STANDARD payment completes (with its order id, so a retried completion grants nothing more);
 * tests and admins call it without a payment. Returns the credit, or the existing one for that payment.
 */
export async function grantPublicationCredit(db: Db, input: { userId: number; paymentId?: string | null }) {
  const repo = createCreditsRepository(db)
  const inserted = await repo.insertCredit(input)
  if (inserted) return inserted
  const existing = input.paymentId ? await repo.findByPaymentId(input.paymentId) : null
  if (!existing) throw new Error('publication credit was neither inserted nor found')
  return existing
}

/**
 * Inside the caller's transaction: locks the user's oldest unused credit, lets `create` make the
 * article, then binds the credit to it. Without a credit nothing is created (402). Paid is paid: the
 * credit stays used even if the article is later deleted (docs/decisions/0003-publication-credits.md).
 */
export async function spendPublicationCredit<T extends { id: number }>(
  tx: Db,
  userId: number,
  create: () => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const repo = createCreditsRepository(tx)
  const credit = await repo.lockOldestUnused(userId)
  if (!credit) throw new AppError('ARTICLE_CREDIT_REQUIRED', 'You need to subscribe to create an article.')
  const article = await create()
  const bound = await repo.bindToArticle(credit.id, article.id, now)
  // Unreachable while the row lock is held; kept so a future change cannot silently double-spend.
  if (!bound) throw new AppError('ARTICLE_CREDIT_REQUIRED', 'You need to subscribe to create an article.')
  return article
}

/** What GET /api/credits/me answers: admins publish without credits. */
export async function getPublicationCredits(db: Db, user: { userId: number; role: Role }): Promise<PublicationCredits> {
  if (user.role === 'ADMIN') return { available: 0, unlimited: true }
  return { available: await createCreditsRepository(db).countUnused(user.userId), unlimited: false }
}
